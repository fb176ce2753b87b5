/**
 * Row → JSON-LD item, and items → Hydra collection (spec §2.1, §4.1; CONTRACT §7).
 */
import type { ResourceDef } from './define'
import { toIso } from '../lib/time'
import type { Field } from './field-base'
import type { ReadPlan } from './properties'
import type { ReadCtx, Row } from './types'
import type { ViewDef } from './view'

export const iriOf = (def: ResourceDef, prefix: string, row: Row) =>
  `${prefix}/${def.path}/${row.uuid}`

/** The item's own fields, without `@context` (collection members carry none). */
export function serializeMember(def: ResourceDef, row: Row, ctx: ReadCtx, plan: ReadPlan | null = null): Record<string, unknown> {
  if (plan) return sparseMember(def, row, ctx, plan)
  const item: Record<string, unknown> = {
    '@id': iriOf(def, ctx.prefix, row),
    '@type': def.type,
    id: def.idKind === 'integer' ? row.id : row.uuid,
  }
  if (def.idKind === 'integer') item.uuid = row.uuid
  for (const field of def.fieldList) {
    if (field.writeOnly) continue
    const stored = ctx.raw && field.storedJson?.(row, ctx)
    item[field.name] = stored !== undefined ? ctx.raw!.put(stored) : field.output(field.fromRow(row, ctx), row, ctx)
    if (field.echo) {
      const embedded = item[field.name] as { id?: string } | null
      item[field.writeName] = embedded?.id ?? null
    }
  }
  if (def.versioned) item.version = row.version
  item.created_at = toIso(row.created_at)
  item.updated_at = toIso(row.updated_at)
  return item
}

/** The same member with only what the plan shows (CONTRACT §11 sparse fieldsets), in the same order. */
function sparseMember(def: ResourceDef, row: Row, ctx: ReadCtx, plan: ReadPlan): Record<string, unknown> {
  const { show } = plan
  const item: Record<string, unknown> = {
    '@id': iriOf(def, ctx.prefix, row),
    '@type': def.type,
    id: def.idKind === 'integer' ? row.id : row.uuid,
  }
  if (def.idKind === 'integer' && show.has('uuid')) item.uuid = row.uuid
  for (const field of plan.fields) {
    // stored JSON goes into the body as text, as for a whole item (lib/raw-json.ts)
    const stored = ctx.raw && !field.echo && show.has(field.name) ? field.storedJson?.(row, ctx) : undefined
    const value = stored !== undefined ? ctx.raw!.put(stored) : field.output(field.fromRow(row, ctx), row, ctx)
    if (show.has(field.name)) item[field.name] = value
    if (field.echo && show.has(field.writeName)) item[field.writeName] = (value as { id?: string } | null)?.id ?? null
  }
  if (def.versioned && show.has('version')) item.version = row.version
  if (show.has('created_at')) item.created_at = toIso(row.created_at)
  if (show.has('updated_at')) item.updated_at = toIso(row.updated_at)
  return item
}

export function serializeItem(def: ResourceDef, row: Row, ctx: ReadCtx, plan: ReadPlan | null = null): Record<string, unknown> {
  return { '@context': `/contexts/${def.type}`, ...serializeMember(def, row, ctx, plan) }
}

/** Root-relative page link keeping every other query parameter (CONTRACT §7). */
function pageLink(path: string, params: URLSearchParams, page: number): string {
  const copy = new URLSearchParams()
  let placed = false
  for (const [k, v] of params) {
    if (k === 'page') {
      if (!placed) copy.append('page', String(page))
      placed = true
    } else copy.append(k, v)
  }
  if (!placed) copy.append('page', String(page))
  return `${path}?${copy.toString().replace(/%5B/g, '[').replace(/%5D/g, ']')}`
}

export function hydraCollection(opts: {
  type: string
  path: string
  params: URLSearchParams
  members: unknown[]
  total: number
  page: number
  perPage: number
}): Record<string, unknown> {
  const { params, total, page, perPage } = opts
  // `/admin/articles/` is routed as `/admin/articles`, and named so
  const path = opts.path.length > 1 ? opts.path.replace(/\/+$/, '') : opts.path
  const last = Math.max(1, Math.ceil(total / perPage))
  const view: Record<string, unknown> = {
    '@id': pageLink(path, params, page),
    '@type': 'hydra:PartialCollectionView',
    'hydra:first': pageLink(path, params, 1),
    'hydra:last': pageLink(path, params, last),
  }
  if (page > 1) view['hydra:previous'] = pageLink(path, params, Math.min(page - 1, last))
  if (page < last) view['hydra:next'] = pageLink(path, params, page + 1)
  return {
    '@context': `/contexts/${opts.type}`,
    '@id': path,
    '@type': 'hydra:Collection',
    'hydra:totalItems': total,
    'hydra:member': opts.members,
    'hydra:view': view,
  }
}

/**
 * A collection paged by cursor (the change feed): `hydra:next` continues after the last member's
 * cursor, every other parameter kept; absent when nothing more is stored yet.
 */
export function hydraCursorCollection(opts: { type: string; path: string; params: URLSearchParams; members: unknown[]; next: string | null }): Record<string, unknown> {
  const link = (after: string | null) => {
    const copy = new URLSearchParams(opts.params)
    if (after === null) copy.delete('after')
    else copy.set('after', after)
    const query = copy.toString().replace(/%5B/g, '[').replace(/%5D/g, ']').replace(/%2C/g, ',')
    return query ? `${opts.path}?${query}` : opts.path
  }
  const view: Record<string, unknown> = { '@id': link(opts.params.get('after')), '@type': 'hydra:PartialCollectionView', 'hydra:first': link(null) }
  if (opts.next !== null) view['hydra:next'] = link(opts.next)
  return { '@context': `/contexts/${opts.type}`, '@id': opts.path, '@type': 'hydra:Collection', 'hydra:member': opts.members, 'hydra:view': view }
}

/** A member of a read-only view: `@id`, `@type`, its `id` when it has one, its fields, spread values. */
export function serializeViewMember(view: ViewDef, row: Row, ctx: ReadCtx, parentIri: string, fields: readonly Field[] = view.fieldList): Record<string, unknown> {
  const item: Record<string, unknown> = { '@id': view.iri(row, parentIri), '@type': view.type }
  if (view.id) item.id = view.id.of(row)
  for (const field of fields) item[field.name] = field.output(field.fromRow(row, ctx), row, ctx)
  return view.spread ? Object.assign(item, view.spread(row)) : item
}
