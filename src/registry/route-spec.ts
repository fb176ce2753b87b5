/**
 * The declarative part of a route: what it needs from the request pipeline (`RouteSpec`) and how
 * it is documented (`RouteDoc`). The pipeline (http/) runs the first; the OpenAPI and Hydra
 * generators here read both, so they never import the HTTP layer.
 */
import type { ResourceDef } from './define'
import type { ViewDef } from './view'
import type { AccessClass, Action } from './policy'

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
  /** Also takes the tenant as `?tenant=<slug>` (browsers' EventSource sends no headers). */
  tenantFromQuery?: boolean
}

/** What the OpenAPI generator needs to describe a route. */
export type RouteDoc = {
  summary: string
  /** More than the summary says; the generator adds who may call the route. */
  description?: string
  tag: string
  /** What the tag groups, for a tag no resource describes; given on one route of the tag. */
  tagDescription?: string
  resource?: ResourceDef
  /** A read-only view: its collection (shape `collection`) or one member (shape `item`). */
  view?: ViewDef
  /** How request and response are shaped, so the docs can derive schemas. */
  shape:
    | 'collection'
    /** A view's members paged by cursor (`after`), not by page number. */
    | 'feed'
    | 'item'
    | 'create'
    | 'replace'
    | 'patch'
    | 'delete'
    | 'operation'
    | 'plain-array'
    | 'custom'
  requestSchema?: Record<string, unknown>
  requestType?: string
  responseSchema?: Record<string, unknown>
  /** Content type of the success body when not derived from the shape (default JSON). */
  responseType?: string
  /** Answers that are neither the success nor a problem, by status (`/health` degraded: 503); no schema: no body. */
  otherResponses?: Record<number, { description: string; schema?: Record<string, unknown>; headers?: string[] }>
  /** Response headers of the success beyond the derived ones: names of the document's shared headers. */
  headers?: string[]
  /** Takes a bearer token without needing one (a private media file needs it, a public one not). */
  optionalAuth?: boolean
  /** Extra problem statuses this route may answer. */
  problems?: number[]
  /** Query parameters beyond those derived from the resource (and headers, `in: 'header'`). */
  query?: { name: string; in?: 'query' | 'header'; required?: boolean; description: string; schema?: Record<string, unknown> }[]
  /** Path parameters, in order. */
  pathParams?: { name: string; description: string; schema?: Record<string, unknown> }[]
  successStatus?: number
  /** A custom GET that answers If-None-Match with 304 (conditionalJson), as item reads do. */
  conditional?: boolean
  /** A custom GET that shows one item of `resource` as its own GET does: `locale`, `fallback`, `properties`. */
  itemRead?: boolean
}
