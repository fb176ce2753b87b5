/** CONTRACT §14 "Metrics": GET /metrics, its token, its families, their labels. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { image, uploaded } from '../helpers/media'
import { expectProblem, startTestService, type RoleName, type TestService } from '../helpers/service'

const TOKEN = 'metrics-token-for-tests-0123456789'
const TYPE = 'text/plain; version=0.0.4; charset=utf-8'

const FAMILIES: Record<string, string> = {
  cms_http_requests_total: 'counter',
  cms_http_request_duration_seconds: 'histogram',
  cms_tenant_requests_total: 'counter',
  cms_rate_limited_total: 'counter',
  cms_tenant_databases_open: 'gauge',
  cms_webhook_deliveries_pending: 'gauge',
  cms_webhook_attempts_total: 'counter',
  cms_search_documents_waiting: 'gauge',
  cms_image_transforms_total: 'counter',
  cms_image_transform_duration_seconds: 'histogram',
  cms_change_streams_open: 'gauge',
}

/** The samples of an exposition: `name{labels}` → value. */
function samples(text: string): Map<string, number> {
  const out = new Map<string, number>()
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue
    const at = line.lastIndexOf(' ')
    out.set(line.slice(0, at), Number(line.slice(at + 1)))
  }
  return out
}

let t: TestService
let tok: Record<RoleName, string>

