/**
 * Webhook deliveries in a tenant database (CONTRACT §9). The outbox trigger (migration 0003)
 * creates one pending delivery per subscribed webhook in the writer's transaction; this module
 * claims due ones, records each attempt and schedules retries. All state lives in the tenant
 * database, so a restart resumes where the last process stopped.
 */
import type { Database } from 'bun:sqlite'
import { toIso } from '../lib/time'
import { changeCacheTags } from '../registry/cache-tags'
import {
  cancelPending,
  claimDue,
  currentTarget,
  deliveryStatus,
  insertAttempt,
  nextDueAt,
  pruneFinished,
  releaseLeases,
  settleDelivery,
  type ClaimedDelivery,
} from '../store/deliveries'
import { writeTransaction } from '../store/orm'
import type { Registry, Tenant } from '../store/registry-db'

/**
 * Removes deliveries that are over (delivered, failed, cancelled) and were last touched before
 * `before`, with their attempts (ON DELETE CASCADE). Pending ones always stay; the events
 * have their own retention (http/event-retention.ts). Returns how many deliveries went.
 */
export const pruneFinishedDeliveries = (db: Database, before: number): number => pruneFinished(db, before)

/** Pending deliveries wake the worker: the registry remembers the earliest due time. */
export { nextDueAt }

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

export { claimDue, currentTarget, releaseLeases, type ClaimedDelivery }

/**
 * The JSON body of a delivery (CONTRACT §9), with the cache tags the change makes stale (§11).
 * note: the event name starts with the resource's singular (`article.updated`), which names
 * its items' tags, so no resource definition is needed here.
 */
export function deliveryBody(d: ClaimedDelivery, tenant: string): string {
  const tags = changeCacheTags({ singular: d.event.slice(0, d.event.indexOf('.')), path: d.resource }, d.entityUuid)
  return `{"id":${JSON.stringify(d.eventUuid)},"event":${JSON.stringify(d.event)},"occurred_at":${JSON.stringify(toIso(d.occurredAt))},"tenant":${JSON.stringify(tenant)},"site":${JSON.stringify(d.siteUuid)},"cache_tags":${JSON.stringify(tags)},"data":${d.data}}`
}

/** `X-CMS-Signature: sha256=<hex HMAC-SHA256 of the body with the webhook's secret>`. */
export function signature(body: string, secret: string): string {
  return 'sha256=' + new Bun.CryptoHasher('sha256', secret).update(body).digest('hex')
}

export type AttemptOutcome = { statusCode: number | null; error: string | null; durationMs: number }

export const isSuccess = (o: AttemptOutcome) =>
  o.statusCode !== null && o.statusCode >= 200 && o.statusCode < 300

/**
 * Stores one attempt and moves the delivery on: delivered on a 2xx; otherwise retried after
 * `schedule[attempt - 1]`, and failed once the schedule is spent. Returns when the delivery is
 * next due (null when it is settled, or when the webhook was deleted meanwhile). A delivery
 * cancelled while its request was on its way keeps the attempt in its log, and is `delivered`
 * when the receiver took it: the log says what the receiver got.
 */
export function recordAttempt(
  db: Database,
  d: Pick<ClaimedDelivery, 'id' | 'attempt'>,
  outcome: AttemptOutcome,
  schedule: readonly number[],
  now = Date.now(),
): number | null {
  return writeTransaction(db, () => {
    const state = deliveryStatus(db, d.id)
    if (state !== 'pending' && state !== 'cancelled') return null
    insertAttempt(db, {
      deliveryId: d.id,
      attempt: d.attempt,
      attemptedAt: now - outcome.durationMs,
      statusCode: outcome.statusCode,
      error: outcome.error,
      durationMs: outcome.durationMs,
    })
    const ok = isSuccess(outcome)
    const spent = d.attempt > schedule.length
    const status = ok ? 'delivered' : state === 'cancelled' ? 'cancelled' : spent ? 'failed' : 'pending'
    const next = status === 'pending' ? now + schedule[d.attempt - 1]! : null
    settleDelivery(db, d.id, { status, attempts: d.attempt, nextAttemptAt: next, lastStatusCode: outcome.statusCode, lastError: outcome.error, now })
    return next
  })
}

/** A deactivated webhook stops: its pending deliveries are cancelled rather than retried. */
export { cancelPending }
