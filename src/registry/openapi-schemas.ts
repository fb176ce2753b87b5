/**
 * OpenAPI component schemas derived from resource definitions: the JSON-LD item a client reads,
 * the bodies it writes (POST/PUT, merge-PATCH, multipart upload) and the Hydra collection. They
 * are the field kinds' TypeBox schemas (the same the body check compiles), turned into OpenAPI
 * 3.0 once, so a field added to a resource shows up here without an edit.
 */
import { bodySchema, requiredIn } from './body-schema'
import type { ResourceDef } from './define'
import type { Field, SchemaCtx } from './field-base'
import { toOpenApi, Type, type TSchema } from './schema'
import type { JsonSchema } from './types'
import type { ViewDef } from './view'

export type Lookup = (path: string) => ResourceDef

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

const UUID = { type: 'string', format: 'uuid' }

/** Collects the schemas that routes reference, built on first use, listed sorted. */
export class SchemaRegistry {
  private readonly schemas = new Map<string, JsonSchema>()
  private readonly ctx: SchemaCtx

  constructor(locales: readonly string[], lookup: Lookup) {
    this.ctx = { locales, lookup }
  }

  private use(name: string, build: () => JsonSchema | TSchema): JsonSchema {
    if (!this.schemas.has(name)) {
      this.schemas.set(name, {}) // placeholder first, so recursive references terminate
      this.schemas.set(name, toOpenApi(build()))
    }
    return ref(name)
  }

  /** The JSON-LD item (spec §2.1): `@context`, `@id`, `@type`, `id` and the readable fields. */
  item(def: ResourceDef): JsonSchema {
    return this.use(def.type, () => {
      const properties: Record<string, TSchema> = {
        '@context': Type.Optional(Type.String({ example: `/contexts/${def.type}`, description: 'Present on a single item; absent on collection members' })),
        '@id': Type.String({ format: 'iri-reference', example: `/admin/${def.path}/0190f1c2-0000-7000-8000-000000000000` }),
        '@type': Type.String({ enum: [def.type] }),
        id: def.idKind === 'integer' ? Type.Integer() : Type.String({ format: 'uuid' }),
      }
      if (def.idKind === 'integer') properties.uuid = Type.Optional(Type.String({ format: 'uuid' }))
      for (const field of def.fieldList) {
        if (field.showOnce) {
          // a generated secret is in the answer of the write that set it, never in a read
          properties[field.name] = Type.Optional(Type.String({ readOnly: true, description: `${field.description ?? 'The secret'} (only in the answer of the write that sets it, never in a read)` }))
          continue
        }
        if (field.writeOnly) continue
        properties[field.name] = Type.Optional(this.readSchema(field))
        if (field.echo) properties[field.writeName] = Type.Optional(Type.Unsafe({ ...UUID, nullable: true, readOnly: true, description: `UUID of the ${field.name}` }))
      }
      if (def.versioned) properties.version = Type.Optional(Type.Integer({ minimum: 1, readOnly: true, description: '1 on creation, +1 on every write' }))
      properties.created_at = Type.Optional(Type.String({ format: 'date-time', readOnly: true }))
      properties.updated_at = Type.Optional(Type.String({ format: 'date-time', readOnly: true }))
      return Type.Object(properties, def.description ? { description: def.description } : {})
    })
  }

  /** The body of POST (and PUT unless it differs): writable fields by their request names. */
  write(def: ResourceDef, mode: 'create' | 'replace' = 'create'): JsonSchema {
    // PUT gets its own schema only when its required list differs (passwords are kept when absent)
    const same = requiredIn(def, 'create').join() === requiredIn(def, 'replace').join()
    const name = mode === 'create' || same ? `${def.type}.write` : `${def.type}.replace`
    return this.use(name, () => ({
      ...bodySchema(def, mode, this.ctx),
      description: `Writable fields of ${def.type}. Relations are IRIs; read-only and unknown fields are ignored.`,
    }))
  }

  /** A merge-PATCH body: any subset; in a multilingual object a null locale removes it. */
  patch(def: ResourceDef): JsonSchema {
    return this.use(`${def.type}.patch`, () => ({
      ...bodySchema(def, 'patch', this.ctx),
      description: 'Only the fields to change. Absent fields and absent locales are kept; a null locale is removed.',
    }))
  }

