/**
 * Webhook deliveries and their attempts (CONTRACT §9). The outbox trigger (migration 0003)
 * inserts one pending delivery per subscribed webhook in the writer's transaction; these
 * queries claim, settle, cancel, prune and list them.
 */
import type { Changes, Database } from 'bun:sqlite'
import { and, eq, lt, lte, ne, sql } from 'drizzle-orm'
import { literal, ormOf, prepared, writeTransaction } from './orm'
import { payloadText } from './payloads'
import { webhookAttempts, webhookDeliveries } from './schema/tenant'

const d = webhookDeliveries
const pending = eq(d.status, literal('pending'))

/** Removes settled deliveries last touched before `before`, with their attempts (cascade). */
export function pruneFinished(db: Database, before: number): number {
  const result = ormOf(db).delete(d).where(and(ne(d.status, 'pending'), lt(d.updatedAt, before))).run()
  // note: drizzle types bun:sqlite's run() as void; it returns bun's Changes
  return (result as unknown as Changes).changes
}

const stmts = prepared((orm) => ({
  // note: on every write (scope.onEvents), to wake the worker in time
  nextDue: orm.select({ at: sql<number | null>`min(${d.nextAttemptAt})` }).from(d).where(pending).prepare(),
  pendingCount: orm.select({ n: sql<number>`count(*)` }).from(d).where(pending).prepare(),
  lease: orm
    .update(d)
    .set({ nextAttemptAt: sql`${sql.placeholder('until')}`, updatedAt: sql`${sql.placeholder('now')}` })
    .where(eq(d.id, sql.placeholder('id')))
    .prepare(),
}))

/** When the earliest pending delivery is due, or null when none is pending. */
export const nextDueAt = (db: Database): number | null => stmts(db).nextDue.get()!.at

/** How many deliveries wait for a (first or next) attempt (the metrics' backlog). */
export const pendingCount = (db: Database): number => stmts(db).pendingCount.get()!.n

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
  /** The event's data as JSON text. */
  data: string
  /** The item the event is about: its resource path and uuid (for its cache tags). */
  resource: string
  entityUuid: string
}

// note: raw SQL: webhooks is a resource table, whose drizzle table is derived from the
// resource definition (registry/table.ts), which the store does not import
const DUE_OF_WEBHOOK = `SELECT d.id, d.webhook_id AS webhookId, d.attempts + 1 AS attempt, w.url, w.secret,
         e.uuid AS eventUuid, e.event, e.occurred_at AS occurredAt, s.uuid AS siteUuid, p.data AS payload,
         e.resource, e.entity_uuid AS entityUuid
  FROM webhook_deliveries d
  JOIN webhooks w ON w.id = d.webhook_id
  JOIN events e ON e.id = d.event_id
  LEFT JOIN payloads p ON p.id = e.payload_id
  LEFT JOIN sites s ON s.id = e.site_id
  WHERE d.webhook_id = ? AND d.status = 'pending' AND d.next_attempt_at <= ?
  ORDER BY d.event_id
  LIMIT ?`

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
  opts: { now: number; busy: (webhookId: number) => boolean; perWebhook: number; maxWebhooks: number; leaseMs: number },
): ClaimedDelivery[] {
  const orm = ormOf(db)
  return writeTransaction(db, () => {
    const hooks = orm
      .selectDistinct({ id: d.webhookId })
      .from(d)
      .where(and(pending, lte(d.nextAttemptAt, opts.now)))
      .all()
      .map((h) => h.id)
      .filter((id) => !opts.busy(id))
      .slice(0, opts.maxWebhooks)
    const due = db.query(DUE_OF_WEBHOOK)
    const { lease } = stmts(db)
    const taken: ClaimedDelivery[] = []
    for (const id of hooks) {
      const rows = (due.all(id, opts.now, opts.perWebhook) as (Omit<ClaimedDelivery, 'data'> & { payload: Uint8Array | null })[]).map(
        ({ payload, ...row }): ClaimedDelivery => ({ ...row, data: payload ? payloadText(payload) : 'null' }),
      )
      // a webhook's deliveries run one after another, so the lease grows with its queue
      rows.forEach((row, k) => lease.run({ until: opts.now + (k + 1) * opts.leaseMs, now: opts.now, id: row.id }))
      taken.push(...rows)
    }
    return taken
  })
}

export const isPending = (db: Database, id: number): boolean =>
  ormOf(db).select({ id: d.id }).from(d).where(and(eq(d.id, id), pending)).get() !== undefined

/** A delivery's state now: null once it is gone (its webhook was deleted). */
export const deliveryStatus = (db: Database, id: number): (typeof d.status.enumValues)[number] | null =>
  ormOf(db).select({ status: d.status }).from(d).where(eq(d.id, id)).get()?.status ?? null

/**
 * Where a claimed delivery goes now: its webhook's current URL and secret, or null when the
 * delivery is no longer pending or its webhook was turned off or deleted since the claim.
 */
export function currentTarget(db: Database, id: number): { url: string; secret: string } | null {
  const row = db
    .query(`SELECT w.url, w.secret FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id WHERE d.id = ? AND d.status = 'pending' AND w.active = 1`)
    .get(id) as { url: string; secret: string } | null
  return row ?? null
}

/**
 * Gives back the leases of a previous process (crash or restart): a delivery never attempted was
 * due when its event was written, so a future `next_attempt_at` on it can only be a lease, which
 * would otherwise hold it for up to a lane's length while newer events went first. Retries keep
 * their schedule. Returns how many were released.
 */
export function releaseLeases(db: Database, now: number): number {
  const result = ormOf(db)
    .update(d)
    .set({ nextAttemptAt: now })
    .where(and(pending, eq(d.attempts, 0), sql`${d.nextAttemptAt} > ${now}`))
    .run()
  return (result as unknown as Changes).changes
}

export function insertAttempt(
  db: Database,
  a: { deliveryId: number; attempt: number; attemptedAt: number; statusCode: number | null; error: string | null; durationMs: number },
): void {
  ormOf(db).insert(webhookAttempts).values(a).run()
}

/** Moves a delivery on after an attempt. */
export function settleDelivery(
  db: Database,
  id: number,
  s: { status: (typeof d.status.enumValues)[number]; attempts: number; nextAttemptAt: number | null; lastStatusCode: number | null; lastError: string | null; now: number },
): void {
  const { now, ...values } = s
  ormOf(db).update(d).set({ ...values, updatedAt: now }).where(eq(d.id, id)).run()
}

/** Cancels a webhook's pending deliveries (it was deactivated). */
export function cancelPending(db: Database, webhookId: number, now: number): void {
  ormOf(db)
    .update(d)
    .set({ status: 'cancelled', nextAttemptAt: null, updatedAt: now })
    .where(and(eq(d.webhookId, webhookId), pending))
    .run()
}
