/**
 * The change feed's routes (CONTRACT §13): `/admin/changes` and `/public/changes` as Hydra
 * collections paged by cursor, and their `/stream` twins as Server-Sent Events.
 */
import { problem } from '../lib/problem'
import type { RouteSpec } from '../registry/route-spec'
import type { ViewDef } from '../registry/view'
import { adminChanges, publicChanges } from '../resources/changes'
import { hydraCursorCollection } from '../registry/serialize'
import { latestChange, readChange, readChanges } from '../store/change-feed'
import { isUuid } from '../lib/uuid'
import { checkKept, cursorOf, present, readerOf } from './change-feed'
import type { ChangeStreams, StreamAccess } from './change-streams'
import type { RequestContext } from './context'
import type { Identity } from './identity'
import { authenticate } from './pipeline'
import { jsonResponse, longLived } from './respond'
import { conditionalJson, tagHeaders } from './conditional'
import { cacheTag, collectionTag } from '../registry/cache-tags'
import type { TenantRoute } from './route'

const adminSpec: RouteSpec = { tenant: true, auth: 'required', access: { class: 'content', action: 'read' }, site: true, body: 'none' }
const publicSpec: RouteSpec = { tenant: true, auth: 'none', site: true, body: 'none' }

const MAX_PAGE = 100

/** CONTRACT §11's cache tags of the public feed: `changes`, and `change:<uuid>` for each member. */
const CHANGE = { singular: 'change', path: 'changes' }
const FEED_TAG = collectionTag(CHANGE)

const perPageOf = (params: URLSearchParams): number => {
  const raw = params.get('per_page') ?? params.get('itemsPerPage')
  if (raw === null) return MAX_PAGE
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < 1) throw problem.badRequest('per_page must be a positive integer.')
  return Math.min(Number(raw), MAX_PAGE)
}

const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  // nginx (examples/scaling) would otherwise buffer the stream
  'X-Accel-Buffering': 'no',
}

const feedQuery = (isPublic: boolean, stream = false): NonNullable<TenantRoute['doc']['query']> => [
  {
    name: 'after',
    description: stream
      ? 'A cursor: only the changes after it (none: the changes made from now on; `Last-Event-ID` wins over it)'
      : 'A cursor: only the changes after it (none: from the oldest kept)',
    schema: { type: 'string', pattern: '^\\d+$' },
  },
  { name: 'resource', description: `Only these resources, comma-separated (e.g. \`articles,pages\`)${isPublic ? '' : '; only those the caller may read'}` },
  { name: 'resource[]', description: 'The same as a list, one resource a parameter (`resource[]=articles&resource[]=pages`)', schema: { type: 'array', items: { type: 'string' } } },
]

function collection(view: ViewDef, isPublic: boolean): TenantRoute {
  const prefix = isPublic ? '/public' : '/admin'
  return {
    method: 'GET',
    path: `${prefix}/changes`,
    spec: isPublic ? publicSpec : adminSpec,
    doc: {
      summary: view.summary,
      description: `${view.description} \`hydra:next\` continues after the last cursor while more is stored; keep the last member's \`cursor\` to ask again later. A cursor older than what is kept answers 410.`,
      tag: view.tag,
      tagDescription: view.description,
      view,
      shape: 'feed',
      query: [...feedQuery(isPublic), { name: 'per_page', description: 'Changes per page (default and at most 100)', schema: { type: 'integer', minimum: 1 } }, { name: 'itemsPerPage', description: 'Alias of `per_page`.', schema: { type: 'integer', minimum: 1 } }],
      problems: [410],
    },
    handle(rc) {
      const reader = readerOf(rc, isPublic)
      const after = cursorOf(rc, false) ?? 0
      const limit = perPageOf(rc.url.params)
      const db = rc.handle.db
      checkKept(db, after)
      const rows = readChanges(db, reader.filter, after, limit + 1)
      const more = rows.length > limit
      const page = more ? rows.slice(0, limit) : rows
      const members = page.map((row) => present(reader, row))
      const next = more ? String(page[page.length - 1]!.id) : null
      const headers = isPublic ? { 'Cache-Control': 'no-cache', ...tagHeaders([FEED_TAG, ...page.map((row) => cacheTag(CHANGE, row.uuid))]) } : {}
      return jsonResponse(hydraCursorCollection({ type: view.type, path: rc.url.path, params: rc.url.params, members, next }), 200, headers)
    },
  }
}

