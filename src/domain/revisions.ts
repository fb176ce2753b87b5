/**
 * Restoring a revision (CONTRACT "Articles and pages") writes a stored state back as a new
 * version; the listing is a read-only view (resources/revisions.ts).
 */
import { problem } from '../lib/problem'
import type { ResourceDef } from '../registry/define'
import { findRow, findRowBy, updateItem, type Scope, type WriteResult } from '../store/repository'
import { revisionData } from '../store/revisions'

function mustFind(scope: Scope, def: ResourceDef, id: string) {
  const row = findRow(scope, def, id, null, true)
  if (!row) throw problem.notFound(`${def.type} not found.`)
  return row
}

/** Relations that no longer exist are dropped rather than failing the restore. */
function withoutMissingRelations(scope: Scope, def: ResourceDef, data: Record<string, unknown>): Record<string, unknown> {
  const out = { ...data }
  const exists = (target: string, value: unknown) => {
    // an IRI, or an embedded object with its `@id` (how an IRI inside a JSON value is kept)
    const ref = value !== null && typeof value === 'object' && '@id' in value ? (value as { '@id': unknown })['@id'] : value
    if (typeof ref !== 'string') return false
    const uuid = ref.split('/').pop()!
    return findRowBy({ ...scope, visibility: undefined }, scope.lookup(target), 'uuid', uuid) !== null
  }
  for (const field of def.writable) {
    const rel = field.relation
    // IRIs inside a JSON object (`seo.og_image`)
    const iris = field.subFields?.filter((sub) => sub.pointsTo) ?? []
    const nested = out[field.writeName]
    if (iris.length && nested !== null && typeof nested === 'object' && !Array.isArray(nested)) {
      const copy = { ...(nested as Record<string, unknown>) }
      for (const sub of iris) if (copy[sub.name] !== null && copy[sub.name] !== undefined && !exists(sub.pointsTo!, copy[sub.name])) copy[sub.name] = null
      out[field.writeName] = copy
    }
    if (!rel) continue
    const key = rel.many ? field.name : field.writeName
    const value = out[key]
    if (rel.many && Array.isArray(value)) out[key] = value.filter((v) => exists(rel.target, v))
    else if (!rel.many && value !== null && value !== undefined && !exists(rel.target, value)) out[key] = null
  }
  return out
}

export function restoreRevision(scope: Scope, def: ResourceDef, id: string, version: string, ifMatch: string | null): WriteResult {
  const row = mustFind(scope, def, id)
  if (!/^\d+$/.test(version)) throw problem.notFound('Revision not found.')
  const stored = revisionData(scope.db, def, row.id, Number(version))
  if (stored === null) throw problem.notFound('Revision not found.')
  const data = withoutMissingRelations(scope, def, stored)
  // a restored schedule that has passed cannot stay scheduled; it comes back as a draft
  if (data.status === 'scheduled' && typeof data.published_at === 'string' && Date.parse(data.published_at) <= Date.now()) data.status = 'draft'
  return updateItem(scope, def, id, data, 'replace', ifMatch)
}
