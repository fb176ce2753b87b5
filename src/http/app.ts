/**
 * Builds the service: the pipeline (pipeline.ts) on an Elysia app, then one plugin per concern
 * that mounts its routes. No business logic here.
 */
import { Elysia, type AnyElysia } from 'elysia'
import type { Config } from '../config'
import type { Resolver } from '../domain/url-guard'
import { isLongLived } from './respond'
import { logError, requestLog } from '../lib/log'
import type { FamilySnapshot } from '../lib/prometheus'
import { problem, toResponse } from '../lib/problem'
import { RESOURCES } from '../resources'
import { openMediaStore } from '../store/media-store'
import { ReadCache } from '../store/read-cache'
import { Registry } from '../store/registry-db'
import { TenantPool } from '../store/tenant-db'
import { auditRoutes } from './audit-routes'
import { changeRoutes } from './change-routes'
import { ChangeStreams } from './change-streams'
import { authRoutes } from './auth-routes'
import { startBackground, type StopBackground } from './background'
import type { AppContext, TransformNode } from './context'
import { SharedCounts, type CountMemory } from '../lib/shared-counts'
import { docsRoutes } from './docs-routes'
import { begin, exchangeOf, finish } from './exchange'
import { localesRoutes } from './locales-routes'
import { mediaRoutes } from './media-routes'
import { ServiceMetrics } from './metrics'
import { collectBacklogs, metricsRoute } from './metrics-route'
import { mount, pipeline } from './pipeline'
import { publicSettingsRoutes } from './public-settings'
import { RateLimiter, type SharedLimits } from './rate-limit'
import { redirectRoutes } from './redirect-routes'
import { routable, withoutBadHost } from './request-url'
import type { Route } from './route'
import { adminRoutes, publicRoutes } from './routes'
import { searchRoutes } from './search-routes'
import { startSearchCatchUp } from './search-catch-up'
import { systemRoutes } from './system-routes'
import { webhookRoutes } from './webhook-routes'

type Server = { requestIP(r: Request): { address: string } | null; timeout(r: Request, seconds: number): void }

export type Service = {
  ctx: AppContext
  /** Every route, in the order the documentation lists them. */
  routes: readonly Route[]
  /** The whole service as a fetch handler (what Bun.serve and tests call). */
  fetch: (request: Request, server?: Server) => Promise<Response>
  /** Ends every open change stream (shutdown: before waiting for in-flight requests). */
  closeStreams: () => void
  /** Stops the background work, letting webhook attempts under way finish for up to `waitMs`. */
  stopBackground: (waitMs: number) => Promise<void>
  close: () => void
}

/** The routes of each concern; the docs list them in this order. */
function concerns(ctx: AppContext, table: readonly Route[], streams: ChangeStreams) {
  const changes = changeRoutes(streams)
  return {
    system: systemRoutes(ctx),
    // the docs read the finished table at request time, so they describe every route
    docs: docsRoutes(ctx, table),
    auth: authRoutes(),
    media: mediaRoutes(ctx),
    admin: [...localesRoutes(ctx), ...webhookRoutes(), ...auditRoutes()],
    public: [...publicSettingsRoutes(), ...searchRoutes(), ...redirectRoutes()],
    adminResources: RESOURCES.flatMap((def) => adminRoutes(def)),
    publicResources: RESOURCES.flatMap((def) => publicRoutes(def)),
    changes: [...changes.admin, ...changes.public],
  }
}

/** A plugin that mounts one concern's routes (Elysia's functional plugin form). */
const plugin = (ctx: AppContext, routes: readonly Route[]) => (app: AnyElysia) => {
  for (const route of routes) mount(ctx, app, route)
  return app
}

export type ServiceOptions = {
  /** Runs the node's background work (scheduler, webhooks) in this service. */
  worker?: boolean
  /** The executable's main module (`serve`): scheduled backups run in threads of it. */
  entry?: string
  /** One of several worker threads (http/cluster.ts): the rate limits' shared memory… */
  limits?: SharedLimits
  /** …and where index catch-ups go (the primary runs them, once per node). */
  onSearchPending?: (slug: string) => void
  resolveHost?: Resolver
  /**
   * A worker thread's way to the node's figures (node-metrics.ts): `/metrics` answers with them,
   * and this thread leaves the node-wide backlogs to the main thread, which reads them once.
   */
  nodeMetrics?: () => Promise<FamilySnapshot[]>
  /** …and the node's image transform slots, claims and cache index (media-transforms.ts)… */
  transforms?: TransformNode
  /** …and the node's count of open change streams per tenant, this worker's column in it. */
  streamCounts?: { shared: CountMemory; column: number }
}

