/**
 * THE request pipeline, in the order of CONTRACT §4, on Elysia's lifecycle:
 *   1. rate limit      onRequest, for every request (unknown routes too, before routing): the
 *                      identity (bearer or API key) is worked out once and picks the bucket;
 *                      429 past the limit. CORS preflights are answered here as well.
 *   2. X-Tenant-Id     macro `tenant`: 400 missing, 404 unknown / suspended / deleted
 *   3. /admin          macro `auth`: token 401, tenant membership 403;
 *                      macro `access`: role 403 (registry/policy.ts)
 *   4. X-Site-Id       macro `site`: 400 not a UUID, 404 no such active site; absent → first active site
 *   5. body            macro `read`: 400 syntax, 415 type, 413 size. Routes are mounted with
 *                      `parse: 'none'`, so Elysia never reads a body before stages 2–4
 *                      (CONTRACT: body errors come last)
 *   exit               onError turns every error into a problem; onAfterHandle and onError put
 *                      the stage-1 headers (X-RateLimit-*, CORS) and the Hydra Link on responses.
 * Stages 2–5 are `resolve` macros; `stagesOf` lists a route's stages, always in this order.
 */
import type { Database } from 'bun:sqlite'
import type { AnyElysia } from 'elysia'
import { apiKeyActor, findApiKey, isUsable, keyRoles } from '../domain/api-keys'
import { apiKeyByUuid } from '../store/api-keys'
import { verifyJwt } from '../domain/auth'
import { bodySize, sizedResponse } from '../lib/body-size'
import { problem, toResponse } from '../lib/problem'
import { isUuid } from '../lib/uuid'
import { strictUtf8 } from '../lib/utf8'
import type { Actor } from '../registry/define'
import { decide, type AccessClass, type Action } from '../registry/policy'
import { activeSiteByUuid, firstActiveSite, userByUuid } from '../store/lookups'
import { rightsLoweredAt } from '../store/users'
import { flushGroup, readTransaction } from '../store/orm'
import { openActive, type TenantLease } from '../store/tenant-lease'
import type { AppContext, RequestContext, RouteSpec, Site } from './context'
import { PUBLIC_VARY } from './conditional'
import { corsHeaders, preflight } from './cors'
import type { Exchange } from './exchange'
import { identify, type Identity } from './identity'
import { apiDocumentationLink, originOf } from './origin'
import { clientIp, RateLimiter } from './rate-limit'
import type { Params, Route } from './route'
import { buildScope, publishIfDue } from './scope'
import { BODY_ROOM } from './multipart'

const MAX_JSON_BYTES = 2 * 1024 * 1024
/** Methods that write nothing: their requests read only committed data (see `openActive`). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const JSON_TYPES = ['application/json', 'application/ld+json', 'application/merge-patch+json']

/** What stage 1 leaves on Elysia's request context. */
type Stage1 = {
  /** The request's record (exchange.ts): the exit notes the route, tenant and actor on it. */
  exchange: Exchange | undefined
  identity: Identity
  /** Headers every response of this request carries (X-RateLimit-*, CORS). */
  exit: Record<string, string>
  /** The client address the rate limiter counts (X-Forwarded-For only behind a trusted proxy). */
  ip: string
}

/** Elysia's request context as the later stages and handlers see it (fields set by resolves). */
type StageContext = Stage1 & {
  request: Request
  params: Params
  path: string
  url: string
  qi: number
  lease?: TenantLease
  actor?: Actor
  draftOnly?: boolean
  preview?: boolean
  site?: Site
  siteAhead?: Site | Error
  payload?: unknown
}

/**
 * note: Elysia types a context from the plugins it knows; the values the stages put on it are
 * typed here instead, since routes are mounted from the route table, not written inline.
 */
const staged = <C = object, T = unknown>(fn: (c: StageContext & C) => T) => fn as (c: object) => T

