/** CORS for front ends on another origin (CMS_CORS_ORIGINS): what a browser may send and read. */
import { afterAll, expect, test } from 'bun:test'
import { startTestService } from '../helpers/service'

const t = startTestService()
afterAll(() => t.close())

test('should let a browser resume a change stream with Last-Event-ID and read Content-Language', async () => {
  await t.tenantWithUsers('acme')
  const pre = await t.api('OPTIONS', '/admin/changes/stream', {
    headers: { Origin: 'https://app.test', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization,x-tenant-id,last-event-id' },
  })
  expect(pre.status).toBe(204)
  const allowed = pre.headers.get('access-control-allow-headers')!.toLowerCase().split(/,\s*/)
  // the typed client's stream() sends it on every reconnect; without it the browser refused the request
  for (const h of ['authorization', 'x-tenant-id', 'last-event-id']) expect(allowed).toContain(h)
  const read = await t.api('GET', '/public/articles?locale=en', { tenant: 'acme', headers: { Origin: 'https://app.test' } })
  expect(read.headers.get('access-control-allow-origin')).toBe('*')
  expect(read.headers.get('access-control-expose-headers')!.split(/,\s*/)).toContain('Content-Language')
})

test('should send the same CORS headers to any origin with an Origin or without, so a cached copy serves every browser', async () => {
  for (const [path, tenant] of [['/public/articles', 'acme'], ['/contexts/Article', null]] as const) {
    for (const headers of [{}, { Origin: 'https://app.test' }] as Record<string, string>[]) {
      const res = await t.api('GET', path, { tenant, headers })
      expect({ path, headers, allow: res.headers.get('access-control-allow-origin') }).toEqual({ path, headers, allow: '*' })
      expect(res.headers.get('access-control-expose-headers')).toContain('ETag')
      expect((res.headers.get('vary') ?? '').split(/,\s*/)).not.toContain('Origin')
    }
  }
})

test('should say what chose a /public answer on every one, problems and the change feed included', async () => {
  for (const path of ['/public/articles', '/public/articles/nope', '/public/changes', '/public/search']) {
    const res = await t.api('GET', path, { tenant: 'acme' })
    expect({ path, vary: res.headers.get('vary') }).toEqual({ path, vary: 'X-Tenant-Id, X-Site-Id, X-Preview-Token' })
  }
})

test('should vary on Origin with a list of origins, also for a request with none, so caches keep the copies apart', async () => {
  const listed = startTestService({ CMS_CORS_ORIGINS: 'https://a.example' })
  try {
    await listed.tenantWithUsers('acme')
    for (const headers of [{}, { Origin: 'https://other.example' }, { Origin: 'https://a.example' }] as Record<string, string>[]) {
      const res = await listed.api('GET', '/public/articles', { tenant: 'acme', headers })
      expect(res.headers.get('vary')!.split(/,\s*/)).toContain('Origin')
      expect(res.headers.get('access-control-allow-origin')).toBe(headers.Origin === 'https://a.example' ? 'https://a.example' : null)
    }
    // a front end may send its own X-Request-Id to follow a request through every hop
    const pre = await listed.api('OPTIONS', '/admin/articles', { headers: { Origin: 'https://a.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-request-id' } })
    expect(pre.headers.get('access-control-allow-headers')!.toLowerCase().split(/,\s*/)).toContain('x-request-id')
  } finally {
    listed.close()
  }
})

test('should tell a preflight where the client stands in its rate limit, counting nothing', async () => {
  const limited = startTestService({ CMS_RATE_ANON: '5/1h', CMS_CORS_ORIGINS: 'https://app.test' })
  try {
    limited.createTenant('acme')
    const ask = { headers: { Origin: 'https://app.test', 'Access-Control-Request-Method': 'GET' } }
    const first = await limited.api('OPTIONS', '/public/articles', ask)
    expect([first.status, first.headers.get('x-ratelimit-limit'), first.headers.get('x-ratelimit-remaining')]).toEqual([204, '5', '5'])
    expect(Number(first.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0)
    for (let i = 0; i < 3; i++) await limited.api('OPTIONS', '/public/articles', ask)
    // four preflights spent nothing: the request they asked about is the first counted
    const read = await limited.api('GET', '/public/articles', { tenant: 'acme' })
    expect([read.status, read.headers.get('x-ratelimit-remaining')]).toEqual([200, '4'])
    expect((await limited.api('OPTIONS', '/public/articles', ask)).headers.get('x-ratelimit-remaining')).toBe('4')
    // a plain OPTIONS too
    expect((await limited.api('OPTIONS', '/public/articles')).headers.get('x-ratelimit-limit')).toBe('5')
    // answers made before routing say what chose them too, once each
    expect((await limited.api('OPTIONS', '/public/articles', ask)).headers.get('vary')).toBe('Origin, X-Tenant-Id, X-Site-Id, X-Preview-Token')
    for (let i = 0; i < 4; i++) await limited.api('GET', '/public/articles', { tenant: 'acme' })
    const refused = await limited.api('GET', '/public/articles', { tenant: 'acme', headers: { Origin: 'https://app.test' } })
    expect([refused.status, refused.headers.get('vary')]).toEqual([429, 'Origin, X-Tenant-Id, X-Site-Id, X-Preview-Token'])
  } finally {
    limited.close()
  }
})
