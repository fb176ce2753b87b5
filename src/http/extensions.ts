/**
 * Routes and background work that are not generic CRUD (media upload, search, redirects
 * resolver, webhooks…). Each feature module contributes here, so app.ts stays fixed.
 */
import { auditRoutes } from './audit-routes'
import type { AppContext } from './context'
import { mediaExtension } from './media-routes'
import { publishIfDue } from './pipeline'
import { localesExtension } from './locales-routes'
import { publicSettingsRoutes } from './public-settings'
import { redirectRoutes } from './redirect-routes'
import type { Route, RouteDoc } from './route'
import { searchRoutes } from './search-routes'
import { webhookRoutes } from './webhook-routes'
import { startWebhookWorker } from './webhook-worker'

/** A resource's create replaced by a feature module, with what its docs add (request body…). */
export type Creator = { handle: Route['handle']; doc?: Partial<RouteDoc> }

export type Extension = {
  routes?: (ctx: AppContext) => Route[]
  /** Replaces the generic create of a resource (multipart uploads). */
  creators?: (ctx: AppContext) => Record<string, Creator>
  /** Background work while serving; returns a stop function. */
  start?: (ctx: AppContext) => () => void
}

// note: a static list (no directory scan in a compiled binary); one line per feature module
const EXTENSIONS: Extension[] = [
  mediaExtension,
  localesExtension,
  { routes: webhookRoutes, start: startWebhookWorker },
  { routes: auditRoutes },
  { routes: publicSettingsRoutes },
  { routes: () => searchRoutes() },
  { routes: () => redirectRoutes() },
]

export function extensionRoutes(ctx: AppContext): { routes: Route[]; creators: Record<string, Creator> } {
  const routes: Route[] = []
  const creators: Record<string, Creator> = {}
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
        ctx.pool.with(tenant.slug, (handle) => publishIfDue(ctx, tenant, handle), tenant)
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