/** Stage 3: the identity of stage 1 as a user or API key of this tenant. */
export function authenticate(identity: Identity, tenant: string, db: Database): Actor {
  if (identity.kind === 'none') throw problem.unauthorized('JWT Token not found')
  if (identity.kind === 'api-key') {
    // stage 1 looked the key up in the tenant X-Tenant-Id names; media files name theirs in the path
    const key = identity.tenant === tenant ? identity.key : undefined
    return apiKeyActor(db, key === undefined ? findApiKey(db, identity.token) : key)
  }
  const { verified } = identity
  if (!verified.ok) throw problem.invalidToken(verified.reason === 'expired' ? 'Expired JWT Token' : 'Invalid JWT Token')
  const { claims } = verified
  if (claims.typ !== undefined) throw problem.invalidToken('Invalid JWT Token')
  if (claims.tenant !== tenant) throw problem.forbidden('User does not belong to this tenant.')
  const user = userByUuid(db, claims.sub)
  if (!user) throw problem.invalidToken('Invalid JWT Token')
  if (user.status !== 'active') throw problem.invalidToken('User account is disabled.')
  // a new password ended the sessions issued before it (`iat` is in seconds: one issued in that
  // same second, the fresh pair of the change itself, goes on). "Expired": a client refreshes,
  // and finds its refresh token ended too
  if (user.sessionsEndedAt !== null && claims.iat * 1000 + 999 < user.sessionsEndedAt) throw problem.invalidToken('Expired JWT Token')
  // roles come from the database, so a change applies at the next request
  return { type: 'user', id: user.uuid, label: user.email, roles: JSON.parse(user.roles) }
}

async function resolvePreview(app: AppContext, request: Request, tenant: string, db: Database): Promise<boolean> {
  const token = request.headers.get('x-preview-token')
  if (token === null) return false
  const v = await verifyJwt(token.trim(), app.config.jwtSecret)
  if (!v.ok || v.claims.typ !== 'preview' || v.claims.tenant !== tenant || !mayStillPreview(db, v.claims.sub, v.claims.at ?? v.claims.iat * 1000 + 999)) {
    throw problem.invalidToken('Invalid or expired preview token.')
  }
  return true
}

/**
 * A preview token lasts no longer than the right of whoever asked for it: the user or API key it
 * names must still exist, be active (a key: unexpired, its user active), hold a role that may ask
 * for one (editor or administrator), and have lost no rights since the token was issued
 * (`issuedAt`, ms: a demotion or a disabling, the key's or its user's), so that a token ended by
 * a demotion stays ended when the role comes back. Other changes (a rename) leave it alone.
 */
function mayStillPreview(db: Database, sub: string, issuedAt: number): boolean {
  const user = userByUuid(db, sub)
  const key = user ? null : apiKeyByUuid(db, sub)
  const roles = user ? (user.status === 'active' ? (JSON.parse(user.roles) as string[]) : null) : isUsable(key) ? keyRoles(db, key) : null
  if (roles === null || decide('content', 'publish', roles) === 'deny') return false
  const lowered = Math.max(user ? (rightsLoweredAt(db, sub) ?? 0) : (key!.rightsLoweredAt ?? 0), key?.ownerId ? (rightsLoweredAt(db, key.ownerId) ?? 0) : 0)
  return lowered <= issuedAt
}

/**
 * Stage 4's answer worked out ahead, in stage 3's read transaction: the site, or the problem
 * stage 4 throws in its turn (so the order of errors stays CONTRACT §4's).
 */
function lookUpSite(request: Request, db: Database): Site | Error {
  try {
    return resolveSite(request, db)
  } catch (err) {
    return err as Error
  }
}

function resolveSite(request: Request, db: Database): Site {
  const header = request.headers.get('x-site-id')
  if (header !== null) {
    if (!isUuid(header.trim())) throw problem.badRequest('X-Site-Id header must be a valid UUID.')
    const site = activeSiteByUuid(db, header.trim().toLowerCase())
    if (!site) throw problem.notFound('Site not found.')
    return site
  }
  const first = firstActiveSite(db)
  if (!first) throw problem.notFound('Site not found.')
  return first
}

