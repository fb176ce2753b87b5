/**
 * Admin item reads come from the read cache while the tenant's database is unchanged
 * (store/read-cache.ts): whatever writes it (this service, another connection, a CLI command,
 * a change to an embedded item), the next read shows the change, for each site and locale.
 */
import { Database } from 'bun:sqlite'
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import { withTenantScope } from '../../src/cli/common'
import { resourceByPath } from '../../src/resources'
import { updateItem } from '../../src/store/repository'
import { expectProblem, startTestService, type RoleName, type TestService } from '../helpers/service'

let t: TestService
let tok: Record<RoleName, string>
let article: any
let tag: any
const o = (extra: Record<string, unknown> = {}) => ({ tenant: 'acme', token: tok.admin, ...extra })
const read = (query = '', extra: Record<string, unknown> = {}) => t.api('GET', `/admin/articles/${article.id}${query}`, o(extra))

beforeAll(async () => {
  t = startTestService()
  tok = await t.tenantWithUsers('acme')
  tag = (await t.api('POST', '/admin/tags', o({ body: { name: { fr: 'Chat', en: 'Cat' } } }))).body
  article = (await t.api('POST', '/admin/articles', o({ body: { slug: 'cached', title: { fr: 'Un', en: 'One' }, tags: [tag['@id']] } }))).body
})
afterAll(() => t.close())

test('should answer a repeated read with the same body and ETag, and 304 for that ETag', async () => {
  const first = await read()
  const again = await read()
  expect(first.status).toBe(200)
  expect(again.text).toBe(first.text)
  expect(again.headers.get('etag')).toBe(first.headers.get('etag'))
  const notModified = await read('', { headers: { 'If-None-Match': first.headers.get('etag')! } })
  expect(notModified.status).toBe(304)
  expect(notModified.headers.get('etag')).toBe(first.headers.get('etag'))
})

test('should show a write made through the API at once', async () => {
  const before = await read()
  await t.api('PATCH', `/admin/articles/${article.id}`, o({ body: { title: { fr: 'Deux' } }, headers: { 'Content-Type': 'application/merge-patch+json' } }))
  const after = await read()
  expect(after.body.title).toEqual({ fr: 'Deux', en: 'One' })
  expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'))
})

test('should show a write committed by another connection: a CLI command, another process', async () => {
  await read()
  // the default site is 1 (a CLI scope names none)
  await withTenantScope(t.config, 'acme', (scope) => updateItem({ ...scope, siteId: 1 }, resourceByPath('articles'), article.id, { title: { fr: 'Trois' } }, 'patch', null))
  expect((await read()).body.title).toEqual({ fr: 'Trois', en: 'One' })
  // a tool that writes the file without the service's code
  const other = new Database(join(t.dir, 'tenants', 'acme', 'cms.db'))
  try {
    other.query("UPDATE articles SET slug = 'edited-elsewhere' WHERE uuid = ?").run(article.id)
  } finally {
    other.close()
  }
  expect((await read()).body.slug).toBe('edited-elsewhere')
})

test('should show a change of an embedded item', async () => {
  expect((await read()).body.tags[0].name).toEqual({ fr: 'Chat', en: 'Cat' })
  await t.api('PATCH', `/admin/tags/${tag.id}`, o({ body: { name: { en: 'Kitten' } }, headers: { 'Content-Type': 'application/merge-patch+json' } }))
  expect((await read()).body.tags[0].name).toEqual({ fr: 'Chat', en: 'Kitten' })
})

test('should keep each locale, each set of properties and each site apart', async () => {
  const fr = await read('?locale=fr')
  const en = await read('?locale=en')
  expect(fr.body.title).toBe('Trois')
  expect(en.body.title).toBe('One')
  expect((await read('?locale=fr')).headers.get('content-language')).toBe('fr')
  expect((await read('?locale=en')).text).toBe(en.text)
  expect(Object.keys((await read('?properties[]=slug')).body)).toEqual(['@context', '@id', '@type', 'id', 'slug'])
  expect((await read()).body.title).toEqual({ fr: 'Trois', en: 'One' })
  // an item of the default site is not found from another site, read before or after it
  const blog = (await t.api('POST', '/admin/sites', o({ body: { slug: 'blog', name: 'Blog' } }))).body
  await read()
  expectProblem(await read('', { site: blog.uuid }), 404)
  expect((await read()).status).toBe(200)
})

