/** CONTRACT §14 "Request ids": X-Request-Id on every kind of response, the client's when valid. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { text, uploaded } from '../helpers/media'
import { startTestService, UUID_RE, type ApiOptions, type RoleName, type TestService } from '../helpers/service'

let t: TestService
let tok: Record<RoleName, string>
let mediaPath: string

beforeAll(async () => {
  t = startTestService()
  tok = await t.tenantWithUsers('acme')
  mediaPath = (await uploaded(t, text('hello'), { tenant: 'acme', token: tok.admin, filename: 'hello.txt' })).urls.original
})
afterAll(() => t.close())

const withId = (id: string, extra: ApiOptions = {}): ApiOptions => ({ ...extra, headers: { ...extra.headers, 'X-Request-Id': id } })

/** One request of each kind of response, with its expected status. */
const KINDS: { name: string; method: string; path: () => string; opts: () => ApiOptions; status: number }[] = [
  { name: 'a tenant read', method: 'GET', path: () => '/admin/articles', opts: () => ({ tenant: 'acme', token: tok.admin }), status: 200 },
  { name: 'a problem (401)', method: 'GET', path: () => '/admin/articles', opts: () => ({ tenant: 'acme' }), status: 401 },
  { name: 'a validation problem (422)', method: 'POST', path: () => '/admin/tags', opts: () => ({ tenant: 'acme', token: tok.admin, body: {} }), status: 422 },
  { name: 'an unknown route (404)', method: 'GET', path: () => '/no/such/route', opts: () => ({}), status: 404 },
  { name: 'a wrong method (405)', method: 'DELETE', path: () => '/health', opts: () => ({}), status: 405 },
  { name: 'a CORS preflight', method: 'OPTIONS', path: () => '/admin/articles', opts: () => ({ headers: { Origin: 'https://app.test', 'Access-Control-Request-Method': 'GET' } }), status: 204 },
  { name: 'a media file', method: 'GET', path: () => mediaPath, opts: () => ({}), status: 200 },
  { name: 'a missing media file', method: 'GET', path: () => '/media/acme/nothing.txt', opts: () => ({}), status: 404 },
  { name: '/health', method: 'GET', path: () => '/health', opts: () => ({}), status: 200 },
  { name: '/docs', method: 'GET', path: () => '/docs', opts: () => ({}), status: 200 },
  { name: '/openapi.json', method: 'GET', path: () => '/openapi.json', opts: () => ({}), status: 200 },
]

describe('X-Request-Id', () => {
  for (const kind of KINDS) {
    test(`should echo a valid id and make one otherwise on ${kind.name}`, async () => {
      const opts = kind.opts()
      const echoed = await t.api(kind.method, kind.path(), withId('client-42.a_B', opts))
      expect(echoed.status).toBe(kind.status)
      expect(echoed.headers.get('x-request-id')).toBe('client-42.a_B')
      const made = await t.api(kind.method, kind.path(), opts)
      expect(made.status).toBe(kind.status)
      expect(made.headers.get('x-request-id')).toMatch(UUID_RE)
    })
  }

  test('should keep ids of 1 and 128 characters and replace longer, empty or foreign ones', async () => {
    for (const id of ['a', 'x'.repeat(128), 'A.b-C_9']) {
      expect((await t.api('GET', '/health', withId(id))).headers.get('x-request-id')).toBe(id)
    }
    for (const id of ['x'.repeat(129), '', ' ', 'a b', 'a/b', 'id;drop', 'é', 'a,b', 'a\tb']) {
      const got = (await t.api('GET', '/health', withId(id))).headers.get('x-request-id')
      expect({ id, got: UUID_RE.test(got ?? '') }).toEqual({ id, got: true })
    }
  })

  test('should make a different id for each request', async () => {
    const ids = new Set<string | null>()
    for (let i = 0; i < 20; i++) ids.add((await t.api('GET', '/health')).headers.get('x-request-id'))
    expect(ids.size).toBe(20)
  })

  test('should let browsers read it (CORS)', async () => {
    const res = await t.api('GET', '/health', { headers: { Origin: 'https://app.test' } })
    expect(res.headers.get('access-control-expose-headers')).toContain('X-Request-Id')
  })
})

describe('X-Request-Id on a refused request', () => {
  let limited: TestService
  beforeAll(() => {
    limited = startTestService({ CMS_RATE_ANON: '1/15m' })
  })
  afterAll(() => limited.close())

  test('should be on the 429 of the rate limit', async () => {
    expect((await limited.api('GET', '/health')).status).toBe(200)
    const refused = await limited.api('GET', '/health', withId('retry-me'))
    expect(refused.status).toBe(429)
    expect(refused.headers.get('x-request-id')).toBe('retry-me')
    expect((await limited.api('GET', '/health')).headers.get('x-request-id')).toMatch(UUID_RE)
  })
})
