/**
 * GET /openapi.json: a valid OpenAPI 3.0 document (checked by a standard validator) that lists
 * every route of the table, every filter and ordering of the spec's property table (§4.3) by
 * its exact name, the headers, the bearer scheme, the schemas and the problem responses.
 */
import SwaggerParser from '@apidevtools/swagger-parser'
import { afterAll, describe, expect, test } from 'bun:test'
import { defineResource } from '../../src/registry/define'
import { f } from '../../src/registry/fields'
import { buildOpenApi, openApiPath } from '../../src/registry/openapi'
import { resourceByPath } from '../../src/resources'
import { startTestService } from '../helpers/service'

const t = startTestService()
afterAll(() => t.close())

const res = await t.api('GET', '/openapi.json')
const doc = res.body

/** Spec §4.3, row by row (S = exact or partial filter, M = multilingual search, O = ordering). */
const PROPERTY_TABLE: [entity: string, properties: string[], type: 'S' | 'M' | 'O', strategy: string][] = [
  ['Article', ['status'], 'S', 'exact'],
  ['Article', ['type'], 'S', 'exact'],
  ['Article', ['tags.slug'], 'S', 'exact'],
  ['Article', ['tags.uuid'], 'S', 'exact'],
  ['Article', ['category.uuid'], 'S', 'exact'],
  ['Article', ['secondaryCategories.uuid'], 'S', 'exact'],
  ['Article', ['title', 'excerpt', 'body_html'], 'M', 'partial'],
  ['Article', ['created_at', 'updated_at', 'published_at'], 'O', 'desc'],
  ['Article', ['slug', 'status', 'type'], 'O', 'asc'],
  ['Page', ['status'], 'S', 'exact'],
  ['Page', ['page_type'], 'S', 'exact'],
  ['Page', ['tags.slug', 'tags.uuid'], 'S', 'exact'],
  ['Page', ['title', 'excerpt', 'body_html'], 'M', 'partial'],
  ['Page', ['created_at', 'updated_at', 'published_at'], 'O', 'desc'],
  ['Page', ['slug', 'status', 'page_type'], 'O', 'asc'],
  ['Category', ['slug'], 'S', 'exact'],
  ['Category', ['name', 'description'], 'M', 'partial'],
  ['Category', ['created_at'], 'O', 'desc'],
  ['Category', ['slug'], 'O', 'asc'],
  ['Tag', ['slug'], 'S', 'exact'],
  ['Tag', ['name', 'description'], 'M', 'partial'],
  ['Tag', ['created_at'], 'O', 'desc'],
  ['Tag', ['slug'], 'O', 'asc'],
  ['Media', ['mime_type'], 'S', 'exact'],
  ['Media', ['status'], 'S', 'exact'],
  ['Media', ['visibility'], 'S', 'exact'],
  ['Media', ['original_filename'], 'S', 'partial'],
  ['Media', ['created_at', 'updated_at', 'size'], 'O', 'desc'],
  ['Media', ['original_filename', 'mime_type'], 'O', 'asc'],
  ['Redirect', ['source_path'], 'S', 'partial'],
  ['Redirect', ['target_path'], 'S', 'partial'],
  ['Redirect', ['status'], 'S', 'exact'],
  ['Redirect', ['status_code'], 'S', 'exact'],
  ['Redirect', ['created_at', 'hit_count'], 'O', 'desc'],
  ['Redirect', ['source_path', 'status_code'], 'O', 'asc'],
]

const COLLECTION_PATH: Record<string, string> = {
  Article: '/admin/articles',
  Page: '/admin/pages',
  Category: '/admin/categories',
  Tag: '/admin/tags',
  Media: '/admin/media',
  Redirect: '/admin/redirects',
}

const deref = (node: any): any => {
  if (!node?.$ref) return node
  const [, , section, name] = node.$ref.split('/')
  return doc.components[section][name]
}
const paramsOf = (op: any): any[] => (op.parameters ?? []).map(deref)
const param = (op: any, name: string, where = 'query') => paramsOf(op).find((p) => p.name === name && p.in === where)
const schema = (name: string) => doc.components.schemas[name]

