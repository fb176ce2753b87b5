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
    if (typeof value !== 'string') return false
    const uuid = value.split('/').pop()!
    return findRowBy({ ...scope, visibility: undefined }, scope.lookup(target), 'uuid', uuid) !== null
  }
  for (const field of def.writable) {
    const rel = field.relation
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
