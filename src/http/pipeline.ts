/**
 * THE request pipeline, in the order of CONTRACT §4:
 *   1. rate limit            (rate-limit.ts, run by app.ts before routing, for every request)
 *   2. X-Tenant-Id           400 missing, 404 unknown / suspended / deleted
 *   3. /admin: token 401, tenant membership 403, role 403
 *   4. X-Site-Id             400 not a UUID, 404 no such active site; absent → first active site
 *   5. body                  400 syntax, 415 type, 413 size
 * Every generated handler starts here and gets a plain RequestContext.
 */
import type { Database } from 'bun:sqlite'
import { verifyJwt } from '../domain/auth'
import { activeSiteByUuid, firstActiveSite, userByUuid } from '../store/lookups'
import { publishDue } from '../domain/publishing'
import { isUuid } from '../lib/uuid'
import { decide } from '../registry/policy'
import type { Actor } from '../registry/define'
import { RESOURCES } from '../resources'
import type { Tenant } from '../store/registry-db'
import type { Scope } from '../store/repository'
import type { TenantHandle } from '../store/tenant-db'
import { buildScope, SCHEDULER } from './scope'
import type { AppContext, RequestContext, RouteSpec, Site } from './context'
import { problem } from '../lib/problem'
import { urlOf } from './request-url'

const MAX_JSON_BYTES = 2 * 1024 * 1024
const JSON_TYPES = ['application/json', 'application/ld+json', 'application/merge-patch+json']

function resolveTenant(app: AppContext, request: Request): Tenant {
  const slug = request.headers.get('x-tenant-id')?.trim()
  if (!slug) throw problem.badRequest('X-Tenant-Id header is required.')
  const tenant = app.registry.bySlug(slug)
  // the same answer for unknown, suspended and deleted tenants
  if (!tenant || tenant.status !== 'active') throw problem.notFound('Tenant not found.')
  return tenant
}

/** Scheduled content whose time has come is published before the request reads anything. */
export function publishIfDue(app: AppContext, tenant: Tenant, handle: TenantHandle): void {
  if (tenant.nextPublishAt === null || tenant.nextPublishAt > Date.now()) return
  const next = publishDue(buildScope(app, tenant, handle, { prefix: '/admin', siteId: null, actor: SCHEDULER }), [...RESOURCES])
  app.registry.update(tenant.slug, { nextPublishAt: next })
  tenant.nextPublishAt = next
}

export async function authenticate(app: AppContext, request: Request, tenant: Tenant, db: Database): Promise<Actor> {
  const header = request.headers.get('authorization')
  if (!header || !/^bearer\s+\S/i.test(header)) throw problem.unauthorized('JWT Token not found')
  const token = header.replace(/^bearer\s+/i, '').trim()
  if (token.startsWith('cms_')) return authenticateApiKey(db, token)
  const verified = await verifyJwt(token, app.config.jwtSecret)
  if (!verified.ok) throw problem.unauthorized(verified.reason === 'expired' ? 'Expired JWT Token' : 'Invalid JWT Token')
  const { claims } = verified
  if (claims.typ !== undefined) throw problem.unauthorized('Invalid JWT Token')
  if (claims.tenant !== tenant.slug) throw problem.forbidden('User does not belong to this tenant.')
  const user = userByUuid(db, claims.sub)
  if (!user) throw problem.unauthorized('Invalid JWT Token')
  if (user.status !== 'active') throw problem.unauthorized('User account is disabled.')
  // roles come from the database, so a change applies at the next request
  return { type: 'user', id: user.uuid, label: user.email, roles: JSON.parse(user.roles) }
}

/** API keys are looked up by hash; see domain/api-keys.ts. */
let authenticateApiKey: (db: Database, token: string) => Actor = () => {
  throw problem.unauthorized('Invalid API key.')
}
export function setApiKeyAuthenticator(fn: typeof authenticateApiKey): void {
  authenticateApiKey = fn
}

async function resolvePreview(app: AppContext, request: Request, tenant: Tenant): Promise<boolean> {
  const token = request.headers.get('x-preview-token')
  if (token === null) return false
  const v = await verifyJwt(token.trim(), app.config.jwtSecret)
  if (!v.ok || v.claims.typ !== 'preview' || v.claims.tenant !== tenant.slug) throw problem.unauthorized('Invalid or expired preview token.')
  return true
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

async function readBody(request: Request, spec: RouteSpec, maxUploadMb: number): Promise<unknown> {
  if (spec.body === 'none' || request.method === 'GET' || request.method === 'DELETE' || request.method === 'HEAD') return undefined
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  const length = Number(request.headers.get('content-length') ?? 0)
  if (spec.body === 'multipart') {
    if (type !== 'multipart/form-data') throw problem.unsupportedMediaType('Uploads must be sent as multipart/form-data.')
    if (length > (maxUploadMb + 1) * 1024 * 1024) throw problem.payloadTooLarge(`The file is too large; the limit is ${maxUploadMb} MB.`)
    return undefined // the media operation streams the form itself
  }
  if (type !== '' && !JSON_TYPES.includes(type) && !type.endsWith('+json')) {
    throw problem.unsupportedMediaType(`The content type "${type}" is not supported. Use application/json.`)
  }
  if (length > MAX_JSON_BYTES) throw problem.payloadTooLarge('The request body is too large.')
  const text = await request.text()
  if (text.length > MAX_JSON_BYTES) throw problem.payloadTooLarge('The request body is too large.')
  if (text.trim() === '') throw problem.badRequest('Syntax error: the request body is empty.')
  try {
    return JSON.parse(text)
  } catch {
    throw problem.badRequest('Syntax error: the request body is not valid JSON.')
  }
}

/** Runs stages 2 to 5 for a route. The caller must `release` the context's tenant handle. */
export async function runPipeline(app: AppContext, request: Request, spec: RouteSpec): Promise<RequestContext> {
  const tenant = resolveTenant(app, request)
  const handle = app.pool.acquire(tenant.slug, tenant)
  try {
    const href = urlOf(request)
    const pathStart = href.indexOf('/', href.indexOf('//') + 2)
    const q = href.indexOf('?', pathStart)
    const url = {
      path: q === -1 ? href.slice(pathStart) : href.slice(pathStart, q),
      params: new URLSearchParams(q === -1 ? '' : href.slice(q + 1)),
    }
    const rc: RequestContext = {
      app,
      request,
      url,
      tenant,
      handle,
      site: null,
      actor: null,
      draftOnly: false,
      preview: false,
      body: undefined,
      scope: (prefix) => makeScope(app, rc, prefix),
    }
    publishIfDue(app, tenant, handle)
    if (spec.auth === 'required') {
      rc.actor = await authenticate(app, request, tenant, handle.db)
      if (spec.access) {
        const decision = decide(spec.access.class, spec.access.action, rc.actor.roles)
        if (decision === 'deny') throw problem.forbidden()
        rc.draftOnly = decision === 'draft-only'
      }
    } else if (spec.auth === 'preview') {
      rc.preview = await resolvePreview(app, request, tenant)
    }
    if (spec.site) rc.site = resolveSite(request, handle.db)
    rc.body = await readBody(request, spec, app.config.maxUploadMb)
    return rc
  } catch (err) {
    app.pool.release(handle)
    throw err
  }
}

function makeScope(app: AppContext, rc: RequestContext, prefix: '/admin' | '/public'): Scope {
  return buildScope(app, rc.tenant, rc.handle, { prefix, siteId: rc.site?.id ?? null, actor: rc.actor, draftOnly: rc.draftOnly, preview: rc.preview })
}
