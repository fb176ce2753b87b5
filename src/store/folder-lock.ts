/**
 * Says whether a working folder (a backup's staging) belongs to a process that still runs: the
 * process holds an exclusive SQLite lock on a file in it. The system drops the lock when the
 * process ends, however it ends (a crash, kill -9), and the lock holds between threads,
 * processes and containers that share the data folder alike, where a pid would not (pids are
 * reused, and each container counts its own).
 */
import { Database } from 'bun:sqlite'
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'

const LOCK_FILE = '.lock'

export type FolderLock = { release(): void }

/** Locks a folder the caller just made, until `release` or the end of the process. */
export function lockFolder(dir: string): FolderLock {
  const db = new Database(join(dir, LOCK_FILE))
  // note: the first write takes the lock and this mode keeps it past the commit; the file is
  // empty until then, so an empty lock file is one being taken (see lockState)
  db.exec('PRAGMA locking_mode = EXCLUSIVE')
  db.exec('PRAGMA user_version = 1')
  return { release: () => db.close() }
}

/**
 * `held` by a running process; `free` when its holder ended; `none` when the folder has no lock
 * yet (it is being taken), or never had one (made by a cms before these locks).
 */
export function lockState(dir: string): 'held' | 'free' | 'none' {
  const file = join(dir, LOCK_FILE)
  if (!statSync(file, { throwIfNoEntry: false })?.size) return 'none'
  let db: Database
  try {
    db = new Database(file, { readwrite: true, create: false })
  } catch {
    // note: removed meanwhile
    return 'none'
  }
  try {
    db.exec('BEGIN EXCLUSIVE')
    return 'free'
  } catch (err) {
    if (String((err as { code?: unknown }).code).startsWith('SQLITE_BUSY')) return 'held'
    // anything else (a first write cut short) is only ever left by a holder that ended
    return 'free'
  } finally {
    db.close()
  }
}

/**
 * A folder without a lock is one being made, or one a cms before the locks left: removed once
 * nothing in it has changed for this long.
 */
const UNLOCKED_STALE_MS = 60 * 60_000

/**
 * Removes the working folders named `<prefix>…` in `root` that a process stopped before it could
 * (a crash, kill -9, a stop that could not wait), never one that a running process holds.
 */
export function sweepStaging(root: string, prefix: string, now = Date.now()): void {
  if (!existsSync(root)) return
  for (const name of readdirSync(root)) {
    if (!name.startsWith(prefix)) continue
    const dir = join(root, name)
    const state = lockState(dir)
    if (state === 'held' || (state === 'none' && now - lastChange(dir) < UNLOCKED_STALE_MS)) continue
    rmSync(dir, { recursive: true, force: true })
  }
}

/** When anything in a folder last changed (ms); now when that cannot be read (it is going). */
function lastChange(dir: string): number {
  try {
    const names = readdirSync(dir, { recursive: true }) as string[]
    return Math.max(statSync(dir).mtimeMs, ...names.map((n) => statSync(join(dir, n), { throwIfNoEntry: false })?.mtimeMs ?? 0))
  } catch {
    return Date.now()
  }
}