test('should never keep a representation that reads the clock (a sign-in lock ends by itself)', () => {
  expect(resourceByPath('users').cacheable).toBe(false)
  expect(resourceByPath('articles').cacheable).toBe(true)
})

describe('lists and /public', () => {
  const pub = (path: string, headers: Record<string, string> = {}) => t.api('GET', path, { tenant: 'acme', headers })
  const slugs = (res: { body: any }) => res.body['hydra:member'].map((m: any) => m.slug).sort()
  const create = async (body: Record<string, unknown>) => (await t.api('POST', '/admin/articles', o({ body }))).body

  test('should show a write in the next admin list', async () => {
    const before = await t.api('GET', '/admin/articles?order[created_at]=desc', o())
    expect((await t.api('GET', '/admin/articles?order[created_at]=desc', o())).text).toBe(before.text)
    await create({ slug: 'listed', title: { fr: 'Listé' } })
    const after = await t.api('GET', '/admin/articles?order[created_at]=desc', o())
    expect(after.body['hydra:totalItems']).toBe(before.body['hydra:totalItems'] + 1)
    expect(after.body['hydra:member'][0].slug).toBe('listed')
  })

  test('should send a kept /public read with its ETag, cache tags and 304', async () => {
    await create({ slug: 'out-now', title: { fr: 'Paru' }, status: 'published', tags: [tag['@id']] })
    const first = await pub('/public/articles/out-now')
    const again = await pub('/public/articles/out-now')
    expect(again.text).toBe(first.text)
    for (const name of ['etag', 'cache-tag', 'surrogate-key', 'cache-control', 'vary']) expect(again.headers.get(name)).toBe(first.headers.get(name))
    expect(first.headers.get('cache-tag')).toContain(`tag:${tag.id}`)
    const notModified = await pub('/public/articles/out-now', { 'If-None-Match': first.headers.get('etag')! })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('cache-tag')).toBe(first.headers.get('cache-tag'))
  })

  test('should keep reads with and without a preview token apart', async () => {
    await create({ slug: 'not-yet', title: { fr: 'Brouillon' } })
    expectProblem(await pub('/public/articles/not-yet'), 404)
    const token = (await t.api('POST', '/admin/preview-tokens', o())).body.token
    expect((await pub('/public/articles/not-yet', { 'X-Preview-Token': token })).status).toBe(200)
    expect(slugs(await pub('/public/articles', { 'X-Preview-Token': token }))).toContain('not-yet')
    expect(slugs(await pub('/public/articles'))).not.toContain('not-yet')
    expectProblem(await pub('/public/articles/not-yet'), 404)
  })

  test('should show a published item whose date comes, with no write in between', async () => {
    const soon = new Date(Date.now() + 1500).toISOString()
    const created = await t.api('POST', '/admin/articles', o({ body: { slug: 'dated', title: { fr: 'Daté' }, status: 'published', published_at: soon } }))
    expect(created.status).toBe(201)
    // the full-text index catches up shortly after a write (a write too): past it, nothing writes
    await Bun.sleep(t.config.searchCatchUpMs + 200)
    const before = await pub('/public/articles')
    expect(slugs(before)).not.toContain('dated')
    expect(slugs(await pub('/public/articles'))).not.toContain('dated')
    expectProblem(await pub('/public/articles/dated'), 404)
    await Bun.sleep(Date.parse(soon) - Date.now() + 20)
    const after = await pub('/public/articles')
    expect(slugs(after)).toContain('dated')
    expect(after.body['hydra:totalItems']).toBe(before.body['hydra:totalItems'] + 1)
    expect((await pub('/public/articles/dated')).status).toBe(200)
  })
})
