/**
 * Slots and claims for jobs in memory shared by the worker threads of one node, so that a limit
 * of N jobs at once and one job per result hold whichever worker takes each request (image
 * transforms, CONTRACT §12). One thread alone uses the same memory, made for it.
 *
 * Waiting never blocks: a waiter sleeps in `Atomics.waitAsync` on a counter that is bumped
 * whenever a slot frees or a claim ends, then looks again. It reads the counter before it looks,
 * so a change between its look and its sleep wakes it at once.
 *
 * Slots are shared fairly between owners (tenants): an owner that holds half the slots (at
 * least one) takes another only while no other owner waits, so one tenant's burst of large
 * transforms delays another's by one job at most, not by all of them (an anonymous client asking
 * 24 transforms of a 50 MP image made another tenant's wait 5 s, then answer 503).
 */
import { keyHashes, withSpinLock } from './shared-memory'

/** Results being made at once that can be claimed; past this, a job runs unclaimed (never refused). */
const CLAIMS = 256
const LOCK = 0
const RUNNING = 1
const CHANGED = 2
const WAITING = 3
/** Int32s before the claims: the lock, the running count, the change counter, the waiters. */
const HEADER = 4
/** Owners counted at once (hash, hash, running, waiting each); past this, an owner is not counted. */
const OWNERS = 128
const OWNERS_AT = HEADER + CLAIMS * 2

export const jobMemory = (): SharedArrayBuffer => new SharedArrayBuffer((OWNERS_AT + OWNERS * 4) * 4)

export class SharedJobs {
  private readonly cells: Int32Array

  constructor(
    private readonly slots: number,
    memory: SharedArrayBuffer = jobMemory(),
  ) {
    this.cells = new Int32Array(memory)
  }

  /**
   * A slot for `owner`, once one is free for it before `deadline` (ms since the epoch); false when
   * none was. Pair with `release(owner)`.
   */
  async acquire(deadline: number, owner = ''): Promise<boolean> {
    const { cells } = this
    const share = Math.max(1, Math.ceil(this.slots / 2))
    const at = this.locked(() => {
      const o = this.owner(owner, true)
      if (o >= 0) cells[o + 3]! += 1
      cells[WAITING]! += 1
      return o
    })
    for (;;) {
      const seen = Atomics.load(cells, CHANGED)
      const taken = this.locked(() => {
        if (cells[RUNNING]! >= this.slots) return false
        const mine = at >= 0 ? cells[at + 3]! : 1
        if (at >= 0 && cells[at + 2]! >= share && cells[WAITING]! - mine > 0) return false
        cells[RUNNING]! += 1
        cells[WAITING]! -= 1
        if (at >= 0) {
          cells[at + 2]! += 1
          cells[at + 3]! -= 1
        }
        return true
      })
      if (taken) return true
      if (!(await this.changeBefore(seen, deadline))) {
        this.locked(() => {
          cells[WAITING]! -= 1
          if (at >= 0) this.leave(at, 3)
        })
        this.changed()
        return false
      }
    }
  }

  release(owner = ''): void {
    this.locked(() => {
      this.cells[RUNNING]! -= 1
      const o = this.owner(owner, false)
      if (o >= 0) this.leave(o, 2)
    })
    this.changed()
  }

  /** The owner's entry ([h1, h2, running, waiting]), made when `create`; -1 when none (or full). Under the lock. */
  private owner(name: string, create: boolean): number {
    const [h1, h2] = keyHashes(`owner:${name}`)
    let free = -1
    for (let i = OWNERS_AT; i < this.cells.length; i += 4) {
      if (this.cells[i] === h1 && this.cells[i + 1] === h2) return i
      if (free < 0 && this.cells[i] === 0 && this.cells[i + 1] === 0) free = i
    }
    if (!create || free < 0) return -1
    this.cells[free] = h1
    this.cells[free + 1] = h2
    return free
  }

  /** One less running (2) or waiting (3) for the owner at `at`; its entry is freed once it has neither. Under the lock. */
  private leave(at: number, column: 2 | 3): void {
    if (this.cells[at + column]! > 0) this.cells[at + column]! -= 1
    if (this.cells[at + 2] === 0 && this.cells[at + 3] === 0) this.cells[at] = this.cells[at + 1] = 0
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
    for (let i = HEADER; i < OWNERS_AT; i += 2) if (this.cells[i] === h1 && this.cells[i + 1] === h2) return i
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
