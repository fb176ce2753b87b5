/** The delivery log of one webhook (GET /admin/webhooks/{uuid}/deliveries), newest first. */
import { toIso } from '../lib/time'
import { anyOf, type FieldFilter } from '../registry/field-base'
import { f } from '../registry/fields'
import { Type } from '../registry/schema'
import { defineView, INTEGER_KEY } from '../registry/view'

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'cancelled'] as const

/** The event name lives on the joined event row. */
const eventFilter: FieldFilter = {
  text: 'Exact match: an event name, e.g. article.published',
  value: Type.String(),
  where: (_alias, values) => anyOf('e.event', values),
}

export default defineView({
  type: 'WebhookDelivery',
  path: 'webhooks/:id/deliveries',
  tag: 'Webhook',
  summary: 'Lists the deliveries of a webhook, newest first, each with its attempts and status codes',
  description: 'One event sent (or being sent) to a webhook, with every attempt.',
  access: 'admin',
  site: true,
  from: 'webhook_deliveries t JOIN events e ON e.id = t.event_id',
  select: 'e.event AS event, e.uuid AS event_uuid, t.attempts AS attempt_count',
  parent: { resource: 'webhooks', column: 'webhook_id' },
  iri: (row, parentIri) => `${parentIri}/deliveries/${row.id}`,
  id: { of: (row) => row.id, schema: Type.Integer() },
  fields: {
    event: f.text({ description: 'e.g. article.published' }),
    event_id: f.computed((row) => row.event_uuid, Type.String({ format: 'uuid' }), { description: 'The `id` of the delivered payload; the same on every retry' }),
    status: f.enumOf(DELIVERY_STATUSES, { default: 'pending' }),
    attempt_count: f.int(),
    last_status_code: f.int({ nullable: true, description: "The last attempt's HTTP status; null when the receiver could not be reached" }),
    last_error: f.text({ nullable: true }),
    next_attempt_at: f.computed((row) => (row.status === 'pending' ? toIso(row.next_attempt_at) : null), Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
    created_at: f.timestamp(),
    updated_at: f.timestamp(),
    attempts: f.children(
      { table: 'webhook_attempts', key: 'delivery_id', order: 'attempt' },
      {
        attempt: f.int(),
        attempted_at: f.timestamp(),
        status_code: f.int({ nullable: true, description: "The receiver's HTTP status; null when it could not be reached" }),
        error: f.text({ nullable: true }),
        duration_ms: f.int(),
      },
    ),
  },
  filters: { status: 'exact', event: eventFilter },
  defaultOrder: [['id', 'desc']],
  // each member's @id, `<webhook>/deliveries/<id>`, can be fetched
  item: {
    summary: 'One delivery of a webhook, with its attempts',
    key: 'id',
    param: 'delivery',
    description: 'The delivery id',
    ...INTEGER_KEY,
    notFound: 'Delivery not found.',
    fields: {},
  },
})
