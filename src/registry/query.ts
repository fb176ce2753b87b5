/**
 * The collection query compiler: query string → SQL WHERE / ORDER BY / LIMIT for one resource.
 * Filters are exactly the resource's declared ones (CONTRACT §7); unknown parameters are ignored.
 * All values are bound parameters; list values go through `json_each` so one prepared statement
 * serves any list length.
 */
import { problem } from '../lib/problem'
import { escapeLike, fold } from '../lib/fold'
import { joinTableOf, orderColumn, type Direction, type ResourceDef } from './define'
import type { SqlValue } from './types'

export const PER_PAGE_DEFAULT = 30
export const PER_PAGE_MAX = 100

export type Paging = { page: number; perPage: number }

export type CompiledQuery = {
  where: string[]
  params: SqlValue[]
  orderBy: string
  paging: Paging
}

export type Lookup = (path: string) => ResourceDef

function positive(name: string, raw: string | null, fallback: number): number {
  if (raw === null) return fallback
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw problem.badRequest(`Page parameter "${name}" must be a positive integer.`)
  return Number(raw)
}

export function parsePaging(params: URLSearchParams): Paging {
  const page = positive('page', params.get('page'), 1)
  const perPageRaw = params.get('per_page') ?? params.get('itemsPerPage')
  const perPage = Math.min(PER_PAGE_MAX, positive('per_page', perPageRaw, PER_PAGE_DEFAULT))
  return { page, perPage }
}

/** `tags.slug=a` and `tags.slug[]=a&tags.slug[]=b` both name the same filter. */
function valuesOf(params: URLSearchParams, name: string): string[] {
  return [...params.getAll(name), ...params.getAll(name + '[]')]
}

const ALIAS = 't'

function filterSql(def: ResourceDef, name: string, strategy: string, values: string[], lookup: Lookup): { sql: string; params: SqlValue[] } {
  const [head, sub] = name.split('.') as [string, string | undefined]
  const field = def.fields[head]!
  if (sub && field.relation) {
    const target = lookup(field.relation.target)
    const targetColumn = sub === 'uuid' ? 'uuid' : target.fields[sub]?.column || sub
    const inTarget = `SELECT x.id FROM ${target.table} x WHERE x.${targetColumn} IN (SELECT value FROM json_each(?))`
    if (!field.relation.many) return { sql: `${ALIAS}.${field.column} IN (${inTarget})`, params: [JSON.stringify(values)] }
    const join = joinTableOf(def, field.name)
    return {
      sql: `${ALIAS}.id IN (SELECT j.owner_id FROM ${join} j WHERE j.target_id IN (${inTarget}))`,
      params: [JSON.stringify(values)],
    }
  }
  if (strategy === 'i18n') {
    const column = field.filterColumn!('i18n')
    const terms = values.map((v) => `%${escapeLike(fold(v))}%`)
    return { sql: '(' + terms.map(() => `${ALIAS}.${column} LIKE ? ESCAPE '\\'`).join(' OR ') + ')', params: terms }
  }
  const column = field.column
  if (strategy === 'partial') {
    const terms = values.map((v) => `%${escapeLike(v)}%`)
    return { sql: '(' + terms.map(() => `${ALIAS}.${column} LIKE ? ESCAPE '\\'`).join(' OR ') + ')', params: terms }
  }
  // exact: integers compare as numbers; a value that is not one matches nothing
  if (field.kind === 'int' || field.kind === 'bool') {
    const nums = values.filter((v) => /^-?\d+$/.test(v)).map(Number)
    if (field.kind === 'bool') nums.push(...values.filter((v) => v === 'true' || v === 'false').map((v) => (v === 'true' ? 1 : 0)))
    return { sql: `${ALIAS}.${column} IN (SELECT value FROM json_each(?))`, params: [JSON.stringify(nums)] }
  }
  if (values.length === 1) return { sql: `${ALIAS}.${column} = ?`, params: [values[0]!] }
  return { sql: `${ALIAS}.${column} IN (SELECT value FROM json_each(?))`, params: [JSON.stringify(values)] }
}

/** `order[published_at]=desc&order[slug]` → ORDER BY, in the order written, ties broken by id. */
export function orderSql(def: ResourceDef, params: URLSearchParams): string {
  const parts: string[] = []
  let last: Direction = 'asc'
  for (const [key, raw] of params) {
    const match = /^order\[([^\]]+)\]$/.exec(key)
    if (!match) continue
    const name = match[1]!
    const fallback = def.order[name]
    if (!fallback) continue
    const dir = raw.toLowerCase() === 'asc' || raw.toLowerCase() === 'desc' ? (raw.toLowerCase() as Direction) : fallback
    parts.push(`${ALIAS}.${orderColumn(def, name)} ${dir.toUpperCase()}`)
    last = dir
  }
  if (parts.length === 0) {
    for (const [name, dir] of def.defaultOrder) {
      parts.push(`${ALIAS}.${orderColumn(def, name)} ${dir.toUpperCase()}`)
      last = dir
    }
  }
  parts.push(`${ALIAS}.id ${last.toUpperCase()}`)
  return parts.join(', ')
}

/** Compiles the filters, ordering and paging of a collection request. */
export function compileQuery(def: ResourceDef, params: URLSearchParams, lookup: Lookup): CompiledQuery {
  const where: string[] = []
  const bound: SqlValue[] = []
  for (const [name, strategy] of Object.entries(def.filters)) {
    const values = valuesOf(params, name).filter((v) => v !== '')
    if (values.length === 0) continue
    const { sql, params: p } = filterSql(def, name, strategy, values, lookup)
    where.push(sql)
    bound.push(...p)
  }
  return { where, params: bound, orderBy: orderSql(def, params), paging: parsePaging(params) }
}

export const TABLE_ALIAS = ALIAS
