/**
 * Route table + resource registry → OpenAPI 3.0.3 (CONTRACT §10), served at /openapi.json.
 * Nothing here names a route: each route's RouteSpec (tenant, auth, site, body) decides its
 * headers, security and problem responses, and its RouteDoc (shape, resource, extra query and
 * path parameters) decides parameters, bodies and schemas. A route added anywhere in the table
 * is described without an edit here; the filters and orderings come from the resource
 * definition that also compiles them to SQL, so the docs cannot drift from behaviour.
 */
import { PER_PAGE_DEFAULT, type Queryable } from './query'
import { filtersOf } from './filters'
import { propertyParams } from './properties'
import { components, PROBLEMS } from './openapi-components'
import { SchemaRegistry, type Lookup } from './openapi-schemas'
import { decide, ROLES } from './policy'
import type { RouteDoc, RouteSpec } from './route-spec'
import type { JsonSchema } from './types'

/** The part of a route the generator reads (a structural subset of http/route.ts `Route`). */
export type DocRoute = {
  method: string
  path: string
  spec: Pick<RouteSpec, 'tenant' | 'auth' | 'site' | 'body' | 'access'> | null
  doc: RouteDoc
}

export type OpenApiInput = {
  routes: readonly DocRoute[]
  locales: readonly string[]
  lookup: Lookup
  version: string
}

type Param = Record<string, unknown>

const LD = 'application/ld+json'
const JSON_TYPE = 'application/json'

const param = (name: string) => ({ $ref: `#/components/parameters/${name}` })
const response = (name: string) => ({ $ref: `#/components/responses/${name}` })
const header = (name: string) => ({ $ref: `#/components/headers/${name}` })

/** The shared headers (openapi-components.ts) by the name they are sent under, where it differs. */
const HEADER_NAMES: Record<string, string> = { ContentDisposition: 'Content-Disposition', ContentRange: 'Content-Range', ContentLanguage: 'Content-Language' }

const PAGED: RouteDoc['shape'][] = ['collection', 'plain-array']
const CONDITIONAL_WRITE: RouteDoc['shape'][] = ['replace', 'patch', 'delete', 'operation']
const PROPERTIES: RouteDoc['shape'][] = ['collection', 'plain-array', 'item']

/** `:id` → `{id}`; Elysia's trailing `*` → `{path}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}').replace(/\*$/, '{path}')
const pathParamNames = (path: string) => [...openApiPath(path).matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)

function operationId(method: string, path: string, taken: Set<string>): string {
  const words = openApiPath(path)
    .split(/[^A-Za-z0-9{}]+/)
    .filter(Boolean)
    .map((w) => (w.startsWith('{') ? 'By' + cap(w.slice(1, -1)) : cap(w)))
  let id = method.toLowerCase() + words.join('')
  for (let n = 2; taken.has(id); n++) id = `${method.toLowerCase()}${words.join('')}${n}`
  taken.add(id)
  return id
}

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1)

/** Every filter and ordering of the resource, by its exact spec name (spec §4.3). */
export function collectionParams(def: Queryable, lookup: Lookup): Param[] {
  const out: Param[] = filtersOf(def, lookup).flatMap((filter) => filter.parameters())
  for (const [name, direction] of Object.entries(def.order)) {
    out.push({
      name: `order[${name}]`,
      in: 'query',
      required: false,
      allowEmptyValue: true,
      description: `Order by \`${name}\`; without a direction: ${direction}. Several order[...] give primary then secondary order, in the order written.`,
      schema: { type: 'string', enum: ['asc', 'desc'] },
    })
  }
  return out
}

function pathParams(route: DocRoute): Param[] {
  const declared = new Map((route.doc.pathParams ?? []).map((p) => [p.name, p]))
  const def = route.doc.resource
  return pathParamNames(route.path).map((name) => {
    const doc = declared.get(name)
    if (doc) return { name, in: 'path', required: true, description: doc.description, schema: doc.schema ?? { type: 'string' } }
    if (name === 'id' && def) {
      return def.idKind === 'integer'
        ? { name, in: 'path', required: true, description: `The ${def.singular}'s uuid or integer id`, schema: { type: 'string' } }
        : { name, in: 'path', required: true, description: `The ${def.singular}'s UUID`, schema: { type: 'string', format: 'uuid' } }
    }
    return { name, in: 'path', required: true, schema: { type: 'string' } }
  })
}