async function scrape(service = t): Promise<{ text: string; values: Map<string, number> }> {
  const res = await service.api('GET', '/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })
  expect(res.status).toBe(200)
  return { text: res.text, values: samples(res.text) }
}

const value = async (key: string, service = t) => (await scrape(service)).values.get(key) ?? 0

beforeAll(async () => {
  // a long catch-up delay keeps written documents waiting for the index while the test looks
  t = startTestService({ CMS_METRICS_TOKEN: TOKEN, CMS_METRICS_TENANTS: '2', CMS_SEARCH_CATCHUP_MS: '600000', CMS_WEBHOOK_ALLOW_PRIVATE: '1' })
  tok = await t.tenantWithUsers('acme')
})
afterAll(() => t.close())

describe('GET /metrics access', () => {
  test('should not exist without CMS_METRICS_TOKEN (404 like an unknown path)', async () => {
    const plain = startTestService()
    try {
      const res = await plain.api('GET', '/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })
      expectProblem(res, 404, 'No route found for "GET /metrics".')
      expect(res.headers.get('x-request-id')).toBeTruthy()
    } finally {
      plain.close()
    }
  })

  test('should refuse a missing or wrong token with 401', async () => {
    const attempts: Record<string, string>[] = [{}, { Authorization: 'Bearer wrong-token' }, { Authorization: `Bearer ${TOKEN}x` }, { Authorization: `Basic ${TOKEN}` }, { Authorization: `Bearer ${tok.admin}` }]
    for (const headers of attempts) {
      const res = await t.api('GET', '/metrics', { headers })
      expectProblem(res, 401, 'A valid metrics token is required.')
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
    }
    // the route exists: another method is a 405, not an unknown path
    const post = await t.api('POST', '/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })
    expectProblem(post, 405)
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
  })

  test('should answer the right token in the text format 0.0.4, not cached, with every family', async () => {
    const res = await t.api('GET', '/metrics', { headers: { Authorization: `bearer ${TOKEN}` } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(TYPE)
    expect(res.headers.get('cache-control')).toBe('no-store')
    for (const [name, type] of Object.entries(FAMILIES)) {
      expect(res.text).toContain(`\n# TYPE ${name} ${type}\n`)
      expect(res.text).toMatch(new RegExp(`(^|\\n)# HELP ${name} \\S`))
    }
    // every sample line is `name{labels} value` with a number
    for (const line of res.text.trim().split('\n').filter((l) => !l.startsWith('#'))) {
      expect(line).toMatch(/^[a-z_]+(\{([a-z_]+="[^"]*",?)*\})? -?[0-9.e+-]+$/)
    }
  })
})

describe('request families', () => {
  test('should count requests by route template, method and status, never by raw path', async () => {
    const created = await t.api('POST', '/admin/tags', { tenant: 'acme', token: tok.admin, body: { name: { fr: 'Mesure', en: 'Metric' } } })
    expect(created.status).toBe(201)
    const key = 'cms_http_requests_total{route="/admin/tags/:id",method="GET",status="200"}'
    const before = await value(key)
    for (let i = 0; i < 3; i++) expect((await t.api('GET', `/admin/tags/${created.body.id}`, { tenant: 'acme', token: tok.admin })).status).toBe(200)
    expect((await t.api('GET', `/admin/tags/${crypto.randomUUID()}?q=1`, { tenant: 'acme', token: tok.admin })).status).toBe(404)
    const { text, values } = await scrape()
    expect(values.get(key)).toBe(before + 3)
    expect(values.get('cms_http_requests_total{route="/admin/tags/:id",method="GET",status="404"}')).toBeGreaterThanOrEqual(1)
    expect(values.get('cms_http_request_duration_seconds_count{route="/admin/tags/:id"}')).toBeGreaterThanOrEqual(before + 4)
    expect(values.get('cms_http_request_duration_seconds_bucket{route="/admin/tags/:id",le="+Inf"}')).toBe(values.get('cms_http_request_duration_seconds_count{route="/admin/tags/:id"}')!)
    expect(text).not.toContain(created.body.id)
  })

  test('should count unknown paths under one fixed route label', async () => {
    const path = `/made-up/${crypto.randomUUID()}`
    const before = await value('cms_http_requests_total{route="(none)",method="GET",status="404"}')
    expect((await t.api('GET', path)).status).toBe(404)
    const { text, values } = await scrape()
    expect(values.get('cms_http_requests_total{route="(none)",method="GET",status="404"}')).toBe(before + 1)
    expect(text).not.toContain(path)

  })

  test('should count requests per tenant, the first two by name and the others as _other', async () => {
    for (const slug of ['beta', 'gamma']) t.createTenant(slug)
    const before = await scrape()
    const count = (slug: string) => `cms_tenant_requests_total{tenant="${slug}"}`
    for (const slug of ['acme', 'beta', 'gamma', 'gamma']) expect((await t.api('GET', '/public/articles', { tenant: slug })).status).toBe(200)
    const after = await scrape()
    // acme came first (the setup's sign-ins), beta second: gamma is past the cap of 2
    expect(after.values.get(count('acme'))).toBe(before.values.get(count('acme'))! + 1)
    expect(after.values.get(count('beta'))).toBe((before.values.get(count('beta')) ?? 0) + 1)
    expect(after.values.get(count('_other'))).toBe(before.values.get(count('_other'))! + 2)
    expect(after.text).not.toContain('tenant="gamma"')
    // a tenant that does not exist is counted under no tenant at all
    expect((await t.api('GET', '/public/articles', { tenant: 'nobody' })).status).toBe(404)
    expect((await scrape()).text).not.toContain('nobody')
  })
})

describe('backlog and work families', () => {
  test('should report open tenant databases and documents waiting for the search index', async () => {
    const before = await value('cms_search_documents_waiting')
    const made = await t.api('POST', '/admin/articles', { tenant: 'acme', token: tok.admin, body: { title: { fr: 'Index', en: 'Index' } } })
    expect(made.status).toBe(201)
    const { values } = await scrape()
    expect(values.get('cms_search_documents_waiting')).toBeGreaterThan(before)
    expect(values.get('cms_tenant_databases_open')).toBeGreaterThanOrEqual(1)
  })

  test('should report webhook deliveries waiting (no worker runs here)', async () => {
    const before = await value('cms_webhook_deliveries_pending')
    const hook = await t.api('POST', '/admin/webhooks', { tenant: 'acme', token: tok.admin, body: { url: 'http://127.0.0.1:9/hook', events: ['category.created'] } })
    expect(hook.status).toBe(201)
    expect((await t.api('POST', '/admin/categories', { tenant: 'acme', token: tok.admin, body: { name: { fr: 'C', en: 'C' } } })).status).toBe(201)
    expect(await value('cms_webhook_deliveries_pending')).toBe(before + 1)
  })

  test('should count image transforms made and served from the cache, and time the made ones', async () => {
    const item = await uploaded(t, await image('image/png', 64, 48), { tenant: 'acme', token: tok.admin, filename: 'p.png' })
    const before = await scrape()
    const made = 'cms_image_transforms_total{result="made"}'
    const cached = 'cms_image_transforms_total{result="cached"}'
    for (let i = 0; i < 2; i++) expect((await t.api('GET', `${item.urls.original}?w=16&fm=png`)).status).toBe(200)
    const after = await scrape()
    expect(after.values.get(made)).toBe((before.values.get(made) ?? 0) + 1)
    expect(after.values.get(cached)).toBe((before.values.get(cached) ?? 0) + 1)
    expect(after.values.get('cms_image_transform_duration_seconds_count')).toBe(before.values.get('cms_image_transform_duration_seconds_count')! + 1)
  })

  test('should count requests refused by the rate limit, by bucket', async () => {
    const limited = startTestService({ CMS_METRICS_TOKEN: TOKEN, CMS_RATE_AUTH: '2/15m' })
    try {
      limited.createTenant('acme')
      const email = await limited.createUser('acme', 'viewer')
      const token = await limited.login('acme', email)
      const statuses: number[] = []
      for (let i = 0; i < 4; i++) statuses.push((await limited.api('GET', '/admin/articles', { tenant: 'acme', token })).status)
      expect(statuses).toEqual([200, 200, 429, 429])
      const { values } = await scrape(limited)
      expect(values.get('cms_rate_limited_total{bucket="authenticated"}')).toBe(2)
      expect(values.get('cms_http_requests_total{route="(none)",method="GET",status="429"}')).toBe(2)
    } finally {
      limited.close()
    }
  })
})

describe('change streams', () => {
  test('should count the change streams open now', async () => {
    expect(await value('cms_change_streams_open')).toBe(0)
    const controller = new AbortController()
    const res = await t.service.fetch(
      new Request('http://cms.test/admin/changes/stream', { headers: { 'X-Tenant-Id': 'acme', Authorization: `Bearer ${tok.admin}` }, signal: controller.signal }),
    )
    expect(res.status).toBe(200)
    const reader = res.body!.getReader()
    await reader.read()
    expect(await value('cms_change_streams_open')).toBe(1)
    await reader.cancel()
    controller.abort()
    expect(await value('cms_change_streams_open')).toBe(0)
  })
})