async function readBody(request: Request, kind: 'json' | 'multipart' | 'none', maxUploadMb: number): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined
  if (kind === 'none' || request.method === 'DELETE') return refuseBadBody(request)
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  const length = Number(request.headers.get('content-length') ?? 0)
  if (kind === 'multipart') {
    if (type !== 'multipart/form-data') throw problem.unsupportedMediaType('Uploads must be sent as multipart/form-data.')
    if (length > maxUploadMb * 1024 * 1024 + BODY_ROOM) throw problem.payloadTooLarge(`The file is too large; the limit is ${maxUploadMb} MB.`)
    return undefined // the media operation streams the form itself
  }
  if (!isJsonType(type)) throw problem.unsupportedMediaType(`The content type "${type}" is not supported. Use application/json.`)
  if (length > MAX_JSON_BYTES) throw problem.payloadTooLarge('The request body is too large.')
  // note: with a Content-Length (checked above) the body is read at once; without one (chunked),
  // it is read up to the limit, as Bun's own cap is lifted for every refusal to be a problem
  checkCharset(request)
  const text = request.headers.has('content-length') ? utf8(new Uint8Array(await request.arrayBuffer())) : await boundedText(request, MAX_JSON_BYTES)
  if (text.length > MAX_JSON_BYTES) throw problem.payloadTooLarge('The request body is too large.')
  if (text.trim() === '') throw problem.badRequest('Syntax error: the request body is empty.')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw problem.badRequest('Syntax error: the request body is not valid JSON.')
  }
  if (depthOver(body, MAX_JSON_DEPTH)) throw problem.badRequest(`The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of arrays and objects.`)
  return body
}

/**
 * A route that takes no body (a DELETE, `…/publish`) ignores one that is valid JSON, and refuses
 * one that is not, or nested too deeply, as every route does (CONTRACT §4, stage 5, README): a
 * malformed request changes nothing.
 */
async function refuseBadBody(request: Request): Promise<undefined> {
  if (!request.body || request.headers.get('content-length') === '0') return undefined
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (Number(request.headers.get('content-length') ?? 0) > MAX_JSON_BYTES) throw problem.payloadTooLarge('The request body is too large.')
  const text = await boundedText(request, MAX_JSON_BYTES)
  if (text.trim() === '') return undefined
  checkCharset(request)
  if (!isJsonType(type)) throw problem.unsupportedMediaType(`The content type "${type}" is not supported. Use application/json.`)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw problem.badRequest('Syntax error: the request body is not valid JSON.')
  }
  if (depthOver(body, MAX_JSON_DEPTH)) throw problem.badRequest(`The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of arrays and objects.`)
  return undefined
}

/** A body without a Content-Length, read until it ends or passes `max` bytes (a 413). */
async function boundedText(request: Request, max: number): Promise<string> {
  if (!request.body) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of request.body) {
    size += chunk.byteLength
    if (size > max) throw problem.payloadTooLarge('The request body is too large.')
    chunks.push(chunk)
  }
  return utf8(Buffer.concat(chunks))
}

/**
 * A JSON body as text: UTF-8 (RFC 8259), a leading BOM dropped. note: decoding leniently stored
 * U+FFFD for every byte that was not UTF-8 (Latin-1 `café` became `caf�`): such a body is a 400.
 */
function utf8(bytes: Uint8Array): string {
  const text = strictUtf8(bytes)
  if (text === null) throw problem.badRequest('Syntax error: the request body is not valid UTF-8.')
  return text
}

/** A content type a JSON body may come with (none, JSON, JSON-LD, merge patch, any `+json`). */
const isJsonType = (type: string) => type === '' || JSON_TYPES.includes(type) || type.endsWith('+json')

/** A JSON body's `charset`, when one is named, is UTF-8. */
function checkCharset(request: Request): void {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers.get('content-type') ?? '')?.[1]?.toLowerCase()
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw problem.unsupportedMediaType(`The charset "${charset}" is not supported. JSON is sent as UTF-8.`)
  }
}

/**
 * Levels of arrays and objects a JSON body may have. note: the parser takes any depth, but a
 * setting's value nested 100,000 deep overflowed the stack when it was serialised for storage (a
 * 500); SQLite's JSON functions stop at the same 1,000.
 */
const MAX_JSON_DEPTH = 1000

