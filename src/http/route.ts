/**
 * The two kinds of route. Each is documented by a RouteDoc; only a tenant route runs stages 2–5
 * of the pipeline (tenant, auth, site, body). Every route passes stage 1 (the rate limit).
 */
import type { RouteDoc } from '../registry/route-spec'
import type { RequestContext, RouteSpec } from './context'
import type { Identity } from './identity'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type Params = Record<string, string>

export type { RouteDoc }

type Reply = Response | Promise<Response>

/** A route of one tenant (`X-Tenant-Id`): the pipeline hands its handler a RequestContext. */
export type TenantRoute = {
  method: Method
  /** Elysia path syntax: `/admin/articles/:id`. */
  path: string
  /** What the route needs from the pipeline (CONTRACT §4). */
  spec: RouteSpec
  handle: (rc: RequestContext, params: Params) => Reply
  doc: RouteDoc
}

/**
 * A route without a tenant header (health, contexts, documentation, media files): no pipeline
 * beyond the rate limit. `spec` is null, so the docs describe it without tenant, auth or site.
 */
export type SystemRoute = {
  method: Method
  path: string
  spec: null
  serve: (request: Request, params: Params, identity: Identity) => Reply
  doc: RouteDoc
}

export type Route = TenantRoute | SystemRoute

/** How a resource's items are created (POST on the collection), with what its docs add. */
export type Create = { handle: TenantRoute['handle']; doc?: Partial<RouteDoc> }
