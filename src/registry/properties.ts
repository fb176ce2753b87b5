/**
 * Sparse fieldsets (CONTRACT §11, API Platform's property filter): `properties[]=title` keeps
 * only the named fields, `properties[tags][]=slug` only the named fields of an embedded relation.
 * `@context`, `@id`, `@type` and `id` always stay; unknown names are ignored. A read plan says
 * what to output, which relations to load with which embedded fields, and which columns to read,
 * so that a list of titles never reads a body.
 */
import type { ResourceDef } from './define'
import type { Field } from './field-base'
import type { ViewDef } from './view'

/** Requested names: a top-level name → null (the whole value) or the names asked inside it. */
export type Properties = Map<string, string[] | null>

const KEY = /^properties\[([^\][]*)\](?:\[(\d*)\])?$/

/**
 * `properties[]=a&properties[rel][]=b` (also API Platform's indexed `properties[0]=a` and
 * `properties[rel][0]=b`) → the requested names; null when the request names none (whole items).
 * A relation given with a sub-list and alone (`properties[]=rel`) shows the sub-list.
 */
export function parseProperties(params: URLSearchParams): Properties | null {
  let out: Properties | null = null
  for (const [key, value] of params) {
    if (!key.startsWith('properties[')) continue
    // a request for sparse fields, even one whose every name is unknown (`properties[a][b][c]`):
    // what it names is ignored, the always-kept keys stay
    out ??= new Map()
    const match = KEY.exec(key)
    if (!match) continue
    const [, head, sub] = match as unknown as [string, string, string | undefined]
    if (sub === undefined && (head === '' || /^\d+$/.test(head))) {
      if (value !== '' && !out.has(value)) out.set(value, null)
    } else if (sub !== undefined && head !== '') {
      const list = out.get(head)
      if (list) list.push(value)
      else out.set(head, [value])
    }
  }
  return out
}

/** What one read outputs and loads, for one resource and one set of properties. */
export type ReadPlan = {
  /** Fields to read, in declaration order (a relation wanted only for its echo too). */
  fields: readonly Field[]
  /** Output keys kept besides `@context`, `@id`, `@type`, `id`. */
  show: ReadonlySet<string>
  /** Relation field name → the embedded fields to load and show. */
  embeds: ReadonlyMap<string, string[]>
  /** The row columns to select; null for the whole row (a computed field reads any column). */
  columns: readonly string[] | null
}

const META = ['uuid', 'version', 'created_at', 'updated_at']

/** The plan for `props` on `def`; null when every field is wanted (no `properties`). */
export function readPlan(def: ResourceDef, props: Properties | null): ReadPlan | null {
  if (props === null) return null
  const fields: Field[] = []
  const show = new Set<string>()
  const embeds = new Map<string, string[]>()
  const columns = new Set(['id', 'uuid', ...(def.versioned ? ['version'] : []), 'created_at', 'updated_at'])
  let wholeRow = false
  for (const name of META) if (props.has(name)) show.add(name)
  for (const field of def.fieldList) {
    if (field.writeOnly) continue
    const asked = props.has(field.name)
    const echo = field.echo === true && props.has(field.writeName)
    if (!asked && !echo) continue
    fields.push(field)
    if (asked) show.add(field.name)
    if (echo) show.add(field.writeName)
    const rel = field.relation
    if (rel) {
      const sub = asked ? props.get(field.name) : []
      embeds.set(field.name, sub ? rel.embed.filter((n) => sub.includes(n)) : rel.embed)
    }
    // a read uses the main column only: shadow columns (`_fold`) exist for filters
    if (field.column) columns.add(field.column)
    else if (!rel && !('childRows' in field)) wholeRow = true
  }
  return { fields, show, embeds, columns: wholeRow ? null : [...columns] }
}

/**
 * The columns a whole item's read selects: each field's main column, without the shadow columns
 * (`_fold`: 4 KB a row for an article's body) that only filters read; null when a computed field
 * reads the whole row. Made once per resource.
 */
export function itemColumns(def: ResourceDef): readonly string[] | null {
  let columns = wholeItemColumns.get(def)
  if (columns === undefined) {
    columns = readPlan(def, new Map(def.fieldList.map((f) => [f.name, null])))!.columns
    wholeItemColumns.set(def, columns)
  }
  return columns
}

const wholeItemColumns = new WeakMap<ResourceDef, readonly string[] | null>()

/** The names `properties[]` may give: what a member shows besides the always-kept keys. */
function propertyNames(def: ResourceDef | ViewDef): string[] | null {
  // a view that spreads stored values (a revision's fields) shows names it does not declare
  if (!('writable' in def) && def.spread) return null
  if (!('writable' in def)) return [...def.fieldList.map((f) => f.name), ...(def.item?.fields.map((f) => f.name) ?? [])]
  const names: string[] = def.idKind === 'integer' ? ['uuid'] : []
  for (const field of def.fieldList) {
    if (field.writeOnly) continue
    names.push(field.name)
    if (field.echo) names.push(field.writeName)
  }
  if (def.versioned) names.push('version')
  return [...names, 'created_at', 'updated_at']
}

const DESCRIPTION = 'Sparse fieldset: only these properties are returned (`@context`, `@id`, `@type` and `id` always are); unknown names are ignored.'

/**
 * The query parameters of sparse fieldsets, as API Platform's property filter documents them:
 * `properties[]`, and `properties[<relation>][]` for each embedded relation with its fields.
 */
export function propertyParams(def: ResourceDef | ViewDef): Record<string, unknown>[] {
  const list = (names: string[] | null) => ({ type: 'array', items: { type: 'string', ...(names ? { enum: names } : {}) } })
  const out: Record<string, unknown>[] = [
    { name: 'properties[]', in: 'query', required: false, description: DESCRIPTION, style: 'form', explode: true, schema: list(propertyNames(def)) },
  ]
  for (const field of def.fieldList) {
    const rel = field.relation
    if (!rel || rel.embed.length === 0) continue
    out.push({
      name: `properties[${field.name}][]`,
      in: 'query',
      required: false,
      description: `Only these fields of the embedded \`${field.name}\` (its \`@id\`, \`@type\` and \`id\` always); without this list a \`${field.name}\` named in \`properties[]\` is embedded whole.`,
      style: 'form',
      explode: true,
      schema: list(rel.embed),
    })
  }
  return out
}

/**
 * The same selection applied to a member that is already built (read-only views): keeps the
 * always-kept keys and the named ones; a nested list picks inside embedded objects.
 */
export function pickProperties(member: Record<string, unknown>, props: Properties): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(member)) {
    if (key === '@context' || key === '@id' || key === '@type' || key === 'id') out[key] = value
    else if (props.has(key)) {
      const sub = props.get(key)
      out[key] = sub ? pickInside(value, sub) : value
    }
  }
  return out
}

function pickInside(value: unknown, sub: string[]): unknown {
  if (Array.isArray(value)) return value.map((v) => pickInside(v, sub))
  if (value === null || typeof value !== 'object') return value
  const props: Properties = new Map(sub.map((n) => [n, null]))
  return pickProperties(value as Record<string, unknown>, props)
}
