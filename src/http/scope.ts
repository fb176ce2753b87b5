import { mediaUrls } from '../domain/media-urls'
import { publishDue } from '../domain/publishing'
import { noteWebhookWork } from '../domain/webhook-deliveries'
import { TagSet } from '../registry/cache-tags'
import type { Actor, ResourceDef } from '../registry/define'
import { pointersAt, RESOURCES, resourceByPath } from '../resources'
import type { Tenant } from '../store/registry-db'
import type { Scope } from '../store/repository'
import { stillInPlace, type TenantHandle } from '../store/tenant-db'
import type { AppContext } from './context'

export const SCHEDULER: Actor = { type: 'system', id: 'scheduler', label: 'scheduler', roles: [] }

/** Public readers see published content whose date has come (CONTRACT §8). */
function publicVisibility(def: ResourceDef, now: number) {
  if (def.public?.visible === 'published') return { sql: "t.status = 'published'", params: [] }
  if (def.public?.visible !== 'published-and-due') return null
  return { sql: "t.status = 'published' AND t.published_at <= ?", params: [now] }
}

/** A preview token also shows drafts and scheduled content, not archived (CONTRACT "Preview"). */
function previewVisibility(def: ResourceDef) {
  return def.public?.visible === 'published-and-due' ? { sql: "t.status <> 'archived'", params: [] } : null
}

/** The one place a repository Scope is built, for requests and for background work. */
export function buildScope(
  app: AppContext,
  tenant: Tenant,
  handle: TenantHandle,
  opts: { prefix: '/admin' | '/public'; siteId: number | null; actor: Actor | null; draftOnly?: boolean; preview?: boolean },
): Scope {
  const now = Date.now()
  return {
    db: handle.db,
    siteId: opts.siteId,
    tenant: { slug: tenant.slug, dir: handle.dir, mediaDir: handle.mediaDir, quotaMb: tenant.quotaMb, files: app.media.files(handle), inPlace: () => stillInPlace(handle) },
    locales: app.config.locales,
    localeChains: app.config.localeChains,
    prefix: opts.prefix,
    actor: opts.actor,
    lookup: resourceByPath,
    pointersAt,
    mediaUrls: (row) => mediaUrls(app.config, tenant.slug, row),
    draftOnly: opts.draftOnly ?? false,
    asOf: now,
    visibility: opts.prefix !== '/public' ? undefined : opts.preview ? previewVisibility : (def) => publicVisibility(def, now),
    preview: opts.prefix === '/public' && (opts.preview ?? false),
    tags: opts.prefix === '/public' ? new TagSet() : undefined,
    onScheduled: (at) => app.registry.noteScheduled(tenant.slug, at),
    onEvents: () => {
      noteWebhookWork(app.registry, tenant, handle.db)
      app.onChanges?.(tenant.slug)
    },
    onSearchPending: () => app.onSearchPending?.(tenant),
  }
}

/** Scheduled content whose time has come is published before a request reads anything. */
export function publishIfDue(app: AppContext, tenant: Tenant, handle: TenantHandle): void {
  if (tenant.nextPublishAt === null || tenant.nextPublishAt > Date.now()) return
  const scope = buildScope(app, tenant, handle, { prefix: '/admin', siteId: null, actor: SCHEDULER })
  tenant.nextPublishAt = publishDue(scope, [...RESOURCES], (next) => app.registry.update(tenant.slug, { nextPublishAt: next }))
}