/** One member by its uuid: the @id of a change can be fetched, by those whose feed shows it. */
function member(view: ViewDef, isPublic: boolean): TenantRoute {
  const prefix = isPublic ? '/public' : '/admin'
  return {
    method: 'GET',
    path: `${prefix}/changes/:id`,
    spec: isPublic ? publicSpec : adminSpec,
    doc: {
      summary: `One ${view.type}, as the feed shows it to the caller`,
      tag: view.tag,
      view,
      shape: 'item',
      pathParams: [{ name: 'id', description: 'The change\'s uuid (the last segment of its `@id`)', schema: { type: 'string', format: 'uuid' } }],
    },
    handle(rc, params) {
      const reader = readerOf(rc, isPublic)
      const id = params.id!
      const row = isUuid(id) ? readChange(rc.handle.db, reader.filter, id.toLowerCase()) : null
      if (!row) throw problem.notFound('Change not found.')
      // a change never changes: its ETag holds for good
      const headers = isPublic ? { 'Cache-Control': 'no-cache', ...tagHeaders([cacheTag(CHANGE, row.uuid)]) } : {}
      return conditionalJson(rc.request, { '@context': `/contexts/${view.type}`, ...present(reader, row) }, headers)
    },
  }
}

function stream(view: ViewDef, isPublic: boolean, streams: ChangeStreams): TenantRoute {
  const prefix = isPublic ? '/public' : '/admin'
  return {
    method: 'GET',
    path: `${prefix}/changes/stream`,
    spec: isPublic ? { ...publicSpec, tenantFromQuery: true } : adminSpec,
    doc: {
      summary: `Streams ${isPublic ? 'what the public sees change' : 'the changes'} live, as Server-Sent Events`,
      description:
        `Each change as an event: \`id:\` its cursor, \`event:\` its name, \`data:\` the ${view.type} as JSON. Without a cursor it starts with the changes made from now on; \`after=0\` replays every kept change first. Reconnecting with the \`Last-Event-ID\` header (the last cursor received; or \`?after=\`) ` +
        'delivers every change after it, none twice, none missing. A comment line at least every 15 s keeps idle connections open. ' +
        `At most CMS_STREAMS_PER_TENANT open streams per tenant (503 with Retry-After past it).${isPublic ? ' Browsers, whose EventSource sends no headers, may name the tenant as `?tenant=<slug>`.' : ''}`,
      tag: view.tag,
      view,
      shape: 'custom',
      responseType: 'text/event-stream',
      responseSchema: { type: 'string', description: `Server-Sent Events; each \`data:\` is a ${view.type}` },
      query: [
        ...feedQuery(isPublic, true),
        ...(isPublic ? [{ name: 'tenant', description: 'The tenant slug, when no X-Tenant-Id header can be sent' }] : []),
        {
          name: 'Last-Event-ID',
          in: 'header',
          description: 'The last cursor received, on a reconnect (browsers\' EventSource sends it by itself): the stream goes on after it, also when the URL has `?after=`',
          schema: { type: 'string', pattern: '^\\d+$' },
        },
      ],
      problems: [410, 503],
    },
    handle(rc: RequestContext) {
      const reader = readerOf(rc, isPublic)
      const db = rc.handle.db
      // no cursor: the changes from now on (a client resumes with the last id it received)
      const after = cursorOf(rc, true) ?? latestChange(db)
      checkKept(db, after)
      // a HEAD gets the stream's headers, and no stream: one would hold a slot and never end
      if (rc.request.method === 'HEAD') return new Response(null, { status: 200, headers: SSE_HEADERS })
      if (!streams.accepting) throw problem.unavailable('The server is shutting down; reconnect shortly.', 1)
      const limit = rc.app.config.streamsPerTenant
      const body = streams.open({ slug: rc.tenant.slug, db, reader, after, signal: rc.request.signal, limit, access: isPublic ? undefined : accessOf(rc) })
      if (!body) throw problem.unavailable('Too many open change streams for this tenant; retry later.', 5)
      return longLived(new Response(body, { status: 200, headers: SSE_HEADERS }))
    },
  }
}

/**
 * An admin stream lasts while its credentials would still let it open: until the token or key
 * expires, and while the user is active, the key exists and the roles are the same.
 */
function accessOf(rc: RequestContext): StreamAccess {
  const { identity } = rc
  const slug = rc.tenant.slug
  const roles = rc.actor!.roles.join(' ')
  // note: the key row stage 1 looked up is the request's; each check looks it up again
  const again: Identity = identity.kind === 'api-key' ? { ...identity, key: undefined } : identity
  return {
    endsAt: expiryOf(identity),
    allowed: (db) => {
      try {
        return authenticate(again, slug, db).roles.join(' ') === roles
      } catch {
        return false
      }
    },
  }
}

/** When a token or key stops being accepted (a key's expiry is also checked by `allowed`). */
function expiryOf(identity: Identity): number {
  if (identity.kind === 'jwt' && identity.verified.ok) return identity.verified.claims.exp * 1000
  if (identity.kind === 'api-key' && identity.key?.expiresAt) return identity.key.expiresAt
  return Infinity
}

export function changeRoutes(streams: ChangeStreams): { admin: TenantRoute[]; public: TenantRoute[] } {
  return {
    admin: [collection(adminChanges, false), stream(adminChanges, false, streams), member(adminChanges, false)],
    public: [collection(publicChanges, true), stream(publicChanges, true, streams), member(publicChanges, true)],
  }
}
