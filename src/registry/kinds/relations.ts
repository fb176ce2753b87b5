/**
 * References to items of other resources: a to-one relation (a foreign key column), a to-many
 * relation (a join table, in the order written) and an IRI kept as the target's uuid inside the
 * row. All are written as IRIs (or a bare UUID) and read embedded.
 */
import { base, scalar, wrongType, type Common, type Field, type FieldFilter, type SchemaCtx, type Target } from '../field-base'
import { kindChecked, Nullable, Type, type TSchema } from '../schema'

const EXAMPLE_UUID = '0190f1c2-0000-7000-8000-000000000000'
const UUID = () => Type.String({ format: 'uuid' })

/** `@id`, `@type`, `id` and the target's embedded fields, as they are read. */
function embeddedSchema(target: Target, embed: string[], ctx: SchemaCtx): TSchema {
  return Type.Object(
    {
      '@id': Type.String({ format: 'iri-reference' }),
      '@type': Type.String({ enum: [target.type] }),
      id: target.idKind === 'integer' ? Type.Integer() : UUID(),
      // optional: `properties[<relation>][]` may leave them out (CONTRACT §11)
      ...Object.fromEntries(embed.map((name) => [name, Type.Optional(target.fields[name]!.readSchema(ctx))])),
    },
    { description: `Embedded ${target.type}` },
  )
}

/** An IRI written in a body; its JSON type is the relation's own check (`Invalid IRI "…"`, 400). */
const iriSchema = (target: string) => kindChecked(Type.String({ format: 'iri-reference', example: `/admin/${target}/${EXAMPLE_UUID}` }))

/**
 * `<relation>.<sub>` (`tags.slug`, `category.uuid`): rows whose related item has one of the
 * values, as an exact match on the target's column.
 */
function through(sub: string, target: Target, owner: (alias: string, inTarget: string) => string): FieldFilter | undefined {
  const column = sub === 'uuid' ? 'uuid' : target.fields[sub]?.column
  if (!column) return undefined
  const value = sub === 'uuid' ? UUID() : (target.fields[sub]!.filter('exact')?.value ?? Type.String())
  return {
    text: 'Exact match',
    value,
    where: (alias, values) => ({
      sql: owner(alias, `SELECT x.id FROM ${target.table} x WHERE x.${column} IN (SELECT value FROM json_each(?))`),
      // uuids are stored lower-case, and an upper-case one names the same item (as in paths)
      params: [JSON.stringify(sub === 'uuid' ? values.map((v) => v.toLowerCase()) : values)],
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
export function ref(target: string, opts: RefOpts = {}): Field {
  const bare = opts.bareUuid ?? false
  const embed = opts.embed ?? []
  return {
    ...base('ref', opts),
    writeName: opts.writeAs ?? '',
    column: '',
    columns: { _id: 'INTEGER' },
    echo: opts.echo ?? false,
    relation: { target, many: false, joinTable: '', embed, bareUuid: bare },
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
    readSchema: (ctx) => Nullable(embeddedSchema(ctx.lookup(target), embed, ctx)),
    writeSchema: () => Nullable(bare ? kindChecked(UUID()) : iriSchema(target)),
    filterThrough(sub, t) {
      return through(sub, t, (alias, inTarget) => `${alias}.${this.column} IN (${inTarget})`)
    },
  }
}

/**
 * A to-many relation kept in the join table `<table>_<column>` (owner_id, target_id, position),
 * written as a list of IRIs and read embedded, in the order written.
 * @example f.refs('tags', { embed: ['slug', 'name'] })
 */
export function refs(target: string, opts: Common & { embed?: string[] } = {}): Field {
  const embed = opts.embed ?? []
  return {
    ...base('refs', opts),
    column: '',
    columns: {},
    relation: { target, many: true, joinTable: '', embed, bareUuid: false },
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
    readSchema: (ctx) => Type.Array(embeddedSchema(ctx.lookup(target), embed, ctx)),
    writeSchema: () => Nullable(Type.Array(iriSchema(target))),
    filterThrough(sub, t) {
      const join = this.relation!.joinTable
      return through(sub, t, (alias, inTarget) => `${alias}.id IN (SELECT j.owner_id FROM ${join} j WHERE j.target_id IN (${inTarget}))`)
    },
  }
}

/**
 * A reference kept as the target's uuid, without a join table or foreign key: for references
 * inside a JSON value (`seo.og_image`). Written as an IRI, or as an embedded object with `@id` so
 * that a GET body can be PUT back; read embedded, or null once the target is gone (or, on
 * /public, not visible).
 * @example f.iri('media', { embed: ['filename', 'urls'] })
 */
export function iri(target: string, opts: Common & { embed?: string[] } = {}): Field {
  const embed = opts.embed ?? []
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
      output: (value, _row, ctx) => (typeof value === 'string' ? (ctx.embed?.(target, value, embed) ?? null) : null),
      readSchema: (ctx) => Nullable(embeddedSchema(ctx.lookup(target), embed, ctx)),
      writeSchema: () => Nullable(iriSchema(target)),
    }),
    isIri: true,
    pointsTo: target,
    writeValue: (shown) => (shown !== null && typeof shown === 'object' ? ((shown as { '@id'?: string })['@id'] ?? null) : (shown ?? null)),
  }
}
