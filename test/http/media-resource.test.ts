import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { fetchFile, image, text, uploaded } from '../helpers/media'
import { expectProblem, startTestService, type RoleName } from '../helpers/service'

const t = startTestService()
afterAll(() => t.close())
const tenant = 'acme'
let tokens: Record<RoleName, string>
const as = (role: RoleName = 'admin') => ({ tenant, token: tokens[role] })
const m: Record<string, any> = {}

beforeAll(async () => {
  tokens = await t.tenantWithUsers(tenant)
  // uploaded in this order: created_at ascends alphabetically by key
  m.alpha = await uploaded(t, text('a'.repeat(30)), { ...as(), filename: 'alpha.txt' })
  m.beta = await uploaded(t, text('b'.repeat(10)), { ...as(), filename: 'beta-Notes.txt', fields: { visibility: 'private' } })
  m.gamma = await uploaded(t, await image('image/png', 40, 30), { ...as(), filename: 'gamma.png' })
  m.delta = await uploaded(t, text('%PDF-1.4\n%%EOF\n'), { ...as(), filename: 'delta.pdf' })
})

async function ids(query: string): Promise<string[]> {
  const res = await t.api('GET', `/admin/media${query}`, as('viewer'))
  expect(res.status).toBe(200)
  expect(res.body['hydra:totalItems']).toBe(res.body['hydra:member'].length)
  return res.body['hydra:member'].map((x: any) => x.id)
}
const named = (...keys: string[]) => keys.map((k) => m[k].id)

describe('GET /admin/media filters', () => {
  test('should filter mime_type exactly, one value or a list', async () => {
    expect(await ids('?mime_type=text/plain&order[original_filename]')).toEqual(named('alpha', 'beta'))
    expect(await ids('?mime_type=text')).toEqual([])
    expect(await ids('?mime_type[]=image/png&mime_type[]=application/pdf&order[mime_type]')).toEqual(named('delta', 'gamma'))
  })

  test('should filter status and visibility exactly', async () => {
    expect((await ids('?status=ready')).length).toBe(4)
    expect(await ids('?status=failed')).toEqual([])
    expect(await ids('?visibility=private')).toEqual(named('beta'))
    expect((await ids('?visibility=public')).length).toBe(3)
  })

  test('should filter original_filename partially (ASCII case-insensitive), combined by AND', async () => {
    expect(await ids('?original_filename=ETA-no')).toEqual(named('beta'))
    expect(await ids('?original_filename=.p&order[original_filename]')).toEqual(named('delta', 'gamma'))
    expect(await ids('?original_filename=.p&mime_type=image/png')).toEqual(named('gamma'))
    expect(await ids('?original_filename=%25')).toEqual([])
  })
})

describe('GET /admin/media ordering', () => {
  test('should order created_at and updated_at newest first by default', async () => {
    expect(await ids('')).toEqual(named('delta', 'gamma', 'beta', 'alpha'))
    expect(await ids('?order[created_at]')).toEqual(named('delta', 'gamma', 'beta', 'alpha'))
    expect(await ids('?order[created_at]=asc')).toEqual(named('alpha', 'beta', 'gamma', 'delta'))
    await Bun.sleep(5)
    const patched = await t.api('PATCH', `/admin/media/${m.beta.id}`, { ...as(), body: { alt: { en: 'notes' } } })
    expect(patched.status).toBe(200)
    expect((await ids('?order[updated_at]'))[0]).toBe(m.beta.id)
  })

  test('should order size largest first by default', async () => {
    const sizes = [m.alpha, m.beta, m.gamma, m.delta].map((x) => x.size)
    expect(new Set(sizes).size).toBe(4)
    const bySize = [m.alpha, m.beta, m.gamma, m.delta].sort((a, b) => b.size - a.size).map((x) => x.id)
    expect(await ids('?order[size]')).toEqual(bySize)
    expect(await ids('?order[size]=asc')).toEqual([...bySize].reverse())
  })

  test('should order original_filename and mime_type ascending by default', async () => {
    expect(await ids('?order[original_filename]')).toEqual(named('alpha', 'beta', 'delta', 'gamma'))
    expect(await ids('?order[original_filename]=desc')).toEqual(named('gamma', 'delta', 'beta', 'alpha'))
    expect(await ids('?order[mime_type]&order[original_filename]=desc')).toEqual(named('delta', 'gamma', 'beta', 'alpha'))
  })

  test('should page with hydra:view links', async () => {
    const res = await t.api('GET', '/admin/media?order[original_filename]&per_page=3&mime_type[]=text/plain&mime_type[]=image/png&mime_type[]=application/pdf', as('viewer'))
    expect(res.body['hydra:totalItems']).toBe(4)
    expect(res.body['hydra:member']).toHaveLength(3)
    const next = await t.api('GET', res.body['hydra:view']['hydra:next'], as('viewer'))
    expect(next.body['hydra:member'].map((x: any) => x.id)).toEqual(named('gamma'))
  })
})