const LOCALIZED: RouteDoc['shape'][] = ['collection', 'plain-array', 'item']
/** CONTRACT §11: the reads of resource items and collections take `?locale=` (views do not). */
export const takesLocale = (r: DocRoute) => r.method === 'GET' && !!r.doc.resource && !r.doc.view && (LOCALIZED.includes(r.doc.shape) || !!r.doc.itemRead)

export const usesIfMatch = (r: DocRoute) => r.method !== 'GET' && CONDITIONAL_WRITE.includes(r.doc.shape)
// item reads and everything public answer 304 to a matching If-None-Match
const usesIfNoneMatch = (r: DocRoute) => r.method === 'GET' && (!!r.doc.conditional || (r.spec !== null && (r.doc.shape === 'item' || r.spec.auth === 'preview')))

/** `per_page` and its alias: the shared ones, or a collection's own when it holds fewer a page. */
function perPageParams(max: number | undefined): Param[] {
  if (max === undefined) return [param('per_page'), param('itemsPerPage')]
  const schema = { type: 'integer', minimum: 1, default: Math.min(PER_PAGE_DEFAULT, max) }
  const described = `Items per page (default ${schema.default}; above ${max} is served as ${max}).`
  return [
    { name: 'per_page', in: 'query', required: false, description: described, schema },
    { name: 'itemsPerPage', in: 'query', required: false, description: 'Alias of `per_page`.', schema },
  ]
}

function parameters(route: DocRoute, lookup: Lookup): Param[] {
  const spec = route.spec
  const out: Param[] = [...pathParams(route)]
  if (spec?.tenant) out.push(param('TenantId'))
  if (spec?.site) out.push(param('SiteId'))
  if (spec?.auth === 'preview') out.push(param('PreviewToken'))
  if (usesIfMatch(route)) out.push(param('IfMatch'))
  if (usesIfNoneMatch(route)) out.push(param('IfNoneMatch'))
  if (PAGED.includes(route.doc.shape)) out.push(param('page'), ...perPageParams(route.doc.view?.perPageMax))
  if (takesLocale(route)) out.push(param('locale'), param('fallback'))
  const def = route.doc.view ?? route.doc.resource
  if (def && (route.doc.shape === 'collection' || route.doc.shape === 'plain-array')) out.push(...collectionParams(def, lookup))
  if (def && route.method === 'GET' && (PROPERTIES.includes(route.doc.shape) || route.doc.itemRead)) out.push(...propertyParams(def))
  for (const q of route.doc.query ?? []) {
    out.push({ name: q.name, in: q.in ?? 'query', required: q.required ?? false, description: q.description, schema: q.schema ?? { type: 'string' } })
  }
  return out
}

function requestBody(route: DocRoute, schemas: SchemaRegistry): Record<string, unknown> | undefined {
  const { spec, doc } = route
  const def = doc.resource
  if (spec?.body === 'multipart') {
    const { schema, encoding } = def ? schemas.upload(def) : { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } }, encoding: {} }
    return { required: true, content: { 'multipart/form-data': { schema, ...(Object.keys(encoding).length ? { encoding } : {}) } } }
  }
  if (doc.requestSchema) return { required: true, content: { [doc.requestType ?? JSON_TYPE]: { schema: doc.requestSchema } } }
  if (def && doc.shape === 'create') return jsonBody(schemas.write(def, 'create'), [LD, JSON_TYPE])
  if (def && doc.shape === 'replace') return jsonBody(schemas.write(def, 'replace'), [LD, JSON_TYPE])
  if (def && doc.shape === 'patch') return jsonBody(schemas.patch(def), ['application/merge-patch+json', JSON_TYPE])
  if (spec?.body === 'json') return jsonBody({ type: 'object' }, [JSON_TYPE])
  return undefined
}

const jsonBody = (schema: JsonSchema, types: string[]) => ({ required: true, content: Object.fromEntries(types.map((t) => [t, { schema }])) })

