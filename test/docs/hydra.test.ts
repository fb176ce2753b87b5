/**
 * Hydra discovery as API Platform clients do it: `@api-platform/api-doc-parser` against a real
 * server finds every resource with its fields through the entrypoint, the `Link` header and
 * /docs.jsonld; the documentation lists every route exactly once.
 */
import { parseHydraDocumentation } from '@api-platform/api-doc-parser'
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import jsonld from 'jsonld'
import { openApiPath } from '../../src/registry/openapi'
import { RESOURCES } from '../../src/resources'
import { startServer } from '../../src/server'
import { makeConfig, startTestService } from '../helpers/service'

const HYDRA = 'http://www.w3.org/ns/hydra/core#'
const LINK_RE = /<([^>]+)>; rel="http:\/\/www\.w3\.org\/ns\/hydra\/core#apiDocumentation"/

const dir = mkdtempSync(join(tmpdir(), 'cms-hydra-'))
let server: ReturnType<typeof startServer>
let base: string

beforeAll(() => {
  server = startServer(makeConfig(dir, { CMS_PORT: '0', CMS_HOST: '127.0.0.1' }), { signals: false })
  base = `http://127.0.0.1:${server.port}`
})
afterAll(async () => {
  await server.shutdown()
  rmSync(dir, { recursive: true, force: true })
})

/** The names a client reads (fields) and writes (`category_id`, `password`). */
function expectedFields(def: (typeof RESOURCES)[number]): string[] {
  const names = ['id', ...def.fieldList.map((f) => f.name), ...def.fieldList.map((f) => f.writeName), 'created_at', 'updated_at']
  if (def.versioned) names.push('version')
  if (def.idKind === 'integer') names.push('uuid')
  return [...new Set(names)]
}

describe('Link header', () => {
  test('should point every response at the absolute /docs.jsonld', async () => {
    for (const [path, status] of [['/health', 200], ['/admin/articles', 400], ['/nope', 404], ['/admin', 200], ['/docs/nope', 404]] as const) {
      const res = await fetch(base + path)
      expect(res.status).toBe(status)
      expect(res.headers.get('link')?.match(LINK_RE)?.[1], path).toBe(`${base}/docs.jsonld`)
    }
  })
  test('should use X-Forwarded-Host and -Proto only behind a trusted proxy', async () => {
    const forwarded = { 'X-Forwarded-Host': 'cms.example.org', 'X-Forwarded-Proto': 'https' }
    for (const [trust, origin] of [['1', 'https://cms.example.org'], ['0', 'http://cms.test']]) {
      const t = startTestService({ CMS_TRUST_PROXY: trust! })
      try {
        const res = await t.api('GET', '/contexts/Tag', { headers: forwarded })
        expect(res.headers.get('link')?.match(LINK_RE)?.[1]).toBe(`${origin}/docs.jsonld`)
        expect(res.body['@context']['@vocab']).toBe(`${origin}/docs.jsonld#`)
      } finally {
        t.close()
      }
    }
  })
})

