/** Public delivery (CONTRACT §8): articles, pages, categories, tags, redirects, preview. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { withTenantScope } from '../../src/cli/common'
import { signJwt } from '../../src/domain/auth'
import { resourceByPath } from '../../src/resources'
import { createItem } from '../../src/store/repository'
import { expectProblem, startTestService, walkCollection, type RoleName } from '../helpers/service'

const t = startTestService()
let tok: Record<RoleName, string>
let otherSite: string
const future = () => new Date(Date.now() + 86_400_000).toISOString()

beforeAll(async () => {
  tok = await t.tenantWithUsers('acme')
  await t.tenantWithUsers('globex')
  otherSite = await withTenantScope(t.config, 'acme', (scope) => createItem(scope, resourceByPath('sites'), { slug: 'blog', name: 'Blog' }).item.uuid as string)
  // note: eight argon2 hashes and logins can outlast the default 5 s hook timeout on a busy machine
}, 30_000)
afterAll(() => t.close())

async function admin(method: string, path: string, body?: unknown, site?: string) {
  const res = await t.api(method, path, { tenant: 'acme', token: tok.admin, body, site })
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`)
  return res.body
}

const pub = (path: string, headers: Record<string, string> = {}, site?: string) => t.api('GET', path, { tenant: 'acme', headers, site })
const members = (res: { body: any }) => res.body['hydra:member'] as any[]

async function previewHeaders(role: RoleName = 'editor') {
  const res = await t.api('POST', '/admin/preview-tokens', { tenant: 'acme', token: tok[role] })
  expect(res.status).toBe(201)
  return { 'X-Preview-Token': res.body.token as string }
}

describe('articles', () => {
  let tag: any, category: any, live: any, draft: any, scheduled: any, later: any, archived: any

  beforeAll(async () => {
    tag = await admin('POST', '/admin/tags', { name: { fr: 'Sport' }, slug: 'sport' })
    category = await admin('POST', '/admin/categories', { name: { fr: 'Actualité' }, slug: 'news' })
    live = await admin('POST', '/admin/articles', { slug: 'live', title: { fr: 'Match gagné' }, status: 'published', tags: [tag['@id']], category_id: category.id, secondaryCategories: [category['@id']] })
    draft = await admin('POST', '/admin/articles', { slug: 'draft', title: { fr: 'Match en préparation' }, status: 'draft', tags: [tag['@id']] })
    scheduled = await admin('POST', '/admin/articles', { slug: 'scheduled', title: { fr: 'Match demain' }, status: 'scheduled', published_at: future() })
    later = await admin('POST', '/admin/articles', { slug: 'later', title: { fr: 'Match daté' }, status: 'published', published_at: future() })
    archived = await admin('POST', '/admin/articles', { slug: 'archived', title: { fr: 'Vieux match' }, status: 'archived' })
    await admin('POST', '/admin/articles', { slug: 'elsewhere', title: { fr: 'Match ailleurs' }, status: 'published' }, otherSite)
  })

  test('should list only published content whose date has come', async () => {
    const res = await pub('/public/articles')
    expect(res.status).toBe(200)
    expect(res.body['@context']).toBe('/contexts/Article')
    expect(res.body['@id']).toBe('/public/articles')
    expect(res.body['hydra:totalItems']).toBe(1)
    expect(members(res).map((m) => m.id)).toEqual([live.id])
    expect(members(res)[0].status).toBe('published')
  })

  test('should use /public IRIs for the item and its embedded relations', async () => {
    const [m] = members(await pub('/public/articles'))
    expect(m['@id']).toBe(`/public/articles/${live.id}`)
    expect(m.tags).toEqual([{ '@id': `/public/tags/${tag.id}`, '@type': 'Tag', id: tag.id, slug: 'sport', name: { fr: 'Sport' } }])
    expect(m.category['@id']).toBe(`/public/categories/${category.id}`)
    expect(m.secondaryCategories[0]['@id']).toBe(`/public/categories/${category.id}`)
    expect(m.category_id).toBe(category.id)
    const item = await pub('/public/articles/live')
    expect(item.body['@context']).toBe('/contexts/Article')
    expect(item.body['@id']).toBe(`/public/articles/${live.id}`)
    expect(item.body.tags[0]['@id']).toBe(`/public/tags/${tag.id}`)
    expect(item.text).not.toContain('/admin/')
  })

  test('should apply the admin filters and orderings, within what is visible', async () => {
    expect(members(await pub('/public/articles?tags.slug=sport')).map((m) => m.id)).toEqual([live.id])
    expect(members(await pub(`/public/articles?category.uuid=${category.id}`)).map((m) => m.id)).toEqual([live.id])
    // the same item whatever the case of its uuid, as in item paths
    expect(members(await pub(`/public/articles?category.uuid=${category.id.toUpperCase()}`)).map((m) => m.id)).toEqual([live.id])
    expect(members(await pub('/public/articles?title=gagne')).map((m) => m.id)).toEqual([live.id])
    expect(members(await pub('/public/articles?title=preparation'))).toEqual([])
    // asking for drafts by filter shows none: visibility is ANDed with every filter
    expect(members(await pub('/public/articles?status=draft'))).toEqual([])
    expect(members(await pub('/public/articles?status[]=draft&status[]=scheduled'))).toEqual([])
    expect((await pub('/public/articles?order[slug]=asc&per_page=1')).status).toBe(200)
    expectProblem(await pub('/public/articles?per_page=0'), 400)
  })

  test('should get a published article by slug and 404 the others', async () => {
    const res = await pub('/public/articles/live')
    expect(res.status).toBe(200)
    expect(res.body.id).toBe(live.id)
    for (const slug of ['draft', 'scheduled', 'later', 'archived', 'elsewhere', 'nope']) expectProblem(await pub(`/public/articles/${slug}`), 404)
    // the @id (by uuid) leads to the same item, in any case; never to one the public cannot see
    expect(res.body['@id']).toBe(`/public/articles/${live.id}`)
    for (const path of [res.body['@id'], `/public/articles/${live.id.toUpperCase()}`]) {
      const byId = await pub(path)
      expect(byId.status).toBe(200)
      expect(byId.body).toEqual(res.body)
    }
    for (const other of [draft, scheduled, later, archived]) expectProblem(await pub(`/public/articles/${other.id}`), 404)
    expectProblem(await pub('/public/articles/00000000-0000-7000-8000-000000000000'), 404)
  })

  test('should keep sites apart', async () => {
    const res = await pub('/public/articles', {}, otherSite)
    expect(members(res).map((m) => m.slug)).toEqual(['elsewhere'])
    expect((await pub('/public/articles/elsewhere', {}, otherSite)).status).toBe(200)
    expect((await t.api('GET', '/public/articles', { tenant: 'globex' })).body['hydra:totalItems']).toBe(0)
  })

  test('should show drafts and scheduled content with a preview token, and only then; never archived', async () => {
    const headers = await previewHeaders()
    const all = await walkCollection(t, '/public/articles?per_page=2', { tenant: 'acme', headers })
    expect(all.map((m) => m.id).sort()).toEqual([live.id, draft.id, scheduled.id, later.id].sort())
    for (const slug of ['draft', 'scheduled', 'later']) expect((await pub(`/public/articles/${slug}`, headers)).status).toBe(200)
    expectProblem(await pub(`/public/articles/${archived.slug}`, headers), 404)
    expect((await pub('/public/articles/draft')).status).toBe(404)
    // an administrator's token works too
    expect((await pub('/public/articles/draft', await previewHeaders('admin'))).status).toBe(200)
  })

  test("should end a preview token with its issuer's right: a revoked key, a demoted or disabled user", async () => {
    const admin = { tenant: 'acme', token: tok.admin }
    const previewAs = async (token: string) => ({ 'X-Preview-Token': (await t.api('POST', '/admin/preview-tokens', { tenant: 'acme', token })).body.token })
    const sees = async (headers: Record<string, string>) => (await pub('/public/articles/draft', headers)).status
    const key = (await t.api('POST', '/admin/api-keys', { ...admin, body: { name: 'preview', roles: ['ROLE_CMS_EDITOR'] } })).body
    const byKey = await previewAs(key.key)
    expect(await sees(byKey)).toBe(200)
    expect((await t.api('DELETE', key['@id'], admin)).status).toBe(204)
    expectProblem(await pub('/public/articles/draft', byKey), 401, 'Invalid or expired preview token.')

    const email = await t.createUser('acme', 'editor', 'previewer@acme.test')
    const byUser = await previewAs(await t.login('acme', email))
    const user = (await t.api('GET', `/admin/users?email=${email}`, admin)).body['hydra:member'][0]
    const patch = (body: unknown) => t.api('PATCH', user['@id'], { ...admin, body, headers: { 'Content-Type': 'application/merge-patch+json' } })
    expect(await sees(byUser)).toBe(200)
    await patch({ roles: ['ROLE_CMS_VIEWER'] })
    expect(await sees(byUser)).toBe(401)
    // ended, it stays ended when the role comes back; a new token works
    await patch({ roles: ['ROLE_CMS_EDITOR'] })
    expect(await sees(byUser)).toBe(401)
    const again = await previewAs(await t.login('acme', email))
    expect(await sees(again)).toBe(200)
    // a rename, a promotion or an unlock takes no right away: the token stays
    await patch({ name: 'Renamed' })
    await patch({ roles: ['ROLE_CMS_ADMIN'] })
    expect((await t.api('POST', `${user['@id']}/unlock`, admin)).status).toBe(200)
    expect(await sees(again)).toBe(200)
    await patch({ status: 'disabled' })
    expect(await sees(again)).toBe(401)
  })

  test("should end a key's preview tokens when the key or its user loses the right, and not on a rename", async () => {
    const admin = { tenant: 'acme', token: tok.admin }
    const email = await t.createUser('acme', 'admin', 'keymaker@acme.test')
    const maker = await t.login('acme', email)
    const makerUser = (await t.api('GET', '/admin/me', { tenant: 'acme', token: maker })).body
    const key = (await t.api('POST', '/admin/api-keys', { tenant: 'acme', token: maker, body: { name: 'previews', roles: ['ROLE_CMS_EDITOR'] } })).body
    const previewAs = async () => ({ 'X-Preview-Token': (await t.api('POST', '/admin/preview-tokens', { tenant: 'acme', token: key.key })).body.token })
    const sees = async (headers: Record<string, string>) => (await pub('/public/articles/draft', headers)).status
    const first = await previewAs()
    expect((await t.api('PATCH', key['@id'], { ...admin, body: { name: 'renamed' } })).status).toBe(200)
    expect(await sees(first)).toBe(200)
    // the key's user demoted to author: the key acts as one, and its tokens end for good
    expect((await t.api('PATCH', `/admin/users/${makerUser.id}`, { ...admin, body: { roles: ['ROLE_CMS_AUTHOR'] } })).status).toBe(200)
    expect(await sees(first)).toBe(401)
    expect((await t.api('POST', '/admin/preview-tokens', { tenant: 'acme', token: key.key })).status).toBe(403)
    expect((await t.api('PATCH', `/admin/users/${makerUser.id}`, { ...admin, body: { roles: ['ROLE_CMS_ADMIN'] } })).status).toBe(200)
    expect(await sees(first)).toBe(401)
    const second = await previewAs()
    expect(await sees(second)).toBe(200)
    // the key's own roles lowered
    expect((await t.api('PATCH', key['@id'], { ...admin, body: { roles: ['ROLE_CMS_VIEWER'] } })).status).toBe(200)
    expect(await sees(second)).toBe(401)
  })

  test('should send ETag, Cache-Control and Vary, and 304 on If-None-Match', async () => {
    for (const path of ['/public/articles', '/public/articles/live']) {
      const res = await pub(path)
      expect(res.headers.get('cache-control')).toBe('public, max-age=60')
      expect(res.headers.get('vary')).toBe('X-Tenant-Id, X-Site-Id, X-Preview-Token')
      const etag = res.headers.get('etag')!
      expect(etag).toMatch(/^"[^"]+"$/)
      const cached = await pub(path, { 'If-None-Match': etag })
      expect(cached.status).toBe(304)
      expect(cached.text).toBe('')
      expect(cached.headers.get('etag')).toBe(etag)
      expect((await pub(path, { 'If-None-Match': '"other"' })).status).toBe(200)
    }
    const preview = await pub('/public/articles', await previewHeaders())
    expect(preview.headers.get('cache-control')).toBe('private, no-store')
  })

  test('should change the ETag when the content changes', async () => {
    const before = (await pub('/public/articles/live')).headers.get('etag')
    await admin('PATCH', `/admin/articles/${live.id}`, { excerpt: { fr: 'Score final' } })
    const after = await pub('/public/articles/live', { 'If-None-Match': before! })
    expect(after.status).toBe(200)
    expect(after.body.excerpt).toEqual({ fr: 'Score final' })
  })

  test('should hide an article at once when it is unpublished', async () => {
    const a = await admin('POST', '/admin/articles', { slug: 'brief', title: { fr: 'Bref' }, status: 'published' })
    expect((await pub('/public/articles/brief')).status).toBe(200)
    await admin('POST', `/admin/articles/${a.id}/unpublish`)
    expect((await pub('/public/articles/brief')).status).toBe(404)
    expect(members(await pub('/public/articles')).map((m) => m.slug)).not.toContain('brief')
  })
})

describe('pages', () => {
  test('should list and get published pages only', async () => {
    const landing = await admin('POST', '/admin/pages', { slug: 'home', title: { fr: 'Accueil' }, page_type: 'landing', status: 'published' })
    await admin('POST', '/admin/pages', { slug: 'wip', title: { fr: 'Chantier' }, page_type: 'landing' })
    const list = await pub('/public/pages?page_type=landing')
    expect(list.body['@context']).toBe('/contexts/Page')
    expect(members(list).map((m) => m['@id'])).toEqual([`/public/pages/${landing.id}`])
    expect((await pub('/public/pages/home')).body.id).toBe(landing.id)
    expectProblem(await pub('/public/pages/wip'), 404)
    expect((await pub('/public/pages/wip', await previewHeaders())).status).toBe(200)
  })
})

describe('categories and tags', () => {
  test('should list them with /public IRIs, filters, ETag and 304', async () => {
    await admin('POST', '/admin/tags', { name: { fr: 'Été' }, slug: 'ete' })
    for (const path of ['categories', 'tags']) {
      const res = await pub(`/public/${path}`)
      expect(res.status).toBe(200)
      expect(res.body['hydra:totalItems']).toBeGreaterThan(0)
      for (const m of members(res)) expect(m['@id']).toStartWith(`/public/${path}/`)
      expect(res.headers.get('cache-control')).toBe('public, max-age=60')
      expect((await pub(`/public/${path}`, { 'If-None-Match': res.headers.get('etag')! })).status).toBe(304)
    }
    expect(members(await pub('/public/tags?name=ete')).map((m) => m.slug)).toEqual(['ete'])
    expect((await pub('/public/tags/ete')).body.name).toEqual({ fr: 'Été' })
    expect((await pub('/public/categories/news')).body['@id']).toStartWith('/public/categories/')
    expectProblem(await pub('/public/tags/none'), 404)
  })
})

describe('preview tokens', () => {
  test('should be issued to editors and administrators only', async () => {
    const res = await t.api('POST', '/admin/preview-tokens', { tenant: 'acme', token: tok.editor })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ token: expect.any(String), expires_at: expect.stringMatching(/\+00:00$/) })
    expect(Date.parse(res.body.expires_at)).toBeGreaterThan(Date.now())
    for (const role of ['author', 'viewer'] as const) expectProblem(await t.api('POST', '/admin/preview-tokens', { tenant: 'acme', token: tok[role] }), 403)
    expectProblem(await t.api('POST', '/admin/preview-tokens', { tenant: 'acme' }), 401)
  })

  test('should refuse invalid, expired, foreign and non-preview tokens with 401', async () => {
    const now = Math.floor(Date.now() / 1000)
    const expired = await signJwt({ sub: 'x', tenant: 'acme', roles: [], iat: now - 60, exp: now - 1, typ: 'preview' }, t.config.jwtSecret)
    const forged = await signJwt({ sub: 'x', tenant: 'acme', roles: [], iat: now, exp: now + 60, typ: 'preview' }, 'another-secret-another-secret-0123456789')
    const globexAdmin = await t.login('globex', 'admin@globex.test')
    const foreign = (await t.api('POST', '/admin/preview-tokens', { tenant: 'globex', token: globexAdmin })).body.token
    for (const token of ['garbage', '', expired, forged, foreign, tok.admin]) {
      for (const path of ['/public/articles', '/public/articles/live', '/public/pages', '/public/search?q=match']) {
        expectProblem(await pub(path, { 'X-Preview-Token': token }), 401)
      }
    }
  })
})

describe('redirects resolver', () => {
  let moved: any

  beforeAll(async () => {
    moved = await admin('POST', '/admin/redirects', { source_path: '/old', target_path: '/new', status_code: 302 })
    await admin('POST', '/admin/redirects', { source_path: '/off', target_path: '/elsewhere', status: 'inactive' })
    await admin('POST', '/admin/redirects', { source_path: '/blog-only', target_path: 'https://example.org/x' }, otherSite)
  })

  const hits = async () => (await admin('GET', `/admin/redirects/${moved.id}`)).hit_count as number

  test('should resolve an active redirect and count the hit', async () => {
    const res = await pub('/public/redirects/resolve?path=/old')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ source_path: '/old', target_path: '/new', status_code: 302 })
    expect(res.headers.get('cache-control')).toBe('public, max-age=60')
    expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/)
    expect(await hits()).toBe(1)
  })

  test('should count concurrent hits without losing any', async () => {
    const before = await hits()
    const all = await Promise.all(Array.from({ length: 25 }, () => pub('/public/redirects/resolve?path=%2Fold')))
    expect(all.every((r) => r.status === 200)).toBe(true)
    expect(await hits()).toBe(before + 25)
  })

  test('should not bump the version on a hit', async () => {
    const { version } = await admin('GET', `/admin/redirects/${moved.id}`)
    await pub('/public/redirects/resolve?path=/old')
    expect((await admin('GET', `/admin/redirects/${moved.id}`)).version).toBe(version)
  })

  test("should keep an editor's If-Match valid across visits: hits are left out of the ETag", async () => {
    const o = { tenant: 'acme', token: tok.admin }
    const read = await t.api('GET', `/admin/redirects/${moved.id}`, o)
    const etag = read.headers.get('etag')!
    await pub('/public/redirects/resolve?path=/old')
    const after = await t.api('GET', `/admin/redirects/${moved.id}`, o)
    expect(after.body.hit_count).toBe(read.body.hit_count + 1)
    expect(after.headers.get('etag')).toBe(etag)
    // before: 412, as if someone had changed the redirect
    const saved = await t.api('PATCH', `/admin/redirects/${moved.id}`, { ...o, body: { target_path: '/newer' }, headers: { 'If-Match': etag } })
    expect(saved.status).toBe(200)
    // a real write still moves it
    expect(saved.headers.get('etag')).not.toBe(etag)
    expectProblem(await t.api('PATCH', `/admin/redirects/${moved.id}`, { ...o, body: { target_path: '/new' }, headers: { 'If-Match': etag } }), 412)
    expect((await t.api('PATCH', `/admin/redirects/${moved.id}`, { ...o, body: { target_path: '/new' }, headers: { 'If-Match': saved.headers.get('etag')! } })).status).toBe(200)
  })

  test('should answer 404 for an unknown, inactive or other-site path', async () => {
    expectProblem(await pub('/public/redirects/resolve?path=/nowhere'), 404)
    expectProblem(await pub('/public/redirects/resolve?path=/off'), 404)
    expectProblem(await pub('/public/redirects/resolve?path=/blog-only'), 404)
    expectProblem(await pub('/public/redirects/resolve?path=/OLD'), 404)
    expect((await pub('/public/redirects/resolve?path=/blog-only', {}, otherSite)).body.target_path).toBe('https://example.org/x')
  })

  test('should find a path a browser sends percent-encoded, as the editor typed it', async () => {
    await admin('POST', '/admin/redirects', { source_path: '/café au lait', target_path: '/boissons' })
    // location.pathname of /café au lait, itself encoded in the query string
    const res = await pub(`/public/redirects/resolve?path=${encodeURIComponent('/caf%C3%A9%20au%20lait')}`)
    expect([res.status, res.body.target_path]).toEqual([200, '/boissons'])
    expect((await pub(`/public/redirects/resolve?path=${encodeURIComponent('/café au lait')}`)).status).toBe(200)
    expectProblem(await pub(`/public/redirects/resolve?path=${encodeURIComponent('/caf%E9')}`), 404)
  })

  test('should refuse an active redirect that leads back to its own source, directly or through others', async () => {
    const o = { tenant: 'acme', token: tok.admin }
    const loop = (body: unknown) => t.api('POST', '/admin/redirects', { ...o, body })
    let res = await loop({ source_path: '/round', target_path: '/round?x=1' })
    expectProblem(res, 422)
    expect(res.body.violations).toEqual([{ propertyPath: 'target_path', message: 'This redirect would loop: /round → /round?x=1.', code: '4c2d4a0e-6f0b-4f4b-9d55-2a8f2f7c1e93' }])
    await admin('POST', '/admin/redirects', { source_path: '/step-a', target_path: '/step-b' })
    await admin('POST', '/admin/redirects', { source_path: '/step-b', target_path: '/step-c' })
    res = await loop({ source_path: '/step-c', target_path: '/step-a' })
    expect(res.body.violations[0].message).toBe('This redirect would loop: /step-c → /step-a → /step-b → /step-c.')
    // a query on both sides, and a path the resolver decodes, are the same path to a visitor
    expect((await loop({ source_path: '/looped?x=1', target_path: '/looped?x=1' })).status).toBe(422)
    await admin('POST', '/admin/redirects', { source_path: '/thé', target_path: '/via-the' })
    res = await loop({ source_path: '/via-the', target_path: '/th%C3%A9' })
    expect(res.body.violations[0].message).toBe('This redirect would loop: /via-the → /th%C3%A9 → /via-the.')
    expect((await loop({ source_path: '/th%C3%A8', target_path: '/thè' })).status).toBe(422)
    // inactive, it sends no one round; an absolute URL or a chain that ends is fine
    expect((await loop({ source_path: '/step-c', target_path: '/step-a', status: 'inactive' })).status).toBe(201)
    expect((await loop({ source_path: '/step-d', target_path: '/step-a' })).status).toBe(201)
    // turning a redirect around (its old source is left behind) is no loop
    const turned = await admin('POST', '/admin/redirects', { source_path: '/there', target_path: '/back' })
    const patch = await t.api('PATCH', `/admin/redirects/${turned.id}`, { ...o, body: { source_path: '/back', target_path: '/there' }, headers: { 'Content-Type': 'application/merge-patch+json' } })
    expect(patch.status).toBe(200)
  })

  test('should answer 400 when path is missing or blank', async () => {
    expectProblem(await pub('/public/redirects/resolve'), 400, 'The "path" query parameter is required.')
    expectProblem(await pub('/public/redirects/resolve?path=%20'), 400)
  })

  test('should require X-Tenant-Id and keep tenants apart', async () => {
    expectProblem(await t.api('GET', '/public/redirects/resolve?path=/old', { tenant: null }), 400)
    expectProblem(await t.api('GET', '/public/redirects/resolve?path=/old', { tenant: 'globex' }), 404)
  })
})

test('should require X-Tenant-Id on every public path', async () => {
  for (const path of ['/public/articles', '/public/pages/x', '/public/tags', '/public/categories', '/public/search?q=x']) {
    expectProblem(await t.api('GET', path, { tenant: null }), 400, 'X-Tenant-Id header is required.')
  }
})
