import type { Config } from '../config'
import type { Actor } from '../registry/define'
import type { AccessClass, Action } from '../registry/policy'
import type { Registry, Tenant } from '../store/registry-db'
import type { Scope } from '../store/repository'
import type { TenantHandle, TenantPool } from '../store/tenant-db'

/** What lives for the whole process: config, registry, open tenant databases. */
export type AppContext = {
  config: Config
  registry: Registry
  pool: TenantPool
}

/** What one route needs from the pipeline (CONTRACT §4). */
export type RouteSpec = {
  /** Requires `X-Tenant-Id` (everything but system paths). */
  tenant: boolean
  /** `required` under /admin; `preview` reads X-Preview-Token on /public. */
  auth: 'required' | 'none' | 'preview'
  /** Role check: the resource's access class and the operation's action. */
  access?: { class: AccessClass; action: Action }
  /** Resolve X-Site-Id (or the first active site). */
  site: boolean
  body: 'json' | 'multipart' | 'none'
}

export type Site = { id: number; uuid: string; slug: string; name: string; status: string }

export type RequestContext = {
  app: AppContext
  request: Request
  url: { path: string; params: URLSearchParams }
  tenant: Tenant
  handle: TenantHandle
  site: Site | null
  actor: Actor | null
  /** Authors write drafts only. */
  draftOnly: boolean
  /** A valid X-Preview-Token was sent: drafts and scheduled content are visible. */
  preview: boolean
  body: unknown
  scope: (prefix: '/admin' | '/public') => Scope
}
