/**
 * /contexts/{Type}: a JSON-LD processor (`jsonld`) expands one item and one collection of every
 * type, loading the contexts from the service itself, with no error and every field present
 * under its documented IRI (`<origin>/docs.jsonld#<Type>/<field>`).
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import jsonld from 'jsonld'
import { withTenantScope } from '../../src/cli/common'
import type { ResourceDef } from '../../src/registry/define'
import { contextTypes } from '../../src/registry/jsonld'
import { RESOURCES, resourceByPath } from '../../src/resources'
import { expectProblem, startTestService } from '../helpers/service'

const ORIGIN = 'http://cms.test'
const VOCAB = `${ORIGIN}/docs.jsonld#`
const HYDRA = 'http://www.w3.org/ns/hydra/core#'
const TENANT = 'ld'

const t = startTestService()
afterAll(() => t.close())
let tokens: Awaited<ReturnType<typeof t.tenantWithUsers>>
const remote: string[] = []

/** Loads contexts from the service under test; anything else is an error. */
async function documentLoader(url: string) {
  if (!url.startsWith(`${ORIGIN}/`)) throw new Error(`unexpected remote document ${url}`)
  remote.push(url)
  const res = await t.api('GET', url.slice(ORIGIN.length))
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`)
  return { contextUrl: undefined, documentUrl: url, document: res.body }
}

// safe mode: anything the processor would drop or could not map is an error, not a silent loss
const expandLd = jsonld.expand as unknown as (doc: unknown, opts: Record<string, unknown>) => Promise<any[]>
const expand = (doc: unknown, path: string) => expandLd(doc, { base: ORIGIN + path, documentLoader, safe: true })

const admin = (method: string, path: string, body?: unknown) => t.api(method, path, { tenant: TENANT, token: tokens.admin, body })

async function created(path: string, body: unknown): Promise<any> {
  const res = await admin('POST', `/admin/${path}`, body)
  if (res.status !== 201) throw new Error(`POST /admin/${path}: ${res.status} ${res.text}`)
  return res.body
}

/** A media item: uploaded when the upload exists, else stored through the repository. */
async function media(): Promise<any> {
  const form = new FormData()
  const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))
  form.append('file', new File([png], 'pixel.png', { type: 'image/png' }))
  form.append('alt', JSON.stringify({ fr: 'Un pixel', en: 'A pixel' }))
  const upload = await t.api('POST', '/admin/media', { tenant: TENANT, token: tokens.admin, raw: form })
  if (upload.status === 201) return upload.body
  // note: until the upload route lands on this branch, seed one row as an upload would store it
  const uuid = crypto.randomUUID()
  await withTenantScope(t.config, TENANT, (scope) => {
    const now = Date.now()
    scope.db
      .query(`INSERT INTO media (uuid, site_id, filename, original_filename, mime_type, size, width, height, alt, created_at, updated_at)
        VALUES (?, (SELECT MIN(id) FROM sites), 'pixel.png', 'pixel.png', 'image/png', ?, 1, 1, ?, ?, ?)`)
      .run(uuid, png.length, JSON.stringify({ fr: 'Un pixel', en: 'A pixel' }), now, now)
  })
  return (await admin('GET', `/admin/media/${uuid}`)).body
}

/** A body for a resource this file does not know, from its required fields' kinds. */
function genericBody(def: ResourceDef, locales: readonly string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const field of def.writable.filter((f) => f.required)) {
    const schema = field.readSchema({ locales, lookup: resourceByPath }) as { format?: string }
    if (field.kind === 'i18n') body[field.writeName] = { [locales[0]!]: `Sample ${def.type}` }
    else if (schema.format === 'email') body[field.writeName] = `sample@${def.path}.test`
    else if (field.kind === 'password') body[field.writeName] = 'sample-password'
    else if (field.kind === 'text' || field.kind === 'slug') body[field.writeName] = field.kind === 'slug' ? 'sample' : '/sample'
    else body[field.writeName] = field.defaultValue()
  }
  return body
}

const items = new Map<string, any>()

beforeAll(async () => {
  tokens = await t.tenantWithUsers(TENANT)
  const category = await created('categories', { name: { fr: 'Actualités', en: 'News' }, description: { fr: 'Les nouvelles' } })
  const tag = await created('tags', { name: { fr: 'Sport', en: 'Sport' } })
  const image = await media()
  items.set('Category', category).set('Tag', tag).set('Media', image)
  items.set(
    'Article',
    await created('articles', {
      title: { fr: 'Bonjour', en: 'Hello' },
      excerpt: { fr: 'Court', en: 'Short' },
      body_html: { fr: '<p>Texte</p>' },
      status: 'published',
      category_id: category.id,
      secondaryCategories: [category['@id']],
      tags: [tag['@id']],
      featuredImage: image['@id'],
    }),
  )
  items.set('Page', await created('pages', { title: { fr: 'À propos' }, page_type: 'landing', tags: [tag['@id']] }))
  items.set('Redirect', await created('redirects', { source_path: '/old', target_path: '/new', status_code: 302 }))
  items.set('User', await created('users', { email: 'someone@ld.test', password: 'a-long-password', roles: ['ROLE_CMS_EDITOR'], name: 'Someone' }))
  items.set('Site', await created('sites', { slug: 'second', name: 'Second site' }))
  // an unresolvable public host is accepted; each delivery checks the address again
  items.set('Webhook', await created('webhooks', { url: 'https://hooks.example.invalid/in', events: ['article.created'] }))
  for (const def of RESOURCES) if (!items.has(def.type)) items.set(def.type, await created(def.path, genericBody(def, t.config.locales)))
}, 60_000)

/** Every key of the JSON item must come back as its documented IRI in the expanded node. */
function expectFieldsExpanded(def: ResourceDef, item: Record<string, unknown>, node: any): void {
  expect(node['@type']).toEqual([VOCAB + def.type])
  expect(node['@id']).toBe(ORIGIN + item['@id'])
  const keys = Object.keys(item).filter((k) => !k.startsWith('@'))
  expect(keys.length).toBeGreaterThan(3)
  for (const key of keys) {
    const value = item[key]
    const empty = value === null || (Array.isArray(value) && value.length === 0) || (typeof value === 'object' && value && Object.keys(value).length === 0)
    if (empty) continue
    expect(node[`${VOCAB}${def.type}/${key}`], `${def.type}.${key}`).toBeDefined()
  }
}

describe('GET /contexts/{Type}', () => {
  test('should serve @vocab, hydra and a term for every field of every type', async () => {
    expect(contextTypes(RESOURCES)).toEqual(expect.arrayContaining(RESOURCES.map((r) => r.type)))
    for (const def of RESOURCES) {
      const res = await t.api('GET', `/contexts/${def.type}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toStartWith('application/ld+json')
      const ctx = res.body['@context']
      expect(ctx['@vocab']).toBe(VOCAB)
      expect(ctx.hydra).toBe(HYDRA)
      for (const field of def.fieldList.filter((f) => !f.writeOnly)) expect(ctx[field.name], `${def.type}.${field.name}`).toBeDefined()
      for (const common of ['id', 'created_at', 'updated_at']) expect(ctx[common]).toBeDefined()
    }
  })

  test('should answer 404 problems for unknown types', async () => {
    expectProblem(await t.api('GET', '/contexts/Nope'), 404, 'No context for type "Nope".')
    expectProblem(await t.api('GET', '/contexts/article'), 404)
    expectProblem(await t.api('GET', '/contexts/constructor'), 404)
  })

  test('should not need a tenant and should carry an ETag', async () => {
    const res = await t.api('GET', '/contexts/Tag')
    expect(res.status).toBe(200)
    const again = await t.api('GET', '/contexts/Tag', { headers: { 'If-None-Match': res.headers.get('etag')! } })
    expect(again.status).toBe(304)
  })
})

