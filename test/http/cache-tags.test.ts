/**
 * Cache tags (CONTRACT §11): every /public response names what it holds in `Cache-Tag`
 * (comma-separated) and `Surrogate-Key` (space-separated): the collection, then the items in body
 * order, then the embedded items sorted. docs/delivery.md gives the rule for each route.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { image, uploaded } from '../helpers/media'
import { startTestService, type RoleName } from '../helpers/service'

const t = startTestService()
let tok: Record<RoleName, string>
let tag: any, other: any, category: any, media: any, first: any, second: any, draft: any, menu: any, setting: any, redirect: any

async function admin(method: string, path: string, body?: unknown) {
  const res = await t.api(method, path, { tenant: 'acme', token: tok.admin, body })
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`)
  return res.body
}
const pub = (path: string, headers: Record<string, string> = {}) => t.api('GET', path, { tenant: 'acme', headers })

/** Both headers carry the same tags, in the same order. */
function expectTags(res: { headers: Headers }, tags: string[]) {
  expect(res.headers.get('cache-tag')).toBe(tags.join(','))
  expect(res.headers.get('surrogate-key')).toBe(tags.join(' '))
}

beforeAll(async () => {
  tok = await t.tenantWithUsers('acme')
  tag = await admin('POST', '/admin/tags', { slug: 'sport', name: { fr: 'Sport' } })
  other = await admin('POST', '/admin/tags', { slug: 'rugby', name: { fr: 'Rugby' } })
  category = await admin('POST', '/admin/categories', { slug: 'news', name: { fr: 'Actualité' } })
  media = await uploaded(t, await image('image/png', 40, 30), { tenant: 'acme', token: tok.admin, filename: 'cover.png' })
  first = await admin('POST', '/admin/articles', { slug: 'first', title: { fr: 'Premier match' }, status: 'published', published_at: '2026-01-01T00:00:00+00:00', tags: [tag['@id'], other['@id']], category_id: category.id, featuredImage: media['@id'] })
  second = await admin('POST', '/admin/articles', { slug: 'second', title: { fr: 'Second match' }, status: 'published', published_at: '2026-01-02T00:00:00+00:00', tags: [tag['@id']] })
  draft = await admin('POST', '/admin/articles', { slug: 'draft', title: { fr: 'Match en brouillon' }, status: 'draft' })
  menu = await admin('POST', '/admin/menus', {
    slug: 'main',
    name: { fr: 'Principal' },
    items: [
      { label: { fr: 'Premier' }, target: first['@id'] },
      { label: { fr: 'Brouillon' }, target: draft['@id'] },
      { label: { fr: 'Ailleurs' }, url: 'https://example.com' },
    ],
  })
  setting = await admin('POST', '/admin/settings', { key: 'site.title', value: 'Mon site', is_public: true })
  redirect = await admin('POST', '/admin/redirects', { source_path: '/old', target_path: '/new' })
}, 30_000)
afterAll(() => t.close())

describe('items and collections', () => {
  test('should tag an item with itself and every item embedded in it', async () => {
    const res = await pub('/public/articles/first')
    expect(res.status).toBe(200)
    expectTags(res, [`article:${first.id}`, ...[`category:${category.id}`, `media:${media.id}`, `tag:${tag.id}`, `tag:${other.id}`].sort()])
  })

  test('should tag a collection with its path, its members in body order, then what they embed, each once', async () => {
    const res = await pub('/public/articles?order[published_at]=desc')
    expect(res.body['hydra:member'].map((m: any) => m.id)).toEqual([second.id, first.id])
    expectTags(res, ['articles', `article:${second.id}`, `article:${first.id}`, ...[`category:${category.id}`, `media:${media.id}`, `tag:${tag.id}`, `tag:${other.id}`].sort()])
  })

  test('should tag only what the body holds when properties leave relations out', async () => {
    const res = await pub('/public/articles?order[published_at]=desc&properties[]=title&properties[tags][]=slug')
    expectTags(res, ['articles', `article:${second.id}`, `article:${first.id}`, ...[`tag:${tag.id}`, `tag:${other.id}`].sort()])
  })

  test('should tag a collection filtered through a relation with that relation\'s collection too', async () => {
    // a tag renamed to `rugby`, or a category to `news`, changes these lists: its change names `tags`
    expectTags(await pub('/public/articles?tags.slug=nothing-yet'), ['articles', 'tags'])
    expectTags(await pub(`/public/articles?category.uuid=${category.id}&tags.slug[]=rugby&properties[]=title`), ['articles', 'tags', 'categories', `article:${first.id}`])
    const change = (await t.api('PATCH', tag['@id'], { tenant: 'acme', token: tok.admin, body: { slug: 'sport' }, headers: { 'Content-Type': 'application/merge-patch+json' } })).body
    expect(change.slug).toBe('sport')
    const feed = (await pub('/public/changes?after=0&resource=tags')).body['hydra:member']
    expect(feed.at(-1).cache_tags).toContain('tags')
  })

  test('should tag an empty page with its collection', async () => {
    expectTags(await pub('/public/articles?page=9'), ['articles'])
    expectTags(await pub('/public/tags?slug=none'), ['tags'])
  })

  test('should send the same tags with a 304', async () => {
    const res = await pub('/public/articles/second')
    const again = await pub('/public/articles/second', { 'If-None-Match': res.headers.get('etag')! })
    expect(again.status).toBe(304)
    expectTags(again, [`article:${second.id}`, `tag:${tag.id}`])
  })

  test('should tag a 404 of an item with its collection, so that its creation purges it', async () => {
    const res = await pub('/public/articles/draft')
    expect(res.status).toBe(404)
    expectTags(res, ['articles'])
  })

  test('should tag a menu with its targets, including one hidden until it is published', async () => {
    const res = await pub('/public/menus/main')
    expect(res.body.items.map((i: any) => i.label.fr)).toEqual(['Premier', 'Ailleurs'])
    expectTags(res, [`menu:${menu.id}`, ...[`article:${first.id}`, `article:${draft.id}`].sort()])
  })

  test('should send no cache tags under /admin', async () => {
    const res = await t.api('GET', '/admin/articles', { tenant: 'acme', token: tok.admin })
    expect(res.headers.get('cache-tag')).toBeNull()
    expect(res.headers.get('surrogate-key')).toBeNull()
  })
})

describe('other public routes', () => {
  test('should tag search results with the searched collections and each result', async () => {
    const res = await pub('/public/search?q=match&content_type=article')
    expect(res.status).toBe(200)
    const ids = res.body['hydra:member'].map((m: any) => m.id)
    expect([...ids].sort()).toEqual([first.id, second.id].sort())
    expectTags(res, ['articles', ...ids.map((id: string) => `article:${id}`)])
    expectTags(await pub('/public/search?q=nothingmatches'), ['articles', 'pages'])
  })

  test('should tag the public settings with the settings collection', async () => {
    const res = await pub('/public/settings')
    expect(res.body).toEqual({ 'site.title': 'Mon site' })
    expectTags(res, ['settings'])
    expect(setting.id).toBeString()
  })

  test('should tag a resolved redirect with the collection and the redirect, and a miss with the collection', async () => {
    const res = await pub('/public/redirects/resolve?path=/old')
    expect(res.text).toBe(JSON.stringify({ source_path: '/old', target_path: '/new', status_code: 301 }))
    expectTags(res, ['redirects', `redirect:${redirect.id}`])
    const miss = await pub('/public/redirects/resolve?path=/nowhere')
    expect(miss.status).toBe(404)
    expectTags(miss, ['redirects'])
  })
})
