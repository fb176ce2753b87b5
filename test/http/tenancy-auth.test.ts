/** Spec §5, §7, §8 and CONTRACT §3, §4: tenancy, authentication, membership, roles, errors. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { signJwt } from '../../src/domain/auth'
import { expectProblem, PASSWORD, startTestService, type RoleName, type TestService } from '../helpers/service'

let t: TestService
let a: Record<RoleName, string>
let b: Record<RoleName, string>

beforeAll(async () => {
  t = startTestService()
  a = await t.tenantWithUsers('tenant-a')
  b = await t.tenantWithUsers('tenant-b')
}, 60_000)
afterAll(() => t.close())

describe('tenant resolution', () => {
  test('should answer 400 when X-Tenant-Id is missing', async () => {
    expectProblem(await t.api('GET', '/admin/articles', { token: a.admin }), 400, 'X-Tenant-Id header is required.')
    expectProblem(await t.api('GET', '/public/articles', {}), 400, 'X-Tenant-Id header is required.')
  })

  test('should answer the same 404 for unknown, suspended and deleted tenants', async () => {
    const unknown = await t.api('GET', '/admin/articles', { tenant: 'nope', token: a.admin })
    expectProblem(unknown, 404, 'Tenant not found.')
    expect(unknown.body.title).toBe('Not Found')
    t.createTenant('paused')
    t.service.ctx.registry.update('paused', { status: 'suspended' })
    const suspended = await t.api('GET', '/public/articles', { tenant: 'paused' })
    expect(suspended.body).toEqual(unknown.body)
    t.service.ctx.registry.update('paused', { status: 'deleted' })
    expect((await t.api('GET', '/public/articles', { tenant: 'paused' })).body).toEqual(unknown.body)
  })

  test('should check the tenant before the token', async () => {
    expectProblem(await t.api('GET', '/admin/articles', { tenant: 'nope' }), 404, 'Tenant not found.')
  })
})

describe('authentication', () => {
  test('should answer 401 "JWT Token not found" without a token', async () => {
    const res = await t.api('GET', '/admin/articles', { tenant: 'tenant-a' })
    expectProblem(res, 401, 'JWT Token not found')
    expect(res.body.title).toBe('Unauthorized')
    expect(res.headers.get('www-authenticate')).toBe('Bearer')
  })

  test('should answer 401 "Invalid JWT Token" for a malformed or forged token', async () => {
    expectProblem(await t.api('GET', '/admin/articles', { tenant: 'tenant-a', token: 'abc.def.ghi' }), 401, 'Invalid JWT Token')
    const forged = await signJwt({ sub: 'x', tenant: 'tenant-a', roles: ['ROLE_CMS_ADMIN'], iat: 0, exp: 4102444800 }, 'another-secret-another-secret-0123456789')
    const res = await t.api('GET', '/admin/articles', { tenant: 'tenant-a', token: forged })
    expectProblem(res, 401, 'Invalid JWT Token')
    // RFC 6750: a token was given, and refused
    expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"')
  })

  test('should answer 401 "Expired JWT Token" for an expired token', async () => {
    const me = await t.api('GET', '/admin/me', { tenant: 'tenant-a', token: a.admin })
    const expired = await signJwt({ sub: me.body.id, tenant: 'tenant-a', roles: ['ROLE_CMS_ADMIN'], iat: 1, exp: 2 }, t.config.jwtSecret)
    expectProblem(await t.api('GET', '/admin/articles', { tenant: 'tenant-a', token: expired }), 401, 'Expired JWT Token')
  })

  test("should answer 403 when a token of tenant A is used on tenant B", async () => {
    const res = await t.api('GET', '/admin/articles', { tenant: 'tenant-b', token: a.admin })
    expectProblem(res, 403, 'User does not belong to this tenant.')
    expect(res.body.title).toBe('Forbidden')
  })

  test('should issue tokens with the contract shape', async () => {
    const res = await t.api('POST', '/auth/token', { tenant: 'tenant-a', body: { email: 'admin@tenant-a.test', password: PASSWORD } })
    expect(res.status).toBe(200)
    expect(res.body.token_type).toBe('Bearer')
    expect(res.body.expires_in).toBe(3600)
    expect(typeof res.body.token).toBe('string')
    expect(typeof res.body.refresh_token).toBe('string')
    const [, payload] = res.body.token.split('.')
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    expect(claims.tenant).toBe('tenant-a')
    expect(claims.roles).toEqual(['ROLE_CMS_ADMIN'])
    expect(claims.exp - claims.iat).toBe(3600)
  })

  test('should refuse wrong passwords and unknown emails with the same 401', async () => {
    const wrong = await t.api('POST', '/auth/token', { tenant: 'tenant-a', body: { email: 'admin@tenant-a.test', password: 'nope-nope' } })
    const unknown = await t.api('POST', '/auth/token', { tenant: 'tenant-a', body: { email: 'ghost@tenant-a.test', password: PASSWORD } })
    expectProblem(wrong, 401, 'Invalid credentials.')
    expect(unknown.body).toEqual(wrong.body)
    // a user of tenant A does not exist in tenant B
    const elsewhere = await t.api('POST', '/auth/token', { tenant: 'tenant-b', body: { email: 'admin@tenant-a.test', password: PASSWORD } })
    expect(elsewhere.body).toEqual(wrong.body)
  })

  test('should rotate refresh tokens', async () => {
    const first = await t.api('POST', '/auth/token', { tenant: 'tenant-a', body: { email: 'editor@tenant-a.test', password: PASSWORD } })
    const second = await t.api('POST', '/auth/refresh', { tenant: 'tenant-a', body: { refresh_token: first.body.refresh_token } })
    expect(second.status).toBe(200)
    expect(second.body.refresh_token).not.toBe(first.body.refresh_token)
    expect((await t.api('GET', '/admin/me', { tenant: 'tenant-a', token: second.body.token })).body.email).toBe('editor@tenant-a.test')
    const reused = await t.api('POST', '/auth/refresh', { tenant: 'tenant-a', body: { refresh_token: first.body.refresh_token } })
    expectProblem(reused, 401, 'Invalid refresh token.')
    // a refresh token is only good in its own tenant
    const cross = await t.api('POST', '/auth/refresh', { tenant: 'tenant-b', body: { refresh_token: second.body.refresh_token } })
    expectProblem(cross, 401, 'Invalid refresh token.')
  })

  test('should return the current user without any password', async () => {
    const res = await t.api('GET', '/admin/me', { tenant: 'tenant-a', token: a.viewer })
    expect(res.status).toBe(200)
    expect(res.body['@type']).toBe('User')
    expect(res.body.email).toBe('viewer@tenant-a.test')
    expect(res.body.roles).toEqual(['ROLE_CMS_VIEWER'])
    expect(res.text).not.toContain('password')
    expect(res.text).not.toContain('argon2')
  })

  test('should take locale and properties on /admin/me as on the user\'s own GET', async () => {
    const o = { tenant: 'tenant-a', token: a.viewer }
    const sparse = await t.api('GET', '/admin/me?properties[]=email', o)
    expect(sparse.body).toEqual({ '@context': '/contexts/User', '@id': sparse.body['@id'], '@type': 'User', id: sparse.body.id, email: 'viewer@tenant-a.test' })
    expectProblem(await t.api('GET', '/admin/me?locale=xx', o), 400, 'Unknown locale "xx".')
    const localized = await t.api('GET', '/admin/me?locale=en', o)
    expect([localized.status, localized.headers.get('content-language')]).toEqual([200, 'en'])
  })
})

describe('roles (CONTRACT §3)', () => {
  const body = { title: { fr: 'Un titre' } }

  test('should let every role read content and list sites', async () => {
    for (const role of ['admin', 'editor', 'author', 'viewer'] as const) {
      expect((await t.api('GET', '/admin/articles', { tenant: 'tenant-a', token: a[role] })).status).toBe(200)
      expect((await t.api('GET', '/admin/sites', { tenant: 'tenant-a', token: a[role] })).status).toBe(200)
    }
  })

  test('should refuse viewers every write with 403 "Access Denied."', async () => {
    const res = await t.api('POST', '/admin/articles', { tenant: 'tenant-a', token: a.viewer, body })
    expectProblem(res, 403, 'Access Denied.')
    expect(res.body.title).toBe('Forbidden')
    expectProblem(await t.api('POST', '/admin/tags', { tenant: 'tenant-a', token: a.viewer, body: { name: { fr: 'x' } } }), 403, 'Access Denied.')
    expectProblem(await t.api('POST', '/admin/redirects', { tenant: 'tenant-a', token: a.viewer, body: { source_path: '/a', target_path: '/b' } }), 403)
  })

  test('should let authors write drafts only, and never publish or delete', async () => {
    const draft = await t.api('POST', '/admin/articles', { tenant: 'tenant-a', token: a.author, body })
    expect(draft.status).toBe(201)
    const id = draft.body.id
    expect((await t.api('PATCH', `/admin/articles/${id}`, { tenant: 'tenant-a', token: a.author, body: { excerpt: { fr: 'ok' } } })).status).toBe(200)
    expectProblem(await t.api('POST', '/admin/articles', { tenant: 'tenant-a', token: a.author, body: { ...body, status: 'published' } }), 403, 'Access Denied.')
    expectProblem(await t.api('PATCH', `/admin/articles/${id}`, { tenant: 'tenant-a', token: a.author, body: { status: 'published' } }), 403)
    expectProblem(await t.api('POST', `/admin/articles/${id}/publish`, { tenant: 'tenant-a', token: a.author }), 403)
    expectProblem(await t.api('DELETE', `/admin/articles/${id}`, { tenant: 'tenant-a', token: a.author }), 403)
    // once an editor publishes it, the author can no longer change it
    expect((await t.api('POST', `/admin/articles/${id}/publish`, { tenant: 'tenant-a', token: a.editor })).status).toBe(200)
    expectProblem(await t.api('PATCH', `/admin/articles/${id}`, { tenant: 'tenant-a', token: a.author, body: { excerpt: { fr: 'no' } } }), 403)
    // the role check comes before the body's and If-Match's (CONTRACT §4): a 403, not a 422 or 412 to fix first
    const asAuthor = (method: string, path: string, extra: Record<string, unknown>) => t.api(method, path, { tenant: 'tenant-a', token: a.author, ...extra })
    expectProblem(await asAuthor('PATCH', `/admin/articles/${id}`, { body: { title: { de: 'x' } } }), 403, 'Access Denied.')
    expectProblem(await asAuthor('PATCH', `/admin/articles/${id}`, { body: { title: { fr: 'x' } }, headers: { 'If-Match': '"stale"' } }), 403)
    expectProblem(await asAuthor('POST', '/admin/articles', { body: { title: { fr: '' }, status: 'published' } }), 403)
    expectProblem(await asAuthor('POST', '/admin/articles', { body: { ...body, status: 'published', tags: ['/admin/tags/00000000-0000-0000-0000-000000000000'] } }), 403)
    // authors may not manage redirects (assets)
    expectProblem(await t.api('POST', '/admin/redirects', { tenant: 'tenant-a', token: a.author, body: { source_path: '/a', target_path: '/b' } }), 403)
  })

  test('should let editors publish and delete but not manage users or sites', async () => {
    const created = await t.api('POST', '/admin/articles', { tenant: 'tenant-a', token: a.editor, body })
    expect((await t.api('POST', `/admin/articles/${created.body.id}/publish`, { tenant: 'tenant-a', token: a.editor })).status).toBe(200)
    expect((await t.api('DELETE', `/admin/articles/${created.body.id}`, { tenant: 'tenant-a', token: a.editor })).status).toBe(204)
    expectProblem(await t.api('GET', '/admin/users', { tenant: 'tenant-a', token: a.editor }), 403, 'Access Denied.')
    expectProblem(await t.api('POST', '/admin/sites', { tenant: 'tenant-a', token: a.editor, body: { slug: 'blog', name: 'Blog' } }), 403)
  })

  test('should restrict users to administrators', async () => {
    for (const role of ['editor', 'author', 'viewer'] as const) {
      expectProblem(await t.api('GET', '/admin/users', { tenant: 'tenant-a', token: a[role] }), 403, 'Access Denied.')
    }
    expect((await t.api('GET', '/admin/users', { tenant: 'tenant-a', token: a.admin })).status).toBe(200)
  })

  test('should refuse preview tokens to authors and viewers', async () => {
    expectProblem(await t.api('POST', '/admin/preview-tokens', { tenant: 'tenant-a', token: a.author }), 403)
    expectProblem(await t.api('POST', '/admin/preview-tokens', { tenant: 'tenant-a', token: a.viewer }), 403)
    expect((await t.api('POST', '/admin/preview-tokens', { tenant: 'tenant-a', token: a.editor })).status).toBe(201)
  })
})

describe('tenant isolation', () => {
  test('should never show or change tenant B data with tenant A credentials', async () => {
    const inB = await t.api('POST', '/admin/articles', { tenant: 'tenant-b', token: b.admin, body: { title: { fr: 'Secret de B' }, status: 'published' } })
    expect(inB.status).toBe(201)
    const id = inB.body.id
    // A's token on B: refused before anything is read
    for (const [method, path] of [['GET', `/admin/articles/${id}`], ['PATCH', `/admin/articles/${id}`], ['DELETE', `/admin/articles/${id}`], ['GET', '/admin/articles']] as const) {
      expectProblem(await t.api(method, path, { tenant: 'tenant-b', token: a.admin, body: method === 'PATCH' ? { slug: 'x' } : undefined }), 403)
    }
    // A's token on A: B's ids do not exist there
    expectProblem(await t.api('GET', `/admin/articles/${id}`, { tenant: 'tenant-a', token: a.admin }), 404)
    expectProblem(await t.api('PATCH', `/admin/articles/${id}`, { tenant: 'tenant-a', token: a.admin, body: { slug: 'stolen' } }), 404)
    expectProblem(await t.api('DELETE', `/admin/articles/${id}`, { tenant: 'tenant-a', token: a.admin }), 404)
    const listA = await t.api('GET', '/admin/articles?title=secret', { tenant: 'tenant-a', token: a.admin })
    expect(listA.body['hydra:totalItems']).toBe(0)
    expect((await t.api('GET', '/public/articles?title=secret', { tenant: 'tenant-a' })).body['hydra:totalItems']).toBe(0)
    // A tag of B cannot be attached to an article of A
    const tagB = await t.api('POST', '/admin/tags', { tenant: 'tenant-b', token: b.admin, body: { name: { fr: 'b' } } })
    const res = await t.api('POST', '/admin/articles', { tenant: 'tenant-a', token: a.admin, body: { title: { fr: 'x' }, tags: [tagB.body['@id']] } })
    expectProblem(res, 400, `Item not found for "${tagB.body['@id']}".`)
    // and B still has its article, unchanged
    const stillB = await t.api('GET', `/admin/articles/${id}`, { tenant: 'tenant-b', token: b.viewer })
    expect(stillB.body.slug).toBe(inB.body.slug)
    expect(stillB.body.version).toBe(1)
  })
})

describe('sites (CONTRACT §5)', () => {
  test('should list sites as a plain array with the spec fields', async () => {
    const res = await t.api('GET', '/admin/sites', { tenant: 'tenant-a', token: a.viewer })
    expect(res.status).toBe(200)
    expect(Array.isArray(res.body)).toBe(true)
    expect(res.body[0]).toMatchObject({ id: 1, tenant_site_id: 1, slug: 'default', name: 'TENANT-A', status: 'active' })
    expect(res.body[0].uuid).toMatch(/^[0-9a-f-]{36}$/)
    expect(res.body[0].created_at).toMatch(/\+00:00$/)
  })

  test('should resolve X-Site-Id: 400 when not a UUID, 404 when unknown', async () => {
    expectProblem(await t.api('GET', '/admin/articles', { tenant: 'tenant-a', token: a.admin, site: 'not-a-uuid' }), 400)
    expectProblem(await t.api('GET', '/admin/articles', { tenant: 'tenant-a', token: a.admin, site: '00000000-0000-4000-8000-000000000000' }), 404, 'Site not found.')
    // a site of tenant B is unknown in tenant A
    const sitesB = await t.api('GET', '/admin/sites', { tenant: 'tenant-b', token: b.admin })
    expectProblem(await t.api('GET', '/admin/articles', { tenant: 'tenant-a', token: a.admin, site: sitesB.body[0].uuid }), 404, 'Site not found.')
  })

  test('should let admins add, rename and delete sites, refusing to delete one with content or the last one', async () => {
    const created = await t.api('POST', '/admin/sites', { tenant: 'tenant-a', token: a.admin, body: { slug: 'blog', name: 'Blog' } })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ id: 2, tenant_site_id: 2, slug: 'blog', status: 'active' })
    const uuid = created.body.uuid
    const renamed = await t.api('PATCH', `/admin/sites/${uuid}`, { tenant: 'tenant-a', token: a.admin, body: { name: 'The Blog' } })
    expect(renamed.body.name).toBe('The Blog')
    await t.api('POST', '/admin/tags', { tenant: 'tenant-a', token: a.admin, site: uuid, body: { name: { fr: 'sur le blog' } } })
    expectProblem(await t.api('DELETE', `/admin/sites/${uuid}`, { tenant: 'tenant-a', token: a.admin }), 409)
    const [first] = (await t.api('GET', '/admin/sites', { tenant: 'tenant-b', token: b.admin })).body
    expectProblem(await t.api('DELETE', `/admin/sites/${first.uuid}`, { tenant: 'tenant-b', token: b.admin }), 409)
    const empty = await t.api('POST', '/admin/sites', { tenant: 'tenant-a', token: a.admin, body: { slug: 'empty', name: 'Empty' } })
    expect((await t.api('DELETE', `/admin/sites/${empty.body.uuid}`, { tenant: 'tenant-a', token: a.admin })).status).toBe(204)
    // ids are never reused
    const again = await t.api('POST', '/admin/sites', { tenant: 'tenant-a', token: a.admin, body: { slug: 'again', name: 'Again' } })
    expect(again.body.tenant_site_id).toBe(4)
  })

  test('should answer 404 "Site not found." to a create whose site is deleted after it was resolved, storing nothing', async () => {
    const o = { tenant: 'tenant-a', token: a.admin }
    const site = (await t.api('POST', '/admin/sites', { ...o, body: { slug: 'short-lived', name: 'Short-lived' } })).body
    const tags = () => t.service.ctx.pool.with('tenant-a', (h) => h.db.query('SELECT COUNT(*) AS n FROM tags').get())
    const before = tags()
    // the body is read after the site is resolved (CONTRACT §4): it arrives once the site is gone
    let reading!: () => void
    const read = new Promise<void>((resolve) => (reading = resolve))
    let deleted!: () => void
    const gone = new Promise<void>((resolve) => (deleted = resolve))
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        reading()
        await gone
        controller.enqueue(new TextEncoder().encode(JSON.stringify({ name: { fr: 'Trop tard' } })))
        controller.close()
      },
    })
    const headers = { 'X-Tenant-Id': 'tenant-a', Authorization: `Bearer ${a.admin}`, 'X-Site-Id': site.uuid, 'Content-Type': 'application/json' }
    const late = t.service.fetch(new Request('http://cms.test/admin/tags', { method: 'POST', headers, body, duplex: 'half' } as RequestInit))
    await read
    expect((await t.api('DELETE', `/admin/sites/${site.uuid}`, o)).status).toBe(204)
    deleted()
    const res = await late
    const text = await res.text()
    expectProblem({ status: res.status, headers: res.headers, text, body: JSON.parse(text) }, 404, 'Site not found.')
    expect(tags()).toEqual(before)
  })
})

describe('error layer', () => {
  test('should answer unknown routes with a 404 problem and wrong methods with 405 and Allow', async () => {
    expectProblem(await t.api('GET', '/nowhere', {}), 404)
    const res = await t.api('DELETE', '/admin/articles', { tenant: 'tenant-a', token: a.admin })
    expectProblem(res, 405)
    // HEAD with a GET, and OPTIONS, are taken too
    expect(res.headers.get('allow')).toBe('GET, POST, HEAD, OPTIONS')
    // a plain OPTIONS (no preflight) asks for them
    const options = await t.api('OPTIONS', '/admin/articles', { tenant: 'tenant-a', token: a.admin })
    expect([options.status, options.headers.get('allow')]).toEqual([204, 'GET, POST, HEAD, OPTIONS'])
    expectProblem(await t.api('OPTIONS', '/nowhere', {}), 404)
    // a trailing slash routes, and the collection keeps its own name
    const slashed = await t.api('GET', '/admin/articles/?per_page=1', { tenant: 'tenant-a', token: a.admin })
    expect([slashed.body['@id'], slashed.body['hydra:view']['@id']]).toEqual(['/admin/articles', '/admin/articles?per_page=1&page=1'])
  })

  test('should answer 400 "Syntax error" for invalid JSON and change nothing', async () => {
    const before = (await t.api('GET', '/admin/tags', { tenant: 'tenant-a', token: a.admin })).body['hydra:totalItems']
    const res = await t.api('POST', '/admin/tags', { tenant: 'tenant-a', token: a.admin, raw: '{"name": ', headers: { 'Content-Type': 'application/json' } })
    expectProblem(res, 400, /^Syntax error/)
    expect(res.body.title).toBe('Bad Request')
    expect((await t.api('GET', '/admin/tags', { tenant: 'tenant-a', token: a.admin })).body['hydra:totalItems']).toBe(before)
  })

  test('should refuse a malformed body on a route that takes none (a DELETE, a publish), changing nothing', async () => {
    const o = { tenant: 'tenant-a', token: a.admin }
    const tag = (await t.api('POST', '/admin/tags', { ...o, body: { name: { fr: 'Reste' } } })).body
    const article = (await t.api('POST', '/admin/articles', { ...o, body: { title: { fr: 'Brouillon' } } })).body
    const json = { 'Content-Type': 'application/json' }
    expectProblem(await t.api('DELETE', tag['@id'], { ...o, raw: '{bad', headers: json }), 400, /^Syntax error/)
    expectProblem(await t.api('DELETE', tag['@id'], { ...o, raw: 'x', headers: { 'Content-Type': 'text/plain' } }), 415)
    expectProblem(await t.api('POST', `${article['@id']}/publish`, { ...o, raw: '{bad', headers: json }), 400, /^Syntax error/)
    expectProblem(await t.api('POST', '/admin/preview-tokens', { ...o, raw: 'hello', headers: { 'Content-Type': 'text/plain' } }), 415)
    // nested past the limit, as on every route (README)
    const deep = '['.repeat(10_000) + ']'.repeat(10_000)
    expectProblem(await t.api('POST', `${article['@id']}/publish`, { ...o, raw: deep, headers: json }), 400, 'The request body is nested too deeply: at most 1000 levels of arrays and objects.')
    expectProblem(await t.api('POST', '/admin/preview-tokens', { ...o, raw: deep, headers: json }), 400)
    expect((await t.api('GET', tag['@id'], o)).status).toBe(200)
    expect((await t.api('GET', article['@id'], o)).body.status).toBe('draft')
    // no body, an empty one, or valid JSON: taken as before
    expect((await t.api('POST', `${article['@id']}/publish`, { ...o, raw: '{}', headers: json })).status).toBe(200)
    expect((await t.api('DELETE', tag['@id'], { ...o, raw: '', headers: json })).status).toBe(204)
    expect((await t.api('DELETE', article['@id'], o)).status).toBe(204)
  })

  test('should take JSON as UTF-8 only: another charset is a 415, bytes that are not UTF-8 a 400', async () => {
    const o = { tenant: 'tenant-a', token: a.admin }
    const before = (await t.api('GET', '/admin/tags', o)).body['hydra:totalItems']
    const latin1 = new Uint8Array([...new TextEncoder().encode('{"name":{"fr":"caf'), 0xe9, ...new TextEncoder().encode('"}}')])
    expectProblem(await t.api('POST', '/admin/tags', { ...o, raw: latin1, headers: { 'Content-Type': 'application/json; charset=iso-8859-1' } }), 415, 'The charset "iso-8859-1" is not supported. JSON is sent as UTF-8.')
    // stored as caf\uFFFD before
    expectProblem(await t.api('POST', '/admin/tags', { ...o, raw: latin1, headers: { 'Content-Type': 'application/json' } }), 400, 'Syntax error: the request body is not valid UTF-8.')
    expect((await t.api('GET', '/admin/tags', o)).body['hydra:totalItems']).toBe(before)
    // UTF-8 named so, and a leading BOM, are fine; also on a route that takes no body
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('{"name":{"fr":"Café"}}')])
    const made = await t.api('POST', '/admin/tags', { ...o, raw: bom, headers: { 'Content-Type': 'application/json; charset=UTF-8' } })
    expect([made.status, made.body.name]).toEqual([201, { fr: 'Café' }])
    expect((await t.api('DELETE', made.body['@id'], { ...o, raw: new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d]), headers: { 'Content-Type': 'application/json' } })).status).toBe(204)
  })

  test('should take a body nested 1,000 levels deep and refuse one level more, changing nothing', async () => {
    const nested = (levels: number) => `{"key":"deep-${levels}","value":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`
    const post = (raw: string) => t.api('POST', '/admin/settings', { tenant: 'tenant-a', token: a.admin, raw, headers: { 'Content-Type': 'application/json' } })
    expect((await post(nested(1000))).status).toBe(201)
    const before = (await t.api('GET', '/admin/settings', { tenant: 'tenant-a', token: a.admin })).body['hydra:totalItems']
    // 100,000 levels overflowed the stack when the value was stored: a 500
    for (const levels of [1001, 100_000]) {
      expectProblem(await post(nested(levels)), 400, 'The request body is nested too deeply: at most 1000 levels of arrays and objects.')
    }
    expect((await t.api('GET', '/admin/settings', { tenant: 'tenant-a', token: a.admin })).body['hydra:totalItems']).toBe(before)
  })

  test('should answer 415 for a body that is not JSON', async () => {
    const res = await t.api('POST', '/admin/tags', { tenant: 'tenant-a', token: a.admin, raw: 'name=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
    expectProblem(res, 415)
  })

  test('should check the token before the body', async () => {
    const res = await t.api('POST', '/admin/tags', { tenant: 'tenant-a', raw: '{oops', headers: { 'Content-Type': 'application/json' } })
    expectProblem(res, 401, 'JWT Token not found')
  })

  test('should answer /health without a tenant', async () => {
    const res = await t.api('GET', '/health', {})
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: 'ok' })
  })
})

describe('hosts', () => {
  test('should route requests whose host is shorter than four characters', async () => {
    for (const host of ['http://x', 'http://cms', 'http://api:8080', 'http://cms.example']) {
      const res = await t.service.fetch(new Request(`${host}/admin/articles?per_page=1`, { headers: { 'X-Tenant-Id': 'tenant-a', Authorization: `Bearer ${a.viewer}` } }))
      expect({ host, status: res.status }).toEqual({ host, status: 200 })
      const body = (await res.json()) as { 'hydra:view': { '@id': string } }
      expect(body['hydra:view']['@id']).toBe('/admin/articles?per_page=1&page=1')
    }
    const patch = await t.service.fetch(new Request('http://cms/admin/tags', { method: 'POST', headers: { 'X-Tenant-Id': 'tenant-a', Authorization: `Bearer ${a.admin}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ name: { fr: 'Court' } }) }))
    expect(patch.status).toBe(201)
  })
})
