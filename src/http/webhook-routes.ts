/** GET /admin/webhooks/{uuid}/deliveries: every delivery of a webhook with its attempts. */
import { DELIVERY_STATUSES, listDeliveries } from '../domain/delivery-log'
import { parsePaging } from '../registry/query'
import { hydraCollection } from '../registry/serialize'
import { resourceByPath } from '../resources'
import { findRow } from '../store/repository'
import type { RouteSpec } from './context'
import { problem } from '../lib/problem'
import { jsonResponse } from './respond'
import { type Route, hydraCollectionSchema, PAGING_QUERY } from './route'

const spec: RouteSpec = {
  tenant: true,
  auth: 'required',
  access: { class: 'admin', action: 'read' },
  site: true,
  body: 'none',
}

const listOf = (params: URLSearchParams, name: string) =>
  [...params.getAll(name), ...params.getAll(`${name}[]`)].filter(Boolean)

const ATTEMPT = {
  type: 'object',
  properties: {
    attempt: { type: 'integer' },
    attempted_at: { type: 'string', format: 'date-time' },
    status_code: {
      type: 'integer',
      nullable: true,
      description: "The receiver's HTTP status; null when it could not be reached",
    },
    error: { type: 'string', nullable: true },
    duration_ms: { type: 'integer' },
  },
}

const DELIVERY = {
  type: 'object',
  properties: {
    '@id': { type: 'string' },
    '@type': { type: 'string', enum: ['WebhookDelivery'] },
    id: { type: 'integer' },
    event: { type: 'string', example: 'article.published' },
    event_id: {
      type: 'string',
      format: 'uuid',
      description: 'The `id` of the delivered payload; the same on every retry',
    },
    status: { type: 'string', enum: [...DELIVERY_STATUSES] },
    attempt_count: { type: 'integer' },
    last_status_code: { type: 'integer', nullable: true },
    last_error: { type: 'string', nullable: true },
    next_attempt_at: { type: 'string', format: 'date-time', nullable: true },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
    attempts: { type: 'array', items: ATTEMPT },
  },
}

export function webhookRoutes(): Route[] {
  return [
    {
      method: 'GET',
      path: '/admin/webhooks/:id/deliveries',
      spec,
      doc: {
        summary:
          'Lists the deliveries of a webhook, newest first, each with its attempts and status codes',
        tag: 'Webhook',
        shape: 'custom',
        pathParams: [
          {
            name: 'id',
            description: 'The webhook uuid',
            schema: { type: 'string', format: 'uuid' },
          },
        ],
        query: [
          {
            name: 'status',
            description: `Exact: ${DELIVERY_STATUSES.join(', ')} (repeat as status[] for any of several)`,
          },
          { name: 'event', description: 'Exact event name, e.g. article.published' },
          ...PAGING_QUERY,
        ],
        responseSchema: hydraCollectionSchema(DELIVERY),
      },
      handle(rc, params) {
        const scope = rc.scope('/admin')
        const webhook = findRow(scope, resourceByPath('webhooks'), params.id!)
        if (!webhook) throw problem.notFound('Webhook not found.')
        const paging = parsePaging(rc.url.params)
        const result = listDeliveries(
          rc.handle.db,
          { id: webhook.id, uuid: webhook.uuid },
          {
            paging,
            status: listOf(rc.url.params, 'status'),
            event: listOf(rc.url.params, 'event'),
          },
        )
        return jsonResponse(
          hydraCollection({
            type: 'WebhookDelivery',
            path: rc.url.path,
            params: rc.url.params,
            ...result,
            ...paging,
          }),
        )
      },
    },
  ]
}