describe('GET /openapi.json', () => {
  test('should answer without a tenant, as JSON with an ETag', () => {
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toStartWith('application/json')
    expect(res.headers.get('etag')).toMatch(/^".+"$/)
    expect(doc.openapi).toMatch(/^3\.0\.\d$/)
  })

  test('should pass @apidevtools/swagger-parser validation', async () => {
    // the validator dereferences in place: give it a copy
    await SwaggerParser.validate(structuredClone(doc))
  })

  test('should be byte-identical across requests and across service instances', async () => {
    const again = await t.api('GET', '/openapi.json')
    expect(again.text).toBe(res.text)
    const other = startTestService()
    try {
      expect((await other.api('GET', '/openapi.json')).text).toBe(res.text)
    } finally {
      other.close()
    }
    const cached = await t.api('GET', '/openapi.json', { headers: { 'If-None-Match': res.headers.get('etag')! } })
    expect(cached.status).toBe(304)
  })

  test('should describe every route of the route table', () => {
    expect(t.service.routes.length).toBeGreaterThan(40)
    for (const route of t.service.routes) {
      const op = doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase()]
      expect(op, `${route.method} ${route.path}`).toBeDefined()
      expect(op.summary).toBe(route.doc.summary)
      expect(op.tags).toEqual([route.doc.tag])
    }
    const ops = Object.values(doc.paths).flatMap((item: any) => Object.keys(item))
    expect(ops.length).toBe(t.service.routes.length)
  })

  test('should list the paths of the spec and the contract', () => {
    for (const path of ['/admin/articles', '/admin/articles/{id}', '/admin/sites', '/contexts/{type}', '/openapi.json', '/auth/token', '/auth/refresh', '/admin/me', '/admin/articles/{id}/publish', '/admin/articles/{id}/unpublish', '/public/articles', '/docs', '/docs.jsonld', '/admin']) {
      expect(doc.paths[path], path).toBeDefined()
    }
  })
})

describe('collection parameters (spec §4.3)', () => {
  for (const [entity, properties, type, strategy] of PROPERTY_TABLE) {
    for (const prop of properties) {
      test(`should list ${type} ${prop} on ${entity}`, () => {
        const op = doc.paths[COLLECTION_PATH[entity]!].get
        if (type === 'O') {
          const p = param(op, `order[${prop}]`)
          expect(p, `order[${prop}]`).toBeDefined()
          expect(p.schema.enum).toEqual(['asc', 'desc'])
          expect(p.description).toContain(`without a direction: ${strategy}`)
          return
        }
        const p = param(op, prop)
        expect(p, prop).toBeDefined()
        expect(p.required).toBe(false)
        if (type === 'M') expect(p.description).toContain('Multilingual')
        else if (strategy === 'partial') expect(p.description).toStartWith('Partial match')
        else {
          expect(p.description).toStartWith('Exact match')
          const list = param(op, `${prop}[]`)
          expect(list, `${prop}[]`).toBeDefined()
          expect(list.schema.type).toBe('array')
          expect(list.explode).toBe(true)
        }
      })
    }
  }

  test('should list page, per_page and itemsPerPage on every collection', () => {
    const collections = t.service.routes.filter((r) => ['collection', 'plain-array', 'revisions'].includes(r.doc.shape))
    expect(collections.length).toBeGreaterThan(10)
    for (const route of collections) {
      const op = doc.paths[openApiPath(route.path)].get
      for (const name of ['page', 'per_page', 'itemsPerPage']) expect(param(op, name), `${route.path} ${name}`).toBeDefined()
      // revisions hold the item's whole state: 20 a page, their default too
      expect({ path: route.path, default: param(op, 'per_page').schema.default }).toEqual({ path: route.path, default: route.path.endsWith('/revisions') ? 20 : 30 })
    }
  })

  test('should give the public collections the same filters as admin', () => {
    const admin = paramsOf(doc.paths['/admin/articles'].get).map((p) => p.name).filter((n) => n.includes('order[') || n === 'tags.slug[]')
    const pub = paramsOf(doc.paths['/public/articles'].get).map((p) => p.name)
    for (const name of admin) expect(pub).toContain(name)
  })
})