describe('PATCH and PUT change metadata only', () => {
  test('should change alt and visibility and ignore file facts', async () => {
    const item = await t.api('GET', `/admin/media/${m.gamma.id}`, as('viewer'))
    const etag = item.headers.get('etag')!
    const res = await t.api('PATCH', `/admin/media/${m.gamma.id}`, {
      ...as('editor'),
      headers: { 'If-Match': etag },
      body: { alt: { fr: 'Gamma' }, filename: '../../evil.png', mime_type: 'text/html', size: 1, width: 9, status: 'failed', urls: {} },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ alt: { fr: 'Gamma' }, filename: m.gamma.filename, mime_type: 'image/png', size: m.gamma.size, width: 40, status: 'ready', version: 2 })
    expect(res.body.urls).toEqual(m.gamma.urls)
    expect((await fetchFile(t, m.gamma.urls.thumbnail)).status).toBe(200)
    // the old ETag no longer matches
    const stale = await t.api('PATCH', `/admin/media/${m.gamma.id}`, { ...as('editor'), headers: { 'If-Match': etag }, body: { alt: {} } })
    expectProblem(stale, 412)
  })

  test('should replace with PUT: absent alt and visibility go back to their defaults', async () => {
    const res = await t.api('PUT', `/admin/media/${m.beta.id}`, { ...as('admin'), body: { alt: { fr: 'B' } } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ alt: { fr: 'B' }, visibility: 'public', original_filename: 'beta-Notes.txt' })
    expect(res.body.urls.original).not.toContain('signature')
    expectProblem(await t.api('PATCH', `/admin/media/${m.beta.id}`, { ...as(), body: { visibility: 'hidden' } }), 422)
  })

  test('should record media events in the outbox with the write', async () => {
    const events = t.service.ctx.pool.with(tenant, (h) =>
      h.db.query("SELECT event FROM events WHERE entity_uuid = ? ORDER BY id").all(m.beta.id) as { event: string }[],
    )
    expect(events.map((e) => e.event)).toEqual(['media.created', 'media.updated', 'media.updated'])
  })
})

describe('featuredImage on articles', () => {
  test('should take a media IRI, embed it on read, and lose it when the media is deleted', async () => {
    const photo = await uploaded(t, await image('image/jpeg', 400, 300), as())
    const created = await t.api('POST', '/admin/articles', { ...as('editor'), body: { title: { fr: 'Avec image' }, featuredImage: photo['@id'] } })
    expect(created.status).toBe(201)
    expect(created.body.featuredImage).toMatchObject({ '@id': photo['@id'], id: photo.id, filename: photo.filename, urls: photo.urls })
    expect(created.body.featuredImage.urls.thumbnail).toBe(photo.urls.thumbnail)

    const wrong = await t.api('POST', '/admin/articles', { ...as('editor'), body: { title: { fr: 'x' }, featuredImage: `/admin/tags/${photo.id}` } })
    expectProblem(wrong, 400)

    expect((await t.api('DELETE', `/admin/media/${photo.id}`, as('editor'))).status).toBe(204)
    expectProblem(await t.api('GET', `/admin/media/${photo.id}`, as()), 404)
    const article = await t.api('GET', `/admin/articles/${created.body.id}`, as('viewer'))
    expect(article.status).toBe(200)
    expect(article.body.featuredImage).toBeNull()
    expect((await fetchFile(t, photo.urls.original)).status).toBe(404)
  })
})
