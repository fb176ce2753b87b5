/**
 * Writes that arrive together share one commit (store/orm.ts `groupedWrite`): each still answers
 * as if alone, sees the writes before it, and a failing one takes none of the others with it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { expectProblem, startTestService, type RoleName, type TestService } from '../helpers/service'

let t: TestService
let tok: Record<RoleName, string>
const o = (extra: Record<string, unknown> = {}) => ({ tenant: 'acme', token: tok.admin, ...extra })
const article = (slug: string) => ({ slug, title: { en: `Title ${slug}` }, body_html: { en: '<p>Body</p>' } })

beforeAll(async () => {
  t = startTestService()
  tok = await t.tenantWithUsers('acme')
})
afterAll(() => t.close())

describe('concurrent writes', () => {
  test('should create every article of a burst, each readable, each with its event', async () => {
    const before = (await t.api('GET', '/admin/articles', o())).body['hydra:totalItems']
    const events = (await t.api('GET', '/admin/audit-log?event=article.created', o())).body['hydra:totalItems']
    const created = await Promise.all(Array.from({ length: 12 }, (_, i) => t.api('POST', '/admin/articles', o({ body: article(`burst-${i}`) }))))
    expect(created.map((r) => r.status)).toEqual(Array(12).fill(201))
    expect(new Set(created.map((r) => r.body.id)).size).toBe(12)
    const read = await Promise.all(created.map((r) => t.api('GET', r.body['@id'], o())))
    expect(read.map((r) => r.body.slug)).toEqual(created.map((r) => r.body.slug))
    expect((await t.api('GET', '/admin/articles', o())).body['hydra:totalItems']).toBe(before + 12)
    expect((await t.api('GET', '/admin/audit-log?event=article.created', o())).body['hydra:totalItems']).toBe(events + 12)
  })

  test('should let one of two creates with the same slug through and refuse the other with 422', async () => {
    const [a, b, c] = await Promise.all([
      t.api('POST', '/admin/articles', o({ body: article('same-slug') })),
      t.api('POST', '/admin/articles', o({ body: article('same-slug') })),
      t.api('POST', '/admin/articles', o({ body: article('other-slug') })),
    ])
    const [won, lost] = a!.status === 201 ? [a!, b!] : [b!, a!]
    expect(won.status).toBe(201)
    // the same answer as one after the other: the first write is seen by the second
    expectProblem(lost, 422, 'slug: This value is already used.')
    expect(c!.status).toBe(201)
    const listed = await t.api('GET', '/admin/articles?per_page=100', o())
    expect(listed.body['hydra:member'].filter((m: { slug: string }) => m.slug === 'same-slug').map((m: { id: string }) => m.id)).toEqual([won.body.id])
  })

  test('should let one of two patches with the same If-Match through and answer 412 to the other', async () => {
    const created = await t.api('POST', '/admin/articles', o({ body: article('if-match') }))
    const etag = created.headers.get('etag')!
    const [a, b] = await Promise.all(
      ['first', 'second'].map((word) => t.api('PATCH', created.body['@id'], o({ body: { title: { en: word } }, headers: { 'If-Match': etag } }))),
    )
    expect([a!.status, b!.status].sort()).toEqual([200, 412])
    const read = await t.api('GET', created.body['@id'], o())
    expect(read.body.version).toBe(2)
    expect(read.body.title.en).toBe((a!.status === 200 ? a : b)!.body.title.en)
  })

  test('should refuse a bad write in a burst with its own problem, the others created', async () => {
    const [good, bad] = await Promise.all([
      t.api('POST', '/admin/articles', o({ body: article('good-one') })),
      t.api('POST', '/admin/articles', o({ body: { slug: 'no title' } })),
    ])
    expect(good.status).toBe(201)
    expectProblem(bad, 422)
    expect((await t.api('GET', good.body['@id'], o())).status).toBe(200)
  })
})
