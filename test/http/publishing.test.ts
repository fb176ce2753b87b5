/** CONTRACT "Articles and pages": statuses, publish/unpublish, scheduling, revisions, events. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { expectProblem, startTestService, type RoleName, type TestService } from '../helpers/service'

let t: TestService
let tok: Record<RoleName, string>
const o = (extra: Record<string, unknown> = {}) => ({ tenant: 'pub', token: tok.admin, ...extra })
const events = (uuid: string) =>
  t.service.ctx.pool.with('pub', (h) => h.db.query('SELECT event, actor_label FROM events WHERE entity_uuid = ? ORDER BY id').all(uuid) as { event: string; actor_label: string }[])

beforeAll(async () => {
  t = startTestService()
  tok = await t.tenantWithUsers('pub')
}, 60_000)
afterAll(() => t.close())

describe('publishing', () => {
  for (const path of ['articles', 'pages']) {
    test(`should publish and unpublish ${path}, stamping published_at and recording events`, async () => {
      const a = (await t.api('POST', `/admin/${path}`, o({ body: { title: { fr: 'À publier' } } }))).body
      expect(a.status).toBe('draft')
      const published = await t.api('POST', `${a['@id']}/publish`, o())
      expect(published.status).toBe(200)
      expect(published.body.status).toBe('published')
      expect(published.body.published_at).toMatch(/\+00:00$/)
      expect(published.body.version).toBe(2)
      expect(published.headers.get('etag')).toBeTruthy()
      const unpublished = await t.api('POST', `${a['@id']}/unpublish`, o())
      expect(unpublished.body.status).toBe('draft')
      const singular = path.slice(0, -1)
      expect(events(a.id).map((e) => e.event)).toEqual([`${singular}.created`, `${singular}.published`, `${singular}.unpublished`])
      expect(events(a.id)[0]!.actor_label).toBe('admin@pub.test')
    })
  }

  test('should stamp published_at when a write sets status published, and keep a given one', async () => {
    const now = await t.api('POST', '/admin/articles', o({ body: { title: { fr: 'Direct' }, status: 'published' } }))
    expect(Date.parse(now.body.published_at)).toBeGreaterThan(Date.now() - 5000)
    expect(events(now.body.id).map((e) => e.event)).toEqual(['article.created', 'article.published'])
    const given = await t.api('POST', '/admin/articles', o({ body: { title: { fr: 'Daté' }, status: 'published', published_at: '2025-01-02T03:04:05+00:00' } }))
    expect(given.body.published_at).toBe('2025-01-02T03:04:05+00:00')
    const archived = await t.api('PATCH', given.body['@id'], o({ body: { status: 'archived' } }))
    expect(archived.body.status).toBe('archived')
    expect(events(given.body.id).map((e) => e.event)).toEqual(['article.created', 'article.published', 'article.updated', 'article.unpublished'])
  })

  test('should require a future published_at for scheduled content', async () => {
    expectProblem(await t.api('POST', '/admin/articles', o({ body: { title: { fr: 'x' }, status: 'scheduled' } })), 422, /^published_at: /)
  })

  test('should publish scheduled content by itself when its time comes', async () => {
    const at = new Date(Date.now() + 1500).toISOString().replace(/\.\d+Z$/, '+00:00')
    const s = await t.api('POST', '/admin/articles', o({ body: { title: { fr: 'Programmé' }, status: 'scheduled', published_at: at } }))
    expect(s.status).toBe(201)
    expect(s.body.status).toBe('scheduled')
    expect((await t.api('GET', `/public/articles/${s.body.slug}`, { tenant: 'pub' })).status).toBe(404)
    let status = 'scheduled'
    for (let i = 0; i < 60 && status === 'scheduled'; i++) {
      await Bun.sleep(100)
      status = (await t.api('GET', s.body['@id'], o())).body.status
    }
    expect(status).toBe('published')
    expect((await t.api('GET', `/public/articles/${s.body.slug}`, { tenant: 'pub' })).status).toBe(200)
    const log = events(s.body.id)
    expect(log.map((e) => e.event)).toEqual(['article.created', 'article.published'])
    expect(log[1]!.actor_label).toBe('scheduler')
  })
})

describe('revisions', () => {
  test('should hold at most 20 revisions a page, each being the whole item, and page through the rest', async () => {
    const a = (await t.api('POST', '/admin/articles', o({ body: { title: { fr: 'v0' } } }))).body
    for (let v = 1; v <= 24; v++) await t.api('PATCH', a['@id'], o({ body: { title: { fr: `v${v}` } } }))
    const first = await t.api('GET', `${a['@id']}/revisions?per_page=100`, o())
    expect([first.body['hydra:totalItems'], first.body['hydra:member'].length]).toEqual([25, 20])
    expect(first.body['hydra:view']['hydra:next']).toContain('page=2')
    const byDefault = await t.api('GET', `${a['@id']}/revisions`, o())
    expect(byDefault.body['hydra:member'].length).toBe(20)
    const rest = await t.api('GET', first.body['hydra:view']['hydra:next'], o())
    expect(rest.body['hydra:member'].map((r: { version: number }) => r.version)).toEqual([5, 4, 3, 2, 1])
  })


  test('should list revisions newest first and restore one as a new version', async () => {
    const tag = (await t.api('POST', '/admin/tags', o({ body: { name: { fr: 'Rev' } } }))).body
    const a = (await t.api('POST', '/admin/articles', o({ body: { title: { fr: 'V1' }, tags: [tag['@id']] } }))).body
    await t.api('PATCH', a['@id'], o({ body: { title: { fr: 'V2' }, tags: [] } }))
    await t.api('PATCH', a['@id'], o({ token: tok.editor, body: { title: { fr: 'V3' }, excerpt: { en: 'three' } } }))
    const list = await t.api('GET', `${a['@id']}/revisions`, o({ token: tok.viewer }))
    expect(list.status).toBe(200)
    expect(list.body['@type']).toBe('hydra:Collection')
    expect(list.body['hydra:totalItems']).toBe(3)
    const members = list.body['hydra:member']
    expect(members.map((r: { version: number }) => r.version)).toEqual([3, 2, 1])
    expect(members[0]).toMatchObject({ '@type': 'Revision', version: 3, author: 'editor@pub.test', title: { fr: 'V3' } })
    expect(members[2]).toMatchObject({ version: 1, author: 'admin@pub.test', title: { fr: 'V1' }, tags: [tag['@id']] })
    expect(members[2].created_at).toMatch(/\+00:00$/)
    // each member's @id can be fetched, under its own item only
    const one = await t.api('GET', members[1]['@id'], o({ token: tok.viewer }))
    expect(one.status).toBe(200)
    expect(one.body).toEqual({ '@context': '/contexts/Revision', ...members[1] })
    expect(members[1]['@id']).toBe(`${a['@id']}/revisions/2`)
    const other = (await t.api('POST', '/admin/articles', o({ body: { title: { fr: 'Autre' } } }))).body
    expectProblem(await t.api('GET', `${other['@id']}/revisions/2`, o()), 404, 'Revision not found.')
    expectProblem(await t.api('GET', `${a['@id']}/revisions/abc`, o()), 404, 'Revision not found.')
    const restored = await t.api('POST', `${a['@id']}/revisions/1/restore`, o())
    expect(restored.status).toBe(200)
    expect(restored.body).toMatchObject({ version: 4, title: { fr: 'V1' }, excerpt: {} })
    expect(restored.body.tags.map((x: { id: string }) => x.id)).toEqual([tag.id])
    expectProblem(await t.api('POST', `${a['@id']}/revisions/99/restore`, o()), 404)
    expectProblem(await t.api('POST', `${a['@id']}/revisions/1/restore`, o({ token: tok.viewer })), 403)
  })
})

describe('concurrency', () => {
  test('should give one 200 and one 412 to two PATCHes with the same If-Match', async () => {
    const created = await t.api('POST', '/admin/articles', o({ body: { title: { fr: 'Race' } } }))
    const etag = created.headers.get('etag')!
    const results = await Promise.all(
      ['A', 'B'].map((x) => t.api('PATCH', created.body['@id'], o({ body: { title: { fr: x } }, headers: { 'If-Match': etag } }))),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 412])
    const final = await t.api('GET', created.body['@id'], o())
    expect(final.body.version).toBe(2)
  })

  test('should give one 201 and one 422 to two creates with the same slug, never a 500', async () => {
    const results = await Promise.all(['x', 'y'].map((x) => t.api('POST', '/admin/articles', o({ body: { slug: 'same-race', title: { fr: x } } }))))
    expect(results.map((r) => r.status).sort()).toEqual([201, 422])
    expect((await t.api('GET', '/admin/articles?order[slug]=asc&per_page=100', o())).body['hydra:member'].filter((a: { slug: string }) => a.slug === 'same-race')).toHaveLength(1)
  })
})
