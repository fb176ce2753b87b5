/**
 * Tenant lifecycle (spec §1 operator commands, CONTRACT §2): the registry record, the tenant's
 * folder and database, its default site. Shared by the CLI and the server.
 */
import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { closeDatabase, openDatabase } from '../store/sqlite'
import type { MediaStore } from '../store/media-store'
import { migrate, TENANT_MIGRATIONS } from '../store/migrate'
import { insertDefaultSite } from '../store/sites'
import { openTenantDatabase, tenantDir } from '../store/tenant-db'
import type { Registry, Tenant, TenantStatus } from '../store/registry-db'
import { newUuid } from '../lib/uuid'

export const TENANT_SLUG = /^[a-z0-9][a-z0-9-]{1,62}$/
export const QUOTA_MIN_MB = 1
export const QUOTA_MAX_MB = 102400

/** An operator mistake: the CLI prints the message and exits 1. */
export class OperatorError extends Error {}

export function assertTenantSlug(slug: string): void {
  if (!TENANT_SLUG.test(slug)) {
    throw new OperatorError(`Invalid tenant slug "${slug}": use 2 to 63 characters a-z, 0-9 and "-", starting with a letter or digit.`)
  }
}

/** The longest tenant name: its default site takes it, and a site's name holds at most this. */
const NAME_MAX = 200

/**
 * A tenant name as the list prints it and its default site takes it: not blank, one line without
 * control characters (an escape code or a newline broke `app:tenant:list`), 200 characters at most.
 */
export function assertTenantName(name: string): void {
  if (!name || !name.trim()) throw new OperatorError('The tenant name must not be empty.')
  if (/\p{Cc}/u.test(name)) throw new OperatorError('The tenant name must be one line without control characters.')
  if ([...name.trim()].length > NAME_MAX) throw new OperatorError(`The tenant name is too long: at most ${NAME_MAX} characters.`)
}

/** Accepts the operator's text or a number; the message repeats what was typed. */
export function assertQuota(mb: number | string): number {
  const n = typeof mb === 'string' && /^\d+$/.test(mb.trim()) ? Number(mb) : typeof mb === 'number' ? mb : NaN
  if (!Number.isInteger(n) || n < QUOTA_MIN_MB || n > QUOTA_MAX_MB) {
    throw new OperatorError(`Invalid quota "${mb}": use a whole number of MB from ${QUOTA_MIN_MB} to ${QUOTA_MAX_MB}.`)
  }
  return n
}

export function createTenant(registry: Registry, input: { slug: string; name: string; quotaMb?: number }): Tenant {
  const { slug, name } = input
  assertTenantSlug(slug)
  assertTenantName(name)
  const quotaMb = input.quotaMb ?? 1024
  assertQuota(quotaMb)
  if (registry.bySlug(slug)) throw new OperatorError(`Tenant "${slug}" already exists.`)
  const dir = tenantDir(registry.dataDir, slug)
  if (existsSync(dir)) throw new OperatorError(`The folder ${dir} already exists; remove it or choose another slug.`)
  try {
    const db = openTenantDatabase(dir)
    const now = Date.now()
    insertDefaultSite(db, { uuid: newUuid(), name: name.trim(), now })
    closeDatabase(db)
    return registry.insert({ uuid: newUuid(), slug, name: name.trim(), status: 'active', quotaMb, createdAt: now })
  } catch (err) {
    rmSync(dir, { recursive: true, force: true })
    throw err
  }
}

export function requireTenant(registry: Registry, slug: string): Tenant {
  const tenant = registry.bySlug(slug)
  if (!tenant) throw new OperatorError(`Tenant "${slug}" not found.`)
  return tenant
}

export function setTenantStatus(registry: Registry, slug: string, status: TenantStatus): Tenant {
  // a delete that did not finish leaves the tenant marked deleted, serving nothing: only the
  // delete may go on from there, never a half-removed folder back into service
  if (requireTenant(registry, slug).status === 'deleted') {
    throw new OperatorError(`Tenant "${slug}" is being deleted; run app:tenant:delete ${slug} again to finish.`)
  }
  registry.update(slug, { status })
  return registry.bySlug(slug)!
}

/**
 * Marks the tenant deleted (requests fail at once), removes its objects in a bucket and its
 * folder, then its record. If removing fails, the tenant stays marked deleted and serves nothing;
 * running the delete again finishes it.
 */
export async function deleteTenant(registry: Registry, slug: string, opts: { media: MediaStore; beforeRemove?: () => void }): Promise<void> {
  requireTenant(registry, slug)
  registry.update(slug, { status: 'deleted' })
  opts.beforeRemove?.()
  await opts.media.removeTenant(slug)
  rmSync(tenantDir(registry.dataDir, slug), { recursive: true, force: true })
  registry.remove(slug)
}

export function setQuota(registry: Registry, slug: string, mb: number): Tenant {
  assertQuota(mb)
  requireTenant(registry, slug)
  registry.update(slug, { quotaMb: mb })
  return registry.bySlug(slug)!
}

/**
 * Applies pending migrations for one tenant (or all); returns what ran per tenant, or why it could
 * not. A tenant that fails (a newer database, a locked one) does not stop the others.
 */
export function migrateTenants(registry: Registry, slug?: string): ({ slug: string; applied: string[] } | { slug: string; error: string })[] {
  const list = slug ? [requireTenant(registry, slug)] : registry.list()
  return list.map((t) => {
    try {
      const db = openDatabase(join(tenantDir(registry.dataDir, t.slug), 'cms.db'))
      try {
        return { slug: t.slug, applied: migrate(db, TENANT_MIGRATIONS) }
      } finally {
        closeDatabase(db)
      }
    } catch (err) {
      return { slug: t.slug, error: (err as Error)?.message ?? String(err) }
    }
  })
}
