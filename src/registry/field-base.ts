/**
 * What a field kind is. A kind owns every concern of its values: the column(s), parsing and
 * semantic checks of request values, the stored → shown conversion, its TypeBox read and write
 * schemas (from which the body check and OpenAPI derive), the filters it applies *and* describes,
 * and its JSON-LD term and Hydra range. Nothing outside the kinds branches on a kind.
 */
import { escapeLike } from '../lib/fold'
import { problem, violation } from '../lib/problem'
import { Type, type TSchema } from './schema'
import { INVALID, type ReadCtx, type Row, type SqlValue, type WriteCtx } from './types'

export type FilterStrategy = 'exact' | 'partial' | 'i18n' | 'date'

/** What a kind needs to know of a related resource (schemas, filters through a relation). */
export type Target = {
  type: string
  path: string
  table: string
  idKind: 'uuid' | 'integer'
  fields: Readonly<Record<string, Field>>
}

/** Schemas depend on the configured locales and, for relations, on the target resource. */
export type SchemaCtx = { locales: readonly string[]; lookup: (path: string) => Target }

/** What a filter may depend on besides its values: the chain of `?locale=` (CONTRACT §11). */
export type FilterCtx = { localeChain?: readonly string[] }

/** One filter strategy on one field: its SQL and its description, from one object. */
export type FieldFilter = {
  /** Description stem, e.g. `Exact match`. */
  text: string
  /** The schema of one value in the query string. */
  value: TSchema
  /** The condition on a row aliased `alias` for any of `values` (at least one), with bound values. */
  where?(alias: string, values: string[], ctx: FilterCtx): { sql: string; params: SqlValue[] }
  /**
   * Operators read as `name[op]` instead of `name` (API Platform's date filter: `published_at[after]`),
   * each with its description and its condition for one value; a value it cannot read is a 400.
   */
  operators?: Record<string, { text: string; where(alias: string, value: string, param: string): { sql: string; params: SqlValue[] } }>
  /** The most values it takes in one request, when fewer than every filter's (filters.ts). */
  maxValues?: number
}

export type Field = {
  kind: string
  /** Property name in responses; bound by defineResource from the key. */
  name: string
  /** Property name in requests (differs for `category` written as `category_id`). */
  writeName: string
  /** Main SQL column; empty for relations kept in a join table and for computed fields. */
  column: string
  /** Every column of the main table this field owns, by suffix of the field's column, with its SQL type. */
  columns: Record<string, 'TEXT' | 'INTEGER' | 'REAL' | 'BLOB'>
  readOnly: boolean
  writeOnly: boolean
  required: boolean
  /** JSON-LD / OpenAPI description. */
  description?: string
  /** What a reader should know when no description is given (Hydra). */
  note?: string
  defaultValue(): unknown
  /** Request value → stored value, or INVALID after pushing a violation. May throw a 400. */
  parse(input: unknown, path: string, ctx: WriteCtx): unknown
  /** PATCH: combine the stored value with the request value (multilingual objects merge). */
  merge?(current: unknown, input: unknown, path: string, ctx: WriteCtx): unknown
  isBlank(value: unknown): boolean
  toColumns(value: unknown): Record<string, SqlValue>
  fromRow(row: Row, ctx?: ReadCtx): unknown
  output(value: unknown, row: Row, ctx: ReadCtx): unknown
  /**
   * The stored JSON text of a value whose output is exactly that JSON, so a response can carry
   * the text without parsing it (lib/raw-json.ts); absent for kinds that reshape their value.
   */
  storedJson?(row: Row, ctx: ReadCtx): string | undefined
  /** The value in responses. */
  readSchema(ctx: SchemaCtx): TSchema
  /** The value in request bodies: what a body may hold for this field (null where it resets). */
  writeSchema(ctx: SchemaCtx): TSchema
  /** The filter of this strategy on the field's own column(s); undefined when the kind has none. */
  filter(strategy: FilterStrategy): FieldFilter | undefined
  /** Relations: the filter on `<field>.<sub>`, a property of the target. */
  filterThrough?(sub: string, target: Target, ownerTable: string): FieldFilter | undefined
  /** JSON-LD term of the field, given its IRI. */
  term(id: string): unknown
  /** Hydra `range` of the property (relations: the target class, set by the generator). */
  range: string
  /** Relations: target resource path and join details (joinTable bound by defineResource). */
  relation?: { target: string; many: boolean; joinTable: string; embed: string[]; bareUuid: boolean }
  /** JSON-LD: the term is an IRI reference. */
  isIri?: boolean
  /** An IRI kept as the target's uuid inside the row (not a relation): the target resource path. */
  pointsTo?: string
  /** The sub-fields of an object kept in one JSON column. */
  subFields?: readonly Field[]
  /** The value as a PUT takes it, from the value a read shows (an embedded image → its IRI); else the same. */
  writeValue?: (shown: unknown) => unknown
  /** PUT keeps the stored value when the field is absent (passwords). */
  keepWhenAbsent?: boolean
  /** Request values are ignored (as for read-only fields), but the kind still supplies its default on create. */
  ignoresInput?: boolean
  /** Secrets: shown once, in the response of the create that set them. */
  showOnce?: boolean
  /** The value is HTML: text consumers (search index) strip the tags first. */
  html?: boolean
  /** Values are objects keyed by locale (search and multilingual filters need it). */
  multilingual?: boolean
  /** Values are unique per site (or tenant) unless the resource says otherwise. */
  unique?: boolean
  /** Derive the value from this field when absent (slugs). */
  slugFrom?: string
  /** Relations: also show the related UUID under the write name (`category_id`). */
  echo?: boolean
  /**
   * The output depends on the clock, not only on what is stored (a lock that ends by itself):
   * its resource's representations are never kept in the read cache (store/read-cache.ts).
   */
  clock?: boolean
  /**
   * A count that moves without a write (a redirect's hits): shown, but left out of ETags, so a
   * visit between an editor's GET and save does not turn the save's If-Match into a 412.
   */
  counter?: boolean
}