describe('headers and security', () => {
  test('should require X-Tenant-Id exactly where the route needs a tenant', () => {
    for (const route of t.service.routes) {
      const op = doc.paths[openApiPath(route.path)][route.method.toLowerCase()]
      const tenant = param(op, 'X-Tenant-Id', 'header')
      if (route.spec?.tenant) expect(tenant?.required, `${route.method} ${route.path}`).toBe(true)
      else expect(tenant, `${route.method} ${route.path}`).toBeUndefined()
    }
  })

  test('should put the bearer scheme on /admin routes and not on public ones', () => {
    const scheme = doc.components.securitySchemes.bearerAuth
    expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    expect(scheme.description).toContain('cms_')
    expect(doc.paths['/admin/articles'].get.security).toEqual([{ bearerAuth: [] }])
    expect(doc.paths['/public/articles'].get.security).toBeUndefined()
    expect(doc.paths['/auth/token'].post.security).toBeUndefined()
  })

  test('should list X-Site-Id, X-Preview-Token, If-Match and If-None-Match where they apply', () => {
    expect(param(doc.paths['/admin/articles'].get, 'X-Site-Id', 'header').schema.format).toBe('uuid')
    expect(param(doc.paths['/public/articles'].get, 'X-Preview-Token', 'header')).toBeDefined()
    expect(param(doc.paths['/admin/articles'].get, 'X-Preview-Token', 'header')).toBeUndefined()
    for (const method of ['put', 'patch', 'delete']) expect(param(doc.paths['/admin/articles/{id}'][method], 'If-Match', 'header'), method).toBeDefined()
    expect(param(doc.paths['/admin/articles/{id}/publish'].post, 'If-Match', 'header')).toBeDefined()
    expect(param(doc.paths['/admin/articles'].post, 'If-Match', 'header')).toBeUndefined()
    const get = doc.paths['/admin/articles/{id}'].get
    expect(param(get, 'If-None-Match', 'header')).toBeDefined()
    expect(get.responses['304']).toBeDefined()
    expect(get.responses['200'].headers.ETag).toBeDefined()
    // custom reads that answer 304 too
    for (const path of ['/public/settings', '/public/search', '/public/redirects/resolve']) {
      expect(param(doc.paths[path].get, 'If-None-Match', 'header'), path).toBeDefined()
      expect(doc.paths[path].get.responses['304'], path).toBeDefined()
    }
  })

  test('should describe media delivery as it answers: transforms, ranges, 304, redirects and their problems', () => {
    const get = doc.paths['/media/{tenant}/{path}'].get
    const names = get.parameters.map((p: { name: string }) => p.name)
    for (const name of ['w', 'h', 'fit', 'fm', 'q', 'p', 'expires', 'signature']) expect(names).toContain(name)
    expect(Object.keys(get.responses).sort()).toEqual(['200', '206', '302', '304', '400', '401', '403', '404', '416', '429', '503', '507'])
    expect(Object.keys(get.responses['200'].content)).toEqual(['*/*'])
    expect(doc.components.schemas.Media.properties.width.nullable).toBe(true)
    expect(param(doc.paths['/admin/changes'].get, 'resource[]', 'query')).toBeDefined()
  })
})