/** Whether `value` nests arrays and objects deeper than `max`, looked at without recursion. */
function depthOver(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]]
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!
    if (node === null || typeof node !== 'object') continue
    if (depth > max) return true
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1])
    }
  }
  return false
}

/** Stages 2–5 of one route as macro options, in contract order (only the stages it needs). */
export function stagesOf(spec: RouteSpec, method: string): Record<string, unknown> {
  const stages: Record<string, unknown> = { tenant: true }
  if (spec.auth !== 'none') stages.auth = spec.auth
  if (spec.access) stages.access = spec.access
  if (spec.site) stages.site = true
  // a write without a body still has its body checked (a GET's is never read)
  if (spec.body !== 'none' || method !== 'GET') stages.read = spec.body
  return stages
}

/** Stage-1 headers and the Hydra Link on a response (in place: no copy of the body). */
function finish(app: AppContext, response: Response, request: Request, exit: Record<string, string> | undefined): Response {
  if (exit) {
    // note: Vary is merged, so the CORS `Origin` joins what a route already varies on; a
    // response that states its own limit (a locked sign-in) keeps its X-RateLimit headers
    for (const k in exit) {
      if (k === 'Vary') mergeVary(response.headers, exit[k]!)
      else if (!k.startsWith('X-RateLimit-') || !response.headers.has(k)) response.headers.set(k, exit[k]!)
    }
  }
  // every /public answer, problems and the change feed included, says what chose it (stage 1's
  // headers hold that Vary already: `exitHeaders`)
  else if (isPublicPath(request.url)) mergeVary(response.headers, PUBLIC_VARY)
  // Hydra discovery, as API Platform: every response links the API documentation
  response.headers.append('Link', apiDocumentationLink(originOf(request, app.config)))
  return response
}

/** Adds to `Vary` the names of `value` it does not hold yet. */
function mergeVary(headers: Headers, value: string): void {
  const held = headers.get('vary')
  if (held === null) return headers.set('Vary', value)
  const have = new Set(held.toLowerCase().split(/\s*,\s*/))
  const more = value.split(/\s*,\s*/).filter((name) => !have.has(name.toLowerCase()))
  if (more.length) headers.set('Vary', `${held}, ${more.join(', ')}`)
}

/** The CORS headers of a request, with the Vary every /public answer carries (finish). */
function exitHeaders(cors: Record<string, string>, url: string): Record<string, string> {
  if (!isPublicPath(url)) return cors
  return { ...cors, Vary: cors.Vary ? `${cors.Vary}, ${PUBLIC_VARY}` : PUBLIC_VARY }
}

/** Whether a request URL's path is under /public/ (without parsing the URL). */
function isPublicPath(url: string): boolean {
  const path = url.indexOf('/', url.indexOf('//') + 2)
  return path !== -1 && url.startsWith('/public/', path)
}

/**
 * What the request log and the metrics learn from the stages: route template, tenant, actor, and
 * the body's size (Elysia rebuilds a problem's Response after this, so its size is noted here).
 */
function note(exchange: Exchange, route: string | undefined, lease: TenantLease | undefined, actor: Actor | undefined, response: unknown): void {
  if (route) exchange.route = route
  if (response instanceof Response) exchange.bytes = bodySize(response)
  if (lease) exchange.tenant = lease.tenant.slug
  if (actor) exchange.actor = actor
}

const patternOf = (path: string) => new RegExp('^' + path.replace(/:[^/]+/g, '[^/]+').replace(/\*$/, '.+') + '/?$')

export type PipelineOptions = {
  app: AppContext
  limiter: RateLimiter
  /** The route table, for 405 + Allow. */
  table: readonly Route[]
  /** The record of a request (its id, its socket address when a server received it). */
  exchangeOf: (request: Request) => Exchange | undefined
}

/** The dashboard's pages (`/ui`, `/ui/articles`…), which server.ts serves as Bun routes. */
const DASHBOARD_PAGES = /^\/ui(\/.*)?$/

