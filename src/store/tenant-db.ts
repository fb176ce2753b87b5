import type { Database } from 'bun:sqlite'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { Lru } from '../lib/lru'
import { closeDatabase, openDatabase } from './sqlite'
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
}

export const tenantDir = (dataDir: string, slug: string) => join(dataDir, 'tenants', slug)

/** Opens a tenant database, applying pending migrations (CONTRACT §1: "when pending"). */
export function openTenantDatabase(dir: string): Database {
  mkdirSync(join(dir, 'media'), { recursive: true })
  const db = openDatabase(join(dir, 'cms.db'))
  migrate(db, TENANT_MIGRATIONS)
  // note: without planner statistics SQLite may pick a bad join order (notes/performance.md)
  db.exec('PRAGMA optimize=0x10002')
  return db
}

/**
 * A bounded LRU of open tenant databases. Opening is lazy, so a thousand tenants cost nothing
 * until they are used; evicting closes the least recently used handle once no request holds it.
 */
export class TenantPool {
  private readonly lru: Lru<string, TenantHandle>

  constructor(
    private readonly dataDir: string,
    max: number,
  ) {
    this.lru = new Lru(max, (_slug, handle) => {
      handle.evicted = true
      if (handle.refs === 0) closeDatabase(handle.db)
    })
  }

  /** Takes a handle for the duration of one request; pair with `release`. */
  acquire(slug: string): TenantHandle {
    let handle = this.lru.get(slug)
    if (!handle) {
      const dir = tenantDir(this.dataDir, slug)
      handle = { slug, db: openTenantDatabase(dir), dir, mediaDir: join(dir, 'media'), refs: 0, evicted: false }
      this.lru.set(slug, handle)
    }
    handle.refs++
    return handle
  }

  release(handle: TenantHandle): void {
    handle.refs--
    if (handle.evicted && handle.refs === 0) closeDatabase(handle.db)
  }

  /** Runs `fn` with the tenant's handle held. */
  with<T>(slug: string, fn: (handle: TenantHandle) => T): T {
    const handle = this.acquire(slug)
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

  get openCount(): number {
    return this.lru.size
  }

  openHandles(): TenantHandle[] {
    return [...this.lru.values()]
  }

  closeAll(): void {
    this.lru.clear()
  }
}
