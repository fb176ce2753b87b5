import type { Database } from 'bun:sqlite'
import { snapshotStamp } from './snapshot-memo'

/** A representation as sent: its text, its ETag and its cache tags (/public). */
export type CachedText = {
  text: string
  etag: string
  tags?: readonly string[]
  /**
   * Epoch ms from which it may differ although the database has not changed (a /public read: a
   * published row whose date is still to come becomes visible then); none: only a write changes it.
   */
  until?: number
}

type Entry = { stamp: string; value: CachedText; bytes: number }

/**
 * Representations that reads made, kept per tenant database while its change stamp holds
 * (store/snapshot-memo.ts: exact, any write by any connection or process moves it), so a read
 * of an unchanged item costs a lookup instead of its statements and its serialisation. One per
 * serving thread, bounded in bytes across all its databases, least recently used out first.
 * note: an admin item read (bench (c)) took 100 µs in process without it and 27 µs with it.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>()
  private bytes = 0

  /** `maxBytes` 0: nothing is kept. */
  constructor(private readonly maxBytes: number) {}

  /**
   * What `make` gave for `key` in an earlier read transaction of `db` when nothing changed
   * since, else `make()`, kept unless null. Only inside a read transaction of `db`: outside
   * one there is no snapshot to check against, and `make()` runs.
   * `key` must hold everything else the representation depends on.
   */
  read(db: Database, key: string, make: () => CachedText | null): CachedText | null {
    if (this.maxBytes === 0) return make()
    const stamp = snapshotStamp(db)
    if (stamp === undefined) return make()
    const id = `${databaseId(db)}\u0000${key}`
    const entry = this.entries.get(id)
    if (entry) {
      // re-inserted: a Map keeps insertion order, so the first entry is the least recently used
      this.entries.delete(id)
      if (entry.stamp === stamp && (entry.value.until === undefined || Date.now() < entry.value.until)) {
        this.entries.set(id, entry)
        return entry.value
      }
      this.bytes -= entry.bytes
    }
    const value = make()
    if (value) this.keep(id, { stamp, value, bytes: sizeOf(id, value) })
    return value
  }

  /** Bytes held now (an estimate, see `sizeOf`). */
  get size(): number {
    return this.bytes
  }

  private keep(id: string, entry: Entry): void {
    // one large representation must not empty the cache of everything else
    if (entry.bytes > this.maxBytes / 8) return
    this.entries.set(id, entry)
    this.bytes += entry.bytes
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.entries.delete(oldest)
      this.bytes -= old.bytes
    }
  }
}

/**
 * What an entry holds, about: two bytes a character (strings with characters past Latin-1 take
 * two), and for the Map entry and the objects around the strings a fixed part, which dominates
 * a small representation (an empty collection: ~300 characters).
 */
const sizeOf = (id: string, value: CachedText): number =>
  2 * (id.length + value.text.length + value.etag.length) + 256 + 64 * (value.tags?.length ?? 0)

/**
 * A number per open connection: stamps of two databases may be equal, and a database reopened
 * (pool eviction, restore) is a new connection whose entries start empty.
 */
const ids = new WeakMap<Database, number>()
let nextId = 0

function databaseId(db: Database): number {
  let id = ids.get(db)
  if (id === undefined) ids.set(db, (id = ++nextId))
  return id
}
