/**
 * The audit log (CONTRACT §9): the events outbox read back, newest first, each entry naming
 * the acting user, API key or system process. Tenant-wide: it lists the writes of every site.
 */
import type { Database } from 'bun:sqlite'
import { isUuid } from '../lib/uuid'
import { toIso } from '../lib/time'
import type { Paging } from '../registry/query'

type EventRow = {
  uuid: string
  event: string
  resource: string
  entity_uuid: string
  site_uuid: string | null
  actor_type: string | null
  actor_id: string | null
  actor_label: string | null
  occurred_at: number
  data?: string
}

const ACTOR_PATHS: Record<string, string> = { user: '/admin/users/', api_key: '/admin/api-keys/' }

export type AuditFilters = { event: string[]; actor: string[]; resource: string[] }

/** `resource` is a path name (`articles`) or an item IRI (`/admin/articles/<uuid>`). */
function resourceClause(values: string[]): { sql: string; params: string[] } {
  const parts: string[] = []
  const params: string[] = []
  for (const value of values) {
    const iri = /^\/admin\/([a-z-]+)\/([^/]+)$/.exec(value)
    if (iri && isUuid(iri[2])) {
      parts.push('(e.resource = ? AND e.entity_uuid = ?)')
      params.push(iri[1]!, iri[2]!.toLowerCase())
    } else {
      parts.push('e.resource = ?')
      params.push(value)
    }
  }
  return { sql: `(${parts.join(' OR ')})`, params }
}

function whereOf(filters: AuditFilters): { sql: string; params: string[] } {
  const where: string[] = []
  const params: string[] = []
  if (filters.event.length) {
    where.push('e.event IN (SELECT value FROM json_each(?))')
    params.push(JSON.stringify(filters.event))
  }
  if (filters.actor.length) {
    // an actor is named by its id (user or key uuid, `scheduler`, `cli`) or its label (email)
    where.push(
      '(e.actor_id IN (SELECT value FROM json_each(?)) OR e.actor_label IN (SELECT value FROM json_each(?)))',
    )
    const list = JSON.stringify(filters.actor.map((a) => (isUuid(a) ? a.toLowerCase() : a)))
    params.push(list, list)
  }
  if (filters.resource.length) {
    const clause = resourceClause(filters.resource)
    where.push(clause.sql)
    params.push(...clause.params)
  }
  return { sql: where.length ? `WHERE ${where.join(' AND ')}` : '', params }
}

function present(row: EventRow, withData: boolean): Record<string, unknown> {
  const actorPath = row.actor_type ? ACTOR_PATHS[row.actor_type] : undefined
  return {
    '@id': `/admin/audit-log/${row.uuid}`,
    '@type': 'AuditLogEntry',
    id: row.uuid,
    event: row.event,
    resource: row.resource,
    entity: `/admin/${row.resource}/${row.entity_uuid}`,
    entity_id: row.entity_uuid,
    site: row.site_uuid,
    actor: row.actor_type
      ? {
          ...(actorPath ? { '@id': actorPath + row.actor_id } : {}),
          type: row.actor_type,
          id: row.actor_id,
          label: row.actor_label,
        }
      : null,
    occurred_at: toIso(row.occurred_at),
    ...(withData ? { data: JSON.parse(row.data ?? 'null') } : {}),
  }
}

const select = (
  withData: boolean,
) => `SELECT e.uuid, e.event, e.resource, e.entity_uuid, s.uuid AS site_uuid, e.actor_type, e.actor_id,
  e.actor_label, e.occurred_at${withData ? ', e.data' : ''} FROM events e LEFT JOIN sites s ON s.id = e.site_id`

export function listAuditEntries(
  db: Database,
  filters: AuditFilters,
  paging: Paging,
): { members: Record<string, unknown>[]; total: number } {
  const where = whereOf(filters)
  const { n } = db
    .query(`SELECT COUNT(*) AS n FROM events e ${where.sql}`)
    .get(...where.params) as { n: number }
  const rows = db
    .query(`${select(false)} ${where.sql} ORDER BY e.id DESC LIMIT ? OFFSET ?`)
    .all(...where.params, paging.perPage, (paging.page - 1) * paging.perPage) as EventRow[]
  return { members: rows.map((r) => present(r, false)), total: n }
}

export function getAuditEntry(db: Database, uuid: string): Record<string, unknown> | null {
  if (!isUuid(uuid)) return null
  const row = db
    .query(`${select(true)} WHERE e.uuid = ?`)
    .get(uuid.toLowerCase()) as EventRow | null
  return row ? present(row, true) : null
}
