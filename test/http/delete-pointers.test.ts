/**
 * Deleting an item that content points at (a category, a tag, an image) changes that content:
 * each pointing article or page becomes a new version, with a revision and an `.updated` event,
 * in the delete's transaction, and no pointer is left dangling.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { image, uploaded } from '../helpers/media'
import { startTestService, walkCollection, type RoleName, type TestService } from '../helpers/service'

let t: TestService
let tok: Record<RoleName, string>
const o = (extra: Record<string, unknown> = {}) => ({ tenant: 'acme', token: tok.admin, ...extra })

beforeAll(async () => {
  t = startTestService()
  tok = await t.tenantWithUsers('acme')
})
afterAll(() => t.close())

const create = async (path: string, body: unknown) => {
  const res = await t.api('POST', path, o({ body }))
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${res.text}`)
  return res.body
}
const events = async (iri: string) =>
  (await walkCollection(t, `/admin/audit-log?resource=${encodeURIComponent(iri)}`, o())).map((e) => e.event)

describe('deleting what content points at', () => {
  test('should make each article using a deleted category, tag or image a new version with its event and revision', async () => {
    const cat = await create('/admin/categories', { name: { en: 'News' } })
    const second = await create('/admin/categories', { name: { en: 'World' } })
    const keep = await create('/admin/tags', { name: { en: 'Keep' } })
    const gone = await create('/admin/tags', { name: { en: 'Gone' } })
    const img = await uploaded(t, await image('image/png', 40, 30), { tenant: 'acme', token: tok.admin, filename: 'a.png' })
    const article = await create('/admin/articles', {
      title: { en: 'Pointing' },
      category_id: cat.id,
      secondaryCategories: [second['@id']],
      tags: [keep['@id'], gone['@id']],
      featuredImage: img['@id'],
      seo: { og_image: img['@id'] },
    })
    const untouched = await create('/admin/articles', { title: { en: 'Elsewhere' }, tags: [keep['@id']] })
    const page = await create('/admin/pages', { title: { en: 'A page' }, tags: [gone['@id']] })
    expect(article.seo.og_image['@id']).toBe(img['@id'])

    expect((await t.api('DELETE', gone['@id'], o())).status).toBe(204)
    let now = (await t.api('GET', article['@id'], o())).body
    expect(now.version).toBe(2)
    expect(now.tags.map((x: any) => x['@id'])).toEqual([keep['@id']])
    expect((await t.api('GET', page['@id'], o())).body.version).toBe(2)

    expect((await t.api('DELETE', cat['@id'], o())).status).toBe(204)
    expect((await t.api('DELETE', second['@id'], o())).status).toBe(204)
    now = (await t.api('GET', article['@id'], o())).body
    expect(now.version).toBe(4)
    expect([now.category, now.category_id, now.secondaryCategories]).toEqual([null, null, []])

    expect((await t.api('DELETE', img['@id'], o())).status).toBe(204)
    now = (await t.api('GET', article['@id'], o())).body
    // featuredImage and seo.og_image both pointed at the image: one new version, not two
    expect(now.version).toBe(5)
    expect([now.featuredImage, now.seo.og_image]).toEqual([null, null])
    expect(now.updated_at >= article.updated_at).toBe(true)

    expect(await events(article['@id'])).toEqual(['article.updated', 'article.updated', 'article.updated', 'article.updated', 'article.created'])
    expect(await events(page['@id'])).toEqual(['page.updated', 'page.created'])
    const revisions = await walkCollection(t, `${article['@id']}/revisions`, o())
    expect(revisions.map((r) => r.version)).toEqual([5, 4, 3, 2, 1])
    // the newest revision is the current state, by whoever deleted what it pointed at
    expect(revisions[0]).toMatchObject({ version: 5, author: 'admin@acme.test', featuredImage: null, category_id: null, tags: [keep['@id']] })
    expect(revisions[0].seo.og_image).toBeNull()
    expect(revisions[1]).toMatchObject({ version: 4, secondaryCategories: [] })

    // the first revision pointed at all of them: it restores, without what is gone
    const restored = await t.api('POST', `${article['@id']}/revisions/1/restore`, o())
    expect(restored.status).toBe(200)
    expect(restored.body).toMatchObject({ version: 6, featuredImage: null, category_id: null, secondaryCategories: [] })
    expect(restored.body.tags.map((x: any) => x['@id'])).toEqual([keep['@id']])
    expect(restored.body.seo.og_image).toBeNull()

    const other = (await t.api('GET', untouched['@id'], o())).body
    expect(other.version).toBe(1)
    expect(await events(untouched['@id'])).toEqual(['article.created'])
  })

  test('should leave no pointer when the delete itself is refused', async () => {
    const cat = await create('/admin/categories', { name: { en: 'Stays' } })
    const article = await create('/admin/articles', { title: { en: 'Stays put' }, category_id: cat.id })
    const res = await t.api('DELETE', cat['@id'], o({ token: tok.author }))
    expect(res.status).toBe(403)
    const now = (await t.api('GET', article['@id'], o())).body
    expect([now.version, now.category_id]).toEqual([1, cat.id])
  })
})
