/**
 * An item in the form a PUT accepts: relations as IRIs (or bare uuids), read-only fields left
 * out. Revisions are restored and listed in this form (CONTRACT "Articles and pages").
 */
import type { ResourceDef } from './define'

export function writeForm(def: ResourceDef, item: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const field of def.writable) {
    if (field.writeOnly) continue
    const value = item[field.name]
    if (field.relation?.many) out[field.name] = ((value ?? []) as { '@id': string }[]).map((v) => v['@id'])
    else if (field.relation) out[field.writeName] = field.relation.bareUuid ? ((value as { id?: string } | null)?.id ?? null) : ((value as { '@id'?: string } | null)?.['@id'] ?? null)
    else out[field.name] = field.writeValue ? field.writeValue(value) : value
  }
  return out
}

/**
 * A stored revision's PUT form from its payload's JSON: `item` payloads hold the item as read
 * (shared with the write's events, migrations/0009_payloads.sql), `write` ones the form itself.
 */
export function storedWriteForm(def: ResourceDef, form: string, json: string): Record<string, unknown> {
  const value = JSON.parse(json) as Record<string, unknown>
  return form === 'write' ? value : writeForm(def, value)
}