describe('schemas', () => {
  test('should describe the JSON-LD item with @context, @id, @type and id', () => {
    const item = schema('Article')
    for (const key of ['@context', '@id', '@type', 'id', 'title', 'tags', 'featuredImage', 'category_id', 'version', 'created_at']) expect(item.properties[key], key).toBeDefined()
    expect(item.properties['@type'].enum).toEqual(['Article'])
    // CONTRACT §11: an object keyed by locale, or one string with ?locale=
    expect(item.properties.title.anyOf[0].properties).toHaveProperty('fr')
    expect(item.properties.title.anyOf[1]).toEqual({ type: 'string', nullable: true })
    expect(item.properties.tags.items.properties).toHaveProperty('slug')
    const ok = doc.paths['/admin/articles/{id}'].get.responses['200'].content['application/ld+json'].schema
    expect(ok.$ref).toBe('#/components/schemas/Article')
  })

  test('should describe the write body: writable fields, IRIs for relations, category_id as uuid', () => {
    const body = doc.paths['/admin/articles'].post.requestBody.content['application/json'].schema
    expect(body.$ref).toBe('#/components/schemas/Article.write')
    const write = schema('Article.write')
    expect(write.required).toEqual(['title'])
    expect(write.properties.category_id).toMatchObject({ type: 'string', format: 'uuid' })
    expect(write.properties.tags.items).toMatchObject({ type: 'string', format: 'iri-reference' })
    expect(write.properties.featuredImage.format).toBe('iri-reference')
    for (const readOnly of ['id', 'version', 'created_at', 'updated_at', 'category']) expect(write.properties[readOnly], readOnly).toBeUndefined()
    const patch = doc.paths['/admin/articles/{id}'].patch.requestBody.content['application/merge-patch+json'].schema
    expect(schema(patch.$ref.split('/').pop()).required).toBeUndefined()
    expect(schema('User.write').properties.password.writeOnly).toBe(true)
    expect(schema('User').properties.password).toBeUndefined()
  })

  test('should declare the ETag header on every response that a 304 may stand for', () => {
    for (const path of ['/public/articles', '/public/settings', '/public/search', '/public/redirects/resolve', '/public/articles/{slug}', '/admin/articles/{id}']) {
      const get = doc.paths[path].get
      expect(get.responses['304']).toBeDefined()
      expect(Object.keys(get.responses['200'].headers)).toContain('ETag')
    }
  })

  test('should show a generated secret in the item it is answered in, and take it only where a client may choose it', () => {
    const schemas = doc.components.schemas
    // the API key is generated: shown in the 201, never written
    expect(schemas.ApiKey.properties.key).toMatchObject({ type: 'string', readOnly: true })
    expect(schemas['ApiKey.write'].properties.key).toBeUndefined()
    expect(schemas['ApiKey.patch'].properties.key).toBeUndefined()
    // a webhook's secret may be chosen (or null for a new one), and is answered by that write
    expect(schemas.Webhook.properties.secret).toMatchObject({ type: 'string', readOnly: true })
    expect(schemas['Webhook.write'].properties.secret).toBeDefined()
  })

  test('should describe the Hydra collection and the sites plain array', () => {
    const list = doc.paths['/admin/tags'].get.responses['200'].content['application/ld+json'].schema
    const coll = schema(list.$ref.split('/').pop())
    expect(coll.properties['hydra:member'].items.$ref).toBe('#/components/schemas/Tag')
    expect(coll.properties['hydra:totalItems'].type).toBe('integer')
    expect(coll.properties['@type'].enum).toEqual(['hydra:Collection'])
    const view = schema(coll.properties['hydra:view'].$ref.split('/').pop())
    expect(Object.keys(view.properties)).toEqual(expect.arrayContaining(['hydra:first', 'hydra:last', 'hydra:next', 'hydra:previous']))
    const sites = doc.paths['/admin/sites'].get.responses['200'].content['application/json'].schema
    expect(sites.type).toBe('array')
    expect(sites.items.$ref).toBe('#/components/schemas/Site')
    expect(schema('Site').properties.id.type).toBe('integer')
  })

  test('should describe the media upload as multipart with a binary file', () => {
    const op = doc.paths['/admin/media'].post
    const form = op.requestBody.content['multipart/form-data']
    expect(form.schema.required).toEqual(['file'])
    expect(form.schema.properties.file).toEqual({ type: 'string', format: 'binary', description: expect.any(String) })
    expect(form.schema.properties.visibility.enum).toEqual(['public', 'private'])
    expect(op.responses['413']).toBeDefined()
    expect(op.responses['415']).toBeDefined()
    expect(op.responses['201']).toBeDefined()
  })
})

