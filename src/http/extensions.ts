/**
 * Routes and background work that are not generic CRUD (media upload, search, redirects
 * resolver, webhooks…). Each feature module contributes here, so app.ts stays fixed.
 */
import type { AppContext } from './context'
import { publishIfDue } from './pipeline'
import { redirectRoutes } from './redirect-routes'
import type { Route } from './route'
import { searchRoutes } from './search-routes'

export type Extension = {
  routes?: (ctx: AppContext) => Route[]
  /** Replaces the generic create of a resource (multipart uploads). */
  creators?: (ctx: AppContext) => Record<string, Route['handle']>
  /** Background work while serving; returns a stop function. */
  start?: (ctx: AppContext) => () => void
}

// note: a static list (no directory scan in a compiled binary); one line per feature module
const EXTENSIONS: Extension[] = [
  { routes: () => searchRoutes() },
  { routes: () => redirectRoutes() },
]

export function extensionRoutes(ctx: AppContext): { routes: Route[]; creators: Record<string, Route['handle']> } {
  const routes: Route[] = []
  const creators: Record<string, Route['handle']> = {}
  for (const ext of EXTENSIONS) {
    routes.push(...(ext.routes?.(ctx) ?? []))
    Object.assign(creators, ext.creators?.(ctx) ?? {})
  }
  return { routes, creators }
}

/** The scheduler: publishes due content of tenants nobody is requesting right now. */
function startScheduler(ctx: AppContext): () => void {
  const timer = setInterval(() => {
    for (const tenant of ctx.registry.dueForPublishing(Date.now())) {
      try {
        ctx.pool.with(tenant.slug, (handle) => publishIfDue(ctx, tenant, handle))
      } catch (err) {
        console.error(`[cms] scheduled publishing failed for tenant ${tenant.slug}:`, err)
      }
    }
  }, ctx.config.workerIntervalMs)
  timer.unref?.()
  return () => clearInterval(timer)
}

export function startExtensions(ctx: AppContext): () => void {
  const stops = [startScheduler(ctx), ...EXTENSIONS.map((e) => e.start?.(ctx) ?? (() => {}))]
  return () => stops.forEach((stop) => stop())
}
