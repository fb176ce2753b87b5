/**
 * Rows remembered until the next commit to their database, by any connection of any process.
 *
 * A WAL-mode database publishes the state of its log in the wal-index header of its `-shm`
 * file (https://www.sqlite.org/walformat.html, "The WAL-Index Header"): the last frame, the
 * running checksum of the frames, the salts of the current log and a checksum of the header,
 * rewritten by every commit of every connection. Mapped into memory, comparing it is a few loads
 * (~0.02 µs), where `PRAGMA data_version` takes a read lock (~2.6 µs), as much as the lookups it
 * would save. The request pipeline looks up the tenant, its site and the user on every request;
 * with this, a request that finds them unchanged reads no database for them.
 * note: `iChange`, the header's commit counter, is not enough: a commit by another process that
 * then checkpoints (the CLI closing) left it as it was, measured; the frames' checksum and the
 * salts changed every time.
 * note: the mapping is safe while this process holds a connection open: SQLite truncates the
 * `-shm` file only when a first connection opens it, and removes it only when the last one
 * closes; `closeDatabase` forgets the mapping before closing.
 */
import type { Database } from 'bun:sqlite'

/** `iVersion` of the wal-index header; words 4 to 11 (32-bit) are mxFrame to aCksum. */
const WAL_INDEX_VERSION = 3007000
const FIRST = 4
const LAST = 11

const headers = new WeakMap<Database, Uint32Array>()

/**
 * Starts watching the commits of `db` (open on `file`, WAL mode, read at least once so that its
 * `-shm` file exists). Without a usable header nothing is remembered for it.
 */
export function watchCommits(db: Database, file: string): void {
  try {
    const map = Bun.mmap(`${file}-shm`, { shared: true })
    const words = new Uint32Array(map.buffer, map.byteOffset, 12)
    if (words[0] === WAL_INDEX_VERSION) headers.set(db, words)
  } catch {
    // note: no -shm file (a read-only or rollback-journal database): every lookup reads
  }
}

/** Before `db` closes: its header is never read again. */
export const forgetCommits = (db: Database): void => void headers.delete(db)

type Remembered<V> = { stamp: Uint32Array; rows: Map<string, V> }

function unchanged(header: Uint32Array, stamp: Uint32Array): boolean {
  for (let i = FIRST; i <= LAST; i++) if (header[i] !== stamp[i - FIRST]) return false
  return true
}

/** Rows kept per database at most (keys come from verified tokens, headers, slugs). */
const MAX_ROWS = 10_000

/**
 * `fetch(db, key)`, remembered per database until its next commit. Absent rows (null or
 * undefined) are fetched every time unless `keepMisses`: keys from outside must not grow the map.
 * note: the stamp is read before the fetch, so a commit that lands during it only costs a
 * fetch more at the next call, never a stale row.
 */
export function remembered<V>(fetch: (db: Database, key: string) => V, { keepMisses = false } = {}): (db: Database, key: string) => V {
  const byDb = new WeakMap<Database, Remembered<V>>()
  return (db, key) => {
    const header = headers.get(db)
    if (!header) return fetch(db, key)
    let kept = byDb.get(db)
    if (!kept || !unchanged(header, kept.stamp)) byDb.set(db, (kept = { stamp: header.slice(FIRST, LAST + 1), rows: new Map() }))
    const row = kept.rows.get(key)
    if (row !== undefined || kept.rows.has(key)) return row as V
    const fetched = fetch(db, key)
    if ((keepMisses || (fetched !== null && fetched !== undefined)) && kept.rows.size < MAX_ROWS) kept.rows.set(key, fetched)
    return fetched
  }
}
