/** Free-form JSON values, and values computed at read time. */
import { scalar, wrongType, type Common, type Field } from '../field-base'
import { Nullable, Type, type TSchema } from '../schema'
import { XSD } from '../vocab'
import { CODES } from '../../lib/problem'
import { INVALID, type ReadCtx, type Row, type WriteCtx } from '../types'

/**
 * The paths of the numbers of `value` that JSON cannot store: `1e309` parses to Infinity, which
 * would be written back as null without a word.
 */
function notFinite(value: unknown, path: string, out: string[] = []): string[] {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) out.push(path)
  } else if (Array.isArray(value)) value.forEach((v, i) => notFinite(v, `${path}[${i}]`, out))
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) notFinite(v, `${path}.${k}`, out)
  return out
}

const JSON_TERM = (id: string) => ({ '@id': id, '@type': '@json' })

/**
 * Any JSON value (objects only with `object`), stored as JSON text. `schema` describes the value
 * (and its JSON type is checked in bodies); `check` adds the semantic rules.
 * @example f.json({ default: [], schema: Type.Array(Type.String()), check: (v, path, ctx) => … })
 */
export function json(opts: Common & { default?: unknown; object?: boolean; schema?: TSchema; check?: (value: unknown, path: string, ctx: WriteCtx) => unknown } = {}): Field {
  const mustBeObject = opts.object ?? false
  const schema = () => opts.schema ?? (mustBeObject ? Type.Object({}, { additionalProperties: true }) : Type.Unknown())
  return scalar('json', 'TEXT', opts, {
    defaultValue: () => structuredClone(opts.default ?? null),
    parse(input, path, ctx) {
      // null asks for the default, as for other fields (a block's `data` back to {})
      if (input === undefined || (input === null && mustBeObject)) return structuredClone(opts.default ?? null)
      if (mustBeObject && (input === null || typeof input !== 'object' || Array.isArray(input))) wrongType(path, 'object', input)
      const infinite = notFinite(input, path)
      if (infinite.length > 0) {
        for (const at of infinite) ctx.violations.push({ propertyPath: at, message: 'This number is too large to be stored.', code: CODES.range })
        return INVALID
      }
      return opts.check ? opts.check(input, path, ctx) : input
    },
    toColumns(this: Field, value: unknown) {
      return { [this.column]: JSON.stringify(value ?? null) }
    },
    fromRow(this: Field, row: Row) {
      const raw = row[this.column]
      return raw === null || raw === undefined ? null : JSON.parse(raw)
    },
    isBlank: (v) => v === null || v === undefined,
    readSchema: schema,
    // an object value may be sent as null: its default
    writeSchema: () => (mustBeObject && !opts.schema ? Nullable(schema()) : schema()),
    term: JSON_TERM,
    range: 'rdf:JSON',
  })
}

/** The JSON-LD term of a computed value, from its schema: an IRI, a date-time, a string, or JSON. */
function termOf(schema: TSchema): (id: string) => unknown {
  const s = (schema.anyOf as TSchema[] | undefined)?.find((m) => m.type !== 'null') ?? schema
  if (s.format === 'iri-reference') return (id) => ({ '@id': id, '@type': '@id' })
  if (s.format === 'date-time') return (id) => ({ '@id': id, '@type': `${XSD}dateTime` })
  return s.type === 'string' || s.type === 'integer' ? (id) => id : JSON_TERM
}

/**
 * A value computed from the row at read time (media `urls`, an audit entry's `entity` IRI); never
 * written, not stored.
 * @example f.computed((row, ctx) => ctx.mediaUrls(row), Type.Object({ original: Type.String() }))
 */
export function computed(fn: (row: Row, ctx: ReadCtx) => unknown, schema: TSchema, opts: Common = {}): Field {
  return {
    ...scalar('computed', 'TEXT', { ...opts, readOnly: true }, { defaultValue: () => undefined, parse: () => undefined, readSchema: () => schema }),
    columns: {},
    toColumns: () => ({}),
    fromRow: () => undefined,
    output: (_v, row, ctx) => fn(row, ctx),
    term: termOf(schema),
    range: 'rdf:JSON',
  }
}
