/**
 * Webhook deliveries in a tenant database (CONTRACT §9). The outbox trigger (migration 0003)
 * creates one pending delivery per subscribed webhook in the writer's transaction; this module
 * claims due ones, records each attempt and schedules retries. All state lives in the tenant
 * database, so a restart resumes where the last process stopped.
 */
import type { Database } from 'bun:sqlite'
import { toIso } from '../lib/time'
import type { Registry, Tenant } from '../store/registry-db'

/**
 * Removes deliveries that are over (delivered, failed, cancelled) and were last touched before
 * `before`, with their attempts (ON DELETE CASCADE). Pending ones always stay; the events
 * themselves stay too (they are the audit log). Returns how many deliveries went.
 */
export function pruneFinishedDeliveries(db: Database, before: number): number {
  return db.query("DELETE FROM webhook_deliveries WHERE status <> 'pending' AND updated_at < ?").run(before).changes
}

/** Pending deliveries wake the worker: the registry remembers the earliest due time. */
export function nextDueAt(db: Database): number | null {
  const row = db
    .query("SELECT MIN(next_attempt_at) AS at FROM webhook_deliveries WHERE status = 'pending'")
    .get() as { at: number | null }
  return row.at
}

/**
 * Called in every write transaction after its events were stored. note: the hint is written
 * before the tenant commits, so a crash after the commit can never leave a delivery unnoticed;
 * a crash before it only costs the worker one empty look. The registry is read afresh (not the
 * request's copy of the tenant), since the worker may have moved the hint while the request ran.
 */
export function noteWebhookWork(
  registry: Registry,
  tenant: Pick<Tenant, 'slug'>,
  db: Database,
): void {
  const at = nextDueAt(db)
  if (at === null) return
  const current = registry.webhookDueAt(tenant.slug)
  if (current === null || current > at) registry.noteWebhookDue(tenant.slug, at)
}

export type ClaimedDelivery = {
  id: number
  webhookId: number
  attempt: number
  url: string
  secret: string
  eventUuid: string
  event: string
  occurredAt: number
  siteUuid: string | null
  data: string
}

/**
 * Takes the due deliveries of the webhooks not already being served (`busy`), oldest event
 * first, at most `perWebhook` each and `maxWebhooks` webhooks, and leases them: their
 * `next_attempt_at` moves past the time their attempts may take, so another pass (or a
 * restarted process) leaves them alone until then.
 *
 * note: webhooks are picked first and their deliveries second, so a webhook with a long queue
 * behind a slow receiver never hides the due deliveries of the others.
 */
export function claimDue(
  db: Database,
  opts: {
    now: number
    busy: (webhookId: number) => boolean
    perWebhook: number
    maxWebhooks: number
    leaseMs: number
  },
): ClaimedDelivery[] {
  return db
    .transaction(() => {
      const hooks = (
        db
          .query(
            "SELECT DISTINCT webhook_id AS id FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= ?",
          )
          .all(opts.now) as { id: number }[]
      )
        .map((h) => h.id)
        .filter((id) => !opts.busy(id))
        .slice(0, opts.maxWebhooks)
      const due = db.query(
        `SELECT d.id, d.webhook_id AS webhookId, d.attempts + 1 AS attempt, w.url, w.secret,
                e.uuid AS eventUuid, e.event, e.occurred_at AS occurredAt, s.uuid AS siteUuid, e.data
         FROM webhook_deliveries d
         JOIN webhooks w ON w.id = d.webhook_id
         JOIN events e ON e.id = d.event_id
         LEFT JOIN sites s ON s.id = e.site_id
         WHERE d.webhook_id = ? AND d.status = 'pending' AND d.next_attempt_at <= ?
         ORDER BY d.event_id
         LIMIT ?`,
      )
      const lease = db.query(
        'UPDATE webhook_deliveries SET next_attempt_at = ?, updated_at = ? WHERE id = ?',
      )
      const taken: ClaimedDelivery[] = []
      for (const id of hooks) {
        const rows = due.all(id, opts.now, opts.perWebhook) as ClaimedDelivery[]
        // a webhook's deliveries run one after another, so the lease grows with its queue
        rows.forEach((row, k) => lease.run(opts.now + (k + 1) * opts.leaseMs, opts.now, row.id))
        taken.push(...rows)
      }
      return taken
    })
    .immediate()
}

/** The JSON body of a delivery (CONTRACT §9). */
export function deliveryBody(d: ClaimedDelivery, tenant: string): string {
  return `{"id":${JSON.stringify(d.eventUuid)},"event":${JSON.stringify(d.event)},"occurred_at":${JSON.stringify(toIso(d.occurredAt))},"tenant":${JSON.stringify(tenant)},"site":${JSON.stringify(d.siteUuid)},"data":${d.data}}`
}

/** `X-CMS-Signature: sha256=<hex HMAC-SHA256 of the body with the webhook's secret>`. */
export function signature(body: string, secret: string): string {
  return 'sha256=' + new Bun.CryptoHasher('sha256', secret).update(body).digest('hex')
}

export type AttemptOutcome = { statusCode: number | null; error: string | null; durationMs: number }

const isSuccess = (o: AttemptOutcome) =>
  o.statusCode !== null && o.statusCode >= 200 && o.statusCode < 300

/**
 * Stores one attempt and moves the delivery on: delivered on a 2xx; otherwise retried after
 * `schedule[attempt - 1]`, and failed once the schedule is spent. Returns when the delivery is
 * next due (null when it is settled, or when the webhook was deleted meanwhile).
 */
export function recordAttempt(
  db: Database,
  d: Pick<ClaimedDelivery, 'id' | 'attempt'>,
  outcome: AttemptOutcome,
  schedule: readonly number[],
  now = Date.now(),
): number | null {
  return db
    .transaction(() => {
      const exists = db
        .query("SELECT 1 FROM webhook_deliveries WHERE id = ? AND status = 'pending'")
        .get(d.id)
      if (!exists) return null
      db.query(
        'INSERT INTO webhook_attempts (delivery_id, attempt, attempted_at, status_code, error, duration_ms) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(
        d.id,
        d.attempt,
        now - outcome.durationMs,
        outcome.statusCode,
        outcome.error,
        outcome.durationMs,
      )
      const ok = isSuccess(outcome)
      const spent = d.attempt > schedule.length
      const status = ok ? 'delivered' : spent ? 'failed' : 'pending'
      const next = status === 'pending' ? now + schedule[d.attempt - 1]! : null
      db.query(
        'UPDATE webhook_deliveries SET status = ?, attempts = ?, next_attempt_at = ?, last_status_code = ?, last_error = ?, updated_at = ? WHERE id = ?',
      ).run(status, d.attempt, next, outcome.statusCode, outcome.error, now, d.id)
      return next
    })
    .immediate()
}

/** A deactivated webhook stops: its pending deliveries are cancelled rather than retried. */
export function cancelPending(db: Database, webhookId: number, now: number): void {
  db.query(
    "UPDATE webhook_deliveries SET status = 'cancelled', next_attempt_at = NULL, updated_at = ? WHERE webhook_id = ? AND status = 'pending'",
  ).run(now, webhookId)
}
