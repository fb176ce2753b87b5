/** The delivery log of one webhook (GET /admin/webhooks/{uuid}/deliveries), newest first. */
import type { Database } from 'bun:sqlite'
import { toIso } from '../lib/time'
import type { Paging } from '../registry/query'

type DeliveryRow = {
  id: number
  event: string
  event_uuid: string
  status: string
  attempts: number
  next_attempt_at: number | null
  last_status_code: number | null
  last_error: string | null
  created_at: number
  updated_at: number
}

type AttemptRow = {
  delivery_id: number
  attempt: number
  attempted_at: number
  status_code: number | null
  error: string | null
  duration_ms: number
}

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'cancelled'] as const

export function listDeliveries(
  db: Database,
  webhook: { id: number; uuid: string },
  opts: { paging: Paging; status: string[]; event: string[] },
): { members: Record<string, unknown>[]; total: number } {
  const where = ['d.webhook_id = ?']
  const params: (string | number)[] = [webhook.id]
  for (const [column, values] of [
    ['d.status', opts.status],
    ['e.event', opts.event],
  ] as const) {
    if (values.length === 0) continue
    where.push(`${column} IN (SELECT value FROM json_each(?))`)
    params.push(JSON.stringify(values))
  }
  const from = `FROM webhook_deliveries d JOIN events e ON e.id = d.event_id WHERE ${where.join(' AND ')}`
  const { n } = db.query(`SELECT COUNT(*) AS n ${from}`).get(...params) as { n: number }
  const { page, perPage } = opts.paging
  const rows = db
    .query(
      `SELECT d.id, e.event, e.uuid AS event_uuid, d.status, d.attempts, d.next_attempt_at, d.last_status_code, d.last_error, d.created_at, d.updated_at
       ${from} ORDER BY d.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, perPage, (page - 1) * perPage) as DeliveryRow[]
  const attempts = db
    .query(
      'SELECT * FROM webhook_attempts WHERE delivery_id IN (SELECT value FROM json_each(?)) ORDER BY delivery_id, attempt',
    )
    .all(JSON.stringify(rows.map((r) => r.id))) as AttemptRow[]
  const members = rows.map((r) => ({
    '@id': `/admin/webhooks/${webhook.uuid}/deliveries/${r.id}`,
    '@type': 'WebhookDelivery',
    id: r.id,
    event: r.event,
    event_id: r.event_uuid,
    status: r.status,
    attempt_count: r.attempts,
    last_status_code: r.last_status_code,
    last_error: r.last_error,
    next_attempt_at: r.status === 'pending' ? toIso(r.next_attempt_at) : null,
    created_at: toIso(r.created_at),
    updated_at: toIso(r.updated_at),
    attempts: attempts
      .filter((a) => a.delivery_id === r.id)
      .map((a) => ({
        attempt: a.attempt,
        attempted_at: toIso(a.attempted_at),
        status_code: a.status_code,
        error: a.error,
        duration_ms: a.duration_ms,
      })),
  }))
  return { members, total: n }
}
