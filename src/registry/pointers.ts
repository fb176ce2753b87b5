/**
 * Where rows point at items of another resource, derived from the field kinds: to-one relations
 * (a foreign key column), to-many relations (a join table) and IRIs kept inside a JSON object
 * (`seo.og_image`). Deleting an item uses this to find the rows whose representation changes
 * with it, so they get a new version, a revision and an `<type>.updated` event like any write.
 */
import { joinTableOf, type ResourceDef } from './define'
import type { Field } from './fields'

export type Pointer = {
  /** The resource whose rows point. */
  owner: ResourceDef
  /** Ids of owner rows pointing at one target item: one `?`, bound to the target's `key`. */
  ownersSql: string
  key: 'id' | 'uuid'
  /** Empties the pointer in those rows, for values the foreign keys do not clear (same `?`). */
  clearSql?: string
}

function pointersOf(owner: ResourceDef, field: Field, target: string): Pointer[] {
  const t = owner.table
  if (field.relation?.target === target && !field.relation.many)
    return [{ owner, key: 'id', ownersSql: `SELECT id FROM ${t} WHERE ${field.column} = ?` }]
  if (field.relation?.target === target)
    return [{ owner, key: 'id', ownersSql: `SELECT owner_id AS id FROM ${joinTableOf(owner, field.name)} WHERE target_id = ?` }]
  const out: Pointer[] = []
  for (const sub of field.subFields ?? []) {
    if (sub.pointsTo !== target) continue
    const at = `json_extract(${field.column}, '$.${sub.name}')`
    out.push({
      owner,
      key: 'uuid',
      ownersSql: `SELECT id FROM ${t} WHERE ${at} = ?`,
      clearSql: `UPDATE ${t} SET ${field.column} = json_set(${field.column}, '$.${sub.name}', NULL) WHERE ${at} = ?`,
    })
  }
  return out
}

/** Every pointer at items of `target` among `resources`. */
export function pointersTo(resources: readonly ResourceDef[], target: string): Pointer[] {
  return resources.flatMap((owner) => owner.fieldList.flatMap((field) => pointersOf(owner, field, target)))
}
