/**
 * TypeBox is the schema language of the registry: every field kind gives its read and write
 * schemas as TypeBox objects, and three things are derived from them, never written twice:
 * - the structural check of a resource's request bodies (JSON types and shapes only), compiled
 *   once per resource and mode. Value rules (enum, pattern, length, format, range) stay with the
 *   kinds, which answer them as 422 violations with the spec's codes, not as a 400;
 * - the 400 detail for the first value of a wrong JSON type, in API Platform's words;
 * - the OpenAPI 3.0 schemas (a union with null becomes `nullable`).
 */
import { Type, type TSchema } from '@sinclair/typebox'
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler'
import { Value } from '@sinclair/typebox/value'
import type { JsonSchema } from './types'

export { Type, type TSchema }

/** Marks a schema whose JSON type the kind checks itself (IRIs, menu trees): structurally any value. */
export const KIND_CHECKED = Symbol.for('cms.kind-checked')

/** `T` or null: a field that a null resets. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

/** The kind answers for this value's type itself (e.g. `Invalid IRI "…"` rather than a type error). */
export const kindChecked = <T extends TSchema>(schema: T): T => ({ ...schema, [KIND_CHECKED]: true })

type Node = TSchema & { anyOf?: TSchema[]; properties?: Record<string, TSchema>; items?: TSchema; type?: string }

/**
 * Types and shapes only: every property optional (a missing required field is a 422 of its kind)
 * and extra properties allowed (unknown fields are ignored; unknown locales are the kind's 422).
 */
export function structural(schema: TSchema): TSchema {
  const s = schema as Node
  if ((s as unknown as Record<symbol, unknown>)[KIND_CHECKED]) return Type.Unknown()
  if (s.anyOf) return Type.Union(s.anyOf.map(structural))
  switch (s.type) {
    case 'object':
      return Type.Object(Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, Type.Optional(structural(v))])))
    case 'array':
      return Type.Array(s.items ? structural(s.items) : Type.Unknown())
    case 'string':
      return Type.String()
    case 'integer':
      return Type.Integer()
    case 'number':
      return Type.Number()
    case 'boolean':
      return Type.Boolean()
    case 'null':
      return Type.Null()
    default:
      return Type.Unknown()
  }
}

export const compile = (schema: TSchema): TypeCheck<TSchema> => TypeCompiler.Compile(schema)

/** A value of the wrong JSON type: where, which type was expected, and the value found. */
export type TypeError = { path: string; expected: string; value: unknown }

const EXPECTED: Record<string, string> = { string: 'string', integer: 'int', number: 'float', boolean: 'bool', object: 'object', array: 'array' }

const expectedOf = (s: Node): string => EXPECTED[s.type ?? ''] ?? s.type ?? 'mixed'

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

/**
 * The first wrong-typed value under `path`, walking properties in declaration order and array
 * items in order; null when the value fits. Runs only after the compiled check failed.
 */
export function firstTypeError(schema: TSchema, value: unknown, path: string): TypeError | null {
  if (Value.Check(schema, value)) return null
  const s = schema as Node
  if (s.anyOf) {
    const others = s.anyOf.filter((m) => (m as Node).type !== 'null')
    if (value !== null && others.length === 1) return firstTypeError(others[0]!, value, path)
    return { path, expected: others.length === 1 ? expectedOf(others[0] as Node) : 'mixed', value }
  }
  if (s.type === 'object' && isObject(value)) {
    for (const [key, sub] of Object.entries(s.properties ?? {})) {
      if (!Object.hasOwn(value, key)) continue
      const err = firstTypeError(sub, value[key], path ? `${path}.${key}` : key)
      if (err) return err
    }
    return null
  }
  const list: unknown = value
  if (s.type === 'array' && Array.isArray(list) && s.items) {
    for (let i = 0; i < list.length; i++) {
      const err = firstTypeError(s.items, list[i], `${path}[${i}]`)
      if (err) return err
    }
    return null
  }
  return { path, expected: expectedOf(s), value }
}

/**
 * TypeBox (JSON Schema) → OpenAPI 3.0: `anyOf [X, null]` becomes X with `nullable: true`, and
 * TypeBox's own symbol keys are dropped. The result is plain JSON, safe to serve.
 */
export function toOpenApi(schema: TSchema | JsonSchema): JsonSchema {
  return convert(JSON.parse(JSON.stringify(schema)))
}

function convert(node: unknown): any {
  if (Array.isArray(node)) return node.map(convert)
  if (!isObject(node)) return node
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(node)) out[k] = k === 'properties' ? Object.fromEntries(Object.entries(v as object).map(([p, s]) => [p, convert(s)])) : convert(v)
  const anyOf = out.anyOf as Record<string, unknown>[] | undefined
  if (anyOf?.some((m) => m.type === 'null')) {
    const rest = anyOf.filter((m) => m.type !== 'null')
    delete out.anyOf
    if (rest.length === 1) return { ...rest[0], ...out, nullable: true }
    return { ...out, anyOf: rest, nullable: true }
  }
  return out
}
