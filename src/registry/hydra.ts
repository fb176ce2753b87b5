/**
 * Route table + resource registry → the Hydra API documentation (`/docs.jsonld`) and the
 * entrypoint (`GET /admin`), shaped as API Platform shapes them so Hydra clients
 * (@api-platform/api-doc-parser, API Platform Admin) discover resources, fields and operations:
 * - one `hydra:Class` per resource, with a `hydra:SupportedProperty` per field and a
 *   `hydra:Operation` per item route (`/admin/<path>/…`);
 * - the `Entrypoint` class links each collection (`hydra:Link`, range hydra:Collection of the
 *   class) and carries its collection operations (list, create);
 * - every other route (public, auth, system, extensions) is listed on the Entrypoint class, so
 *   each route of the table appears exactly once. Each operation names its `path`, since Hydra
 *   itself has no term for it.
 */
import type { ResourceDef } from './define'
import type { Field } from './fields'
import { HYDRA, vocabOf, XSD } from './jsonld'
import { openApiPath, usesIfMatch, type DocRoute } from './openapi'

export const ENTRYPOINT = '/admin'

type Node = Record<string, unknown>

const DOCS_CONTEXT = (vocab: string) => ({
  '@vocab': vocab,
  hydra: HYDRA,
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  xmls: XSD,
  owl: 'http://www.w3.org/2002/07/owl#',
  schema: 'https://schema.org/',
  domain: { '@id': 'rdfs:domain', '@type': '@id' },
  range: { '@id': 'rdfs:range', '@type': '@id' },
  subClassOf: { '@id': 'rdfs:subClassOf', '@type': '@id' },
  expects: { '@id': 'hydra:expects', '@type': '@id' },
  returns: { '@id': 'hydra:returns', '@type': '@id' },
})

/** The collection route of a resource, if the table has one: it goes in the entrypoint. */
const isCollectionRoute = (r: DocRoute, def: ResourceDef) => r.doc.resource === def && r.path === `${ENTRYPOINT}/${def.path}`
const isItemRoute = (r: DocRoute, def: ResourceDef) => r.doc.resource === def && r.path.startsWith(`${ENTRYPOINT}/${def.path}/`)

/** Relations range over their target class; every other kind names its own range. */
const range = (field: Field, vocab: string, lookup: (path: string) => ResourceDef) =>
  field.relation ? vocab + lookup(field.relation.target).type : field.range

type PropOpts = { range: string; readable: boolean; writeable: boolean; required?: boolean; description?: string; link?: boolean; single?: boolean }

function supportedProperty(vocab: string, type: string, name: string, o: PropOpts): Node {
  return {
    '@type': 'hydra:SupportedProperty',
    'hydra:property': {
      '@id': `${vocab}${type}/${name}`,
      '@type': o.link ? 'hydra:Link' : 'rdf:Property',
      'rdfs:label': name,
      domain: vocab + type,
      range: o.range,
      ...(o.link && o.single ? { 'owl:maxCardinality': 1 } : {}),
    },
    'hydra:title': name,
    'hydra:required': o.required ?? false,
    'hydra:readable': o.readable,
    'hydra:writeable': o.writeable,
    ...(o.description ? { 'hydra:description': o.description } : {}),
  }
}

function classProperties(def: ResourceDef, vocab: string, lookup: (path: string) => ResourceDef): Node[] {
  const idRange = def.idKind === 'integer' ? 'xmls:integer' : 'xmls:string'
  const props = [supportedProperty(vocab, def.type, 'id', { range: idRange, readable: true, writeable: false, description: 'Identifier' })]
  if (def.idKind === 'integer') props.push(supportedProperty(vocab, def.type, 'uuid', { range: 'xmls:string', readable: true, writeable: false }))
  for (const field of def.fieldList) {
    const renamed = field.writeName !== field.name
    const echo = field.echo ?? false
    const description = field.description ?? field.note ?? (field.relation ? `Embedded on read; written ${renamed ? `as ${field.writeName}` : 'as IRI(s)'}` : undefined)
    props.push(
      supportedProperty(vocab, def.type, field.name, {
        range: range(field, vocab, lookup),
        readable: !field.writeOnly,
        writeable: !field.readOnly && !renamed,
        required: field.required,
        description,
        link: !!field.relation,
        single: field.relation && !field.relation.many,
      }),
    )
    if (renamed && !field.readOnly) {
      const bare = field.relation?.bareUuid
      props.push(supportedProperty(vocab, def.type, field.writeName, { range: bare ? 'xmls:string' : range(field, vocab, lookup), readable: echo, writeable: true, description: bare ? `UUID of the ${field.name}` : undefined }))
    }
  }
  if (def.versioned) props.push(supportedProperty(vocab, def.type, 'version', { range: 'xmls:integer', readable: true, writeable: false }))
  for (const name of ['created_at', 'updated_at']) props.push(supportedProperty(vocab, def.type, name, { range: 'xmls:dateTime', readable: true, writeable: false }))
  return props
}

const ACTIONS: Record<string, string> = { GET: 'schema:FindAction', POST: 'schema:CreateAction', PUT: 'schema:ReplaceAction', PATCH: 'schema:UpdateAction', DELETE: 'schema:DeleteAction' }

