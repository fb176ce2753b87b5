/**
 * Field kinds. A kind knows its column(s), how a request value is parsed and validated, how a
 * stored value is shown, how it is filtered and how it is described in OpenAPI and JSON-LD.
 * Resource files only pick kinds and options; nothing else in the service knows a field by name.
 */
import { CODES, MESSAGES, problem, violation } from '../lib/problem'
import { fold } from '../lib/fold'
import { htmlToText } from '../lib/html-text'
import { SLUG_MAX, SLUG_PATTERN } from '../lib/slug'
import { parseIso, toIso } from '../lib/time'
import { INVALID, type JsonSchema, type ReadCtx, type Row, type SqlValue, type WriteCtx } from './types'

export type FilterStrategy = 'exact' | 'partial' | 'i18n'

export type Field = {
  kind: string
  /** Property name in responses; set by defineResource from the key. */
  name: string
  /** Property name in requests (differs for `category` written as `category_id`). */
  writeName: string
  /** Main SQL column; empty for relations kept in a join table and for computed fields. */
  column: string
  /** Every column of the main table this field owns, with its SQL type. */
  columns: Record<string, 'TEXT' | 'INTEGER' | 'REAL'>
  readOnly: boolean
  writeOnly: boolean
  required: boolean
  /** JSON-LD / OpenAPI description. */
  description?: string
  defaultValue(): unknown
  /** Request value → stored value, or INVALID after pushing a violation. May throw a 400. */
  parse(input: unknown, path: string, ctx: WriteCtx): unknown
  /** PATCH: combine the stored value with the request value (multilingual objects merge). */
  merge?(current: unknown, input: unknown, path: string, ctx: WriteCtx): unknown
  isBlank(value: unknown): boolean
  toColumns(value: unknown): Record<string, SqlValue>
  fromRow(row: Row, ctx?: ReadCtx): unknown
  output(value: unknown, row: Row, ctx: ReadCtx): unknown
  /** Schema of the value in responses (and requests unless `writeSchema` is set). */
  schema(locales: readonly string[]): JsonSchema
  writeSchema?(locales: readonly string[]): JsonSchema
  /** Which filter strategies the kind supports on its own column(s). */
  filterColumn?(strategy: FilterStrategy): string
  /** Relations: target resource path and join details. */
  relation?: { target: string; many: boolean; joinTable?: string; embed: string[]; bareUuid: boolean }
  /** JSON-LD: the term is an IRI reference. */
  isIri?: boolean
  /** An IRI kept as the target's uuid inside the row (not a relation): the target resource path. */
  pointsTo?: string
  /** The sub-fields of an object kept in one JSON column. */
  subFields?: Field[]
  /** PUT keeps the stored value when the field is absent (passwords). */
  keepWhenAbsent?: boolean
  /** Request values are ignored (as for read-only fields), but the kind still supplies its default on create. */
  ignoresInput?: boolean
  /** Secrets: shown once, in the response of the create that set them. */
  showOnce?: boolean
  /** The value is HTML: text consumers (search index) strip the tags first. */
  html?: boolean
}

type Common = {
  /** Cannot be written; ignored when present in a request body. */
  readOnly?: boolean
  /** A value is required (for multilingual: one non-blank locale). */
  required?: boolean
  description?: string
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

function base(kind: string, opts: Common): Omit<Field, 'parse' | 'toColumns' | 'fromRow' | 'output' | 'schema' | 'defaultValue' | 'columns' | 'column'> {
  return {
    kind,
    name: '',
    writeName: '',
    readOnly: opts.readOnly ?? false,
    writeOnly: false,
    required: opts.required ?? false,
    description: opts.description,
    isBlank: (v) => v === null || v === undefined || v === '',
  }
}

/** Columns are named after the field in snake_case; `column` is filled in by defineResource. */
function scalar(kind: string, sqlType: 'TEXT' | 'INTEGER' | 'REAL', opts: Common, rest: Pick<Field, 'parse' | 'schema' | 'defaultValue'> & Partial<Field>): Field {
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
    filterColumn(strategy) {
      return strategy === 'i18n' ? '' : this.column
    },
    ...rest,
  }
}