  /** A multipart upload: the `file` part plus the writable fields as form parts. */
  upload(def: ResourceDef): { schema: JsonSchema; encoding: Record<string, unknown> } {
    const properties: Record<string, JsonSchema> = { file: { type: 'string', format: 'binary', description: 'The file to store' } }
    const encoding: Record<string, unknown> = {}
    for (const f of def.writable) {
      const schema = toOpenApi({ ...f.writeSchema(this.ctx), ...(f.description ? { description: f.description } : {}) })
      properties[f.writeName] = schema
      // structured parts travel as JSON text (e.g. `alt` = {"fr": "…"})
      if (schema.type === 'object' || schema.type === 'array') encoding[f.writeName] = { contentType: 'application/json' }
    }
    return { schema: { type: 'object', required: ['file'], properties }, encoding }
  }

  /** A member of a read-only view: `@id`, `@type`, its `id`, its fields (and the item's own). */
  viewItem(view: ViewDef, withItemFields = false): JsonSchema {
    const fields = withItemFields && view.item ? [...view.fieldList, ...view.item.fields] : view.fieldList
    return this.use(withItemFields ? `${view.type}.item` : view.type, () => {
      // one member read alone names its context, as a resource's item does
      const properties: Record<string, TSchema> = {
        ...(withItemFields ? { '@context': Type.String({ enum: [`/contexts/${view.type}`] }) } : {}),
        '@id': Type.String({ format: 'iri-reference' }),
        '@type': Type.String({ enum: [view.type] }),
      }
      if (view.id) properties.id = { ...view.id.schema, ...(view.id.description ? { description: view.id.description } : {}) }
      for (const field of fields) properties[field.name] = Type.Optional(this.readSchema(field))
      // members spread more values (a revision's fields as a PUT would send them)
      return Type.Object(properties, { ...(view.description ? { description: view.description } : {}), ...(view.spread ? { additionalProperties: true } : {}) })
    })
  }

  /** A Hydra collection of a view's members. */
  viewCollection(view: ViewDef): JsonSchema {
    return this.hydraCollection(`${view.type}.collection`, this.viewItem(view))
  }

  /** A view's members paged by cursor (the change feed): no total, `hydra:next` while more is stored. */
  viewFeed(view: ViewDef): JsonSchema {
    return this.hydraCollection(`${view.type}.feed`, this.viewItem(view), false)
  }

  /** A Hydra collection of the resource's items (spec §4.1). */
  collection(def: ResourceDef): JsonSchema {
    return this.hydraCollection(`${def.type}.collection`, this.item(def))
  }

  /** A plain JSON array of items (sites, CONTRACT §5). */
  plainArray(def: ResourceDef): JsonSchema {
    return { type: 'array', items: this.item(def) }
  }

  hydraCollection(name: string, items: JsonSchema, counted = true): JsonSchema {
    const view = this.use('HydraView', () => ({
      type: 'object',
      description: 'Page links, root-relative, keeping the other query parameters. next/previous only where they apply.',
      required: ['@id', '@type'],
      properties: {
        '@id': { type: 'string' },
        '@type': { type: 'string', enum: ['hydra:PartialCollectionView'] },
        'hydra:first': { type: 'string' },
        'hydra:last': { type: 'string' },
        'hydra:next': { type: 'string' },
        'hydra:previous': { type: 'string' },
      },
    }))
    return this.use(name, () => ({
      type: 'object',
      required: ['@context', '@id', '@type', ...(counted ? ['hydra:totalItems'] : []), 'hydra:member', 'hydra:view'],
      properties: {
        '@context': { type: 'string' },
        '@id': { type: 'string', description: 'The collection path' },
        '@type': { type: 'string', enum: ['hydra:Collection'] },
        ...(counted ? { 'hydra:totalItems': { type: 'integer', minimum: 0, description: 'Matching items across all pages' } } : {}),
        'hydra:member': { type: 'array', items },
        'hydra:view': view,
      },
    }))
  }

  /** Registers a schema by name (problem bodies and such). */
  named(name: string, build: () => JsonSchema): JsonSchema {
    return this.use(name, build)
  }

  all(): Record<string, JsonSchema> {
    return Object.fromEntries([...this.schemas].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  }

  /** The value as read, marked read-only where it cannot be written. */
  private readSchema(field: Field): TSchema {
    return { ...field.readSchema(this.ctx), ...(field.readOnly ? { readOnly: true } : {}), ...(field.description ? { description: field.description } : {}) }
  }
}
