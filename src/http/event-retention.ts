/**
 * Retention of the outbox (CONTRACT §13): events older than `CMS_EVENTS_RETENTION_DAYS` leave the
 * change feed and the audit log, except those a webhook is still owed. Each active tenant is
 * pruned about once an hour, a few tenants per tick, so no tick holds the server for long; the
 * same visit indexes what waited for the search index since a crash.
 */
import { logBackgroundFailure } from '../lib/faults'
import { pruneEvents } from '../store/change-feed'
import { catchUpIndex } from '../store/search-index'
import { withActive } from '../store/tenant-lease'
import type { AppContext } from './context'

const EVERY_MS = 3_600_000
const TENANTS_PER_TICK = 10

export function startEventRetention(ctx: AppContext): () => void {
  const days = ctx.config.eventsRetentionDays
  const prunedAt = new Map<string, number>()
  let queue: string[] = []
  const timer = setInterval(() => {
    const now = Date.now()
    if (queue.length === 0) queue = ctx.registry.list().filter((t) => t.status === 'active' && now - (prunedAt.get(t.slug) ?? 0) >= EVERY_MS).map((t) => t.slug)
    for (const slug of queue.splice(0, TENANTS_PER_TICK)) {
      prunedAt.set(slug, now)
      try {
        withActive(ctx, slug, (lease) => {
          if (days > 0) pruneEvents(lease.handle.db, now - days * 86_400_000)
          // writes left waiting for the search index (a crash between a write and its catch-up,
          // which only a later write or search of that tenant started) are indexed on this visit
          catchUpIndex(lease.handle.db)
        })
      } catch (err) {
        // a locked or full database is a host condition: said once a minute, without a stack
        logBackgroundFailure(`pruning old events failed for tenant ${slug}`, err)
      }
    }
  }, ctx.config.workerIntervalMs)
  timer.unref?.()
  return () => clearInterval(timer)
}