export type Common = {
  /** Cannot be written; ignored when present in a request body. */
  readOnly?: boolean
  /** A value is required (for multilingual: one non-blank locale). */
  required?: boolean
  description?: string
  /** See Field.counter. */
  counter?: boolean
}

const typeName = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' && Number.isInteger(v) ? 'int' : typeof v)

/** A request value of the wrong JSON type: 400, as API Platform's deserializer answers. */
export function wrongType(path: string, expected: string, value: unknown): never {
  throw problem.badRequest(`The type of the "${path}" attribute must be "${expected}", "${typeName(value)}" given.`)
}

/**
 * For `json` checks: the value must be an array whose items all pass `valid`; a 422 `choice`
 * violation names the first that does not. Duplicates are dropped, first one kept.
 */
export function uniqueListOf(value: unknown, path: string, ctx: WriteCtx, valid: (item: unknown) => boolean): unknown[] | typeof INVALID {
  if (!Array.isArray(value)) wrongType(path, 'array', value)
  const bad = value.findIndex((item) => !valid(item))
  if (bad >= 0) {
    ctx.violations.push(violation(`${path}[${bad}]`, 'choice'))
    return INVALID
  }
  return [...new Set(value)]
}

/** Any of the values, as one bound JSON list so that one prepared statement serves every length. */
export const anyOf = (expr: string, values: SqlValue[]) =>
  values.length === 1 ? { sql: `${expr} = ?`, params: values } : { sql: `${expr} IN (SELECT value FROM json_each(?))`, params: [JSON.stringify(values)] }

/** `Exact match` on a column, values taken as strings. */
export const exactText = (column: () => string, value: TSchema = Type.String()): FieldFilter => ({
  text: 'Exact match',
  value,
  where: (alias, values) => anyOf(`${alias}.${column()}`, values),
})

/** `Partial match`: the value anywhere in the column, wildcards taken literally. */
export const partialText = (column: () => string, text = 'Partial match: the value may appear anywhere in the field', transform = (v: string) => v): FieldFilter => ({
  text,
  value: Type.String(),
  where(alias, values) {
    const terms = values.map((v) => `%${escapeLike(transform(v))}%`)
    return { sql: '(' + terms.map(() => `${alias}.${column()} LIKE ? ESCAPE '\\'`).join(' OR ') + ')', params: terms }
  },
})

export function base(kind: string, opts: Common) {
  return {
    kind,
    name: '',
    writeName: '',
    readOnly: opts.readOnly ?? false,
    writeOnly: false,
    required: opts.required ?? false,
    description: opts.description,
    ...(opts.counter ? { counter: true } : {}),
    isBlank: (v: unknown) => v === null || v === undefined || v === '',
    filter: (): FieldFilter | undefined => undefined,
    term: (id: string): unknown => id,
    range: 'xmls:string',
  }
}

export const snake = (name: string) => name.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())

/** The join table of a to-many relation: `articles_secondary_categories`. */
export const joinTableName = (table: string, fieldName: string) => `${table}_${snake(fieldName)}`

/**
 * A field as it stands in one table: its name, request name, column and join table bound, frozen.
 * Kinds return unbound fields, so one kind value may serve several resources.
 */
export function bindField(field: Field, name: string, table: string): Field {
  const suffixes = Object.keys(field.columns)
  const column = suffixes.length > 0 ? snake(name) + suffixes[0] : ''
  const relation = field.relation && Object.freeze({ ...field.relation, joinTable: field.relation.many ? joinTableName(table, name) : '' })
  return Object.freeze({ ...field, name, writeName: field.writeName || name, column, relation })
}

type ScalarRest = Pick<Field, 'parse' | 'readSchema' | 'defaultValue'> & Partial<Field>

/** One column named after the field (snake_case; `column` is bound by defineResource). */
export function scalar(kind: string, sqlType: 'TEXT' | 'INTEGER' | 'REAL', opts: Common, rest: ScalarRest): Field {
  return {
    ...base(kind, opts),
    column: '',
    columns: { '': sqlType },
    toColumns(value) {
      return { [this.column]: value as SqlValue }
    },
    fromRow(row) {
      return row[this.column]
    },
    output: (value) => value ?? null,
    writeSchema: rest.readSchema,
    ...rest,
  }
}
