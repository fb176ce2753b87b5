/**
 * What `GET /metrics` reports (CONTRACT §14), per serving process: requests by route template,
 * method and status, their latency by route template, requests per tenant (the first
 * CMS_METRICS_TENANTS tenants seen, the rest as `_other`), rate-limit refusals, image
 * transforms, webhook attempts, change streams; and, read at each scrape (metrics-route.ts), open
 * tenant databases, the webhook and search backlogs. docs/operations.md lists the families.
 */
import type { TransformResult } from '../domain/media-transforms'
import { MetricRegistry, type Cell } from '../lib/prometheus'

/** Latency buckets, seconds: most reads take 1 to 10 ms, a large list or an upload far more. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const TRANSFORM_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** The `route` of a request no route answered: before routing (429, preflight), 404, 405. */
export const NO_ROUTE = '(none)'
/** The `tenant` of the requests of tenants past the cap. */
export const OTHER_TENANTS = '_other'

export type WebhookOutcome = 'delivered' | 'retry' | 'failed'

export class ServiceMetrics {
  readonly registry = new MetricRegistry()
  private readonly requests = this.registry.counter('cms_http_requests_total', 'HTTP requests answered, by route template, method and status.', ['route', 'method', 'status'])
  private readonly latency = this.registry.histogram('cms_http_request_duration_seconds', 'Time from a request\'s arrival to its response, by route template.', LATENCY_BUCKETS, ['route'])
  private readonly perTenant = this.registry.counter('cms_tenant_requests_total', `HTTP requests served for a tenant; tenants past the cap count as ${OTHER_TENANTS}.`, ['tenant'])
  /** Requests refused by the rate limit (429), by bucket: `anonymous` (per IP) or `authenticated`. */
  readonly rateLimited = this.registry.counter('cms_rate_limited_total', 'Requests refused by the rate limit, by bucket (anonymous: per IP; authenticated: per user or API key).', ['bucket'])
  readonly tenantsOpen = this.registry.gauge('cms_tenant_databases_open', 'Tenant databases open in this process.')
  readonly webhooksPending = this.registry.gauge('cms_webhook_deliveries_pending', 'Webhook deliveries waiting for their first or next attempt.')
  /** One per attempt: delivered (2xx), retry (failed, tried again later), failed (failed, given up). */
  readonly webhookAttempts = this.registry.counter('cms_webhook_attempts_total', 'Webhook delivery attempts by outcome: delivered, retry (failed, will be retried), failed (failed, given up).', ['outcome'])
  readonly searchWaiting = this.registry.gauge('cms_search_documents_waiting', 'Documents written but not yet in the full-text index, in open tenant databases.')
  /** Transformed images asked for, by result: made, cached, joined (a job already running), busy (503), failed (400). */
  readonly transforms = this.registry.counter('cms_image_transforms_total', 'Image transforms asked for, by result: made, cached, joined (shared a running job), busy (refused, 503), failed (not an image it can read).', ['result'])
  readonly transformSeconds = this.registry.histogram('cms_image_transform_duration_seconds', 'Time to make one transformed image (decode, resize, encode).', TRANSFORM_BUCKETS)
  /** Scheduled backups (CMS_BACKUP_EVERY): each tenant's last success, Unix seconds. */
  private readonly backupSuccess = this.registry.gauge('cms_backup_last_success_timestamp_seconds', `When each tenant's last scheduled backup succeeded (Unix seconds); the first CMS_METRICS_TENANTS tenants by slug.`, ['tenant'])
  /** Change streams (SSE) open now: `inc()` when one opens, `dec()` when it closes. */
  readonly streamsOpen = this.registry.gauge('cms_change_streams_open', 'Change streams (server-sent events) open now.')

  private readonly tenantCells = new Map<string, Cell>()
  private readonly other: Cell

  constructor(private readonly tenantCap: number) {
    this.other = this.perTenant.labels(OTHER_TENANTS)
  }

  /** One answered request; `route` is the route template (never the raw path). */
  request(route: string, method: string, status: number, seconds: number, tenant: string | null): void {
    this.requests.labels(route, METHODS.has(method) ? method : 'other', status).inc()
    this.latency.labels(route).observe(seconds)
    if (tenant !== null) this.tenantCell(tenant).inc()
  }

  /** The first `tenantCap` tenants seen keep their series for the process's life: counters stay monotonic. */
  private tenantCell(tenant: string): Cell {
    let cell = this.tenantCells.get(tenant)
    if (cell) return cell
    cell = this.tenantCells.size < this.tenantCap ? this.perTenant.labels(tenant) : this.other
    if (cell !== this.other) this.tenantCells.set(tenant, cell)
    return cell
  }

  transform(result: TransformResult, seconds?: number): void {
    this.transforms.labels(result).inc()
    if (seconds !== undefined) this.transformSeconds.observe(seconds)
  }

  /** The scheduler's last successes (read at each scrape), the first tenants by slug up to the cap. */
  backups(lastSuccess: ReadonlyMap<string, number>): void {
    this.backupSuccess.reset()
    const slugs = [...lastSuccess.keys()].sort().slice(0, this.tenantCap)
    for (const slug of slugs) this.backupSuccess.labels(slug).set(lastSuccess.get(slug)! / 1000)
  }

  render(): string {
    return this.registry.render()
  }
}