/** An absolute http(s) URL with a host. */
export const isHttpUrl = (value: string) => /^https?:\/\/[^\s/?#]+/i.test(value) && URL.canParse(value)

/**
 * A plain string.
 * @example f.text({ required: true, pattern: /^[a-z]+$/, max: 100 })
 */
function text(opts: Common & { pattern?: RegExp; max?: number; default?: string | null; nullable?: boolean; format?: 'email' | 'url' | 'url-or-path' | 'path' } = {}): Field {
  const nullable = opts.nullable ?? false
  return scalar('text', 'TEXT', opts, {
    defaultValue: () => opts.default ?? (nullable ? null : ''),
    parse(input, path, ctx) {
      if (input === null && nullable) return null
      if (input === null) return ''
      if (typeof input !== 'string') wrongType(path, 'string', input)
      const value = opts.format === 'email' ? input.trim().toLowerCase() : input.trim()
      if (value === '') return value
      if (opts.max && value.length > opts.max) {
        ctx.violations.push({ propertyPath: path, message: `This value is too long. It should have ${opts.max} characters or less.`, code: CODES.tooLong })
        return INVALID
      }
      if (opts.format === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
        ctx.violations.push(violation(path, 'email'))
        return INVALID
      }
      if (opts.format === 'path' && !value.startsWith('/')) {
        ctx.violations.push({ propertyPath: path, message: 'This value should be a path starting with "/".', code: CODES.regex })
        return INVALID
      }
      if (opts.format === 'url' && !isHttpUrl(value)) {
        ctx.violations.push(violation(path, 'url'))
        return INVALID
      }
      if (opts.format === 'url-or-path' && !value.startsWith('/') && !/^https?:\/\/[^\s/]+/i.test(value)) {
        ctx.violations.push(violation(path, 'url'))
        return INVALID
      }
      if (opts.pattern && !opts.pattern.test(value)) {
        ctx.violations.push(violation(path, 'regex'))
        return INVALID
      }
      return value
    },
    schema: () => ({ type: 'string', ...(nullable ? { nullable: true } : {}), ...(opts.format === 'email' ? { format: 'email' } : opts.format === 'url' ? { format: 'uri' } : {}), ...(opts.pattern ? { pattern: opts.pattern.source } : {}), ...(opts.max ? { maxLength: opts.max } : {}) }),
  })
}

/**
 * A URL slug, unique per site. Derived from `from` (default-locale value) when absent.
 * @example f.slug({ from: 'title' })
 */
function slug(opts: Common & { from?: string; pattern?: RegExp } = {}): Field & { slugFrom?: string; unique: true } {
  const pattern = opts.pattern ?? SLUG_PATTERN
  return { ...text({ ...opts, pattern, max: SLUG_MAX }), kind: 'slug', slugFrom: opts.from, unique: true }
}

/**
 * One value of a fixed list.
 * @example f.enumOf(['draft', 'published'], { default: 'draft' })
 */
function enumOf(values: readonly string[], opts: Common & { default: string }): Field & { values: readonly string[] } {
  return {
    ...scalar('enum', 'TEXT', opts, {
      defaultValue: () => opts.default,
      parse(input, path, ctx) {
        if (input === null || input === undefined) return opts.default
        if (typeof input !== 'string') wrongType(path, 'string', input)
        if (!values.includes(input)) {
          ctx.violations.push(violation(path, 'choice'))
          return INVALID
        }
        return input
      },
      schema: () => ({ type: 'string', enum: [...values], default: opts.default }),
    }),
    values,
  }
}

/**
 * An integer, optionally restricted to a list or a range.
 * @example f.int({ default: 301, oneOf: [301, 302, 307, 308] })
 */
function int(opts: Common & { default?: number; oneOf?: number[]; min?: number; max?: number } = {}): Field {
  return scalar('int', 'INTEGER', opts, {
    defaultValue: () => opts.default ?? 0,
    parse(input, path, ctx) {
      if (input === null || input === undefined) return opts.default ?? 0
      if (typeof input !== 'number' || !Number.isInteger(input)) wrongType(path, 'int', input)
      if (opts.oneOf && !opts.oneOf.includes(input)) {
        ctx.violations.push(violation(path, 'choice'))
        return INVALID
      }
      if ((opts.min !== undefined && input < opts.min) || (opts.max !== undefined && input > opts.max)) {
        ctx.violations.push({ propertyPath: path, message: `This value should be between ${opts.min} and ${opts.max}.`, code: CODES.range })
        return INVALID
      }
      return input
    },
    schema: () => ({ type: 'integer', ...(opts.oneOf ? { enum: opts.oneOf } : {}), ...(opts.default !== undefined ? { default: opts.default } : {}) }),
  })
}

/** A boolean, stored as 0/1. */
function bool(opts: Common & { default?: boolean } = {}): Field {
  return scalar('bool', 'INTEGER', opts, {
    defaultValue: () => opts.default ?? false,
    parse(input, path) {
      if (input === null || input === undefined) return opts.default ?? false
      if (typeof input !== 'boolean') wrongType(path, 'bool', input)
      return input
    },
    toColumns(this: Field, value: unknown) {
      return { [this.column]: value ? 1 : 0 }
    },
    fromRow(this: Field, row: Row) {
      return row[this.column] === 1
    },
    isBlank: () => false,
    schema: () => ({ type: 'boolean', default: opts.default ?? false }),
  })
}

/**
 * An ISO 8601 timestamp with offset, stored as integer milliseconds.
 * @example f.timestamp({ nullable: true })
 */
function timestamp(opts: Common & { nullable?: boolean } = {}): Field {
  return scalar('timestamp', 'INTEGER', opts, {
    defaultValue: () => null,
    parse(input, path, ctx) {
      if (input === null || input === undefined) return null
      if (typeof input !== 'string') wrongType(path, 'string', input)
      const ms = parseIso(input)
      if (ms === null) {
        ctx.violations.push({ propertyPath: path, message: 'This value is not a valid datetime.', code: '1a9da513-2640-4f84-9b6a-4d99dcddc628' })
        return INVALID
      }
      return ms
    },
    output: (value) => toIso(value as number | null),
    schema: () => ({ type: 'string', format: 'date-time', nullable: true }),
  })
}

/**
 * Any JSON value (objects by default), stored as JSON text.
 * @example f.json({ default: {} })
 */
function json(opts: Common & { default?: unknown; object?: boolean; check?: (value: unknown, path: string, ctx: WriteCtx) => unknown } = {}): Field {
  const mustBeObject = opts.object ?? false
  return scalar('json', 'TEXT', opts, {
    defaultValue: () => structuredClone(opts.default ?? null),
    parse(input, path, ctx) {
      if (input === undefined) return structuredClone(opts.default ?? null)
      if (mustBeObject && (input === null || typeof input !== 'object' || Array.isArray(input))) wrongType(path, 'object', input)
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
    schema: () => (mustBeObject ? { type: 'object', additionalProperties: true } : {}),
  })
}

/**
 * A multilingual string: `{ "fr": "…", "en": "…" }` over the configured locales. A folded copy
 * (lower-case, accents and HTML removed) is kept in `<column>_fold` for filters.
 * @example f.i18n({ required: true }), f.i18n({ html: true })
 */
function i18n(opts: Common & { html?: boolean } = {}): Field {
  const parseObject = (input: unknown, path: string, ctx: WriteCtx, allowNull: boolean): Record<string, string | null> | typeof INVALID => {
    if (input === null) return {}
    if (typeof input !== 'object' || Array.isArray(input)) wrongType(path, 'object', input)
    const out: Record<string, string | null> = {}
    let ok = true
    for (const [locale, value] of Object.entries(input as Record<string, unknown>)) {
      if (!ctx.locales.includes(locale)) {
        ctx.violations.push(violation(`${path}.${locale}`, 'noSuchField'))
        ok = false
        continue
      }
      if (value === null && allowNull) out[locale] = null
      else if (value === null) continue
      else if (typeof value !== 'string') wrongType(`${path}.${locale}`, 'string', value)
      else out[locale] = value
    }
    return ok ? out : INVALID
  }
  const strip = (obj: Record<string, string | null>) => {
    const out: Record<string, string> = {}
    for (const [k, v] of Object.entries(obj)) if (v !== null) out[k] = v
    return out
  }
  return {
    ...base('i18n', opts),
    html: opts.html ?? false,
    column: '',
    columns: { '': 'TEXT', _fold: 'TEXT' },
    defaultValue: () => ({}),
    parse(input, path, ctx) {
      const parsed = parseObject(input, path, ctx, false)
      return parsed === INVALID ? INVALID : strip(parsed)
    },
    merge(current, input, path, ctx) {
      // CONTRACT §6: absent locales are kept, a null locale is removed
      const parsed = parseObject(input, path, ctx, true)
      if (parsed === INVALID) return INVALID
      if (input === null) return {}
      return strip({ ...(current as Record<string, string>), ...parsed })
    },
    isBlank: (value) => !Object.values((value ?? {}) as Record<string, string>).some((v) => v.trim() !== ''),
    toColumns(value) {
      const obj = (value ?? {}) as Record<string, string>
      const folded = Object.values(obj)
        .map((v) => fold(opts.html ? htmlToText(v) : v))
        .join('\n')
      return { [this.column]: JSON.stringify(obj), [this.column + '_fold']: folded }
    },
    fromRow(row) {
      return JSON.parse(row[this.column] ?? '{}')
    },
    output: (value) => value,
    filterColumn(strategy) {
      return strategy === 'i18n' ? this.column + '_fold' : ''
    },
    schema: (locales) => ({
      type: 'object',
      properties: Object.fromEntries(locales.map((l) => [l, { type: 'string' }])),
      additionalProperties: false,
      ...(opts.html ? { description: 'HTML per locale' } : {}),
    }),
  }
}

type RefOpts = Common & {
  /** Fields of the target shown when embedded (besides `@id`, `@type`, `id`). */
  embed?: string[]
  /** Request name when it differs (`category_id`). */
  writeAs?: string
  /** The request value is a bare UUID rather than an IRI (an IRI is accepted too). */
  bareUuid?: boolean
  /** Also show the related UUID under the write name (`category_id`). */
  echo?: boolean
}

/**
 * A to-one relation, stored as `<name>_id` and written as an IRI (or bare UUID).
 * @example f.ref('media', { embed: ['filename', 'urls'] })
 */
function ref(target: string, opts: RefOpts = {}): Field & { echo: boolean } {
  const bare = opts.bareUuid ?? false
  return {
    ...base('ref', opts),
    writeName: opts.writeAs ?? '',
    column: '',
    columns: { _id: 'INTEGER' },
    echo: opts.echo ?? false,
    relation: { target, many: false, embed: opts.embed ?? [], bareUuid: bare },
    isIri: true,
    defaultValue: () => null,
    parse(input, path, ctx) {
      if (input === null || input === undefined || input === '') return null
      return ctx.resolveRef(target, input, path, bare)
    },
    isBlank: (v) => v === null || v === undefined,
    toColumns(value) {
      return { [this.column]: (value ?? null) as number | null }
    },
    fromRow(row) {
      return row[this.column] ?? null
    },
    output(value, _row, ctx) {
      if (value === null || value === undefined) return null
      return ctx.embeds.get(this.name)?.get(value as number) ?? null
    },
    schema: () => ({ type: 'object', nullable: true, description: `Embedded ${target} object` }),
    writeSchema: () => (bare ? { type: 'string', format: 'uuid', nullable: true } : { type: 'string', format: 'iri-reference', nullable: true, example: `/admin/${target}/0190f1c2-0000-7000-8000-000000000000` }),
    filterColumn() {
      return this.column
    },
  }
}

/**
 * A to-many relation kept in the join table `<table>_<column>` (owner_id, target_id, position),
 * written as a list of IRIs and read embedded, in the order written.
 * @example f.refs('tags', { embed: ['slug', 'name'] })
 */
function refs(target: string, opts: Common & { embed?: string[] } = {}): Field {
  return {
    ...base('refs', opts),
    column: '',
    columns: {},
    relation: { target, many: true, embed: opts.embed ?? [], bareUuid: false },
    isIri: true,
    defaultValue: () => [],
    parse(input, path, ctx) {
      if (input === null) return []
      if (!Array.isArray(input)) wrongType(path, 'array', input)
      const ids: number[] = []
      input.forEach((item, i) => {
        const id = ctx.resolveRef(target, item, `${path}[${i}]`, false)
        if (!ids.includes(id)) ids.push(id)
      })
      return ids
    },
    isBlank: (v) => !Array.isArray(v) || v.length === 0,
    toColumns: () => ({}),
    fromRow(row, ctx) {
      return ctx?.relationIds.get(this.name)?.get(row.id) ?? []
    },
    output(value, _row, ctx) {
      const embeds = ctx.embeds.get(this.name)
      return ((value ?? []) as number[]).map((id) => embeds?.get(id)).filter(Boolean)
    },
    schema: () => ({ type: 'array', items: { type: 'object', description: `Embedded ${target} object` } }),
    writeSchema: () => ({ type: 'array', items: { type: 'string', format: 'iri-reference', example: `/admin/${target}/0190f1c2-0000-7000-8000-000000000000` } }),
  }
}

/**
 * A value computed from the row at read time (media `urls`); never written, not stored.
 * @example f.computed((row, ctx) => ctx.mediaUrls(row), { type: 'object' })
 */
function computed(fn: (row: Row, ctx: ReadCtx) => unknown, schema: JsonSchema, opts: Common = {}): Field {
  return {
    ...base('computed', { ...opts, readOnly: true }),
    column: '',
    columns: {},
    defaultValue: () => undefined,
    parse: () => undefined,
    toColumns: () => ({}),
    fromRow: () => undefined,
    output: (_v, row, ctx) => fn(row, ctx),
    schema: () => schema,
  }
}

/**
 * A write-only password: at least `min` characters, stored as an argon2id hash, never shown.
 */
function password(opts: Common & { min?: number } = {}): Field {
  const min = opts.min ?? 8
  return {
    ...scalar('password', 'TEXT', opts, {
      defaultValue: () => null,
      parse(input, path, ctx) {
        if (input === null || input === undefined) return null
        if (typeof input !== 'string') wrongType(path, 'string', input)
        if (input.length < min) {
          ctx.violations.push({ propertyPath: path, message: `This value is too short. It should have ${min} characters or more.`, code: CODES.tooShort })
          return INVALID
        }
        return Bun.password.hashSync(input, { algorithm: 'argon2id' })
      },
      schema: () => ({ type: 'string', format: 'password', minLength: min, writeOnly: true }),
    }),
    writeOnly: true,
    keepWhenAbsent: true,
  }
}

/**
 * A fixed group of sub-fields stored together in one JSON column (SEO metadata). Each sub-field
 * keeps its own parsing, violations (`seo.meta_title.de`) and output; PATCH merges per sub-field
 * (absent ones are kept), PUT resets absent ones to their defaults.
 * @example f.object({ meta_title: f.i18n(), canonical_url: f.text({ format: 'url' }), noindex: f.bool() })
 */
function object(fields: Record<string, Field>, opts: Common = {}): Field {
  const subs = Object.entries(fields).map(([name, sub]) => Object.assign(sub, { name, writeName: name }))
  const defaults = () => Object.fromEntries(subs.map((sub) => [sub.name, sub.defaultValue()]))
  const build = (input: unknown, path: string, ctx: WriteCtx, current: Record<string, unknown> | null) => {
    if (input === null) return defaults()
    if (typeof input !== 'object' || Array.isArray(input)) wrongType(path, 'object', input)
    const out: Record<string, unknown> = {}
    let ok = true
    for (const sub of subs) {
      const subPath = `${path}.${sub.name}`
      if (!Object.hasOwn(input, sub.name)) {
        out[sub.name] = current ? current[sub.name] : sub.defaultValue()
        continue
      }
      const raw = (input as Record<string, unknown>)[sub.name]
      const parsed = current && sub.merge ? sub.merge(current[sub.name], raw, subPath, ctx) : sub.parse(raw, subPath, ctx)
      if (parsed === INVALID) ok = false
      else if (sub.required && sub.isBlank(parsed)) {
        ctx.violations.push(violation(subPath, 'notBlank'))
        ok = false
      } else out[sub.name] = parsed
    }
    return ok ? out : INVALID
  }
  return {
    ...base('object', opts),
    column: '',
    columns: { '': 'TEXT' },
    subFields: subs,
    defaultValue: defaults,
    parse: (input, path, ctx) => build(input, path, ctx, null),
    merge: (current, input, path, ctx) => build(input, path, ctx, (current as Record<string, unknown>) ?? defaults()),
    isBlank: (v) => v === null || v === undefined,
    toColumns(value) {
      return { [this.column]: JSON.stringify(value ?? defaults()) }
    },
    fromRow(row) {
      // note: rows written before a sub-field existed get its default
      const stored = JSON.parse(row[this.column] ?? '{}') as Record<string, unknown>
      return Object.fromEntries(subs.map((sub) => [sub.name, Object.hasOwn(stored, sub.name) ? stored[sub.name] : sub.defaultValue()]))
    },
    output(value, row, ctx) {
      const v = (value ?? {}) as Record<string, unknown>
      return Object.fromEntries(subs.filter((sub) => !sub.writeOnly).map((sub) => [sub.name, sub.output(v[sub.name], row, ctx)]))
    },
    schema: (locales) => ({ type: 'object', properties: Object.fromEntries(subs.map((sub) => [sub.name, sub.schema(locales)])) }),
    writeSchema: (locales) => ({
      type: 'object',
      properties: Object.fromEntries(subs.map((sub) => [sub.name, sub.writeSchema?.(locales) ?? sub.schema(locales)])),
    }),
  }
}

/**
 * A reference kept as the target's uuid, without a join table or foreign key: for references
 * inside a JSON value (`seo.og_image`). Written as an IRI, or as an embedded object with `@id` so
 * that a GET body can be PUT back; read embedded, or null once the target is gone (or, on
 * /public, not visible).
 * @example f.iri('media', { embed: ['filename', 'urls'] })
 */
function iri(target: string, opts: Common & { embed?: string[] } = {}): Field {
  return {
    ...scalar('iri', 'TEXT', opts, {
      defaultValue: () => null,
      parse(input, path, ctx) {
        if (input === null || input === undefined || input === '') return null
        const ref = typeof input === 'object' && !Array.isArray(input) && '@id' in input ? (input as { '@id': unknown })['@id'] : input
        // CONTRACT §6: a value that names nothing in this tenant and site is a 400
        ctx.resolveRef(target, ref, path, false)
        return (ref as string).split('/').pop()!.toLowerCase()
      },
      isBlank: (v) => v === null || v === undefined,
      output: (value, _row, ctx) => (typeof value === 'string' ? (ctx.embed?.(target, value, opts.embed ?? []) ?? null) : null),
      schema: () => ({ type: 'object', nullable: true, description: `Embedded ${target} object` }),
      writeSchema: () => ({ type: 'string', format: 'iri-reference', nullable: true, example: `/admin/${target}/0190f1c2-0000-7000-8000-000000000000` }),
    }),
    isIri: true,
    pointsTo: target,
  }
}

/** A stored secret; `plain` is known only in the write that generated or received it. */
export class Secret {
  constructor(
    readonly stored: string,
    readonly plain: string | null,
  ) {}
}

/**
 * A write-only secret, generated when absent on create and shown once: in the response of the
 * write that set it. `hash`: stored as its SHA-256 hex in `<name>_hash` (API keys: compared,
 * never shown again); otherwise stored as is (webhook secrets, which the service signs with).
 * `clientMin`: clients may send their own value of at least that length, or null for a new
 * generated one; without it request values are ignored.
 * @example f.secret({ generate: () => 'cms_' + randomToken(), hash: true })
 */
function secret(opts: Common & { generate: () => string; hash?: boolean; clientMin?: number }): Field {
  const make = (plain: string) => new Secret(opts.hash ? new Bun.CryptoHasher('sha256').update(plain).digest('hex') : plain, plain)
  return {
    ...base('secret', opts),
    column: '',
    columns: opts.hash ? { _hash: 'TEXT' } : { '': 'TEXT' },
    writeOnly: true,
    keepWhenAbsent: true,
    ignoresInput: opts.clientMin === undefined,
    showOnce: true,
    defaultValue: () => make(opts.generate()),
    parse(input, path, ctx) {
      if (input === null) return make(opts.generate())
      if (typeof input !== 'string') wrongType(path, 'string', input)
      const min = opts.clientMin ?? 0
      if (input.length < min) {
        ctx.violations.push({ propertyPath: path, message: `This value is too short. It should have ${min} characters or more.`, code: CODES.tooShort })
        return INVALID
      }
      return make(input)
    },
    isBlank: (v) => !(v instanceof Secret),
    toColumns(value) {
      return { [this.column]: value instanceof Secret ? value.stored : null }
    },
    fromRow(row) {
      const stored = row[this.column]
      return typeof stored === 'string' ? new Secret(stored, null) : null
    },
    output: () => undefined,
    schema: () => ({ type: 'string', writeOnly: true, ...(opts.clientMin ? { minLength: opts.clientMin } : {}) }),
  }
}

export const f = { text, slug, enumOf, int, bool, timestamp, json, i18n, ref, refs, computed, password, object, iri, secret }

export { MESSAGES }
