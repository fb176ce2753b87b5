/**
 * Log lines that would otherwise repeat on every request (a full disk, a database held locked)
 * are written at most once a minute per cause, with how many were left out since the last one.
 * An operator sees the condition and when it stops; the log does not grow with the traffic.
 */
const INTERVAL_MS = 60_000

type Entry = { at: number; skipped: number }

export class ThrottledLog {
  private readonly last = new Map<string, Entry>()

  constructor(
    private readonly write: (line: string) => void = (line) => console.error(line),
    private readonly intervalMs = INTERVAL_MS,
  ) {}

  /** Writes `message` unless `cause` was written less than a minute ago; true when it wrote. */
  note(cause: string, message: string, now = Date.now()): boolean {
    const entry = this.last.get(cause)
    if (entry && now - entry.at < this.intervalMs) {
      entry.skipped++
      return false
    }
    const skipped = entry?.skipped ? ` (${entry.skipped} more since the last report)` : ''
    this.last.set(cause, { at: now, skipped: 0 })
    this.write(`[cms] ${message}${skipped}`)
    return true
  }
}

/** The process's log of repeated conditions. */
export const throttledLog = new ThrottledLog()
