/**
 * Read-only collections over rows that are not a resource's own: the audit log (the events
 * outbox), a webhook's deliveries, an item's revisions. A view is declared like a resource (field
 * kinds, filters, default order) and goes through the same query compiler, paging, Hydra
 * serialisation, OpenAPI schemas and JSON-LD context; what differs is named here: where its rows
 * come from, the parent item it lists under, and how a member names itself.
 */
import { bindField, type Field, type FieldFilter, type FilterStrategy } from './field-base'
import type { Direction } from './define'
import type { AccessClass } from './policy'
import type { TSchema } from './schema'
import type { Row, SqlValue } from './types'

type ItemOptions<F> = {
  summary: string
  /** The column the path's id is matched against, and its description. */
  key: string
  description: string
  /** The path's id as the key's value; null: no such member (404). */
  parse: (id: string) => SqlValue | null
  /** The 404 detail. */
  notFound: string
  /** The path parameter's OpenAPI schema (default: a uuid). */
  schema?: Record<string, unknown>
  /** The path parameter's name under a parent item, whose own is `id` (default: the key's). */
  param?: string
  /** Columns read for the item only, beyond the list's (the audit entry's payload). */
  select?: string
  fields: F
}

export type ViewOptions = {
  /** JSON-LD type of a member, e.g. `AuditLogEntry`. */
  type: string
  /** The collection under /admin; `:id` stands for the parent item: `webhooks/:id/deliveries`. */
  path: string
  /** OpenAPI tag and summary of the collection route. */
  tag: string
  summary: string
  description?: string
  /** Row of the role matrix (registry/policy.ts); members are only read. */
  access: AccessClass
  /** Resolve X-Site-Id (a parent that belongs to a site); tenant-wide views do not. */
  site: boolean
  /** The rows: FROM with the main table aliased `t` (and any joins), and the columns beyond `t.*`. */
  from: string
  select?: string
  /**
   * Listed under an item of another resource: rows whose `t.<column>` is that item's id, and,
   * with `resourceColumn`, whose `t.<resourceColumn>` is its resource path (revisions).
   */
  parent?: { resource: string; column: string; resourceColumn?: string }
  fields: Record<string, Field>
  /** Filters by query parameter name: a strategy on a field, or a filter of the view's own. */
  filters?: Record<string, FilterStrategy | FieldFilter>
  /** Order by `t.<column>`; ties are broken by `t.id`. */
  defaultOrder: [string, Direction][]
  /** A member's `@id`, given its row and the parent item's IRI (empty without a parent). */
  iri: (row: Row, parentIri: string) => string
  /** A member's `id`, when it has one, and its schema. */
  id?: { of: (row: Row) => unknown; schema: TSchema; description?: string }
  /** Values spread into each member besides its fields (a revision's stored field values). */
  spread?: (row: Row) => Record<string, unknown>
  /** The most members a page holds, when fewer than other collections' (PER_PAGE_MAX). */
  perPageMax?: number
  /** Also `GET <path>/{id}`: one member, found by `t.<key>`, with more fields (the audit entry's data). */
  item?: ItemOptions<Record<string, Field>>
}

/** An item key that is a positive integer in the path (a revision's version, a delivery's id). */
export const INTEGER_KEY = {
  parse: (v: string) => (/^\d{1,15}$/.test(v) ? Number(v) : null),
  schema: { type: 'integer', minimum: 1 },
} as const

export type ViewDef = Readonly<
  Omit<ViewOptions, 'fields' | 'filters' | 'item'> & {
    /** Never a resource's own table: filters through relations do not apply to views. */
    table: string
    fields: Readonly<Record<string, Field>>
    fieldList: readonly Field[]
    filters: Readonly<Record<string, FilterStrategy | FieldFilter>>
    order: Readonly<Record<string, Direction>>
    item?: ItemOptions<readonly Field[]>
  }
>

const bindAll = (fields: Record<string, Field>) => Object.freeze(Object.entries(fields).map(([name, field]) => bindField(field, name, 't')))

export function defineView(opts: ViewOptions): ViewDef {
  const fieldList = bindAll(opts.fields)
  for (const [name, filter] of Object.entries(opts.filters ?? {})) {
    const field = fieldList.find((f) => f.name === name)
    if (typeof filter === 'string' && !field?.filter(filter)) throw new Error(`View ${opts.type}: filter "${name}" names no field that supports ${filter}`)
  }
  return Object.freeze({
    ...opts,
    table: 't',
    fields: Object.freeze(Object.fromEntries(fieldList.map((f) => [f.name, f]))),
    fieldList,
    filters: Object.freeze({ ...opts.filters }),
    order: Object.freeze({}),
    item: opts.item && Object.freeze({ ...opts.item, fields: bindAll(opts.item.fields) }),
  })
}