function successResponse(route: DocRoute, schemas: SchemaRegistry): [string, Record<string, unknown>] {
  const { doc } = route
  const def = doc.resource
  const status = doc.successStatus ?? (doc.shape === 'create' ? 201 : doc.shape === 'delete' ? 204 : 200)
  const headers: Record<string, unknown> = { 'X-RateLimit-Limit': header('RateLimitLimit'), 'X-RateLimit-Remaining': header('RateLimitRemaining'), 'X-RateLimit-Reset': header('RateLimitReset') }
  if (takesLocale(route) || doc.query?.some((q) => q.name === 'locale')) headers['Content-Language'] = header('ContentLanguage')
  // whatever answers 304 to If-None-Match sends the ETag to send back
  if (usesIfNoneMatch(route)) headers.ETag = header('ETag')
  // CONTRACT §11: what a /public response holds, for CDN purges
  if (route.path.startsWith('/public/')) Object.assign(headers, { 'Cache-Tag': header('CacheTag'), 'Surrogate-Key': header('SurrogateKey') })
  for (const name of doc.headers ?? []) headers[HEADER_NAMES[name] ?? name] = header(name)
  const withBody = (type: string, schema: JsonSchema, description: string) => [String(status), { description, headers, content: { [type]: { schema } } }] as [string, Record<string, unknown>]
  if (doc.responseSchema) return withBody(doc.responseType ?? JSON_TYPE, doc.responseSchema, doc.summary)
  if (doc.view) {
    if (doc.shape === 'feed') return withBody(LD, schemas.viewFeed(doc.view), `Hydra collection of ${doc.view.type}, paged by cursor`)
    const collection = doc.shape === 'collection'
    if (!collection) headers.ETag = header('ETag')
    return withBody(LD, collection ? schemas.viewCollection(doc.view) : schemas.viewItem(doc.view, true), collection ? `Hydra collection of ${doc.view.type}` : `The ${doc.view.type} in JSON-LD`)
  }
  if (!def || doc.shape === 'delete' || status === 204) return [String(status), { description: status === 204 ? 'No Content' : doc.summary, headers }]
  switch (doc.shape) {
    case 'collection':
      return withBody(LD, schemas.collection(def), `Hydra collection of ${def.type}`)
    case 'plain-array':
      return withBody(doc.responseType ?? JSON_TYPE, schemas.plainArray(def), `A plain JSON array of ${def.type}`)
    default: {
      if (doc.shape !== 'custom') headers.ETag = header('ETag')
      if (status === 201) headers.Location = header('Location')
      return withBody(doc.responseType ?? LD, schemas.item(def), `The ${def.type} in JSON-LD`)
    }
  }
}

function problemStatuses(route: DocRoute): number[] {
  const { spec, doc } = route
  const out = new Set<number>(doc.problems ?? [])
  if (spec?.tenant || spec?.site) out.add(400).add(404)
  if (spec?.auth === 'required') out.add(401).add(403)
  if (spec?.auth === 'preview') out.add(401)
  // a route without a body still reads one sent anyway: empty, or JSON it ignores (http/pipeline.ts)
  if (spec && (spec.body !== 'none' || route.method !== 'GET')) out.add(400).add(413).add(415)
  if (pathParamNames(route.path).length) out.add(404)
  if (PAGED.includes(doc.shape) || doc.shape === 'feed') out.add(400)
  if (usesIfMatch(route)) out.add(412)
  out.add(429) // CONTRACT §4: every request passes the rate limit first
  // CONTRACT §14: any use of a tenant's database may find it locked; a write may find no room
  if (spec?.tenant) out.add(503)
  if (spec?.tenant && route.method !== 'GET') out.add(507)
  return [...out].filter((s) => PROBLEMS[s]).sort((a, b) => a - b)
}

/** Who may call the route: the role matrix (registry/policy.ts) for /admin, else what it needs. */
function accessText(spec: DocRoute['spec']): string {
  if (spec === null) return 'A system path: no `X-Tenant-Id`.'
  if (spec.auth === 'none') return 'No token needed.'
  if (spec.auth === 'preview') return 'No token needed. A valid `X-Preview-Token` also shows draft and scheduled content.'
  if (!spec.access) return 'Any authenticated user of the tenant.'
  const { class: cls, action } = spec.access
  const allowed = ROLES.map((r) => ({ r, d: decide(cls, action, [r]) })).filter((x) => x.d !== 'deny')
  return 'Roles: ' + allowed.map((x) => (x.d === 'draft-only' ? `${x.r} (drafts only)` : x.r)).join(', ') + '.'
}

