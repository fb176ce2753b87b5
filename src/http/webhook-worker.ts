/**
 * The webhook delivery worker (CONTRACT §9), started with the server. Each tick asks the
 * registry which tenants have deliveries due (`webhook_due_at`), so a thousand quiet tenants
 * cost one indexed query, not a thousand database opens. Deliveries of one webhook run one after
 * another, oldest event first, in a "lane"; lanes of different webhooks run side by side. No
 * request ever waits for a receiver: requests only store rows, and all sending happens here.
 */
import {
  claimDue,
  currentTarget,
  deliveryBody,
  isSuccess,
  nextDueAt,
  pruneFinishedDeliveries,
  recordAttempt,
  releaseLeases,
  signature,
  type AttemptOutcome,
  type ClaimedDelivery,
} from '../domain/webhook-deliveries'
import { logBackgroundFailure } from '../lib/faults'
import { PRIVATE_HOST_MESSAGE, resolveTarget } from '../domain/url-guard'
import { writeTransaction } from '../store/orm'
import { withActive, type TenantLease } from '../store/tenant-lease'
import type { AppContext } from './context'
import { postPinned } from './webhook-post'

const MAX_LANES = 32
const PER_LANE = 20
const USER_AGENT = 'cms-webhooks/1'
const PRUNE_EVERY_MS = 3_600_000

/**
 * Stops the worker: no new delivery starts, and the attempts under way may finish and be recorded
 * for up to `waitMs` (a shutdown's drain); past it they are cut, and their leases come due again.
 */
export type StopDeliveries = (waitMs?: number) => Promise<void>

