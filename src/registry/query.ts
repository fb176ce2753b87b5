/**
 * The collection query compiler: query string → SQL WHERE / ORDER BY / LIMIT for one resource.
 * Filters are exactly the resource's declared ones (CONTRACT §7, built in filters.ts from the
 * field kinds); unknown parameters are ignored. All values are bound parameters.
 */
import { problem } from '../lib/problem'
import { orderColumn, type Direction, type ResourceDef } from './define'
import type { FilterCtx } from './field-base'
import { filtersOf, type Filterable } from './filters'
import type { SqlValue } from './types'

export const PER_PAGE_DEFAULT = 30
export const PER_PAGE_MAX = 100

export type Paging = { page: number; perPage: number }

export type CompiledQuery = {
  where: string[]
  params: SqlValue[]
  /** Resources the applied filters read through a relation (`tags` for `tags.slug`). */
  through: string[]
  orderBy: string
  paging: Paging
}

export type Lookup = (path: string) => ResourceDef

/** What a collection query reads: filters, orderings and the default order (resources and views). */
export type Queryable = Filterable & Pick<ResourceDef, 'order' | 'defaultOrder'> & { perPageMax?: number }

function positive(name: string, raw: string | null, fallback: number): number {
  if (raw === null) return fallback
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw problem.badRequest(`Page parameter "${name}" must be a positive integer.`)
  return Number(raw)
}

/** `max`: the most a page holds (PER_PAGE_MAX, or a collection's own), also the default when lower. */
export function parsePaging(params: URLSearchParams, max = PER_PAGE_MAX): Paging {
  const page = positive('page', params.get('page'), 1)
  // note: past this, the number is no longer exact, the offset no longer an integer SQLite takes
  // (a 500), and the links would show it as 1e+22; `per_page` is capped below instead
  if (page > Number.MAX_SAFE_INTEGER) throw problem.badRequest(`Page parameter "page" must be at most ${Number.MAX_SAFE_INTEGER}.`)
  const perPageRaw = params.get('per_page') ?? params.get('itemsPerPage')
  const perPage = Math.min(max, positive('per_page', perPageRaw, Math.min(PER_PAGE_DEFAULT, max)))
  return { page, perPage }
}

const ALIAS = 't'

/** `order[published_at]=desc&order[slug]` → ORDER BY, in the order written, ties broken by id. */
export function orderSql(def: Queryable, params: URLSearchParams): string {
  const parts: string[] = []
  let last: Direction = 'asc'
  for (const [key, raw] of params) {
    const match = /^order\[([^\]]+)\]$/.exec(key)
    if (!match) continue
    const name = match[1]!
    // own names only: `constructor` is no ordering of any resource or view
    const fallback = Object.hasOwn(def.order, name) ? def.order[name] : undefined
    if (!fallback) continue
    // spec §4.3: `asc` or `desc`, or none for the property's default
    const asked = raw.toLowerCase()
    if (asked !== '' && asked !== 'asc' && asked !== 'desc') throw problem.badRequest(`Invalid direction "${raw}" for "order[${name}]"; use asc or desc.`)
    const dir = asked === '' ? fallback : (asked as Direction)
    parts.push(`${ALIAS}.${orderColumn(def, name)} ${dir.toUpperCase()}`)
    last = dir
  }
  if (parts.length === 0) {
    for (const [name, dir] of def.defaultOrder) {
      parts.push(`${ALIAS}.${orderColumn(def, name)} ${dir.toUpperCase()}`)
      last = dir
    }
  }
  const tieBreak = `${ALIAS}.id ${last.toUpperCase()}`
  if (parts.at(-1) !== tieBreak) parts.push(tieBreak)
  return parts.join(', ')
}

/** Compiles the filters, ordering and paging of a collection request. */
export function compileQuery(def: Queryable, params: URLSearchParams, lookup: Lookup, ctx?: FilterCtx): CompiledQuery {
  const where: string[] = []
  const bound: SqlValue[] = []
  const through = new Set<string>()
  for (const filter of filtersOf(def, lookup)) {
    const applied = filter.apply(params, ALIAS, ctx)
    if (!applied) continue
    where.push(applied.sql)
    bound.push(...applied.params)
    if (filter.through) through.add(filter.through)
  }
  return { where, params: bound, through: [...through], orderBy: orderSql(def, params), paging: parsePaging(params, def.perPageMax) }
}

export const TABLE_ALIAS = ALIAS
