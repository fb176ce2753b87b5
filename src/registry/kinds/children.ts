/**
 * Rows of another table that belong to each row and are read whole with it (a webhook
 * delivery's attempts), in a fixed order. Read-only; the store loads them for a whole page in
 * one query.
 */
import { base, bindField, type Common, type Field } from '../field-base'
import { Type } from '../schema'

export type ChildRows = { table: string; key: string; order: string }

/** @example f.children({ table: 'webhook_attempts', key: 'delivery_id', order: 'attempt' }, { attempt: f.int() }) */
export function children(source: ChildRows, fields: Record<string, Field>, opts: Common = {}): Field & { childRows: ChildRows } {
  const subs = Object.entries(fields).map(([name, sub]) => bindField(sub, name, source.table))
  return {
    ...base('children', { ...opts, readOnly: true }),
    childRows: source,
    column: '',
    columns: {},
    defaultValue: () => [],
    parse: () => undefined,
    toColumns: () => ({}),
    fromRow(row, ctx) {
      return ctx?.children?.get(this.name)?.get(row.id) ?? []
    },
    output: (value, _row, ctx) =>
      (value as Record<string, unknown>[]).map((child) => Object.fromEntries(subs.map((s) => [s.name, s.output(s.fromRow(child, ctx), child, ctx)]))),
    readSchema: (ctx) => Type.Array(Type.Object(Object.fromEntries(subs.map((s) => [s.name, { ...s.readSchema(ctx), ...(s.description ? { description: s.description } : {}) }])))),
    writeSchema: () => Type.Never(),
    term: (id) => ({ '@id': id, '@type': '@json' }),
    range: 'rdf:JSON',
  }
}