export function createService(config: Config, opts: ServiceOptions = {}): Service {
  const registry = new Registry(config.dataDir)
  const pool = new TenantPool(config.dataDir, config.maxOpenTenants)
  pool.foldWhileOpen()
  const metrics = new ServiceMetrics(config.metricsTenants)
  const ctx: AppContext = {
    config,
    registry,
    pool,
    media: openMediaStore(config),
    resolveHost: opts.resolveHost,
    metrics,
    readCache: new ReadCache(config.readCacheBytes),
    transformNode: opts.transforms,
  }
  collectBacklogs(ctx, metrics, { backlogs: !opts.nodeMetrics })
  const forward = opts.onSearchPending
  const searchCatchUp = forward ? null : startSearchCatchUp(ctx, config.searchCatchUpMs)
  ctx.onSearchPending = forward ? (tenant) => forward(tenant.slug) : (tenant) => searchCatchUp!.schedule(tenant.slug)
  const streams = new ChangeStreams(ctx, opts.streamCounts && new SharedCounts(opts.streamCounts.shared, opts.streamCounts.column))
  ctx.onChanges = (slug) => streams.wake(slug)
  const routes: Route[] = []
  const c = concerns(ctx, routes, streams)
  routes.push(...c.system, ...c.docs, ...c.auth, ...c.media, ...c.admin, ...c.public, ...c.adminResources, ...c.publicResources, ...c.changes)

  const limiter = new RateLimiter(config, opts.limits)
  const log = requestLog(config.logFormat)
  const metricsRoutes = config.metricsToken === null ? [] : [metricsRoute(config.metricsToken, metrics, opts.nodeMetrics)]
  const app = new Elysia({ aot: true })
    // the metrics route counts for 405 + Allow, though the documentation does not list it
    .use(pipeline({ app: ctx, limiter, table: [...routes, ...metricsRoutes], exchangeOf }))
    .use(plugin(ctx, c.system))
    .use(plugin(ctx, c.docs))
    .use(plugin(ctx, c.auth))
    .use(plugin(ctx, c.media))
    .use(plugin(ctx, [...c.admin, ...c.adminResources]))
    .use(plugin(ctx, [...c.public, ...c.publicResources]))
    // note: outside the route table, so the API's documentation does not list it
    .use(plugin(ctx, metricsRoutes))
    .use(plugin(ctx, c.changes))
  const stopBackground: StopBackground = opts.worker ? startBackground(ctx, opts.entry) : async () => {}

  return {
    ctx,
    routes,
    fetch(request, server) {
      // RFC 9112: a request with an invalid Host is a 400
      const unhosted = withoutBadHost(request)
      const routed = unhosted ?? routable(request)
      // the socket address, for the rate limit's IP bucket: Elysia's context has no server here
      const exchange = begin(routed, server?.requestIP(request)?.address)
      const handled = unhosted ? Promise.reject(problem.badRequest('The Host header is not a valid host.')) : app.handle(routed)
      return handled.then(
        (response) => {
          // note: Bun closes a connection quiet for 10 s (idleTimeout), and a change stream may
          // be quiet for its whole keepalive interval (15 s): it would be cut before its comment
          if (isLongLived(response)) server?.timeout(request, 0)
          return finish(exchange, routed, response, metrics, log)
        },
        (err) => finish(exchange, routed, toResponse(err), metrics, log),
      )
    },
    closeStreams: () => streams.closeAll(),
    stopBackground,
    close() {
      // note: every step runs whatever the one before met (a full disk fails the catch-up's
      // writes and the checkpoints): shutdown reports and goes on, it never throws
      for (const [what, step] of [
        ['change streams', () => streams.closeAll()],
        ['background work', () => void stopBackground(0)],
        ['rate limiter', () => limiter.close()],
        ['search catch-up', () => searchCatchUp?.stop()],
        ['tenant databases', () => pool.closeAll()],
        ['registry', () => registry.close()],
      ] as const) {
        try {
          step()
        } catch (err) {
          logError(`closing the ${what} failed: ${(err as Error)?.message ?? err}`)
        }
      }
    },
  }
}