function operation(route: DocRoute, lookup: Lookup, schemas: SchemaRegistry, ids: Set<string>): Record<string, unknown> {
  const [status, success] = successResponse(route, schemas)
  const responses: Record<string, unknown> = { [status]: success }
  if (usesIfNoneMatch(route)) responses['304'] = { description: 'Not Modified: If-None-Match matched the current ETag' }
  for (const s of problemStatuses(route)) responses[String(s)] = response(PROBLEMS[s]!.name)
  for (const [s, { description, schema, headers }] of Object.entries(route.doc.otherResponses ?? {})) {
    const named = headers?.length ? { headers: Object.fromEntries(headers.map((h) => [HEADER_NAMES[h] ?? h, header(h)])) } : {}
    responses[s] = schema ? { description, ...named, content: { [route.doc.responseType ?? JSON_TYPE]: { schema } } } : { description, ...named }
  }
  const description = [route.doc.description, accessText(route.spec)].filter(Boolean).join('\n\n')
  const body = requestBody(route, schemas)
  return {
    tags: [route.doc.tag],
    summary: route.doc.summary,
    description,
    operationId: operationId(route.method, route.path, ids),
    parameters: parameters(route, lookup),
    ...(body ? { requestBody: body } : {}),
    responses,
    ...(route.spec?.auth === 'required' ? { security: [{ bearerAuth: [] }] } : route.doc.optionalAuth ? { security: [{}, { bearerAuth: [] }] } : {}),
  }
}

const DESCRIPTION = `Headless multi-tenant content management API (JSON-LD / Hydra).

* Every request names its tenant in \`X-Tenant-Id\` (except the documentation, contexts and health paths); \`X-Site-Id\` picks a site of the tenant.
* \`/admin\` needs \`Authorization: Bearer <token>\`: a JWT from \`POST /auth/token\` or an API key \`cms_…\`.
* \`/public\` delivers published content without a token.
* Errors are RFC 7807 problems (\`application/problem+json\`).
* Hydra clients start at \`GET /admin\` (the entrypoint); the Hydra API documentation is at \`/docs.jsonld\` and each type's JSON-LD context at \`/contexts/{Type}\`.`

// every instance serves its own document: the people to ask are whoever runs it
const CONTACT = { name: 'The operators of this CMS instance' }
// the repository grants no licence (package.json is private, there is no LICENSE file)
const LICENSE = { name: 'Proprietary' }

/** The whole document. Deterministic: routes in table order, component schemas sorted by name. */
export function buildOpenApi(input: OpenApiInput): Record<string, unknown> {
  const schemas = new SchemaRegistry(input.locales, input.lookup)
  const ids = new Set<string>()
  const paths: Record<string, Record<string, unknown>> = {}
  const tags = new Map<string, { description: string; system: boolean }>()
  for (const route of input.routes) {
    const path = openApiPath(route.path)
    paths[path] ??= {}
    paths[path][route.method.toLowerCase()] = operation(route, input.lookup, schemas, ids)
    const tag = tags.get(route.doc.tag) ?? { description: '', system: route.spec === null }
    // the first route that describes the tag (or whose resource does) names it
    tag.description ||= route.doc.tagDescription ?? route.doc.resource?.description ?? ''
    tags.set(route.doc.tag, tag)
  }
  // readers come for the resources: tags of tenant-less system routes go last
  const tagList = [...tags].sort(([, a], [, b]) => Number(a.system) - Number(b.system))
  const rest = components(schemas, input.locales)
  return {
    openapi: '3.0.3',
    info: { title: 'CMS API', version: input.version, description: DESCRIPTION, contact: CONTACT, license: LICENSE },
    servers: [{ url: '/' }],
    // operations without their own `security` need no credentials; /admin ones name the bearer scheme
    security: [],
    tags: tagList.map(([name, { description }]) => (description ? { name, description } : { name })),
    paths,
    components: { schemas: schemas.all(), ...rest },
  }
}
