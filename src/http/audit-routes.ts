/** GET /admin/audit-log (CONTRACT §9): who wrote what, read from the events outbox. */
import { getAuditEntry, listAuditEntries } from '../domain/audit-log'
import { parsePaging } from '../registry/query'
import { hydraCollection } from '../registry/serialize'
import type { RouteSpec } from './context'
import { conditionalJson } from './conditional'
import { problem } from '../lib/problem'
import { jsonResponse } from './respond'
import { type Route, hydraCollectionSchema, PAGING_QUERY } from './route'

// tenant-wide: an administrator audits every site, so the site header is not needed
const spec: RouteSpec = {
  tenant: true,
  auth: 'required',
  access: { class: 'admin', action: 'read' },
  site: false,
  body: 'none',
}

const listOf = (params: URLSearchParams, name: string) =>
  [...params.getAll(name), ...params.getAll(`${name}[]`)].filter(Boolean)

const ENTRY = {
  type: 'object',
  properties: {
    '@id': { type: 'string' },
    '@type': { type: 'string', enum: ['AuditLogEntry'] },
    id: {
      type: 'string',
      format: 'uuid',
      description: 'The event id (also the `id` of webhook payloads)',
    },
    event: { type: 'string', example: 'article.updated' },
    resource: { type: 'string', example: 'articles' },
    entity: { type: 'string', format: 'iri-reference' },
    entity_id: { type: 'string', format: 'uuid' },
    site: {
      type: 'string',
      format: 'uuid',
      nullable: true,
      description: 'Null for tenant-wide resources (users, API keys, sites)',
    },
    actor: {
      type: 'object',
      nullable: true,
      properties: {
        '@id': { type: 'string', description: 'The user or API key' },
        type: { type: 'string', enum: ['user', 'api_key', 'system'] },
        id: { type: 'string' },
        label: { type: 'string', description: 'Email of the user, name of the key' },
      },
    },
    occurred_at: { type: 'string', format: 'date-time' },
    data: { type: 'object', description: 'The item as written (item endpoint only)' },
  },
}

export function auditRoutes(): Route[] {
  return [
    {
      method: 'GET',
      path: '/admin/audit-log',
      spec,
      doc: {
        summary: 'Lists every write of the tenant, newest first, with the acting user or API key',
        tag: 'Audit log',
        tagDescription:
          'Who wrote what: every write of the tenant as an event, kept with the data written.',
        shape: 'custom',
        query: [
          {
            name: 'event',
            description: 'Exact event name, e.g. article.published (event[] for several)',
          },
          {
            name: 'actor',
            description:
              'The actor: a user or API key uuid, a user email, or scheduler/cli (actor[] for several)',
          },
          {
            name: 'resource',
            description:
              'A resource path (articles) or an item IRI (/admin/articles/{uuid}) (resource[] for several)',
          },
          ...PAGING_QUERY,
        ],
        responseSchema: hydraCollectionSchema(ENTRY),
      },
      handle(rc) {
        const p = rc.url.params
        const paging = parsePaging(p)
        const result = listAuditEntries(
          rc.handle.db,
          { event: listOf(p, 'event'), actor: listOf(p, 'actor'), resource: listOf(p, 'resource') },
          paging,
        )
        return jsonResponse(
          hydraCollection({
            type: 'AuditLogEntry',
            path: rc.url.path,
            params: p,
            ...result,
            ...paging,
          }),
        )
      },
    },
    {
      method: 'GET',
      path: '/admin/audit-log/:id',
      spec,
      doc: {
        summary: 'One audit log entry, with the data written',
        tag: 'Audit log',
        shape: 'custom',
        pathParams: [
          { name: 'id', description: 'The event uuid', schema: { type: 'string', format: 'uuid' } },
        ],
        responseSchema: ENTRY,
      },
      handle(rc, params) {
        const entry = getAuditEntry(rc.handle.db, params.id!)
        if (!entry) throw problem.notFound('Audit log entry not found.')
        return conditionalJson(rc.request, { '@context': '/contexts/AuditLogEntry', ...entry })
      },
    },
  ]
}
