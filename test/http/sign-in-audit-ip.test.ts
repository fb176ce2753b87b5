/**
 * The audit events of failed sign-ins name the client's address as the rate limiter counts it:
 * the socket's, or X-Forwarded-For's first hop behind a trusted proxy (CMS_TRUST_PROXY).
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
  return { t, token, signIn }
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

  test('should record the first X-Forwarded-For hop behind a trusted proxy, on the lock too', async () => {
    const { t, token, signIn } = await served({ CMS_TRUST_PROXY: '1' })
    for (let i = 1; i <= 5; i++) expect((await signIn(`203.0.113.${i}, 10.0.0.1`)).status).toBe(401)
    const failed = await eventsOf(t, token, 'user.login_failed')
    // paired by the failure count, whatever order entries of the same millisecond come in
    expect(failed.map((d) => [d.failures, d.ip]).sort((a, b) => a[0] - b[0])).toEqual([1, 2, 3, 4, 5].map((i) => [i, `203.0.113.${i}`]))
    const locked = await eventsOf(t, token, 'user.locked')
    expect(locked).toHaveLength(1)
    expect(locked[0]).toMatchObject({ email: 'target@acme.test', ip: '203.0.113.5' })
    expect(Object.keys(locked[0]).sort()).toEqual(['@id', '@type', 'email', 'id', 'ip', 'locked_until'])
  })
})