/** The pipeline as an Elysia plugin: use it before any route is mounted. */
export function pipeline({ app, limiter, table, exchangeOf }: PipelineOptions) {
  const { config } = app
  // the dashboard's pages are Bun's own routes (server.ts), GET only: here for the 405's Allow
  const patterns = [...table.map((r) => ({ method: r.method as string, pattern: patternOf(r.path) })), { method: 'GET', pattern: DASHBOARD_PAGES }]
  // routes that also take the tenant from `?tenant=` (the public change stream, CONTRACT §13)
  const tenantInQuery = new Set(table.filter((r) => r.spec?.tenantFromQuery).map((r) => r.path))

  /** The methods a path answers: its routes', HEAD with a GET, and OPTIONS (CORS); none when unknown. */
  function allowed(path: string): string[] {
    const methods = new Set(patterns.filter((r) => r.pattern.test(path)).map((r) => r.method))
    if (methods.size === 0) return []
    if (methods.has('GET')) methods.add('HEAD')
    return [...methods, 'OPTIONS']
  }

  /** Elysia answers NOT_FOUND also for a known path under another method (elysiajs/elysia#682). */
  function notFound(request: Request, path: string): Response {
    const allow = allowed(path)
    // note: a path that routes for this very method but matched nothing is simply not found
    if (allow.length && !allow.includes(request.method)) return toResponse(problem.methodNotAllowed(allow))
    return toResponse(problem.notFound(`No route found for "${request.method} ${path}".`))
  }

  return (elysia: AnyElysia) =>
    elysia
      // 1. rate limit (and CORS preflight), before routing
      .onRequest(async (c) => {
        // note: `c` is only read and written by property: Elysia compiles every route from what
        // its hooks read, and a context used whole would make it parse headers, query, cookies
        const request = c.request
        // note: answers made here (a preflight, a 429) get no `finish`: /public's Vary goes with CORS
        const cors = exitHeaders(corsHeaders(config, request), request.url)
        const exchange = exchangeOf(request)
        if (request.method === 'OPTIONS') {
          // counted in no bucket, but told where the client's stands (CONTRACT §10: every response)
          const rate = limiter.peekHeaders(clientIp(request, config, exchange?.ip))
          if (request.headers.get('access-control-request-method')) return preflight({ ...cors, ...rate })
          // a plain OPTIONS asks which methods the path takes (RFC 9110)
          const allow = allowed(new URL(request.url).pathname)
          if (allow.length) return sizedResponse(null, { status: 204, headers: { ...cors, ...rate, Allow: allow.join(', ') } })
        }
        const identity = await identify(app, config, request)
        const ip = clientIp(request, config, exchange?.ip)
        const decision = limiter.take(identity, ip)
        const exit = { ...decision.headers, ...cors }
        if (!decision.allowed) {
          app.metrics?.rateLimited.labels(decision.anonymous ? 'anonymous' : 'authenticated').inc()
          return toResponse(problem.tooManyRequests(decision.retryAfter, { limit: decision.limit, remaining: decision.remaining, reset: decision.reset }), exit)
        }
        const context = c as typeof c & Stage1
        context.exchange = exchange
        context.identity = identity
        context.exit = exit
        context.ip = ip
      })
      .macro({
        // 2. tenant
        tenant: {
          resolve: staged(({ request, path }) => {
            const slug = request.headers.get('x-tenant-id')?.trim() || (tenantInQuery.has(path) ? new URL(request.url).searchParams.get('tenant')?.trim() : undefined)
            if (!slug) throw problem.badRequest('X-Tenant-Id header is required.')
            // the same answer for unknown, suspended and deleted tenants
            const lease = openActive(app, slug, { writes: !SAFE_METHODS.has(request.method) })
            if (!lease) throw problem.notFound('Tenant not found.')
            try {
              // scheduled content whose time has come is published before the request reads anything
              publishIfDue(app, lease.tenant, lease.handle)
            } catch (err) {
              lease.release()
              throw err
            }
            return { lease }
          }),
        },
        // 3. authentication (/admin) or preview (/public)
        auth: (mode: 'required' | 'preview') => ({
          tenant: true,
          resolve:
            mode === 'required'
              ? // note: the user and the site in one read transaction, one read lock instead of two
                staged(({ identity, lease, request }) =>
                  readTransaction(lease!.handle.db, () => ({
                    actor: authenticate(identity, lease!.tenant.slug, lease!.handle.db),
                    siteAhead: lookUpSite(request, lease!.handle.db),
                  })),
                )
              : staged(async ({ request, lease }) => ({ preview: await resolvePreview(app, request, lease!.tenant.slug, lease!.handle.db) })),
        }),
        // 3. role, from the route's access class and action
        access: (access: { class: AccessClass; action: Action }) => ({
          auth: 'required',
          resolve: staged(({ actor }) => {
            const decision = decide(access.class, access.action, actor!.roles)
            if (decision === 'deny') throw problem.forbidden()
            return { draftOnly: decision === 'draft-only' }
          }),
        }),
        // 4. site
        site: {
          resolve: staged(({ request, lease, siteAhead }) => {
            if (siteAhead instanceof Error) throw siteAhead
            return { site: siteAhead ?? resolveSite(request, lease!.handle.db) }
          }),
        },
        // 5. body
        read: (kind: 'json' | 'multipart' | 'none') => ({
          resolve: staged(async ({ request }) => ({ payload: await readBody(request, kind, config.maxUploadMb) })),
        }),
      })
      // exit: the handler's response (the lease goes back before the body is sent; bodies are built)
      .onAfterHandle(
        staged<{ response: unknown; route: string }, void>(({ response, request, lease, actor, exit, exchange, route }) => {
          lease?.release()
          if (response instanceof Response) finish(app, response, request, exit)
          if (exchange) note(exchange, route, lease, actor, response)
        }),
      )
      // exit: every problem, including unknown routes and methods
      .onError(
        staged<{ code: unknown; error: unknown; route: string }, Response>(({ code, error, request, path, lease, actor, exit, exchange, route }) => {
          lease?.release()
          const response = finish(app, code === 'NOT_FOUND' ? notFound(request, path) : toResponse(error), request, exit)
          if (exchange) note(exchange, code === 'NOT_FOUND' ? undefined : route, lease, actor, response)
          return response
        }),
      )
}

