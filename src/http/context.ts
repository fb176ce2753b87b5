import type { Config } from '../config'
import type { TransformIndex, Transformer } from '../domain/media-transforms'
import type { Resolver } from '../domain/url-guard'
import type { Actor } from '../registry/define'
import type { RouteSpec } from '../registry/route-spec'
import type { BackupScheduler } from '../domain/scheduled-backups'
import type { MediaStore } from '../store/media-store'
import type { ReadCache } from '../store/read-cache'
import type { Registry, Tenant } from '../store/registry-db'
import type { Scope } from '../store/repository'
import type { TenantHandle, TenantPool } from '../store/tenant-db'
import type { Identity } from './identity'
import type { ServiceMetrics } from './metrics'

export type { RouteSpec }

/** What lives for the whole process: config, registry, open tenant databases. */
export type AppContext = {
  config: Config
  registry: Registry
  pool: TenantPool
  /** Where media files live (tenant folders or a bucket). */
  media: MediaStore
  /** Scheduled backups, when `serve` runs them; `lastSuccessByTenant()` is for monitoring. */
  backups?: BackupScheduler
  /** A write left full-text index work for this tenant (the server catches up shortly after). */
  onSearchPending?: (tenant: Tenant) => void
  /** Image transforms on delivery: made on first use (media-delivery.ts). */
  transforms?: Transformer
  /** A worker thread's share of the node's transform work: its slots and claims, and its index. */
  transformNode?: TransformNode
  /** How webhook URLs resolve, on write and on delivery (the system's resolver unless a test sets one). */
  resolveHost?: Resolver
  /** The serving process's metrics (absent in operator commands). */
  metrics?: ServiceMetrics
  /** A write recorded events for this tenant: open change streams look now (after the commit). */
  onChanges?: (slug: string) => void
  /** Representations of unchanged items, per serving thread (absent in operator commands). */
  readCache?: ReadCache
}

/** What the worker threads of one node share for image transforms (media-transforms.ts). */
export type TransformNode = { jobs: SharedArrayBuffer; index: TransformIndex }

export type Site = { id: number; uuid: string; slug: string; name: string; status: string }

export type RequestContext = {
  app: AppContext
  request: Request
  /** The client's address as the rate limiter saw it (`clientIp` in rate-limit.ts). */
  clientIp: string
  url: { path: string; params: URLSearchParams }
  tenant: Tenant
  handle: TenantHandle
  site: Site | null
  actor: Actor | null
  /** The credentials the request came with, as stage 1 read them (a stream checks them again later). */
  identity: Identity
  /** Authors write drafts only. */
  draftOnly: boolean
  /** A valid X-Preview-Token was sent: drafts and scheduled content are visible. */
  preview: boolean
  body: unknown
  scope: (prefix: '/admin' | '/public') => Scope
}
