/**
 * The ceiling's data access: the registry and each tenant database opened once with the same
 * pragmas the service uses, and the per-request checks (tenant, JWT, user, site) done with
 * prepared statements and nothing else.
 */
import { Database } from 'bun:sqlite'
import { timingSafeEqual } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

function open(file: string): Database {
  const db = new Database(file, { strict: true })
  db.exec('PRAGMA busy_timeout = 5000')
  db.exec('PRAGMA journal_mode = WAL')
  db.exec('PRAGMA synchronous = NORMAL')
  db.exec('PRAGMA foreign_keys = ON')
  return db
}

export class Fail extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail)
  }
}

export type Tenant = { slug: string; db: Database; mediaDir: string }
export type User = { uuid: string; email: string; roles: string[] }

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')

export class Store {
  private readonly registry: Database
  private readonly tenants = new Map<string, Tenant>()
  private readonly secret: string

  constructor(readonly dataDir: string) {
    this.registry = open(join(dataDir, 'registry.db'))
    this.secret = readFileSync(join(dataDir, 'jwt.secret'), 'utf8').trim()
  }

  /** X-Tenant-Id → the tenant's open database; 404 unless it exists and is active. */
  tenant(slug: string | null): Tenant {
    if (!slug) throw new Fail(400, 'X-Tenant-Id header is required.')
    const row = this.registry.query('SELECT status FROM tenants WHERE slug = ?').get(slug) as {
      status: string
    } | null
    if (!row || row.status !== 'active') throw new Fail(404, 'Tenant not found.')
    let tenant = this.tenants.get(slug)
    if (!tenant) {
      const dir = join(this.dataDir, 'tenants', slug)
      tenant = { slug, db: open(join(dir, 'cms.db')), mediaDir: join(dir, 'media') }
      this.tenants.set(slug, tenant)
    }
    return tenant
  }

  /** Bearer JWT (HS256) → the active user of this tenant. */
  user(tenant: Tenant, authorization: string | null): User {
    if (!authorization?.startsWith('Bearer ')) throw new Fail(401, 'JWT Token not found')
    const parts = authorization.slice(7).split('.')
    if (parts.length !== 3 || parts[0] !== HEADER) throw new Fail(401, 'Invalid JWT Token')
    const expected = Buffer.from(
      new Bun.CryptoHasher('sha256', this.secret)
        .update(`${parts[0]}.${parts[1]}`)
        .digest('base64url'),
    )
    const given = Buffer.from(parts[2]!)
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw new Fail(401, 'Invalid JWT Token')
    const claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as {
      sub: string
      tenant: string
      exp: number
    }
    if (claims.exp <= Date.now() / 1000) throw new Fail(401, 'Expired JWT Token')
    if (claims.tenant !== tenant.slug) throw new Fail(403, 'User does not belong to this tenant.')
    const row = tenant.db
      .query('SELECT uuid, email, roles, status FROM users WHERE uuid = ?')
      .get(claims.sub) as { uuid: string; email: string; roles: string; status: string } | null
    if (!row || row.status !== 'active') throw new Fail(401, 'Invalid JWT Token')
    return { uuid: row.uuid, email: row.email, roles: JSON.parse(row.roles) }
  }

  /** The first active site (no X-Site-Id in the bench). */
  siteId(tenant: Tenant): number {
    const row = tenant.db
      .query("SELECT id FROM sites WHERE status = 'active' ORDER BY id LIMIT 1")
      .get() as { id: number } | null
    if (!row) throw new Fail(404, 'Site not found.')
    return row.id
  }
}
