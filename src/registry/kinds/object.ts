/**
 * A fixed group of sub-fields stored together in one JSON column (SEO metadata). Each sub-field
 * keeps its own parsing, violations (`seo.meta_title.de`) and output; PATCH merges per sub-field
 * (absent ones are kept), PUT resets absent ones to their defaults.
 */
import { violation } from '../../lib/problem'
import { base, wrongType, type Common, type Field } from '../field-base'
import { Nullable, Type } from '../schema'
import { INVALID, type WriteCtx } from '../types'

/** @example f.object({ meta_title: f.i18n(), canonical_url: f.text({ format: 'url' }), noindex: f.bool() }) */
export function object(fields: Record<string, Field>, opts: Common = {}): Field {
  // sub-fields live in the parent's JSON column, so they bind no column of their own
  const subs: readonly Field[] = Object.freeze(Object.entries(fields).map(([name, sub]) => Object.freeze({ ...sub, name, writeName: name })))
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
    readSchema: (ctx) => Type.Object(Object.fromEntries(subs.map((sub) => [sub.name, Type.Optional(sub.readSchema(ctx))]))),
    writeSchema: (ctx) => Nullable(Type.Object(Object.fromEntries(subs.map((sub) => [sub.name, Type.Optional(sub.writeSchema(ctx))])))),
    term: (id) => ({ '@id': id, '@type': '@json' }),
    range: 'rdf:JSON',
    writeValue(shown) {
      const v = (shown ?? {}) as Record<string, unknown>
      return Object.fromEntries(subs.filter((sub) => !sub.writeOnly).map((sub) => [sub.name, sub.writeValue ? sub.writeValue(v[sub.name]) : v[sub.name]]))
    },
  }
}
