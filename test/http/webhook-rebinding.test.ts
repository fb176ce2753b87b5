/**
 * Webhook deliveries connect to the address the SSRF guard checked (CONTRACT §14): the host name
 * is resolved once per attempt, through a resolver the test controls, and the connection uses
 * that answer; a later, different answer (DNS rebinding to 127.0.0.1) never reaches a socket.
 * Redirects are failed attempts, never followed.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import type { ResolvedAddress, Resolver } from '../../src/domain/url-guard'
import { startReceiver, until, type Receiver } from '../helpers/receiver'
import { startTestService, type TestService } from '../helpers/service'

const RETRY = '30ms,30ms,30ms,30ms,30ms'
const receivers: Receiver[] = []
const services: TestService[] = []
afterAll(() => {
  for (const s of services) s.close()
  for (const r of receivers) r.stop()
})

/** A resolver that answers `answers[n]` to its n-th query (the last one ever after), and counts. */
function scripted(answers: ResolvedAddress[][]): Resolver & { queries: string[] } {
  const queries: string[] = []
  const resolve = async (host: string) => {
    queries.push(host)
    return answers[Math.min(queries.length, answers.length) - 1]!
  }
  return Object.assign(resolve, { queries })
}

async function serviceWith(env: Record<string, string>, resolveHost: Resolver) {
  const s = startTestService({ CMS_WORKER_INTERVAL_MS: '20', CMS_WEBHOOK_RETRY_SCHEDULE: RETRY, CMS_WEBHOOK_TIMEOUT: '300ms', ...env }, { worker: true, resolveHost })
  services.push(s)
  s.createTenant('acme')
  const token = await s.login('acme', await s.createUser('acme', 'admin'))
  const o = { tenant: 'acme', token }
  return {
    async hookOn(url: string) {
      const hook = await s.api('POST', '/admin/webhooks', { ...o, body: { url, events: ['tag.created'] } })
      expect(hook.status).toBe(201)
      // the write checked the URL through the same resolver: its script starts again for deliveries
      if ('queries' in resolveHost) (resolveHost as { queries: string[] }).queries.length = 0
      expect((await s.api('POST', '/admin/tags', { ...o, body: { name: { fr: 'Un' } } })).status).toBe(201)
      return async () => (await s.api('GET', `${hook.body['@id']}/deliveries`, o)).body['hydra:member'][0]
    },
  }
}

const receiver = (answer?: Parameters<typeof startReceiver>[0]) => {
  const r = startReceiver(answer)
  receivers.push(r)
  return r
}

describe('a host name that resolves differently on its second query', () => {
  test('should connect to the checked public address, never to the 127.0.0.1 of a later answer', async () => {
    const local = receiver()
    const port = new URL(local.url).port
    // first answer public (TEST-NET-3, unreachable here), every later one the loopback receiver
    const resolver = scripted([[{ address: '203.0.113.10', family: 4 }], [{ address: '127.0.0.1', family: 4 }]])
    const s = await serviceWith({}, resolver)
    const delivery = await s.hookOn(`http://rebind.example:${port}/hook`)
    await until(async () => (await delivery())?.attempt_count >= 2, 'two attempts')
    const d = await delivery()
    // attempt 1 went to the checked 203.0.113.10 (and found nobody); attempt 2 was refused outright
    expect(d.attempts[0].status_code).toBeNull()
    expect(d.attempts[0].error).toMatch(/^(Connection failed|No answer within 300 ms)/)
    expect(d.attempts[1]).toMatchObject({ status_code: null, error: 'Refused: This URL points to a private, loopback or link-local address.' })
    expect(local.got).toEqual([])
    // one resolution per attempt: the connection never asked DNS again
    expect(resolver.queries.length).toBe(d.attempt_count)
    expect(new Set(resolver.queries)).toEqual(new Set(['rebind.example']))
  })

  test('should send the name as Host while connecting to the resolved address', async () => {
    const local = receiver()
    const port = new URL(local.url).port
    // note: private targets allowed, so the resolved loopback address is used as it is
    const resolver = scripted([[{ address: '127.0.0.1', family: 4 }], [{ address: '203.0.113.10', family: 4 }]])
    const s = await serviceWith({ CMS_WEBHOOK_ALLOW_PRIVATE: '1' }, resolver)
    const delivery = await s.hookOn(`http://hooks.example:${port}/hook`)
    await until(async () => (await delivery())?.status === 'delivered', 'the delivery')
    expect(local.got).toHaveLength(1)
    expect(local.got[0]!.headers.get('host')).toBe(`hooks.example:${port}`)
    expect(local.got[0]!.payload.event).toBe('tag.created')
    expect(resolver.queries).toEqual(['hooks.example'])
  })
})

describe('redirects', () => {
  test('should count a 3xx as a failed attempt and never follow it', async () => {
    const elsewhere = receiver()
    let n = 0
    const redirecting = receiver(() => (++n === 1 ? new Response(null, { status: 302, headers: { Location: elsewhere.url } }) : new Response('ok')))
    const s = await serviceWith({ CMS_WEBHOOK_ALLOW_PRIVATE: '1' }, scripted([[{ address: '127.0.0.1', family: 4 }]]))
    const delivery = await s.hookOn(redirecting.url)
    await until(async () => (await delivery())?.status === 'delivered', 'the retry to succeed')
    const d = await delivery()
    expect(d.attempts.map((a: { status_code: number; error: string | null }) => [a.status_code, a.error])).toEqual([
      [302, 'HTTP 302'],
      [200, null],
    ])
    expect(elsewhere.got).toEqual([])
  })
})
