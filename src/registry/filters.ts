/**
 * The collection filters of a resource (CONTRACT §7), each one object that both applies itself
 * (SQL) and describes itself (OpenAPI parameters), built from the field kinds, so that the
 * documentation cannot drift from behaviour (API Platform's filter shape). `name` and `name[]`
 * are both read, for every strategy; several values mean any of them. Timestamps are filtered by
 * operators instead: `published_at[after]=2026-11-01`.
 */
import { bindField, type Field, type FieldFilter, type FilterCtx, type FilterStrategy, type Target } from './field-base'
import { timestamp } from './kinds/timestamp'
import { problem } from '../lib/problem'
import { toOpenApi } from './schema'
import type { JsonSchema, SqlValue } from './types'

export type QueryParameter = {
  name: string
  in: 'query'
  required: false
  description: string
  schema: JsonSchema
  style?: 'form'
  explode?: boolean
}

export type Filter = {
  /** The query parameter name, as the spec spells it (`tags.slug`). */
  name: string
  /** The resource a filter through a relation reads (`tags` for `tags.slug`): its changes change the result. */
  through?: string
  /** The condition for this request on rows aliased `alias`; null when the parameter is absent or empty. */
  apply(params: URLSearchParams, alias: string, ctx?: FilterCtx): { sql: string; params: SqlValue[] } | null
  /** The query parameters it reads. */
  parameters(): QueryParameter[]
}

export type Lookup = (path: string) => Target

/** What has filters: a resource, or a view (whose filters may be its own objects). */
export type Filterable = {
  type: string
  table: string
  fields: Readonly<Record<string, Field>>
  filters: Readonly<Record<string, FilterStrategy | FieldFilter>>
  /** Orderings by name: those that are timestamps also get a date filter. */
  order?: Readonly<Record<string, unknown>>
}

const NO_CTX: FilterCtx = Object.freeze({})

/**
 * The longest value a filter takes, in characters. note: SQLite refuses a LIKE pattern over
 * 50,000 bytes (a partial match on a 50 KB value was a 500), and no value that long is worth
 * matching; a list (`name[]`) bounds each of its values.
 */
export const FILTER_VALUE_MAX = 1000

/**
 * The most values one filter takes (`title[]=…` or `title=…` repeated). note: each value is one
 * more term of the SQL expression, and SQLite refuses a tree deeper than 1,000 (998 `title[]`
 * values were a 500); no front end asks for more than a page of choices.
 */
export const FILTER_VALUES_MAX = 100

/** The non-empty values of `param`; a 400 when one is longer than FILTER_VALUE_MAX. */
function valuesOf(params: URLSearchParams, param: string): string[] {
  const values = params.getAll(param).filter((v) => v !== '')
  if (values.some((v) => v.length > FILTER_VALUE_MAX)) {
    throw problem.badRequest(`The value of the "${param}" filter is too long: at most ${FILTER_VALUE_MAX} characters.`)
  }
  // note: SQLite ends a LIKE pattern at a NUL, so `%\0x%` matched every row
  if (values.some((v) => v.includes('\u0000'))) throw problem.badRequest(`The value of the "${param}" filter holds a NUL character.`)
  tooMany(param, values.length)
  return values
}

function tooMany(param: string, count: number, max = FILTER_VALUES_MAX): void {
  if (count > max) throw problem.badRequest(`The "${param}" filter takes at most ${max} values, ${count} given.`)
}

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

function fieldFilter(def: Filterable, name: string, strategy: FilterStrategy | FieldFilter, lookup: Lookup): FieldFilter {
  if (typeof strategy !== 'string') return strategy
  const [head, sub] = name.split('.') as [string, string | undefined]
  const field = def.fields[head]!
  const filter = sub ? field.filterThrough?.(sub, lookup(field.relation!.target), def.table) : field.filter(strategy)
  if (!filter) throw new Error(`${def.type}: filter "${name}" (${strategy}) is not supported by its field`)
  return filter
}

function makeFilter(name: string, filter: FieldFilter): Filter {
  const value = () => {
    const schema = toOpenApi(filter.value)
    return schema.type === 'string' ? { ...schema, maxLength: FILTER_VALUE_MAX } : schema
  }
  if (filter.operators) {
    const ops = Object.entries(filter.operators).map(([op, o]) => ({ param: `${name}[${op}]`, ...o }))
    return {
      name,
      apply(params, alias) {
        const parts = ops.flatMap((o) => valuesOf(params, o.param).map((v) => o.where(alias, v, o.param)))
        if (parts.length === 0) return null
        return { sql: parts.map((p) => p.sql).join(' AND '), params: parts.flatMap((p) => p.params) }
      },
      parameters: () => ops.map((o) => ({ name: o.param, in: 'query', required: false, description: `${o.text}, on \`${name}\`.`, schema: value() })),
    }
  }
  const list = `${name}[]`
  return {
    name,
    apply(params, alias, ctx = NO_CTX) {
      const values = [...valuesOf(params, name), ...valuesOf(params, list)]
      tooMany(name, values.length, filter.maxValues)
      return values.length === 0 ? null : filter.where!(alias, values, ctx)
    },
    parameters() {
      return [
        { name, in: 'query', required: false, description: `${filter.text} on \`${name}\`.`, schema: value() },
        {
          name: list,
          in: 'query',
          required: false,
          description: `Any of these values (${lower(filter.text.split(':')[0]!)} on \`${name}\`).`,
          schema: { type: 'array', items: value(), maxItems: filter.maxValues ?? FILTER_VALUES_MAX },
          style: 'form',
          explode: true,
        },
      ]
    },
  }
}

/** created_at and updated_at are every resource's own timestamps, not declared fields. */
const COMMON_TIMESTAMPS: Record<string, Field> = {
  created_at: bindField(timestamp(), 'created_at', ''),
  updated_at: bindField(timestamp(), 'updated_at', ''),
}

/** CONTRACT §11: a date filter on every ordering that is a timestamp, named as the ordering. */
function dateFilters(def: Filterable): [string, FieldFilter][] {
  return Object.keys(def.order ?? {}).flatMap((name) => {
    const filter = (def.fields[name] ?? COMMON_TIMESTAMPS[name])?.filter('date')
    return filter ? [[name, filter] as [string, FieldFilter]] : []
  })
}

const built = new WeakMap<Filterable, readonly Filter[]>()

/** The resource's filters in declaration order; built once (relations need their targets). */
export function filtersOf(def: Filterable, lookup: Lookup): readonly Filter[] {
  let filters = built.get(def)
  if (!filters) {
    const declared = Object.entries(def.filters).map(([name, strategy]) => {
      const filter = makeFilter(name, fieldFilter(def, name, strategy, lookup))
      const target = name.includes('.') ? def.fields[name.split('.')[0]!]?.relation?.target : undefined
      return target ? { ...filter, through: target } : filter
    })
    filters = Object.freeze([...declared, ...dateFilters(def).map(([name, filter]) => makeFilter(name, filter))])
    built.set(def, filters)
  }
  return filters
}