/**
 * note: Elysia gives null for a path segment that is not valid percent-encoded UTF-8
 * (`%ED%A0%80`); as '' it matches no id, slug or file, so the route answers its own 404.
 */
function decodedParams(params: Params): Params {
  for (const k in params) if (typeof params[k] !== 'string') params[k] = ''
  return params
}

/** Mounts one route; the pipeline's macros must be on `elysia`. */
export function mount(app: AppContext, elysia: AnyElysia, route: Route): void {
  // note: contexts are destructured, never passed whole: Elysia compiles each handler from what
  // it reads, and a context passed whole would make it parse headers, query and cookies
  if (route.spec === null) {
    const { serve } = route
    elysia.route(route.method, route.path, staged(({ request, params, identity }) => serve(request, decodedParams(params), identity)), { parse: 'none' })
    return
  }
  const { handle } = route
  const handler = staged(({ request, ip, params, path, url, qi, lease, identity, actor, draftOnly, preview, site, payload }) => {
    // the plain context the operations take (STYLE §4), from what the stages resolved
    const rc: RequestContext = {
      app,
      request,
      clientIp: ip,
      url: { path, params: new URLSearchParams(qi === -1 ? '' : url.slice(qi + 1)) },
      tenant: lease!.tenant,
      handle: lease!.handle,
      site: site ?? null,
      actor: actor ?? null,
      identity,
      draftOnly: draftOnly ?? false,
      preview: preview ?? false,
      body: payload,
      scope: (prefix) =>
        buildScope(app, rc.tenant, rc.handle, { prefix, siteId: rc.site?.id ?? null, actor: rc.actor, draftOnly: rc.draftOnly, preview: rc.preview }),
    }
    // a read answers from committed data only: writes of this turn still in their group commit now
    if (lease && SAFE_METHODS.has(request.method)) flushGroup(lease.handle.db)
    return handle(rc, decodedParams(params))
  })
  elysia.route(route.method, route.path, handler, { parse: 'none', ...stagesOf(route.spec, route.method) })
}
