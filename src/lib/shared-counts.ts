/**
 * Counts per key held by the worker threads of one node, in shared memory, so that a limit per
 * key holds for the node whichever worker takes each request (change streams per tenant,
 * CONTRACT §13). Each worker counts in its own column of a key's slot, so the main thread can
 * zero what a worker that died still held; a key's count is the sum of its columns. One thread
 * alone uses the same memory, made for it, with one column.
 *
 * Slots are an open-addressed table keyed by two 32-bit hashes, guarded by one spin lock (held
 * for a few dozen reads, never across an await). A slot whose columns are all zero is free.
 * When all the slots a key may use hold other keys, the key is admitted uncounted: the table
 * errs towards allowing, as the rate limits' does.
 */
import { keyHashes, withSpinLock } from './shared-memory'

const SLOTS = 4096
const WINDOW = 32
/** Int32s before the slots: the lock, padding. */
const HEADER = 2

export type CountMemory = { memory: SharedArrayBuffer; columns: number }

export const countMemory = (columns = 1): CountMemory => ({ memory: new SharedArrayBuffer((HEADER + SLOTS * (2 + columns)) * 4), columns })

export class SharedCounts {
  private readonly cells: Int32Array
  private readonly width: number

  constructor(
    private readonly shared: CountMemory = countMemory(),
    /** This thread's column (its worker index). */
    private readonly column = 0,
  ) {
    this.cells = new Int32Array(shared.memory)
    this.width = 2 + shared.columns
  }

  /** Counts one more for `key` when the node holds fewer than `limit`; false otherwise. */
  take(key: string, limit: number): boolean {
    const [h1, h2] = keyHashes(key)
    return this.locked(() => {
      const slot = this.find(h1, h2, true)
      if (slot < 0) return true
      if (this.total(slot) >= limit) return false
      this.cells[slot + 2 + this.column]! += 1
      this.cells[slot] = h1
      this.cells[slot + 1] = h2
      return true
    })
  }

  /** Gives back one that `take` counted for `key` in this thread. */
  give(key: string): void {
    const [h1, h2] = keyHashes(key)
    this.locked(() => {
      const slot = this.find(h1, h2, false)
      if (slot < 0 || this.cells[slot + 2 + this.column]! <= 0) return
      this.cells[slot + 2 + this.column]! -= 1
      // the last one out frees the slot for another key
      if (this.total(slot) === 0) this.cells[slot] = this.cells[slot + 1] = 0
    })
  }

  /** The node's count for `key`. */
  count(key: string): number {
    const [h1, h2] = keyHashes(key)
    return this.locked(() => {
      const slot = this.find(h1, h2, false)
      return slot < 0 ? 0 : this.total(slot)
    })
  }

  /** Forgets what `column` (a worker that is gone) held, for every key. */
  clearColumn(column: number): void {
    this.locked(() => {
      for (let slot = HEADER; slot < this.cells.length; slot += this.width) {
        this.cells[slot + 2 + column] = 0
        if (this.total(slot) === 0) this.cells[slot] = this.cells[slot + 1] = 0
      }
    })
  }

  /** The key's slot; else, with `claim`, the first free one of its window; else -1. */
  private find(h1: number, h2: number, claim: boolean): number {
    const home = (h1 >>> 0) % SLOTS
    let free = -1
    for (let i = 0; i < WINDOW; i++) {
      const slot = HEADER + ((home + i) % SLOTS) * this.width
      if (this.cells[slot] === h1 && this.cells[slot + 1] === h2) return slot
      if (free < 0 && this.cells[slot] === 0 && this.cells[slot + 1] === 0) free = slot
    }
    return claim ? free : -1
  }

  private total(slot: number): number {
    let n = 0
    for (let c = 0; c < this.shared.columns; c++) n += this.cells[slot + 2 + c]!
    return n
  }

  private locked<T>(fn: () => T): T {
    return withSpinLock(this.cells, 0, fn)
  }
}
