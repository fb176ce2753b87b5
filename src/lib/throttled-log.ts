/**
 * Log lines that would otherwise repeat on every request (a full disk, a database held locked)
 * are written at most once a minute per cause, with how many were left out since the last one.
 * An operator sees the condition and when it stops; the log does not grow with the traffic.
 * With several worker threads (`serve --workers N`) the minute holds for the node: the time of
 * each cause's last line is kept in memory the threads share (`share`).
 */
import { logDiagnostic } from './log'
import { keyHashes, withSpinLock } from './shared-memory'

const INTERVAL_MS = 60_000

/** Causes remembered at once across the node; past it a cause may be written once more a minute. */
const SLOTS = 64
/** Int32s before the slots: the lock and padding to 8 bytes. */
const HEADER = 2

/** The memory of a node's throttled log: per slot, a cause's two hashes, its last time, and how many were left out. */
export const logMemory = (): SharedArrayBuffer => new SharedArrayBuffer(HEADER * 4 + SLOTS * 24)

type Entry = { at: number; skipped: number }

export class ThrottledLog {
  private readonly last = new Map<string, Entry>()
  private shared: { lock: Int32Array; keys: Int32Array; at: Float64Array; skipped: Int32Array } | null = null

  constructor(
    private readonly write: (line: string) => void = logDiagnostic,
    private readonly intervalMs = INTERVAL_MS,
  ) {}

  /** Counts in the node's memory (`logMemory()`), shared with the other threads. */
  share(memory: SharedArrayBuffer): this {
    this.shared = {
      lock: new Int32Array(memory, 0, HEADER),
      keys: new Int32Array(memory, HEADER * 4, SLOTS * 2),
      at: new Float64Array(memory, HEADER * 4 + SLOTS * 8, SLOTS),
      skipped: new Int32Array(memory, HEADER * 4 + SLOTS * 16, SLOTS),
    }
    return this
  }

  /** Writes `message` unless `cause` was written less than a minute ago; true when it wrote. */
  note(cause: string, message: string, now = Date.now()): boolean {
    const skipped = this.shared ? this.noteShared(cause, now) : this.noteHere(cause, now)
    if (skipped === null) return false
    this.write(`[cms] ${message}${skipped ? ` (${skipped} more since the last report)` : ''}`)
    return true
  }

  /** null: left out; else how many were left out since the last line. */
  private noteHere(cause: string, now: number): number | null {
    const entry = this.last.get(cause)
    if (entry && now - entry.at < this.intervalMs) {
      entry.skipped++
      return null
    }
    this.last.set(cause, { at: now, skipped: 0 })
    return entry?.skipped ?? 0
  }

  private noteShared(cause: string, now: number): number | null {
    const { lock, keys, at, skipped } = this.shared!
    const [h1, h2] = keyHashes(cause)
    return withSpinLock(lock, 0, () => {
      // the cause's slot, else a free one ([0, 0]: no cause hashes so), else the oldest
      let slot = -1
      let free = -1
      let oldest = 0
      for (let i = 0; i < SLOTS; i++) {
        if (keys[i * 2] === h1 && keys[i * 2 + 1] === h2) {
          slot = i
          break
        }
        if (free < 0 && keys[i * 2] === 0 && keys[i * 2 + 1] === 0) free = i
        if (at[i]! < at[oldest]!) oldest = i
      }
      if (slot >= 0 && now - at[slot]! < this.intervalMs) {
        skipped[slot]!++
        return null
      }
      const left = slot >= 0 ? skipped[slot]! : 0
      if (slot < 0) slot = free >= 0 ? free : oldest
      keys[slot * 2] = h1
      keys[slot * 2 + 1] = h2
      at[slot] = now
      skipped[slot] = 0
      return left
    })
  }
}

/** The process's log of repeated conditions (each worker thread's counts in the node's memory). */
export const throttledLog = new ThrottledLog()