describe('expanding items and collections with jsonld', () => {
  for (const def of RESOURCES) {
    test(`should expand one ${def.type} item with every field`, async () => {
      const item = (await admin('GET', items.get(def.type)['@id'])).body
      expect(item['@context']).toBe(`/contexts/${def.type}`)
      const [node] = await expand(item, item['@id'])
      expectFieldsExpanded(def, item, node)
    })

    test(`should expand a ${def.type} collection`, async () => {
      const res = await admin('GET', `/admin/${def.path}`)
      expect(res.status).toBe(200)
      // sites are a plain JSON array (CONTRACT §5): expanded with the Site context they name by @type
      const doc = Array.isArray(res.body) ? { '@context': `/contexts/${def.type}`, '@graph': res.body } : res.body
      const members: any[] = Array.isArray(res.body) ? res.body : res.body['hydra:member']
      expect(members.length).toBeGreaterThan(0)
      const expanded = await expand(doc, `/admin/${def.path}`)
      const nodes = Array.isArray(res.body) ? expanded : expanded[0][`${HYDRA}member`]
      expect(nodes.length).toBe(members.length)
      members.forEach((m, i) => expectFieldsExpanded(def, m, nodes[i]))
      if (!Array.isArray(res.body)) {
        const coll = expanded[0]
        expect(coll['@type']).toEqual([`${HYDRA}Collection`])
        expect(coll[`${HYDRA}totalItems`]).toEqual([{ '@value': members.length }])
        expect(coll[`${HYDRA}view`][0][`${HYDRA}first`][0]['@id']).toStartWith(`${ORIGIN}/admin/${def.path}?`)
      }
    })
  }

  test('should expand multilingual fields as language-tagged strings and relations with their own terms', async () => {
    const article = (await admin('GET', items.get('Article')['@id'])).body
    const [node] = await expand(article, article['@id'])
    expect(node[`${VOCAB}Article/title`]).toEqual(expect.arrayContaining([{ '@value': 'Bonjour', '@language': 'fr' }, { '@value': 'Hello', '@language': 'en' }]))
    const [tag] = node[`${VOCAB}Article/tags`]
    expect(tag['@id']).toBe(ORIGIN + items.get('Tag')['@id'])
    expect(tag['@type']).toEqual([`${VOCAB}Tag`])
    expect(tag[`${VOCAB}Tag/name`]).toContainEqual({ '@value': 'Sport', '@language': 'fr' })
    expect(node[`${VOCAB}Article/featuredImage`][0][`${VOCAB}Media/urls`][0]['@type']).toBe('@json')
    expect(node[`${VOCAB}Article/published_at`][0]['@type']).toBe('http://www.w3.org/2001/XMLSchema#dateTime')
  })

  test('should expand the revisions collection and the entrypoint', async () => {
    const article = items.get('Article')
    await admin('PATCH', article['@id'], { title: { en: 'Hello again' } })
    const revisions = (await admin('GET', `${article['@id']}/revisions`)).body
    const [coll] = await expand(revisions, `${article['@id']}/revisions`)
    const member = coll[`${HYDRA}member`][0]
    expect(member['@type']).toEqual([`${VOCAB}Revision`])
    expect(member[`${VOCAB}Revision/version`]).toBeDefined()
    expect(member[`${VOCAB}Revision/tags`][0]['@id']).toBe(ORIGIN + items.get('Tag')['@id'])

    const entry = (await t.api('GET', '/admin')).body
    const [ep] = await expand(entry, '/admin')
    expect(ep['@type']).toEqual([`${VOCAB}Entrypoint`])
    expect(ep[`${VOCAB}Entrypoint/articles`]).toEqual([{ '@id': `${ORIGIN}/admin/articles` }])
  })

  test('should have loaded every context from the service', () => {
    expect(remote).toEqual(expect.arrayContaining(RESOURCES.map((r) => `${ORIGIN}/contexts/${r.type}`)))
  })
})
