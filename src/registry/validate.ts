/**
 * Request body → field values (CONTRACT §6): unknown and read-only properties are ignored,
 * PUT resets absent fields to their defaults, PATCH keeps them (multilingual objects merge per
 * locale), required fields must not be blank, slugs are derived when absent.
 */
import { problem, violation, type Violation } from '../lib/problem'
import { slugify } from '../lib/slug'
import type { ResourceDef, Values } from './define'
import { wrongType } from './field-base'
import { bodyCheck, type WriteMode } from './body-schema'
import { INVALID, type WriteCtx } from './types'

export type { WriteMode }

export function assertObject(body: unknown): asserts body is Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw problem.badRequest('The request body must be a JSON object.')
  }
}

/** Parses the writable fields of `body`. Violations are collected in `ctx.violations`. */
export function buildValues(def: ResourceDef, body: unknown, mode: WriteMode, current: Values | null, ctx: WriteCtx): Values {
  assertObject(body)
  ctx.current = current
  // the compiled structural check passes almost every body; only a failing one is walked for the
  // first wrong-typed value, which answers in field order, as parsing would have met it
  const check = bodyCheck(def, ctx.locales)
  const typed = check.ok(body)
  const values: Values = {}
  for (const field of def.writable) {
    const present = !field.ignoresInput && (Object.hasOwn(body, field.writeName) || (field.writeName !== field.name && Object.hasOwn(body, field.name)))
    if (!present) {
      if (mode === 'patch' || (field.keepWhenAbsent && current)) values[field.name] = current?.[field.name] ?? field.defaultValue()
      else values[field.name] = field.defaultValue()
      continue
    }
    const input = Object.hasOwn(body, field.writeName) ? body[field.writeName] : body[field.name]
    const typeError = typed ? null : check.typeError(field, input)
    if (typeError) wrongType(typeError.path, typeError.expected, typeError.value)
    const parsed = mode === 'patch' && field.merge ? field.merge(current?.[field.name], input, field.writeName, ctx) : field.parse(input, field.writeName, ctx)
    if (parsed === INVALID) continue
    values[field.name] = parsed === null && field.keepWhenAbsent && current ? current[field.name] : parsed
  }
  deriveSlugs(def, values, ctx)
  for (const field of def.writable) {
    if (!field.required || !(field.name in values)) continue
    if (field.isBlank(values[field.name]) && !ctx.violations.some((v) => v.propertyPath.startsWith(field.writeName))) {
      ctx.violations.push(violation(field.writeName, 'notBlank'))
    }
  }
  return values
}

/** Marks which slugs were derived, so the repository may suffix them instead of refusing. */
export const DERIVED = Symbol('derived')

function deriveSlugs(def: ResourceDef, values: Values, ctx: WriteCtx): void {
  for (const field of def.writable) {
    const from = field.slugFrom
    if (!from || !(field.name in values) || values[field.name] !== '') continue
    const source = values[from] as Record<string, string> | string | undefined
    // the default locale first, then the others in their configured order: the first that leaves
    // a slug wins. note: a title in Cyrillic or Chinese leaves none (only a-z and 0-9 are kept);
    // then the resource's name stands in (`page`, then `page-2`), as a slug must not be empty
    const texts = typeof source === 'string' ? [source] : [...ctx.locales, ...Object.keys(source ?? {})].map((l) => source?.[l] ?? '')
    let derived = ''
    for (const text of texts) if ((derived = slugify(text))) break
    derived ||= slugify(def.singular)
    values[field.name] = derived
    ;(values as Record<symbol, string[]>)[DERIVED] = [...((values as Record<symbol, string[]>)[DERIVED] ?? []), field.name]
  }
}

export function derivedSlugs(values: Values): string[] {
  return (values as Record<symbol, string[]>)[DERIVED] ?? []
}

export type { Violation }
