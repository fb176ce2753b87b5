/**
 * Builds the service: routes from the registry plus the fixed ones, Elysia for routing, and
 * the outer fetch that applies stage 1 of the pipeline (rate limit, CORS) to every request,
 * including unknown routes, and puts the X-RateLimit-* headers on every response.
 */
import { Elysia } from 'elysia'
import type { Config } from '../config'
import { RESOURCES } from '../resources'
import { Registry } from '../store/registry-db'
import { TenantPool } from '../store/tenant-db'
import { apiKeyRateId } from './api-key-auth'
import { authRoutes } from './auth-routes'
import { docsRoutes } from './docs-routes'
import type { AppContext } from './context'
import { apiDocumentationLink, originOf } from './origin'
import { runPipeline } from './pipeline'
import { startSearchCatchUp } from './search-catch-up'
import { problem, toResponse } from '../lib/problem'
import { clientIp, RateLimiter } from './rate-limit'
import type { Route } from './route'
import { adminRoutes, publicRoutes } from './routes'
import { systemRoutes } from './system-routes'
import { extensionRoutes, startExtensions } from './extensions'
import { routable, urlOf } from './request-url'

export type Service = {
  ctx: AppContext
  routes: Route[]
  /** The whole service as a fetch handler (what Bun.serve and tests call). */
  fetch: (request: Request, server?: { requestIP(r: Request): { address: string } | null }) => Promise<Response>
  close: () => void
}

export function allRoutes(ctx: AppContext): Route[] {
  const ext = extensionRoutes(ctx)
  const routes: Route[] = []
  routes.push(
    ...systemRoutes(ctx),
    // the docs read the finished table at request time, so they describe every route here
    ...docsRoutes(ctx, routes),
    ...authRoutes(),
    ...ext.routes,
    ...RESOURCES.flatMap((def) => adminRoutes(def, { create: ext.creators[def.path] })),
    ...RESOURCES.flatMap((def) => publicRoutes(def)),
  )
  return routes
}

async function run(ctx: AppContext, route: Route, request: Request, params: Record<string, string>): Promise<Response> {
  try {
    if (!route.spec) return await route.raw!(request, params)
    const rc = await runPipeline(ctx, request, route.spec)
    try {
      return await route.handle(rc, params)
    } finally {
      ctx.pool.release(rc.handle)
    }
  } catch (err) {
    return toResponse(err)
  }
}

const patternOf = (path: string) => new RegExp('^' + path.replace(/:[^/]+/g, '[^/]+').replace(/\*$/, '.+') + '/?$')

function corsHeaders(config: Config, request: Request): Record<string, string> {
  const origin = request.headers.get('origin')
  if (!origin) return {}
  const allowed = config.corsOrigins.includes('*') || config.corsOrigins.includes(origin)
  if (!allowed) return {}
  return {
    'Access-Control-Allow-Origin': config.corsOrigins.includes('*') ? '*' : origin,
    'Access-Control-Expose-Headers': 'ETag, Link, Location, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset',
    ...(config.corsOrigins.includes('*') ? {} : { Vary: 'Origin' }),
  }
}

export function createService(config: Config, opts: { worker?: boolean } = {}): Service {
  const registry = new Registry(config.dataDir)
  const pool = new TenantPool(config.dataDir, config.maxOpenTenants)
  const ctx: AppContext = { config, registry, pool }
  const searchCatchUp = startSearchCatchUp(ctx, config.searchCatchUpMs)
  ctx.onSearchPending = (tenant) => searchCatchUp.schedule(tenant.slug)
  const routes = allRoutes(ctx)
  const table = routes.map((r) => ({ method: r.method, pattern: patternOf(r.path) }))

  const app = new Elysia({ aot: true })
  for (const route of routes) {
    app.route(route.method, route.path, ({ request, params }) => run(ctx, route, request, params as Record<string, string>), { parse: 'none' })
  }
  app.onError(({ code, request }) => {
    if (code === 'NOT_FOUND') {
      const path = new URL(urlOf(request)).pathname
      const allow = [...new Set(table.filter((r) => r.pattern.test(path)).map((r) => r.method))]
      // note: a path that routes for this very method but matched nothing is simply not found
      if (allow.length && !allow.includes(request.method as Route['method'])) return toResponse(problem.methodNotAllowed(allow))
      return toResponse(problem.notFound(`No route found for "${request.method} ${path}".`))
    }
    return toResponse(code === 'PARSE' ? problem.badRequest('Syntax error: the request body is not valid JSON.') : problem.internal())
  })

  const limiter = new RateLimiter(config, apiKeyRateId(ctx))
  const stopExtensions = opts.worker ? startExtensions(ctx) : () => {}

  async function fetch(request: Request, server?: { requestIP(r: Request): { address: string } | null }): Promise<Response> {
    const cors = corsHeaders(config, request)
    if (request.method === 'OPTIONS' && request.headers.get('access-control-request-method')) {
      return new Response(null, {
        status: 204,
        headers: {
          ...cors,
          'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
          'Access-Control-Allow-Headers': 'Authorization, Content-Type, If-Match, If-None-Match, X-Tenant-Id, X-Site-Id, X-Preview-Token',
          'Access-Control-Max-Age': '600',
        },
      })
    }
    const decision = await limiter.take(request, clientIp(request, config, server?.requestIP(request)?.address))
    const headers = { ...decision.headers, ...cors }
    if (!decision.allowed) {
      return toResponse(problem.tooManyRequests(decision.retryAfter, { limit: decision.limit, remaining: decision.remaining, reset: decision.reset }), headers)
    }
    let response: Response
    try {
      response = await app.handle(routable(request))
    } catch (err) {
      response = toResponse(err)
    }
    // note: Vary is appended, so the CORS `Origin` joins what a route already varies on
    for (const [k, v] of Object.entries(headers)) {
      if (k === 'Vary') response.headers.append(k, v)
      else response.headers.set(k, v)
    }
    // Hydra discovery, as API Platform: every response links the API documentation
    response.headers.append('Link', apiDocumentationLink(originOf(request, config)))
    return response
  }

  return {
    ctx,
    routes,
    fetch,
    close() {
      stopExtensions()
      limiter.close()
      searchCatchUp.stop()
      pool.closeAll()
      registry.close()
    },
  }
}
