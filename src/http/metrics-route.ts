/** `GET /metrics` (CONTRACT §14) and the gauges it reads at each scrape. */
import { createHash, timingSafeEqual } from 'node:crypto'
import { sizedResponse } from '../lib/body-size'
import { ProblemError } from '../lib/problem'
import { PROMETHEUS_TYPE, renderSnapshot, type FamilySnapshot } from '../lib/prometheus'
import { pendingCount } from '../store/deliveries'
import { indexWaiting } from '../store/search-index'
import { withActive } from '../store/tenant-lease'
import type { AppContext } from './context'
import type { ServiceMetrics } from './metrics'
import type { SystemRoute } from './route'

/** The gauges read at each scrape, from the service's registry and tenant pool. */
export function collectBacklogs(ctx: AppContext, metrics: ServiceMetrics, { backlogs = true } = {}): void {
  metrics.registry.onCollect(() => {
    metrics.tenantsOpen.set(ctx.pool.openCount)
    // note: a worker thread leaves the node's backlogs to the main thread (summed, they would count twice)
    if (!backlogs) return
    let waiting = 0
    for (const handle of ctx.pool.openHandles()) waiting += indexWaiting(handle.db)
    metrics.searchWaiting.set(waiting)
    // only tenants with a delivery due at some time have pending ones (the registry's wake-up hint)
    let pending = 0
    for (const { slug } of ctx.registry.dueForWebhooks(Number.MAX_SAFE_INTEGER)) {
      try {
        pending += withActive(ctx, slug, (lease) => pendingCount(lease.handle.db)) ?? 0
      } catch {
        // note: a tenant database that cannot open is not a reason to fail the scrape
      }
    }
    metrics.webhooksPending.set(pending)
    // the scheduler runs where the background work does (this process, or a node's main thread)
    if (ctx.backups) metrics.backups(ctx.backups.lastSuccessByTenant())
  })
}

const digest = (s: string) => createHash('sha256').update(s).digest()

/**
 * `GET /metrics` with `Authorization: Bearer <CMS_METRICS_TOKEN>`; mounted only when the token is
 * set, so without it the path is unknown like any other (404). A missing or wrong token: 401.
 * Not in the route table: the API's documentation does not list it.
 */
export function metricsRoute(token: string, metrics: ServiceMetrics, nodeMetrics?: () => Promise<FamilySnapshot[]>): SystemRoute {
  const expected = digest(token)
  return {
    method: 'GET',
    path: '/metrics',
    spec: null,
    serve(request) {
      const sent = /^bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1]
      // compared as digests: the same length, in constant time
      if (sent === undefined || !timingSafeEqual(digest(sent), expected)) {
        throw new ProblemError(401, 'A valid metrics token is required.', undefined, {}, { 'WWW-Authenticate': 'Bearer realm="metrics"' })
      }
      const headers = { 'Content-Type': PROMETHEUS_TYPE, 'Cache-Control': 'no-store' }
      if (!nodeMetrics) return sizedResponse(metrics.render(), { headers })
      return nodeMetrics().then((families) => sizedResponse(renderSnapshot(families), { headers }))
    },
    doc: { summary: 'Prometheus metrics of this process', tag: 'System', shape: 'custom', responseType: PROMETHEUS_TYPE, responseSchema: { type: 'string' } },
  }
}
