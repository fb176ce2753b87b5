/** Sites of a tenant, as the request pipeline and the site rules read them. */
import type { Database } from 'bun:sqlite'
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { literal, ONE, ormOf, prepared } from './orm'
import { sites } from './schema/tenant'
import { remembered } from './snapshot-memo'

export type SiteRow = { id: number; uuid: string; slug: string; name: string; status: string }

const row = { id: sites.id, uuid: sites.uuid, slug: sites.slug, name: sites.name, status: sites.status }

const stmts = prepared((orm) => ({
  // note: both on every request that names a site
  activeByUuid: orm
    .select(row)
    .from(sites)
    .where(and(eq(sites.uuid, sql.placeholder('uuid')), eq(sites.status, literal('active'))))
    .prepare(),
  firstActive: orm.select(row).from(sites).where(eq(sites.status, literal('active'))).orderBy(asc(sites.id)).limit(ONE).prepare(),
  activeById: orm
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.id, sql.placeholder('id')), eq(sites.status, literal('active'))))
    .prepare(),
}))

export const activeSiteByUuid = (db: Database, uuid: string): SiteRow | null => remembered(db, `site:${uuid}`, () => stmts(db).activeByUuid.get({ uuid }) ?? null)

/** CONTRACT §4: without X-Site-Id, the first active site (lowest id). */
export const firstActiveSite = (db: Database): SiteRow | null => remembered(db, 'site:first', () => stmts(db).firstActive.get() ?? null)

/** Whether the site is there and active now (never from a memo: a write checks it in its transaction). */
export const isActiveSite = (db: Database, id: number | null): boolean => id !== null && stmts(db).activeById.get({ id }) !== undefined

/** The site a new tenant starts with. */
export function insertDefaultSite(db: Database, site: { uuid: string; name: string; now: number }): void {
  ormOf(db)
    .insert(sites)
    .values({ uuid: site.uuid, slug: 'default', name: site.name, status: 'active', createdAt: site.now, updatedAt: site.now })
    .run()
}

/** Whether an active site other than `slug` exists (the last active site must stay). */
export function hasOtherActiveSite(db: Database, slug: string): boolean {
  const other = ormOf(db)
    .select({ one: sql`1` })
    .from(sites)
    .where(and(eq(sites.status, 'active'), ne(sites.slug, slug)))
    .limit(1)
    .get()
  return other !== undefined
}

/** The name of the tenant's first site, or null when it has none. */
export function firstSiteName(db: Database): string | null {
  return ormOf(db).select({ name: sites.name }).from(sites).orderBy(asc(sites.id)).limit(1).get()?.name ?? null
}

/** Tables whose rows belong to a site, found from the schema so new resources count too. */
const SITE_TABLES = `SELECT m.name AS name FROM sqlite_master m, pragma_table_info(m.name) p
  WHERE m.type = 'table' AND p.name = 'site_id'`

/**
 * Whether any table holds a row of the site.
 * note: raw SQL, as the tables are found in the schema at run time, not declared
 */
export function siteHoldsContent(db: Database, siteId: number): boolean {
  for (const { name } of db.query(SITE_TABLES).all() as { name: string }[]) {
    if (db.query(`SELECT 1 FROM ${name} WHERE site_id = ? LIMIT 1`).get(siteId)) return true
  }
  return false
}
