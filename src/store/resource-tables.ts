/**
 * Queries over resource tables that are not generic CRUD (redirect hits, public settings, the
 * scheduler's scan, search result rows), through the drizzle tables derived from the resource
 * definitions (registry/table.ts).
 */
import type { Database } from 'bun:sqlite'
import { and, asc, eq, lte, min, sql } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { ResourceDef } from '../registry/define'
import { drizzleTable } from '../registry/table'
import type { Row } from '../registry/types'
import { ormOf, prepared, writeTransaction } from './orm'

const tables = new WeakMap<ResourceDef, ReturnType<typeof drizzleTable>>()

/** The drizzle table of a resource, derived once per definition. */
export function tableOf(def: ResourceDef): ReturnType<typeof drizzleTable> {
  let table = tables.get(def)
  if (!table) {
    table = drizzleTable(def)
    tables.set(def, table)
  }
  return table
}

export type RedirectHit = { uuid: string; source_path: string; target_path: string; status_code: number }

/**
 * The site's active redirect for `path`, with its hit counted in the same statement, so
 * concurrent hits are never lost; null when there is none.
 */
export function hitRedirect(db: Database, def: ResourceDef, siteId: number, path: string): RedirectHit | null {
  const t = tableOf(def)
  // a transaction, not a lone statement: it frees the thread's other write locks before it waits (orm.ts `flushOtherGroups`)
  const row = writeTransaction(db, () =>
    ormOf(db)
      .update(t)
      .set({ hit_count: sql`${t.hit_count} + 1` })
      .where(and(eq(t.site_id, siteId), eq(t.source_path, path), eq(t.status, 'active')))
      .returning({ uuid: t.uuid, source_path: t.source_path, target_path: t.target_path, status_code: t.status_code })
      .get(),
  )
  return (row as RedirectHit | undefined) ?? null
}

/** Where the site's active redirect from `path` leads; null when none does. */
export function activeRedirectTarget(db: Database, def: ResourceDef, siteId: number, path: string): string | null {
  const t = tableOf(def)
  const row = ormOf(db)
    .select({ target: t.target_path })
    .from(t)
    .where(and(eq(t.site_id, siteId), eq(t.source_path, path), eq(t.status, 'active')))
    .get() as { target: string } | undefined
  return row?.target ?? null
}

/** The public settings of a site, by key. */
export function publicSettingRows(db: Database, def: ResourceDef, siteId: number): { key: string; value: string }[] {
  const t = tableOf(def)
  return ormOf(db)
    .select({ key: t.key, value: t.value })
    .from(t)
    .where(and(eq(t.site_id, siteId), eq(t.is_public, 1)))
    .orderBy(asc(t.key))
    .all() as { key: string; value: string }[]
}

/** Scheduled rows whose time has come, earliest first. */
export function dueScheduled(db: Database, def: ResourceDef, now: number): { uuid: string; site_id: number }[] {
  const t = tableOf(def)
  return ormOf(db)
    .select({ uuid: t.uuid, site_id: t.site_id })
    .from(t)
    .where(and(eq(t.status, 'scheduled'), lte(t.published_at, now)))
    .orderBy(asc(t.published_at))
    .all() as { uuid: string; site_id: number }[]
}

/** The row is still scheduled and due (another worker may have published it meanwhile). */
export function isDueScheduled(db: Database, def: ResourceDef, uuid: string, now: number): boolean {
  const t = tableOf(def)
  return ormOf(db).select({ id: t.id }).from(t).where(and(eq(t.uuid, uuid), eq(t.status, 'scheduled'), lte(t.published_at, now))).get() !== undefined
}

/** The earliest `published_at` of scheduled rows, or null. */
export function earliestScheduled(db: Database, def: ResourceDef): number | null {
  const t = tableOf(def)
  const row = ormOf(db).select({ at: min(t.published_at) }).from(t).where(eq(t.status, 'scheduled')).get()
  return (row?.at as number | null | undefined) ?? null
}

type RowsQuery = { all: (values: { ids: string }) => unknown[] }

// note: on every search request; prepared per database and column list
const rowQueries = prepared(() => new Map<string, RowsQuery>())

/** The given columns of the rows with these ids. */
export function rowsByIds(db: Database, def: ResourceDef, columns: string[], ids: number[]): Row[] {
  const key = `${def.table}:${columns.join(',')}`
  const cache = rowQueries(db)
  let query = cache.get(key)
  if (!query) {
    const t = tableOf(def)
    const fields: Record<string, SQLiteColumn> = {}
    for (const c of columns) fields[c] = t[c]!
    query = ormOf(db)
      .select(fields)
      .from(t)
      .where(sql`${t.id} IN (SELECT value FROM json_each(${sql.placeholder('ids')}))`)
      .prepare()
    cache.set(key, query)
  }
  return query.all({ ids: JSON.stringify(ids) }) as Row[]
}