describe('@api-platform/api-doc-parser', () => {
  test('should find every resource with its fields and operations', async () => {
    const { api, status } = await parseHydraDocumentation(`${base}/admin`, { headers: { 'X-Tenant-Id': 'any' } })
    expect(status).toBe(200)
    expect(api.title).toBe('CMS API')
    const resources = api.resources ?? []
    expect(resources.map((r) => r.name).sort()).toEqual(RESOURCES.map((r) => r.path).sort())
    for (const def of RESOURCES) {
      const resource = resources.find((r) => r.name === def.path)!
      expect(resource.url).toBe(`${base}/admin/${def.path}`)
      expect(resource.id).toBe(`${base}/docs.jsonld#${def.type}`)
      const fields = (resource.fields ?? []).map((f) => f.name)
      expect(fields.sort(), def.type).toEqual(expectedFields(def).sort())
      const methods = (resource.operations ?? []).map((o) => `${o.method}:${o.type}`)
      expect(methods, def.type).toEqual(expect.arrayContaining(['GET:list', 'POST:create', 'GET:show', 'PUT:edit', 'PATCH:edit', 'DELETE:delete']))
    }
  })

  test('should tell readable from writable fields and resolve relations', async () => {
    const { api } = await parseHydraDocumentation(`${base}/admin`)
    const byName = (name: string) => api.resources!.find((r) => r.name === name)!
    const articles = byName('articles')
    const writable = articles.writableFields!.map((f) => f.name)
    const readable = articles.readableFields!.map((f) => f.name)
    expect(writable).toEqual(expect.arrayContaining(['title', 'slug', 'tags', 'featuredImage', 'category_id', 'status']))
    for (const readOnly of ['id', 'created_at', 'version', 'category']) expect(writable).not.toContain(readOnly)
    expect(readable).toContain('category')
    const tags = articles.fields!.find((f) => f.name === 'tags')!
    expect(tags.reference).toBe(byName('tags'))
    expect(tags.maxCardinality).toBeNull()
    expect(articles.fields!.find((f) => f.name === 'featuredImage')!.maxCardinality).toBe(1)
    expect(articles.fields!.find((f) => f.name === 'title')!.required).toBe(true)
    expect(articles.fields!.find((f) => f.name === 'published_at')!.type).toBe('dateTime')
    const users = byName('users')
    expect(users.readableFields!.map((f) => f.name)).not.toContain('password')
    expect(users.writableFields!.map((f) => f.name)).toContain('password')
  })

  // what API Platform Admin's guessers read of a multilingual field (docs/delivery.md "API Platform Admin")
  test('should describe multilingual fields as text that ?locale= turns into one string', async () => {
    const { api } = await parseHydraDocumentation(`${base}/admin`)
    const multilingual = api.resources!.flatMap((r) => r.fields!.filter((f) => f.range === 'http://www.w3.org/1999/02/22-rdf-syntax-ns#langString').map((f) => `${r.name}.${f.name}`))
    expect(multilingual).toEqual(expect.arrayContaining(['articles.title', 'articles.body_html', 'tags.name', 'media.alt', 'menus.name', 'blocks.content']))
    for (const resource of api.resources!) {
      for (const field of resource.fields!.filter((f) => f.range?.endsWith('#langString'))) {
        // a text field (TextField / TextInput in Admin), neither a reference nor an embedded resource
        expect([field.type, field.reference, field.embedded], `${resource.name}.${field.name}`).toEqual(['string', null, null])
        expect(field.description).toBe('Multilingual: an object keyed by locale; one string with ?locale=<code>')
      }
    }
  })
})

describe('GET /docs.jsonld', () => {
  test('should expand as JSON-LD and list every route exactly once', async () => {
    const res = await fetch(`${base}/docs.jsonld`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toStartWith('application/ld+json')
    const doc = await res.json()
    expect(doc['@type']).toBe('hydra:ApiDocumentation')
    const expand = jsonld.expand as unknown as (doc: unknown, opts: Record<string, unknown>) => Promise<any[]>
    const [expanded] = await expand(doc, { base: `${base}/docs.jsonld`, safe: true })
    expect(expanded![`${HYDRA}entrypoint`]).toEqual([{ '@id': `${base}/admin` }])

    const classes: any[] = doc['hydra:supportedClass']
    expect(classes.map((c) => c['hydra:title'])).toEqual(expect.arrayContaining(RESOURCES.map((r) => r.type)))
    const ops = [
      ...classes.flatMap((c) => c['hydra:supportedOperation']),
      ...classes.flatMap((c) => c['hydra:supportedProperty'].flatMap((p: any) => p['hydra:property']['hydra:supportedOperation'] ?? [])),
    ].map((o) => `${o['hydra:method']} ${o.path}`)
    const routes = server.service.routes.map((r) => `${r.method} ${openApiPath(r.path)}`)
    expect(ops.sort()).toEqual(routes.sort())
  })

  test('should describe each field of each class as a supported property', async () => {
    const doc = await (await fetch(`${base}/docs.jsonld`)).json()
    for (const def of RESOURCES) {
      const cls = doc['hydra:supportedClass'].find((c: any) => c['hydra:title'] === def.type)
      const props = cls['hydra:supportedProperty'].map((p: any) => p['hydra:title'])
      expect(props.sort(), def.type).toEqual(expectedFields(def).sort())
    }
  })
})
