/** CONTRACT §3 API keys: shown once, stored hashed, scoped by roles, expiring, revocable, own bucket. */
import { Database } from 'bun:sqlite'
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import {
  expectProblem,
  startTestService,
  type RoleName,
  type TestService,
} from '../helpers/service'

let t: TestService
let tok: Record<RoleName, string>
const o = (extra: Record<string, unknown> = {}) => ({ tenant: 'acme', token: tok.admin, ...extra })

beforeAll(async () => {
  // distinct limits tell the anonymous bucket from an authenticated one; slow refill keeps counts exact
  t = startTestService({ CMS_RATE_ANON: '90000/1000d', CMS_RATE_AUTH: '80000/1000d' })
  tok = await t.tenantWithUsers('acme')
  t.createTenant('other')
})
afterAll(() => t.close())

const createKey = async (body: Record<string, unknown>) => {
  const res = await t.api('POST', '/admin/api-keys', o({ body }))
  expect(res.status).toBe(201)
  return res.body
}

describe('API keys', () => {
  test('should show the key once, store only its hash and list it without the secret', async () => {
    const created = await t.api(
      'POST',
      '/admin/api-keys',
      o({ body: { name: 'build', roles: ['ROLE_CMS_VIEWER'] } }),
    )
    expect(created.status).toBe(201)
    expect(created.headers.get('cache-control')).toBe('no-store')
    const key: string = created.body.key
    expect(key).toMatch(/^cms_[A-Za-z0-9_-]{40,}$/)
    expect(created.body).toMatchObject({
      '@type': 'ApiKey',
      name: 'build',
      roles: ['ROLE_CMS_VIEWER'],
      expires_at: null,
      last_used_at: null,
      version: 1,
    })

    const got = await t.api('GET', created.body['@id'], o())
    const list = await t.api('GET', '/admin/api-keys', o())
    for (const res of [got, list]) {
      expect(res.text).not.toContain(key)
      expect(res.text).not.toContain('"key"')
    }
    // the ETag of the 201 is the one a GET gives: the secret is not part of the representation
    expect(got.headers.get('etag')).toBe(created.headers.get('etag'))
    const db = new Database(join(t.dir, 'tenants', 'acme', 'cms.db'), { readonly: true })
    const row = db.query('SELECT * FROM api_keys WHERE uuid = ?').get(created.body.id) as Record<
      string,
      unknown
    >
    db.close()
    expect(JSON.stringify(row)).not.toContain(key)
    expect(row.key_hash).toBe(new Bun.CryptoHasher('sha256').update(key).digest('hex'))
  })

  test('should authenticate as the key, with the roles of the key', async () => {
    const viewer = await createKey({ name: 'reader', roles: ['ROLE_CMS_VIEWER'] })
    const me = await t.api('GET', '/admin/me', { tenant: 'acme', token: viewer.key })
    expect(me.status).toBe(200)
    expect(me.headers.get('content-type')).toBe('application/ld+json; charset=utf-8')
    // the key as its own GET shows it (JSON-LD, no secret), as /openapi.json says
    const own = await t.api('GET', `/admin/api-keys/${viewer.id}`, o())
    expect(me.body).toEqual(own.body)
    expect(me.body).toMatchObject({
      '@context': '/contexts/ApiKey',
      '@id': `/admin/api-keys/${viewer.id}`,
      '@type': 'ApiKey',
      id: viewer.id,
      name: 'reader',
      roles: ['ROLE_CMS_VIEWER'],
    })
    expect(me.body.key).toBeUndefined()
    expect(
      (await t.api('GET', '/admin/articles', { tenant: 'acme', token: viewer.key })).status,
    ).toBe(200)
    expectProblem(
      await t.api('POST', '/admin/articles', {
        tenant: 'acme',
        token: viewer.key,
        body: { title: { fr: 'Non' } },
      }),
      403,
      'Access Denied.',
    )
    const editor = await createKey({ name: 'writer', roles: ['ROLE_CMS_EDITOR'] })
    expect(
      (
        await t.api('POST', '/admin/articles', {
          tenant: 'acme',
          token: editor.key,
          body: { title: { fr: 'Oui' } },
        })
      ).status,
    ).toBe(201)
    expect((await t.api('GET', viewer['@id'], o())).body.last_used_at).not.toBeNull()
    // a key names its tenant only: elsewhere it is unknown
    expectProblem(
      await t.api('GET', '/admin/articles', { tenant: 'other', token: viewer.key }),
      401,
      'Invalid API key.',
    )
    expectProblem(
      await t.api('GET', '/admin/articles', { tenant: 'acme', token: 'cms_made-up' }),
      401,
      'Invalid API key.',
    )
  })

  test('should refuse a revoked key at its next request', async () => {
    const k = await createKey({ name: 'temporary', roles: ['ROLE_CMS_VIEWER'] })
    expect((await t.api('GET', '/admin/articles', { tenant: 'acme', token: k.key })).status).toBe(
      200,
    )
    expect((await t.api('DELETE', k['@id'], o())).status).toBe(204)
    expectProblem(
      await t.api('GET', '/admin/articles', { tenant: 'acme', token: k.key }),
      401,
      'Invalid API key.',
    )
    expect((await t.api('GET', '/admin/api-keys', o())).text).not.toContain(k.id)
  })

  test('should refuse an expired key, and an expiry in the past', async () => {
    const past = await t.api(
      'POST',
      '/admin/api-keys',
      o({ body: { name: 'old', expires_at: '2000-01-01T00:00:00+00:00' } }),
    )
    expectProblem(past, 422)
    expect(past.body.violations[0].propertyPath).toBe('expires_at')
    const soon = new Date(Date.now() + 1500).toISOString()
    const k = await createKey({ name: 'short-lived', roles: ['ROLE_CMS_VIEWER'], expires_at: soon })
    expect(k.expires_at).toMatch(/\+00:00$/)
    expect((await t.api('GET', '/admin/articles', { tenant: 'acme', token: k.key })).status).toBe(
      200,
    )
    let res = await t.api('GET', '/admin/articles', { tenant: 'acme', token: k.key })
    for (let i = 0; i < 60 && res.status === 200; i++) {
      await Bun.sleep(100)
      res = await t.api('GET', '/admin/articles', { tenant: 'acme', token: k.key })
    }
    expectProblem(res, 401, 'Expired API key.')
  })

  test('should give a key no role above its creator and require known roles', async () => {
    const bad = await t.api(
      'POST',
      '/admin/api-keys',
      o({ body: { name: 'x', roles: ['ROLE_CMS_SUPER'] } }),
    )
    expectProblem(bad, 422)
    expect(bad.body.violations[0].propertyPath).toBe('roles[0]')
    const nameless = await t.api(
      'POST',
      '/admin/api-keys',
      o({ body: { roles: ['ROLE_CMS_VIEWER'] } }),
    )
    expect(nameless.body.violations[0].propertyPath).toBe('name')
    // an administrator key may mint keys of its own rank or below
    const admin = await createKey({ name: 'root', roles: ['ROLE_CMS_ADMIN'] })
    const minted = await t.api('POST', '/admin/api-keys', {
      tenant: 'acme',
      token: admin.key,
      body: { name: 'child', roles: ['ROLE_CMS_EDITOR'] },
    })
    expect(minted.status).toBe(201)
    // the key value cannot be chosen by the client
    const chosen = await t.api(
      'POST',
      '/admin/api-keys',
      o({ body: { name: 'mine', key: 'cms_chosen-by-me' } }),
    )
    expect(chosen.body.key).not.toBe('cms_chosen-by-me')
    expectProblem(
      await t.api('GET', '/admin/me', { tenant: 'acme', token: 'cms_chosen-by-me' }),
      401,
    )
  })

  test("should act for its maker's user: never above that user's role of the moment, and not once the user is gone", async () => {
    const email = await t.createUser('acme', 'admin', 'ops@acme.test')
    const ops = await t.login('acme', email)
    const opsUser = (await t.api('GET', '/admin/me', { tenant: 'acme', token: ops })).body
    const made = await t.api('POST', '/admin/api-keys', { tenant: 'acme', token: ops, body: { name: 'ops', roles: ['ROLE_CMS_ADMIN'] } })
    expect(made.body.owner_id).toBe(opsUser.id)
    // a key made by that key acts for the same user
    const child = await t.api('POST', '/admin/api-keys', { tenant: 'acme', token: made.body.key, body: { name: 'ops child', roles: ['ROLE_CMS_EDITOR'] } })
    expect(child.body.owner_id).toBe(opsUser.id)
    expect((await t.api('GET', made.body['@id'], o())).body.owner_id).toBe(opsUser.id)
    const asKey = (key: string) => t.api('GET', '/admin/users', { tenant: 'acme', token: key })
    expect((await asKey(made.body.key)).status).toBe(200)

    // demoted to editor: the key's admin role is not used; back to admin: it is again
    const setUser = (body: Record<string, unknown>) => t.api('PATCH', `/admin/users/${opsUser.id}`, o({ body }))
    expect((await setUser({ roles: ['ROLE_CMS_EDITOR'] })).status).toBe(200)
    expectProblem(await asKey(made.body.key), 403, 'Access Denied.')
    expect((await t.api('GET', '/admin/articles', { tenant: 'acme', token: made.body.key })).status).toBe(200)
    expect((await t.api('GET', '/admin/me', { tenant: 'acme', token: made.body.key })).body.roles).toEqual(['ROLE_CMS_ADMIN'])
    expect((await setUser({ roles: ['ROLE_CMS_ADMIN'] })).status).toBe(200)
    expect((await asKey(made.body.key)).status).toBe(200)

    // disabled: neither key works; active again: both do; deleted: for good
    expect((await setUser({ status: 'disabled' })).status).toBe(200)
    for (const key of [made.body.key, child.body.key]) {
      expectProblem(await t.api('GET', '/admin/articles', { tenant: 'acme', token: key }), 401, "The API key's user is disabled or deleted.")
    }
    expectProblem(await t.api('POST', '/admin/users', { tenant: 'acme', token: made.body.key, body: { email: 'backdoor@acme.test', password: 'password123', roles: ['ROLE_CMS_ADMIN'] } }), 401)
    expect((await setUser({ status: 'active' })).status).toBe(200)
    expect((await t.api('GET', '/admin/articles', { tenant: 'acme', token: child.body.key })).status).toBe(200)
    expect((await t.api('DELETE', `/admin/users/${opsUser.id}`, o())).status).toBe(204)
    expectProblem(await t.api('GET', '/admin/articles', { tenant: 'acme', token: made.body.key }), 401)
    expect((await t.api('GET', '/admin/users?email=backdoor', o())).body['hydra:totalItems']).toBe(0)
  })

  test('should be managed by administrators only', async () => {
    for (const role of ['editor', 'author', 'viewer'] as const) {
      expectProblem(await t.api('GET', '/admin/api-keys', o({ token: tok[role] })), 403)
      expectProblem(
        await t.api('POST', '/admin/api-keys', o({ token: tok[role], body: { name: 'x' } })),
        403,
      )
    }
    const editorKey = await createKey({ name: 'ed', roles: ['ROLE_CMS_EDITOR'] })
    expectProblem(
      await t.api('POST', '/admin/api-keys', {
        tenant: 'acme',
        token: editorKey.key,
        body: { name: 'x' },
      }),
      403,
    )
  })

  test('should rate-limit a key in its own bucket, and a made-up key as anonymous', async () => {
    const k = await createKey({ name: 'bucket', roles: ['ROLE_CMS_VIEWER'] })
    const first = await t.api('GET', '/admin/articles', { tenant: 'acme', token: k.key })
    expect(first.headers.get('x-ratelimit-limit')).toBe('80000')
    const remaining = (res: { headers: Headers }) =>
      Number(res.headers.get('x-ratelimit-remaining'))
    // the admin's requests and the key's draw from different buckets
    const admin1 = await t.api('GET', '/admin/articles', o())
    const second = await t.api('GET', '/admin/articles', { tenant: 'acme', token: k.key })
    const admin2 = await t.api('GET', '/admin/articles', o())
    expect(remaining(second)).toBe(remaining(first) - 1)
    expect(remaining(admin2)).toBe(remaining(admin1) - 1)
    const fake = await t.api('GET', '/admin/articles', { tenant: 'acme', token: 'cms_nope' })
    expect(fake.headers.get('x-ratelimit-limit')).toBe('90000')
  })
})
