/**
 * The one way into a tenant: look it up in the registry, refuse it unless active, and hold its
 * open database until `release`. Requests, media delivery, the rate limiter (API keys) and the
 * background work (scheduler, webhooks, search catch-up) all enter here.
 */
import { flushGroup } from './orm'
import type { Registry, Tenant } from './registry-db'
import type { TenantHandle, TenantPool } from './tenant-db'

export type TenantStores = { registry: Registry; pool: TenantPool }

export class TenantLease {
  private held = true

  constructor(
    private readonly pool: TenantPool,
    /** The registry row as read when the lease was taken. */
    readonly tenant: Tenant,
    readonly handle: TenantHandle,
  ) {}

  /** Gives the handle back; later calls do nothing, so every exit path may call it. */
  release(): void {
    if (!this.held) return
    this.held = false
    this.pool.release(this.handle)
  }
}

/**
 * A lease on an active tenant, or null when the slug is unknown, suspended or deleted (callers
 * answer those alike, CONTRACT §4). A database that cannot be opened throws.
 * `writes`: the holder is a write request, whose writes may join the connection's open group
 * (orm.ts `groupedWrite`); any other holder finds that group committed, so it reads only what
 * has been.
 */
export function openActive(stores: TenantStores, slug: string, { writes = false } = {}): TenantLease | null {
  const tenant = stores.registry.bySlug(slug)
  if (!tenant || tenant.status !== 'active') return null
  // the row is the version: a handle opened for an older incarnation (restore) is reopened
  const handle = stores.pool.acquire(slug, tenant)
  if (!writes) flushGroup(handle.db)
  return new TenantLease(stores.pool, tenant, handle)
}

/** Runs `fn` on an active tenant and releases it; undefined when the tenant is not active. */
export function withActive<T>(stores: TenantStores, slug: string, fn: (lease: TenantLease) => T): T | undefined {
  const lease = openActive(stores, slug)
  if (!lease) return undefined
  try {
    return fn(lease)
  } finally {
    lease.release()
  }
}
