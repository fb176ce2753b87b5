import type { Database } from 'bun:sqlite'
import { existsSync, mkdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { Lru } from '../lib/lru'
import { PACKED_CONTAINS_SQL, packedContains, SHOWN_CONTAINS_SQL, shownContains } from '../registry/kinds/i18n'
import { flushGroup } from './orm'
import { logBackgroundFailure } from '../lib/faults'
import { closeDatabase, openDatabase, truncateWal } from './sqlite'
import { migrate, TENANT_MIGRATIONS } from './migrate'

/** One open tenant database and where the tenant's files live. */
export type TenantHandle = {
  slug: string
  db: Database
  dir: string
  mediaDir: string
  /** Requests currently using the handle; an evicted handle closes when this drops to 0. */
  refs: number
  evicted: boolean
  /** The registry row this handle was opened for; see `TenantVersion`. */
  version: TenantVersion | null
  closed: boolean
  /** The inode of the database file opened: a restore or a delete puts another file there, or none. */
  ino: number
}

/** Whether the handle's database file is still the tenant's (no restore swapped it, no delete removed it). */
export const stillInPlace = (handle: TenantHandle): boolean => statSync(join(handle.dir, 'cms.db'), { throwIfNoEntry: false })?.ino === handle.ino

/**
 * Which incarnation of a tenant's storage a handle belongs to: a restore bumps `generation`, a
 * delete and re-create changes `uuid`. Comparing two fields per request is all a running server
 * pays to notice that another process replaced the files.
 */
export type TenantVersion = { uuid: string; generation: number }

/** Address space, not memory: pages are read from the OS page cache and can be reclaimed. */
const MMAP_BYTES = 256 * 1024 * 1024
/**
 * Smaller databases are read through SQLite's own page cache (2 MB) instead, which holds only
 * the pages read. note: a mapping faults in whole neighbourhoods of pages, so 256 open tenants
 * of ~450 KB each mapped ~110 MiB of file pages into RSS (bench/many-tenants.ts: RSS 261 MiB,
 * 169 MiB unmapped) for no gain: a file this small fits the page cache anyway.
 */
const MMAP_MIN_FILE = 8 * 1024 * 1024

export const tenantDir = (dataDir: string, slug: string) => join(dataDir, 'tenants', slug)

/**
 * How often an open looks at a tenant's planner statistics (in this process; a close updates
 * those of the tables its queries used). note: `PRAGMA optimize=0x10002` counts again the rows
 * of a table without an index whenever the count SQLite estimates from the table's last pages is
 * 10x off the one recorded, which for the append-only `payloads` was at every open: 11 of the
 * 12 ms an open of a tenant with 10,000 articles took.
 */
const OPTIMIZE_EVERY_MS = 6 * 3600_000
const optimizedAt = new Map<string, number>()

/** Opens a tenant database, applying pending migrations (CONTRACT §1: "when pending"). */
export function openTenantDatabase(dir: string, now = Date.now()): Database {
  mkdirSync(join(dir, 'media'), { recursive: true })
  const file = join(dir, 'cms.db')
  const size = existsSync(file) ? statSync(file).size : 0
  const db = openDatabase(file)
  // the multilingual filters: the value shown with ?locale=, the packed fold of an HTML field
  // (registry/kinds/i18n.ts)
  db.function(SHOWN_CONTAINS_SQL, { deterministic: true }, shownContains)
  db.function(PACKED_CONTAINS_SQL, { deterministic: true }, packedContains)
  let migrated: string[]
  try {
    migrated = migrate(db, TENANT_MIGRATIONS)
  } catch (err) {
    // a database from a newer cms (or a failed migration) is left exactly as it was
    db.close()
    throw err
  }
  // note: without planner statistics SQLite may pick a bad join order (notes/performance.md)
  if (migrated.length > 0 || now - (optimizedAt.get(file) ?? -Infinity) >= OPTIMIZE_EVERY_MS) {
    db.exec('PRAGMA optimize=0x10002')
    optimizedAt.set(file, now)
  }
  // note: reads map the file instead of copying each page through read() into SQLite's 2 MB page
  // cache, which a list or a filter over a 100 MB tenant overflows: (b)'s count went from 1.31 to
  // 0.32 ms, the same gain as a 32 MB cache per tenant, without holding that memory per handle.
  // After the optimize: it counts the rows of every table without an index (payloads, the
  // full-text data) at each open, since their estimated size never matches, and through the
  // mapping that faulted ~130 MiB of a 177 MiB tenant into RSS before its first request
  if (size >= MMAP_MIN_FILE) db.exec(`PRAGMA mmap_size = ${MMAP_BYTES}`)
  // note: a statement of a write transaction keeps the pages it changes in a statement journal,
  // which SQLite spills to a new temporary file past 64 KiB: eight pages of 8 KiB, so most
  // creates and patches made, wrote and closed a file in /var/tmp (create 1188 -> 939 us CPU,
  // patch 781 -> 642 us, bench/profile.ts). After migrate: its VACUUM would build the whole
  // copy in memory with this setting.
  db.exec('PRAGMA temp_store = MEMORY')
  return db
}

/** An open tenant's `-wal` not written for this long is folded into its file and emptied. */
const WAL_IDLE_MS = 30_000
/** Smaller `-wal` files are left as they are until the tenant closes. */
const WAL_FOLD_MIN_BYTES = 1024 * 1024
/** How often the open tenants' `-wal` files are looked at. */
const WAL_LOOK_MS = 10_000

/**
 * A bounded LRU of open tenant databases. Opening is lazy, so a thousand tenants cost nothing
 * until they are used; evicting closes the least recently used handle once no request holds it.
 */
export class TenantPool {
  private readonly lru: Lru<string, TenantHandle>
  private folding: ReturnType<typeof setInterval> | null = null

  constructor(
    private readonly dataDir: string,
    max: number,
  ) {
    this.lru = new Lru(max, (_slug, handle) => {
      handle.evicted = true
      if (handle.refs === 0) closeHandle(handle, false)
    })
  }

  /**
   * Takes a handle for the duration of one request; pair with `release`. With `version` (the
   * registry row), a handle opened for another incarnation is dropped and the files reopened.
   */
  acquire(slug: string, version?: TenantVersion): TenantHandle {
    let handle = this.lru.get(slug)
    if (handle && version && (handle.version?.uuid !== version.uuid || handle.version.generation !== version.generation)) {
      // note: safe even while in-flight requests hold the old handle: it closes on their release,
      // and SQLite neither checkpoints nor unlinks by path for a file that has been moved
      this.lru.delete(slug)
      handle = undefined
    }
    if (!handle) {
      const dir = tenantDir(this.dataDir, slug)
      // a missing database means the folder is being swapped or removed: never create an empty one
      if (!existsSync(join(dir, 'cms.db'))) throw new Error(`The database of tenant "${slug}" is missing.`)
      const v = version ? { uuid: version.uuid, generation: version.generation } : null
      const db = openTenantDatabase(dir)
      const ino = statSync(join(dir, 'cms.db'), { throwIfNoEntry: false })?.ino ?? -1
      handle = { slug, db, dir, mediaDir: join(dir, 'media'), refs: 0, evicted: false, version: v, closed: false, ino }
      this.lru.set(slug, handle)
    }
    handle.refs++
    return handle
  }

  release(handle: TenantHandle): void {
    handle.refs--
    if (handle.evicted && handle.refs === 0) closeHandle(handle, false)
  }

  /** Runs `fn` with the tenant's handle held. */
  with<T>(slug: string, fn: (handle: TenantHandle) => T, version?: TenantVersion): T {
    const handle = this.acquire(slug, version)
    try {
      return fn(handle)
    } finally {
      this.release(handle)
    }
  }

  /** Closes a tenant's handle (before its folder is removed or replaced). */
  evict(slug: string): void {
    this.lru.delete(slug)
  }

  /**
   * Folds back the `-wal` of every open tenant that no request holds and that nothing wrote to
   * for `idleMs`, and empties it. A checkpoint comes every CHECKPOINT_PAGES (~32 MiB) of writes,
   * and SQLite reuses the `-wal` file without shrinking it: a tenant that had a burst of writes
   * kept a `-wal` that large for as long as it stayed open, and a node up to
   * CMS_MAX_OPEN_TENANTS of them. Another connection's reader (a worker, a backup) makes the
   * checkpoint give up at once; the next look tries again. Returns how many were emptied.
   */
  foldIdleWals(now = Date.now(), idleMs = WAL_IDLE_MS, minBytes = WAL_FOLD_MIN_BYTES): number {
    let folded = 0
    for (const handle of this.lru.values()) {
      if (handle.refs > 0 || handle.closed) continue
      const wal = statSync(join(handle.dir, 'cms.db-wal'), { throwIfNoEntry: false })
      if (!wal || wal.size < minBytes || now - wal.mtimeMs < idleMs) continue
      try {
        flushGroup(handle.db)
        if (truncateWal(handle.db)) folded++
      } catch (err) {
        logBackgroundFailure(`folding the -wal of tenant ${handle.slug} failed`, err)
      }
    }
    return folded
  }

  /** Looks at the open tenants' `-wal` files every 10 s until `closeAll` (a server's pools). */
  foldWhileOpen(): void {
    this.folding ??= setInterval(() => this.foldIdleWals(), WAL_LOOK_MS)
    this.folding.unref?.()
  }

  get openCount(): number {
    return this.lru.size
  }

  openHandles(): TenantHandle[] {
    return [...this.lru.values()]
  }

  /**
   * Checkpoints and closes every handle, also those a request still holds (shutdown: the drain
   * is over). Safe because bun:sqlite is synchronous: no statement runs between two awaits.
   */
  closeAll(): void {
    if (this.folding) clearInterval(this.folding)
    this.folding = null
    const handles = [...this.lru.values()]
    this.lru.clear()
    // note: one handle that cannot close (a disk gone bad) does not keep the others open
    let failed: unknown = null
    for (const handle of handles) {
      try {
        closeHandle(handle)
      } catch (err) {
        failed ??= err
      }
    }
    if (failed) throw failed
  }
}

/** `wait`: shutdown, which folds every `-wal`; an eviction while serving waits for nobody. */
function closeHandle(handle: TenantHandle, wait = true): void {
  if (handle.closed) return
  handle.closed = true
  // the writes of a group still open commit first (shutdown closes handles that requests hold)
  flushGroup(handle.db)
  closeDatabase(handle.db, { wait })
}
