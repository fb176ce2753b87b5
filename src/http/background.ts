/**
 * Work the server does besides answering requests, started with `serve` (CONTRACT §8, §9):
 * scheduled publishing and webhook deliveries.
 */
import { logBackgroundFailure } from '../lib/faults'
import { withActive } from '../store/tenant-lease'
import type { AppContext } from './context'
import { publishIfDue } from './scope'
import { startWebhookWorker } from './webhook-worker'

/** The scheduler: publishes due content of tenants nobody is requesting right now. */
function startScheduler(ctx: AppContext): () => void {
  const timer = setInterval(() => {
    for (const { slug } of ctx.registry.dueForPublishing(Date.now())) {
      try {
        withActive(ctx, slug, (lease) => publishIfDue(ctx, lease.tenant, lease.handle))
      } catch (err) {
        logBackgroundFailure(`scheduled publishing failed for tenant ${slug}`, err)
      }
    }
  }, ctx.config.workerIntervalMs)
  timer.unref?.()
  return () => clearInterval(timer)
}

/** Starts the background work; returns a function that stops all of it. */
export function startBackground(ctx: AppContext): () => void {
  const stops = [startScheduler(ctx), startWebhookWorker(ctx)]
  return () => stops.forEach((stop) => stop())
}
