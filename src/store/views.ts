/**
 * Reads read-only views (registry/view.ts): one page of members through the same query compiler
 * as resources, with the child rows of `children` fields loaded for the whole page at once.
 */
import type { Database } from 'bun:sqlite'
import type { Field } from '../registry/field-base'
import type { ChildRows } from '../registry/kinds/children'
import { parseProperties, pickProperties } from '../registry/properties'
import { compileQuery, type Lookup } from '../registry/query'
import { hydraCollection, serializeViewMember } from '../registry/serialize'
import type { ReadCtx, Row, SqlValue } from '../registry/types'
import type { ViewDef } from '../registry/view'
import { readTransaction } from './orm'

export type ViewScope = { db: Database; locales: readonly string[]; lookup: Lookup; mediaUrls: ReadCtx['mediaUrls'] }

/** The parent item a view lists under: its row id (and resource path, for revisions). */
export type ViewParent = { id: number; path: string; iri: string }

function parentClause(view: ViewDef, parent: ViewParent | null): { sql: string[]; params: SqlValue[] } {
  if (!view.parent || !parent) return { sql: [], params: [] }
  const sql = [`t.${view.parent.column} = ?`]
  const params: SqlValue[] = [parent.id]
  if (view.parent.resourceColumn) {
    sql.push(`t.${view.parent.resourceColumn} = ?`)
    params.push(parent.path)
  }
  return { sql, params }
}

const childRowsOf = (field: Field) => (field as Field & { childRows?: ChildRows }).childRows

function readCtx(scope: ViewScope, fields: readonly Field[], rows: Row[]): ReadCtx {
  const ctx: ReadCtx = { locales: scope.locales, prefix: '/admin', relationIds: new Map(), embeds: new Map(), mediaUrls: scope.mediaUrls, children: new Map() }
  const ids = JSON.stringify(rows.map((r) => r.id))
  for (const field of fields) {
    const source = childRowsOf(field)
    if (!source || rows.length === 0) continue
    const byOwner = new Map<number, Row[]>()
    const all = scope.db.query(`SELECT * FROM ${source.table} WHERE ${source.key} IN (SELECT value FROM json_each(?)) ORDER BY ${source.key}, ${source.order}`).all(ids) as Row[]
    for (const child of all) {
      const list = byOwner.get(child[source.key])
      if (list) list.push(child)
      else byOwner.set(child[source.key], [child])
    }
    ctx.children!.set(field.name, byOwner)
  }
  return ctx
}

const selectList = (view: ViewDef) => `t.*${view.select ? `, ${view.select}` : ''}`

/** One page of the view as a Hydra collection (CONTRACT §7 paging and links). */
export function listView(scope: ViewScope, view: ViewDef, parent: ViewParent | null, path: string, params: URLSearchParams): Record<string, unknown> {
  const query = compileQuery(view, params, scope.lookup)
  const { page, perPage } = query.paging
  const scoped = parentClause(view, parent)
  const where = [...scoped.sql, ...query.where]
  const bound = [...scoped.params, ...query.params]
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : ''
  // CONTRACT §11: views are small rows, so `properties` only trims what is shown
  const props = parseProperties(params)
  const { n, members } = readTransaction(scope.db, () => {
    const { n } = scope.db.query(`SELECT COUNT(*) AS n FROM ${view.from} ${whereSql}`).get(...bound) as { n: number }
    const offset = (page - 1) * perPage
    // a page past the end is empty without asking (as for resources, store/repository.ts)
    const rows = offset >= n ? [] : (scope.db.query(`SELECT ${selectList(view)} FROM ${view.from} ${whereSql} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`).all(...bound, perPage, offset) as Row[])
    const ctx = readCtx(scope, view.fieldList, rows)
    const members = rows.map((row) => serializeViewMember(view, row, ctx, parent?.iri ?? ''))
    return { n, members: props ? members.map((m) => pickProperties(m, props)) : members }
  })
  return hydraCollection({ type: view.type, path, params, members, total: n, page, perPage })
}

/** One member by the view's item key (under its parent item, if the view has one), with the item's extra fields; null when absent. */
export function getViewItem(scope: ViewScope, view: ViewDef, key: SqlValue, parent: ViewParent | null = null): Record<string, unknown> | null {
  if (!view.item) return null
  const item = view.item
  const extra = item.select ? `, ${item.select}` : ''
  const scoped = parentClause(view, parent)
  const where = [`t.${item.key} = ?`, ...scoped.sql].join(' AND ')
  return readTransaction(scope.db, () => {
    const row = scope.db.query(`SELECT ${selectList(view)}${extra} FROM ${view.from} WHERE ${where}`).get(key, ...scoped.params) as Row | null
    if (!row) return null
    const fields = [...view.fieldList, ...item.fields]
    return { '@context': `/contexts/${view.type}`, ...serializeViewMember(view, row, readCtx(scope, fields, [row]), parent?.iri ?? '', fields) }
  })
}