describe('problem responses', () => {
  const statuses = (path: string, method: string) => Object.keys(doc.paths[path][method].responses)

  test('should list the statuses that apply to each operation', () => {
    expect(statuses('/admin/articles', 'post')).toEqual(expect.arrayContaining(['201', '400', '401', '403', '404', '413', '422', '429']))
    expect(statuses('/admin/articles/{id}', 'put')).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '412', '422', '429']))
    expect(statuses('/admin/articles/{id}', 'delete')).toEqual(expect.arrayContaining(['204', '412']))
    expect(statuses('/public/articles', 'get')).toEqual(expect.arrayContaining(['200', '400', '401', '404', '429']))
    expect(statuses('/public/articles', 'get')).not.toContain('403')
    // CONTRACT §14: /health answers 503 degraded
    expect(statuses('/health', 'get')).toEqual(['200', '429', '503'])
    expect(statuses('/contexts/{type}', 'get')).toEqual(['200', '304', '404', '429'])
  })

  test('should list 503 on every tenant operation and 507 where a request writes (CONTRACT §14)', () => {
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        const tenant = op.parameters.some((p: any) => p.$ref === '#/components/parameters/TenantId')
        const has = (s: string) => s in op.responses
        expect({ path, method, busy: has('503') }).toEqual({ path, method, busy: tenant || path.startsWith('/media/') || path === '/health' })
        if (tenant && method !== 'get') expect({ path, method, full: has('507') }).toEqual({ path, method, full: true })
        if (tenant || path.startsWith('/media/')) {
          expect(op.responses['503']).toEqual({ $ref: '#/components/responses/ServiceUnavailable' })
        }
      }
    }
    expect(statuses('/auth/token', 'post')).toContain('507')
    expect(statuses('/public/search', 'get')).toContain('507')
    expect(statuses('/media/{tenant}/{path}', 'get')).toEqual(expect.arrayContaining(['503', '507']))
    expect(statuses('/public/articles', 'get')).not.toContain('507')
    expect(statuses('/admin/articles/{id}', 'get')).not.toContain('507')

    const busy = doc.components.responses.ServiceUnavailable
    expect(busy.headers['Retry-After']).toEqual({ $ref: '#/components/headers/RetryAfter' })
    expect(busy.content['application/problem+json'].schema).toEqual({ $ref: '#/components/schemas/RetryProblem' })
    expect(schema('RetryProblem').allOf[1].required).toEqual(['retry_after'])
    expect(doc.components.responses.InsufficientStorage.content['application/problem+json'].schema).toEqual({ $ref: '#/components/schemas/Problem' })

    const degraded = doc.paths['/health'].get.responses['503']
    expect(degraded.content['application/json'].schema).toEqual({
      type: 'object',
      required: ['status', 'detail'],
      properties: { status: { type: 'string', enum: ['degraded'] }, detail: { type: 'string', description: 'Why the service is degraded' } },
    })
  })

  test('should shape every problem as application/problem+json with type, title, status, detail, violations', () => {
    const problem = schema('Problem')
    expect(Object.keys(problem.properties)).toEqual(['type', 'title', 'status', 'detail', 'violations'])
    expect(schema('Violation').required).toEqual(['propertyPath', 'message', 'code'])
    for (const [name, r] of Object.entries<any>(doc.components.responses)) {
      const s = r.content['application/problem+json'].schema
      expect(s.$ref, name).toMatch(/Problem$/)
    }
    const tooMany = doc.components.responses.TooManyRequests
    expect(tooMany.headers['Retry-After']).toBeDefined()
    expect(JSON.stringify(schema('RateLimitProblem'))).toContain('retry_after')
    expect(schema('ValidationProblem').allOf[1].required).toEqual(['violations'])
  })
})

describe('derivation', () => {
  test('should describe a route or resource that did not exist before without an edit', async () => {
    const widget = defineResource({
      type: 'Widget',
      path: 'widgets',
      access: 'assets',
      fields: { code: f.text({ required: true }), label: f.i18n(), weight: f.int() },
      filters: { code: 'exact', label: 'i18n' },
      order: { weight: 'asc' },
    })
    const spec = { tenant: true, auth: 'required' as const, site: true, body: 'none' as const }
    const routes = [
      ...t.service.routes,
      { method: 'GET', path: '/admin/widgets', spec, doc: { summary: 'Lists widgets', tag: 'Widget', resource: widget, shape: 'collection' as const } },
      { method: 'POST', path: '/admin/widgets/:id/spin', spec, doc: { summary: 'Spins', tag: 'Widget', resource: widget, shape: 'operation' as const } },
      { method: 'GET', path: '/files/:tenant/*', spec: null, doc: { summary: 'A file', tag: 'Files', shape: 'custom' as const, responseType: 'application/octet-stream', responseSchema: { type: 'string', format: 'binary' } } },
    ]
    const lookup = (path: string) => (path === 'widgets' ? widget : resourceByPath(path))
    const out: any = buildOpenApi({ routes, locales: ['fr', 'en'], lookup, version: '0' })
    const names = out.paths['/admin/widgets'].get.parameters.map((p: any) => p.name)
    expect(names).toEqual(expect.arrayContaining(['code', 'code[]', 'label', 'order[weight]']))
    expect(out.paths['/admin/widgets/{id}/spin'].post.responses['200'].content['application/ld+json'].schema.$ref).toBe('#/components/schemas/Widget')
    expect(out.components.schemas.Widget.properties.weight.type).toBe('integer')
    expect(out.paths['/files/{tenant}/{path}'].get.parameters.map((p: any) => p.name)).toEqual(['tenant', 'path'])
    await SwaggerParser.validate(structuredClone(out))
  })
})