function returnsOf(route: DocRoute, vocab: string): string | undefined {
  const { shape, resource: def, responseSchema } = route.doc
  if (shape === 'collection' || shape === 'feed') return 'hydra:Collection'
  if (shape === 'plain-array') return 'rdf:List'
  if (shape === 'delete') return 'owl:Nothing'
  if (def && !responseSchema) return vocab + def.type
  return undefined
}

function expectedHeaders(route: DocRoute): string[] {
  const spec = route.spec
  const out: string[] = []
  if (spec?.tenant) out.push('X-Tenant-Id')
  if (spec?.auth === 'required') out.push('Authorization')
  if (spec?.site) out.push('X-Site-Id')
  if (spec?.auth === 'preview') out.push('X-Preview-Token')
  if (usesIfMatch(route)) out.push('If-Match')
  return out
}

function operation(route: DocRoute, vocab: string): Node {
  const { doc } = route
  const crud = ['item', 'create', 'replace', 'patch', 'delete'].includes(doc.shape) && !!doc.resource
  const returns = returnsOf(route, vocab)
  const expects = doc.resource && ['create', 'replace', 'patch'].includes(doc.shape) ? vocab + doc.resource.type : undefined
  return {
    '@type': crud && ACTIONS[route.method] ? ['hydra:Operation', ACTIONS[route.method]] : 'hydra:Operation',
    'hydra:method': route.method,
    'hydra:title': doc.summary,
    'rdfs:label': doc.summary,
    path: openApiPath(route.path),
    ...(expects ? { expects } : {}),
    ...(returns ? { returns } : {}),
    'hydra:expectsHeader': expectedHeaders(route),
  }
}

export type HydraInput = {
  routes: readonly DocRoute[]
  resources: readonly ResourceDef[]
  lookup: (path: string) => ResourceDef
  origin: string
}

/** The resources whose collection the entrypoint links, in registry order. */
export const linkedResources = (routes: readonly DocRoute[], resources: readonly ResourceDef[]) =>
  resources.filter((def) => routes.some((r) => r.method === 'GET' && isCollectionRoute(r, def)))

export function hydraDocumentation(input: HydraInput): Node {
  const { routes, resources, lookup, origin } = input
  const vocab = vocabOf(origin)
  const placed = new Set<DocRoute>()
  const classes: Node[] = resources.map((def) => {
    const ops = routes.filter((r) => isItemRoute(r, def))
    ops.forEach((r) => placed.add(r))
    return {
      '@id': vocab + def.type,
      '@type': 'hydra:Class',
      'rdfs:label': def.type,
      'hydra:title': def.type,
      ...(def.description ? { 'hydra:description': def.description } : {}),
      'hydra:supportedProperty': classProperties(def, vocab, lookup),
      'hydra:supportedOperation': ops.map((r) => operation(r, vocab)),
    }
  })
  const links = linkedResources(routes, resources).map((def) => {
    const ops = routes.filter((r) => isCollectionRoute(r, def))
    ops.forEach((r) => placed.add(r))
    const plain = def.representation === 'plain-array'
    const title = plain ? `The list of ${def.type} resources (a plain JSON array)` : `The collection of ${def.type} resources`
    return {
      '@type': 'hydra:SupportedProperty',
      'hydra:property': {
        '@id': `${vocab}Entrypoint/${def.path}`,
        '@type': 'hydra:Link',
        'rdfs:label': title,
        domain: `${vocab}Entrypoint`,
        range: plain
          ? [vocab + def.type]
          : ['hydra:Collection', { 'owl:equivalentClass': { 'owl:onProperty': { '@id': 'hydra:member' }, 'owl:allValuesFrom': { '@id': vocab + def.type } } }],
        'hydra:supportedOperation': ops.map((r) => operation(r, vocab)),
      },
      'hydra:title': title,
      'hydra:readable': true,
      'hydra:writeable': false,
    }
  })
  const entrypoint = {
    '@id': `${vocab}Entrypoint`,
    '@type': 'hydra:Class',
    'rdfs:label': 'Entrypoint',
    'hydra:title': 'The API entrypoint',
    'hydra:description': `GET ${ENTRYPOINT} links every collection. Operations that belong to no resource class are listed here.`,
    'hydra:supportedProperty': links,
    'hydra:supportedOperation': routes.filter((r) => !placed.has(r)).map((r) => operation(r, vocab)),
  }
  return {
    '@context': DOCS_CONTEXT(vocab),
    '@id': `${origin}/docs.jsonld`,
    '@type': 'hydra:ApiDocumentation',
    'hydra:title': 'CMS API',
    'hydra:description': 'Headless multi-tenant content management API. Send X-Tenant-Id on every request and a bearer token under /admin. OpenAPI: /openapi.json.',
    'hydra:entrypoint': { '@id': `${origin}${ENTRYPOINT}` },
    'hydra:supportedClass': [...classes, entrypoint],
  }
}

/** GET /admin: a link to each collection (the `Entrypoint` context maps them to IRIs). */
export function entrypointDocument(routes: readonly DocRoute[], resources: readonly ResourceDef[]): Node {
  const doc: Node = { '@context': '/contexts/Entrypoint', '@id': ENTRYPOINT, '@type': 'Entrypoint' }
  for (const def of linkedResources(routes, resources)) doc[def.path] = `${ENTRYPOINT}/${def.path}`
  return doc
}
