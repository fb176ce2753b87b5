/**
 * The audit log (CONTRACT §9): the events outbox read back, newest first, each entry naming the
 * acting user, API key or system process. Tenant-wide: it lists the writes of every site.
 */
import { unpackJson } from '../lib/packed-json'
import { isUuid } from '../lib/uuid'
import type { FieldFilter } from '../registry/field-base'
import { f } from '../registry/fields'
import { Nullable, Type } from '../registry/schema'
import { defineView } from '../registry/view'
import type { Row } from '../registry/types'

const ACTOR_PATHS: Record<string, string> = { user: '/admin/users/', api_key: '/admin/api-keys/' }

/** `label` undefined: not shown (readers who may not list users). */
type ActorColumns = { type: string | null; id: string | null; label?: string | null }

/** Who acted: the user or API key (linked), or a system process; the label only when known. */
export const actorField = (of: (row: Row) => ActorColumns) =>
  f.computed(
    (row) => {
      const actor = of(row)
      if (!actor.type) return null
      const path = ACTOR_PATHS[actor.type]
      return { ...(path ? { '@id': path + actor.id } : {}), type: actor.type, id: actor.id, ...(actor.label !== undefined ? { label: actor.label } : {}) }
    },
    Nullable(
      Type.Object({
        '@id': Type.Optional(Type.String({ description: 'The user or API key' })),
        type: Type.String({ enum: ['user', 'api_key', 'system'] }),
        id: Type.String(),
        label: Type.Optional(Type.String({ description: 'Email of the user, name of the key' })),
      }),
    ),
  )

/** An actor is named by its id (user or key uuid, `scheduler`, `cli`) or its label (email). */
const actorFilter: FieldFilter = {
  text: 'Exact match: a user or API key uuid, a user email, or scheduler/cli',
  value: Type.String(),
  where(alias, values) {
    const list = JSON.stringify(values.map((a) => (isUuid(a) ? a.toLowerCase() : a)))
    return { sql: `(${alias}.actor_id IN (SELECT value FROM json_each(?)) OR ${alias}.actor_label IN (SELECT value FROM json_each(?)))`, params: [list, list] }
  },
}

/** `resource` is a path name (`articles`) or an item IRI (`/admin/articles/<uuid>`). */
const resourceFilter: FieldFilter = {
  text: 'Exact match: a resource path (articles) or an item IRI (/admin/articles/{uuid})',
  value: Type.String(),
  where(alias, values) {
    const parts: string[] = []
    const params: string[] = []
    for (const value of values) {
      const iri = /^\/admin\/([a-z-]+)\/([^/]+)$/.exec(value)
      if (iri && isUuid(iri[2])) {
        parts.push(`(${alias}.resource = ? AND ${alias}.entity_uuid = ?)`)
        params.push(iri[1]!, iri[2]!.toLowerCase())
      } else {
        parts.push(`${alias}.resource = ?`)
        params.push(value)
      }
    }
    return { sql: `(${parts.join(' OR ')})`, params }
  },
}

export default defineView({
  type: 'AuditLogEntry',
  path: 'audit-log',
  tag: 'Audit log',
  summary: 'Lists every write of the tenant, newest first, with the acting user or API key',
  description: 'Who wrote what: every write of the tenant as an event, kept with the data written.',
  access: 'admin',
  // tenant-wide: an administrator audits every site, so the site header is not needed
  site: false,
  from: 'events t LEFT JOIN sites s ON s.id = t.site_id',
  select: 's.uuid AS site_uuid',
  iri: (row) => `/admin/audit-log/${row.uuid}`,
  id: { of: (row) => row.uuid, schema: Type.String({ format: 'uuid' }), description: 'The event id (also the `id` of webhook payloads)' },
  fields: {
    event: f.text({ description: 'e.g. article.updated' }),
    resource: f.text({ description: 'e.g. articles' }),
    entity: f.computed((row) => `/admin/${row.resource}/${row.entity_uuid}`, Type.String({ format: 'iri-reference' })),
    entity_id: f.computed((row) => row.entity_uuid, Type.String({ format: 'uuid' })),
    site: f.computed((row) => row.site_uuid, Nullable(Type.String({ format: 'uuid' })), { description: 'Null for tenant-wide resources (users, API keys, sites)' }),
    actor: actorField((row) => ({ type: row.actor_type, id: row.actor_id, label: row.actor_label })),
    occurred_at: f.timestamp(),
  },
  filters: { event: 'exact', actor: actorFilter, resource: resourceFilter },
  defaultOrder: [['id', 'desc']],
  item: {
    summary: 'One audit log entry, with the data written',
    key: 'uuid',
    description: 'The event uuid',
    parse: (id) => (isUuid(id) ? id.toLowerCase() : null),
    notFound: 'Audit log entry not found.',
    select: '(SELECT p.data FROM payloads p WHERE p.id = t.payload_id) AS payload',
    fields: { data: f.computed((row) => JSON.parse(row.payload ? unpackJson(row.payload) : 'null'), Type.Object({}, { additionalProperties: true, description: 'The item as written (item endpoint only)' })) },
  },
})
