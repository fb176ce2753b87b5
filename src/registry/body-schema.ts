/**
 * The request body schemas of a resource, from its fields' TypeBox write schemas: what OpenAPI
 * shows for POST/PUT/PATCH, and (types and shapes only) the check compiled once per resource,
 * mode and locales that every body passes before its fields are parsed.
 */
import type { ResourceDef } from './define'
import type { Field, SchemaCtx } from './field-base'
import { compile, firstTypeError, structural, Type, type TSchema, type TypeError } from './schema'

export type WriteMode = 'create' | 'replace' | 'patch'

/** The fields a body may carry, by request name; `ignoresInput` fields read nothing from it. */
const accepted = (def: ResourceDef) => def.writable.filter((f) => !f.ignoresInput)

/** Which writable fields a body of this mode must hold (PUT keeps passwords when absent). */
export const requiredIn = (def: ResourceDef, mode: WriteMode) =>
  mode === 'patch' ? [] : def.writable.filter((f) => f.required && !(mode === 'replace' && f.keepWhenAbsent)).map((f) => f.writeName)

/** The documented body: every field a body may set, by its request name, with the mode's required list. */
export function bodySchema(def: ResourceDef, mode: WriteMode, ctx: SchemaCtx): TSchema {
  const required = new Set(requiredIn(def, mode))
  const properties = Object.fromEntries(
    accepted(def).map((f) => {
      const schema = { ...f.writeSchema(ctx), ...(f.description ? { description: f.description } : {}) }
      return [f.writeName, required.has(f.writeName) ? schema : Type.Optional(schema)]
    }),
  )
  return Type.Object(properties)
}

export type BodyCheck = {
  /** The compiled structural check of a whole body. */
  ok(body: unknown): boolean
  /** The first wrong-typed value of one field's input (named by the field's request name). */
  typeError(field: Field, input: unknown): TypeError | null
}

const checks = new WeakMap<ResourceDef, Map<string, BodyCheck>>()

/** One check serves every mode: a PATCH body may hold what a POST body may, all optional. */
export function bodyCheck(def: ResourceDef, locales: readonly string[]): BodyCheck {
  const key = locales.join(',')
  let byKey = checks.get(def)
  if (!byKey) checks.set(def, (byKey = new Map()))
  let check = byKey.get(key)
  if (!check) {
    // note: relations' write schemas are IRIs; they never need the target, so lookup is unused here
    const ctx: SchemaCtx = { locales, lookup: () => { throw new Error('no lookup in body checks') } }
    const fields = new Map(accepted(def).map((f) => [f, structural(f.writeSchema(ctx))]))
    const properties: Record<string, TSchema> = {}
    for (const [f, schema] of fields) {
      properties[f.writeName] = Type.Optional(schema)
      if (f.name !== f.writeName) properties[f.name] = Type.Optional(schema)
    }
    const compiled = compile(Type.Object(properties))
    check = {
      ok: (body) => compiled.Check(body),
      typeError: (field, input) => {
        const schema = fields.get(field)
        return schema ? firstTypeError(schema, input, field.writeName) : null
      },
    }
    byKey.set(key, check)
  }
  return check
}
