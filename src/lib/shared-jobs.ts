/**
 * Slots and claims for jobs in memory shared by the worker threads of one node, so that a limit
 * of N jobs at once and one job per result hold whichever worker takes each request (image
 * transforms, CONTRACT §12). One thread alone uses the same memory, made for it.
 *
 * Waiting never blocks: a waiter sleeps in `Atomics.waitAsync` on a counter that is bumped
 * whenever a slot frees or a claim ends, then looks again. It reads the counter before it looks,
 * so a change between its look and its sleep wakes it at once.
 */
import { keyHashes, withSpinLock } from './shared-memory'

/** Results being made at once that can be claimed; past this, a job runs unclaimed (never refused). */
const CLAIMS = 256
const LOCK = 0
const RUNNING = 1
const CHANGED = 2
/** Int32s before the claims: the lock, the running count, the change counter, padding. */
const HEADER = 4

export const jobMemory = (): SharedArrayBuffer => new SharedArrayBuffer((HEADER + CLAIMS * 2) * 4)

export class SharedJobs {
  private readonly cells: Int32Array

  constructor(
    private readonly slots: number,
    memory: SharedArrayBuffer = jobMemory(),
  ) {
    this.cells = new Int32Array(memory)
  }

  /** A slot, once one is free before `deadline` (ms since the epoch); false when none was. */
  async acquire(deadline: number): Promise<boolean> {
    const { cells } = this
    for (;;) {
      const seen = Atomics.load(cells, CHANGED)
      const running = Atomics.load(cells, RUNNING)
      if (running < this.slots) {
        if (Atomics.compareExchange(cells, RUNNING, running, running + 1) === running) return true
        continue
      }
      if (!(await this.changeBefore(seen, deadline))) return false
    }
  }

  release(): void {
    Atomics.sub(this.cells, RUNNING, 1)
    this.changed()
  }

  /** Claims the making of `key`; false while another job (of any worker) holds it. */
  claim(key: string): boolean {
    const [h1, h2] = keyHashes(key)
    return this.locked(() => {
      if (this.find(h1, h2) >= 0) return false
      const free = this.find(0, 0)
      if (free >= 0) {
        this.cells[free] = h1
        this.cells[free + 1] = h2
      }
      return true
    })
  }

  /** Ends the claim of `key` and wakes whoever waits for it. */
  finish(key: string): void {
    const [h1, h2] = keyHashes(key)
    this.locked(() => {
      const held = this.find(h1, h2)
      if (held >= 0) this.cells[held] = this.cells[held + 1] = 0
    })
    this.changed()
  }

  /** True once nobody holds the claim of `key`; false when `deadline` came first. */
  async settled(key: string, deadline: number): Promise<boolean> {
    const [h1, h2] = keyHashes(key)
    for (;;) {
      const seen = Atomics.load(this.cells, CHANGED)
      if (this.locked(() => this.find(h1, h2) < 0)) return true
      if (!(await this.changeBefore(seen, deadline))) return false
    }
  }

  /** The index of the claim holding [h1, h2] ([0, 0]: the first free one), or -1; under the lock. */
  private find(h1: number, h2: number): number {
    for (let i = HEADER; i < this.cells.length; i += 2) if (this.cells[i] === h1 && this.cells[i + 1] === h2) return i
    return -1
  }

  /** Sleeps until the change counter moves from `seen`; false when `deadline` came first. */
  private async changeBefore(seen: number, deadline: number): Promise<boolean> {
    const left = deadline - Date.now()
    if (left <= 0) return false
    const wait = Atomics.waitAsync(this.cells, CHANGED, seen, left)
    return (await wait.value) !== 'timed-out'
  }

  private changed(): void {
    Atomics.add(this.cells, CHANGED, 1)
    Atomics.notify(this.cells, CHANGED)
  }

  private locked<T>(fn: () => T): T {
    return withSpinLock(this.cells, LOCK, fn)
  }
}
