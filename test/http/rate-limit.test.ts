/** Spec §7, §8 and CONTRACT §10: token buckets per IP and per user, headers, 429 body. */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { withTenantScope } from '../../src/cli/common'
import { createTenant } from '../../src/domain/tenants'
import { resourceByPath } from '../../src/resources'
import { startServer } from '../../src/server'
import { createItem } from '../../src/store/repository'
import { makeConfig, PASSWORD } from '../helpers/service'

const dir = mkdtempSync(join(tmpdir(), 'cms-rate-'))
const config = makeConfig(dir, { CMS_PORT: '0', CMS_HOST: '127.0.0.1', CMS_RATE_ANON: '4/15m', CMS_RATE_AUTH: '3/1m' })
let server: ReturnType<typeof startServer>
let base: string

beforeAll(async () => {
  server = startServer(config, { signals: false })
  base = `http://127.0.0.1:${server.port}`
  createTenant(server.service.ctx.registry, { slug: 'acme', name: 'Acme' })
  await withTenantScope(config, 'acme', (scope) =>
    createItem(scope, resourceByPath('users'), { email: 'ed@acme.test', password: PASSWORD, roles: ['ROLE_CMS_EDITOR'] }),
  )
}, 60_000)
afterAll(async () => {
  await server.shutdown()
  rmSync(dir, { recursive: true, force: true })
})

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers })

test('should count anonymous requests per IP, with headers on every response, then answer 429', async () => {
  const first = await get('/health')
  expect(first.headers.get('x-ratelimit-limit')).toBe('4')
  expect(first.headers.get('x-ratelimit-remaining')).toBe('3')
  const reset = Number(first.headers.get('x-ratelimit-reset'))
  expect(reset).toBeGreaterThan(Date.now() / 1000)
  expect(reset).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 15 * 60)
  // problem responses built after routing keep the headers too
  const missing = await get('/nowhere')
  expect(missing.status).toBe(404)
  expect(missing.headers.get('x-ratelimit-remaining')).toBe('2')
  const noTenant = await get('/public/articles')
  expect(noTenant.status).toBe(400)
  expect(noTenant.headers.get('x-ratelimit-remaining')).toBe('1')
  // the token endpoint is unauthenticated: it counts against the IP
  const login = await fetch(base + '/auth/token', {
    method: 'POST',
    headers: { 'X-Tenant-Id': 'acme', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'ed@acme.test', password: PASSWORD }),
  })
  expect(login.status).toBe(200)
  expect(login.headers.get('x-ratelimit-remaining')).toBe('0')
  const token = ((await login.json()) as { token: string }).token

  const limited = await get('/health')
  expect(limited.status).toBe(429)
  expect(limited.headers.get('content-type')).toStartWith('application/problem+json')
  const retryAfter = Number(limited.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThanOrEqual(1)
  expect(retryAfter).toBeLessThanOrEqual(15 * 60)
  const body = (await limited.json()) as Record<string, any>
  expect(body).toMatchObject({ type: 'https://tools.ietf.org/html/rfc7807', title: 'Too Many Requests', status: 429, retry_after: retryAfter })
  expect(body.detail).toMatch(/rate limit exceeded/i)
  expect(body.rate_limit).toEqual({ limit: 4, remaining: 0, reset: Number(limited.headers.get('x-ratelimit-reset')) })

  // an authenticated user has a bucket of its own
  const auth = { 'X-Tenant-Id': 'acme', Authorization: `Bearer ${token}` }
  const first2 = await get('/admin/articles', auth)
  expect(first2.status).toBe(200)
  expect(first2.headers.get('x-ratelimit-limit')).toBe('3')
  expect(first2.headers.get('x-ratelimit-remaining')).toBe('2')
  await get('/admin/articles', auth)
  await get('/admin/articles', auth)
  const userLimited = await get('/admin/articles', auth)
  expect(userLimited.status).toBe(429)
  expect(Number(userLimited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)

  // a forged token does not escape the IP's bucket
  const forged = await get('/admin/articles', { 'X-Tenant-Id': 'acme', Authorization: 'Bearer a.b.c' })
  expect(forged.status).toBe(429)
  expect(forged.headers.get('x-ratelimit-limit')).toBe('4')
})