export function startWebhookWorker(ctx: AppContext): StopDeliveries {
  const { config } = ctx
  const lanes = new Set<string>()
  const stopping = new AbortController()
  // set at shutdown: lanes finish the attempt under way, record it, and start no other
  let draining = false
  let laneEnded = () => {}
  // a claimed delivery may take its timeout plus the DNS check before its outcome is stored
  const leaseMs = config.webhookTimeoutMs + 5_000
  let ticking = false

  async function attempt(d: ClaimedDelivery, tenant: string): Promise<AttemptOutcome> {
    const started = performance.now()
    const took = () => Math.round(performance.now() - started)
    // resolved once: the connection goes to this address, so the check holds for it (rebinding)
    const target = await resolveTarget(d.url, ctx.resolveHost)
    if (!config.webhookAllowPrivate && target.verdict === 'private') {
      return { statusCode: null, error: `Refused: ${PRIVATE_HOST_MESSAGE}`, durationMs: took() }
    }
    if (!target.address) return { statusCode: null, error: 'Connection failed: the host name does not resolve', durationMs: took() }
    const body = deliveryBody(d, tenant)
    const timeout = AbortSignal.timeout(config.webhookTimeoutMs)
    try {
      const status = await postPinned({
        url: d.url,
        address: target.address,
        body,
        signal: AbortSignal.any([timeout, stopping.signal]),
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': USER_AGENT,
          'X-CMS-Event': d.event,
          'X-CMS-Delivery': String(d.id),
          'X-CMS-Signature': signature(body, d.secret),
        },
      })
      const ok = status >= 200 && status < 300
      // note: redirects are not followed (CONTRACT §14): a 3xx is a failed attempt like a 4xx
      return { statusCode: status, error: ok ? null : `HTTP ${status}`, durationMs: took() }
    } catch (err) {
      return {
        statusCode: null,
        error: timeout.aborted
          ? `No answer within ${config.webhookTimeoutMs} ms`
          : `Connection failed: ${(err as Error)?.message ?? err}`,
        durationMs: took(),
      }
    }
  }

  /** Per tenant, when finished deliveries were last pruned: at most hourly, after an attempt. */
  const prunedAt = new Map<string, number>()
  function pruneNowAndThen(slug: string, lease: TenantLease): void {
    const now = Date.now()
    if (config.deliveryRetentionDays === 0 || now - (prunedAt.get(slug) ?? 0) < PRUNE_EVERY_MS) return
    prunedAt.set(slug, now)
    pruneFinishedDeliveries(lease.handle.db, now - config.deliveryRetentionDays * 86_400_000)
  }

  async function runLane(slug: string, deliveries: ClaimedDelivery[]): Promise<void> {
    for (const claimed of deliveries) {
      // the rest of the lane keeps its lease: the next process sends it, in order
      if (draining) return
      // read again just before sending: a webhook turned off, deleted or moved to another URL or
      // secret since the claim gets nothing more at its old address
      const looked = withActive(ctx, slug, (lease) => ({ target: currentTarget(lease.handle.db, claimed.id) }))
      if (!looked) return
      if (!looked.target) continue
      const d = { ...claimed, ...looked.target }
      const outcome = await attempt(d, slug)
      // a lease not settled here (shutdown, tenant gone) simply comes due again later
      if (stopping.signal.aborted) return
      const recorded = withActive(ctx, slug, (lease) => {
        const next = recordAttempt(lease.handle.db, d, outcome, config.webhookRetryScheduleMs)
        ctx.metrics?.webhookAttempts.labels(isSuccess(outcome) ? 'delivered' : next !== null ? 'retry' : 'failed').inc()
        if (next !== null) ctx.registry.noteWebhookDue(slug, next)
        pruneNowAndThen(slug, lease)
        return true
      })
      if (!recorded) return
    }
  }

  function startLanes(slug: string, claimed: ClaimedDelivery[]): void {
    const byHook = new Map<number, ClaimedDelivery[]>()
    for (const d of claimed) byHook.set(d.webhookId, [...(byHook.get(d.webhookId) ?? []), d])
    for (const [webhookId, deliveries] of byHook) {
      const lane = `${slug}:${webhookId}`
      lanes.add(lane)
      runLane(slug, deliveries)
        .catch((err) => logBackgroundFailure(`webhook delivery failed for tenant ${slug}`, err))
        .finally(() => {
          lanes.delete(lane)
          laneEnded()
        })
    }
  }

  function tick(): void {
    if (ticking || draining) return
    ticking = true
    try {
      const now = Date.now()
      for (const { slug, webhookDueAt } of ctx.registry.dueForWebhooks(now)) {
        if (lanes.size >= MAX_LANES) break
        try {
          // note: claim and hint update run under the tenant's write lock, so no request (of any
          // worker thread) can record a delivery in between and lose its wake-up: a request
          // notes its own hint inside its write transaction
          const claimed = withActive(ctx, slug, ({ handle }) => writeTransaction(handle.db, () => {
            const list = claimDue(handle.db, {
              now,
              busy: (id) => lanes.has(`${slug}:${id}`),
              perWebhook: PER_LANE,
              maxWebhooks: MAX_LANES - lanes.size,
              leaseMs,
            })
            const next = nextDueAt(handle.db)
            if (next !== webhookDueAt) ctx.registry.setWebhookDue(slug, next)
            return list
          }))
          if (claimed) startLanes(slug, claimed)
        } catch (err) {
          logBackgroundFailure(`webhook worker failed for tenant ${slug}`, err)
        }
      }
    } finally {
      ticking = false
    }
  }

  /**
   * Deliveries left by a previous process (crash, restart) start at once and in order: its leases
   * are given back first, in every tenant with deliveries pending, due or not.
   */
  function resume(): void {
    const now = Date.now()
    for (const { slug } of ctx.registry.dueForWebhooks(Number.MAX_SAFE_INTEGER)) {
      try {
        withActive(ctx, slug, ({ handle }) =>
          writeTransaction(handle.db, () => {
            if (releaseLeases(handle.db, now) > 0) ctx.registry.setWebhookDue(slug, nextDueAt(handle.db))
          }),
        )
      } catch (err) {
        logBackgroundFailure(`webhook worker failed for tenant ${slug}`, err)
      }
    }
    tick()
  }

  const timer = setInterval(tick, config.workerIntervalMs)
  timer.unref?.()
  queueMicrotask(resume)
  return async (waitMs = 0) => {
    clearInterval(timer)
    draining = true
    // note: an attempt cut here may have reached its receiver, which then gets it again from the
    // next process (docs/events.md): waiting for it is what keeps a graceful stop from doing that
    const deadline = Date.now() + waitMs
    while (lanes.size > 0 && !stopping.signal.aborted && Date.now() < deadline) {
      const ended = new Promise<void>((resolve) => (laneEnded = resolve))
      await Promise.race([ended, Bun.sleep(Math.max(0, deadline - Date.now()))])
    }
    stopping.abort()
  }
}
