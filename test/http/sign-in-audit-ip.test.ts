/**
 * The audit events of failed sign-ins name the client's address as the rate limiter counts it:
 * the socket's, or behind CMS_TRUST_PROXY proxies the address the first of them saw (the entry
 * they appended to X-Forwarded-For, never what a client put there itself).
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { startTestService, walkCollection, type TestService } from '../helpers/service'

const tenant = 'acme'
const running: (() => void)[] = []
afterAll(() => running.forEach((stop) => stop()))

/** A service behind a real socket on the loopback, so the request has a peer address. */
async function served(env: Record<string, string>) {
  const t = startTestService(env)
  const server = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: t.service.fetch })
  running.push(() => {
    server.stop(true)
    t.close()
  })
  t.createTenant(tenant)
  const token = await t.login(tenant, await t.createUser(tenant, 'admin'))
  const email = await t.createUser(tenant, 'author', 'target@acme.test')
  const signIn = (forwardedFor: string) =>
    fetch(`http://127.0.0.1:${server.port}/auth/token`, {
      method: 'POST',
      headers: { 'X-Tenant-Id': tenant, 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify({ email, password: 'wrong-password' }),
    })
  return { t, token, signIn, url: `http://127.0.0.1:${server.port}` }
}

/** The `data` of each `event`, oldest first (the collection lists entries without it). */
async function eventsOf(t: TestService, token: string, event: string) {
  const events = await walkCollection(t, `/admin/audit-log?event=${event}`, { tenant, token })
  const data = []
  for (const e of events.reverse()) data.push((await t.api('GET', e['@id'], { tenant, token })).body.data)
  return data
}

describe('user.login_failed and user.locked', () => {
  test('should record the socket address, not a forwarded one, without a trusted proxy', async () => {
    const { t, token, signIn } = await served({})
    expect((await signIn('198.51.100.1')).status).toBe(401)
    const [failed] = await eventsOf(t, token, 'user.login_failed')
    expect(failed).toMatchObject({ email: 'target@acme.test', failures: 1, ip: '127.0.0.1' })
    expect(Object.keys(failed).sort()).toEqual(['@id', '@type', 'email', 'failures', 'id', 'ip'])
  })

  test('should record the address the trusted proxy appended, not what the client sent, on the lock too', async () => {
    const { t, token, signIn } = await served({ CMS_TRUST_PROXY: '1' })
    // as nginx's $proxy_add_x_forwarded_for: the client's own header, then the address nginx saw
    for (let i = 1; i <= 5; i++) expect((await signIn(`10.9.9.${i}, 203.0.113.${i}`)).status).toBe(401)
    const failed = await eventsOf(t, token, 'user.login_failed')
    // paired by the failure count, whatever order entries of the same millisecond come in
    expect(failed.map((d) => [d.failures, d.ip]).sort((a, b) => a[0] - b[0])).toEqual([1, 2, 3, 4, 5].map((i) => [i, `203.0.113.${i}`]))
    const locked = await eventsOf(t, token, 'user.locked')
    expect(locked).toHaveLength(1)
    expect(locked[0]).toMatchObject({ email: 'target@acme.test', ip: '203.0.113.5' })
    expect(Object.keys(locked[0]).sort()).toEqual(['@id', '@type', 'email', 'id', 'ip', 'locked_until'])
  })

  test('should count CMS_TRUST_PROXY proxies from the right, and take the only entry there is', async () => {
    const { t, token, signIn } = await served({ CMS_TRUST_PROXY: '2' })
    // a client's invented entry, the address the CDN saw, the CDN's address as nginx saw it
    expect((await signIn('10.0.0.66, 198.51.100.7, 192.0.2.1')).status).toBe(401)
    expect((await signIn('198.51.100.8')).status).toBe(401)
    const failed = await eventsOf(t, token, 'user.login_failed')
    expect(failed.map((d) => d.ip).sort()).toEqual(['198.51.100.7', '198.51.100.8'])
  })
})

describe('the per-IP rate limit behind a trusted proxy', () => {
  test('should not let a client pick its bucket with its own X-Forwarded-For', async () => {
    const { url } = await served({ CMS_TRUST_PROXY: '1', CMS_RATE_ANON: '3/1h' })
    const get = (forwardedFor: string) => fetch(`${url}/public/tags`, { headers: { 'X-Tenant-Id': tenant, 'X-Forwarded-For': forwardedFor } })
    const answers = []
    for (let i = 0; i < 5; i++) answers.push((await get(`10.1.1.${i}, 203.0.113.50`)).status)
    expect(answers).toEqual([200, 200, 200, 429, 429])
  })
})
