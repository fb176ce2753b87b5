/** CONTRACT §9 webhooks: subscriptions, signed deliveries, retries, the delivery log, SSRF. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { startReceiver, until, validSignature, type Receiver } from '../helpers/receiver'
import {
  expectProblem,
  startTestService,
  UUID_RE,
  ISO_RE,
  type RoleName,
  type TestService,
} from '../helpers/service'

const RETRY = '30ms,30ms,30ms,30ms,30ms'

let t: TestService
let tok: Record<RoleName, string>
const receivers: Receiver[] = []
const o = (extra: Record<string, unknown> = {}) => ({ tenant: 'acme', token: tok.admin, ...extra })

beforeAll(async () => {
  // a long receiver timeout: a request that waited for a receiver would hang past the test's limit
  t = startTestService(
    {
      CMS_WEBHOOK_ALLOW_PRIVATE: '1',
      CMS_WORKER_INTERVAL_MS: '20',
      CMS_WEBHOOK_RETRY_SCHEDULE: RETRY,
      CMS_WEBHOOK_TIMEOUT: '60s',
    },
    { worker: true },
  )
  tok = await t.tenantWithUsers('acme')
})
afterAll(() => {
  t.close()
  for (const r of receivers) r.stop()
})

function receiver(...args: Parameters<typeof startReceiver>): Receiver {
  const r = startReceiver(...args)
  receivers.push(r)
  return r
}

async function webhook(url: string, events: string[], extra: Record<string, unknown> = {}) {
  const res = await t.api('POST', '/admin/webhooks', o({ body: { url, events, ...extra } }))
  expect(res.status).toBe(201)
  return res.body as { '@id': string; id: string; secret: string }
}

const deliveries = async (hook: { '@id': string }, query = '') =>
  (await t.api('GET', `${hook['@id']}/deliveries${query}`, o())).body

describe('deliveries', () => {
  test('should deliver create, update, publish and delete of an article in order, signed', async () => {
    const r = receiver()
    const hook = await webhook(r.url, ['article.*'])
    const created = await t.api(
      'POST',
      '/admin/articles',
      o({ body: { title: { fr: 'Événement' } } }),
    )
    const id = created.body.id
    await t.api('PATCH', `/admin/articles/${id}`, o({ body: { excerpt: { fr: 'Mis à jour' } } }))
    await t.api('POST', `/admin/articles/${id}/publish`, o())
    await t.api('DELETE', `/admin/articles/${id}`, o())
    await until(() => r.got.length >= 4, 'four deliveries')

    expect(r.got.map((d) => d.payload.event)).toEqual([
      'article.created',
      'article.updated',
      'article.published',
      'article.deleted',
    ])
    const site = (await t.api('GET', '/admin/sites', o())).body[0].uuid
    for (const d of r.got) {
      expect(validSignature(d.body, d.signature, hook.secret)).toBe(true)
      expect(validSignature(d.body, d.signature, 'another-secret-of-some-length')).toBe(false)
      expect(Object.keys(d.payload)).toEqual([
        'id',
        'event',
        'occurred_at',
        'tenant',
        'site',
        'cache_tags',
        'data',
      ])
      // CONTRACT §11: the tags whose cached responses the change makes stale
      expect(d.payload.cache_tags).toEqual([`article:${id}`, 'articles'])
      expect(d.payload).toMatchObject({ tenant: 'acme', site })
      expect(d.payload.id).toMatch(UUID_RE)
      expect(d.payload.occurred_at).toMatch(ISO_RE)
      expect(d.payload.data.id).toBe(id)
      expect(d.headers.get('content-type')).toBe('application/json')
      expect(d.headers.get('x-cms-event')).toBe(d.payload.event)
    }
    expect(r.got[1].payload.data.excerpt).toEqual({ fr: 'Mis à jour' })
    expect(r.got[2].payload.data.status).toBe('published')
    expect(r.got[3].payload.data).toEqual({
      '@id': `/admin/articles/${id}`,
      '@type': 'Article',
      id,
    })
    // each event id is the audit log entry of the same write
    const audit = await t.api('GET', `/admin/audit-log/${r.got[0].payload.id}`, o())
    expect(audit.body.event).toBe('article.created')

    // the receiver answers before the worker records its answer: wait for the log to say so
    await until(async () => (await deliveries(hook))['hydra:member'].every((d: any) => d.status === 'delivered'), 'four recorded deliveries')
    const log = await deliveries(hook)
    expect(log['hydra:totalItems']).toBe(4)
    expect(log['hydra:member'].map((d: any) => d.event)).toEqual([
      'article.deleted',
      'article.published',
      'article.updated',
      'article.created',
    ])
    expect(log['hydra:member'][0]).toMatchObject({
      '@type': 'WebhookDelivery',
      status: 'delivered',
      attempt_count: 1,
      last_status_code: 200,
      next_attempt_at: null,
    })
    expect(log['hydra:member'][0].attempts).toEqual([
      {
        attempt: 1,
        attempted_at: expect.stringMatching(ISO_RE),
        status_code: 200,
        error: null,
        duration_ms: expect.any(Number),
      },
    ])
  })

  test('should retry with backoff and deliver on the fourth try after three failures', async () => {
    const r = receiver((n) => new Response(n <= 3 ? 'down' : 'ok', { status: n <= 3 ? 503 : 200 }))
    const hook = await webhook(r.url, ['tag.created'])
    await t.api('POST', '/admin/tags', o({ body: { name: { fr: 'Réessai' } } }))
    await until(
      async () => (await deliveries(hook))['hydra:member'][0]?.status === 'delivered',
      'the delivery to succeed',
    )
    expect(r.got).toHaveLength(4)
    expect(new Set(r.got.map((d) => d.payload.id)).size).toBe(1)
    expect(r.got.every((d) => validSignature(d.body, d.signature, hook.secret))).toBe(true)
    const [delivery] = (await deliveries(hook))['hydra:member']
    expect(delivery).toMatchObject({
      event: 'tag.created',
      event_id: r.got[0].payload.id,
      status: 'delivered',
      attempt_count: 4,
      last_status_code: 200,
    })
    expect(delivery.attempts.map((a: any) => a.status_code)).toEqual([503, 503, 503, 200])
    expect(delivery.attempts[0].error).toBe('HTTP 503')
  })

  test('should give up after the whole schedule: one try and five retries', async () => {
    const r = receiver(() => new Response('no', { status: 500 }))
    const hook = await webhook(r.url, ['category.created'])
    await t.api('POST', '/admin/categories', o({ body: { name: { fr: 'Échec' } } }))
    await until(
      async () => (await deliveries(hook))['hydra:member'][0]?.status === 'failed',
      'the delivery to fail',
    )
    const [delivery] = (await deliveries(hook, '?status=failed'))['hydra:member']
    expect(delivery.attempt_count).toBe(6)
    expect(delivery.attempts).toHaveLength(6)
    expect(r.got).toHaveLength(6)
    expect((await deliveries(hook, '?status=delivered'))['hydra:totalItems']).toBe(0)
  })

  test('should never make a request wait for a slow receiver, nor hold up other webhooks', async () => {
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    const slow = receiver(async () => {
      await released
      return new Response('late')
    })
    const fast = receiver()
    await webhook(slow.url, ['page.*'])
    await webhook(fast.url, ['page.*'])
    await t.api('POST', '/admin/pages', o({ body: { title: { fr: 'Lente' } } }))
    await until(() => slow.got.length === 1, 'the slow receiver to be called')
    // the receiver still holds the first delivery: requests and the other webhook go on
    const write = await t.api('POST', '/admin/pages', o({ body: { title: { fr: 'Pendant' } } }))
    expect(write.status).toBe(201)
    await until(() => fast.got.length === 2, 'the fast receiver to get both events')
    expect(slow.got).toHaveLength(1)
    release()
    await until(() => slow.got.length === 2, 'the slow receiver to get the second event')
    expect(slow.got.map((d) => d.payload.data.title.fr)).toEqual(['Lente', 'Pendant'])
  })

  test('should deliver article.published when scheduled content comes due', async () => {
    const r = receiver()
    await webhook(r.url, ['article.published'])
    const at = new Date(Date.now() + 400).toISOString()
    const scheduled = await t.api(
      'POST',
      '/admin/articles',
      o({ body: { title: { fr: 'Programmé' }, status: 'scheduled', published_at: at } }),
    )
    expect(scheduled.body.status).toBe('scheduled')
    await until(() => r.got.length === 1, 'the scheduled publication')
    expect(r.got[0].payload.data).toMatchObject({ id: scheduled.body.id, status: 'published' })
    const entry = (await t.api('GET', `/admin/audit-log/${r.got[0].payload.id}`, o())).body
    expect(entry.actor).toEqual({ type: 'system', id: 'scheduler', label: 'scheduler' })
  })

  test('should not send a new webhook its own creation, and send it to the webhooks already there', async () => {
    const first = receiver()
    await webhook(first.url, ['webhook.*'])
    const later = receiver()
    const hook = await webhook(later.url, ['*'])
    await until(() => first.got.length >= 1, 'the first webhook to hear of the second')
    expect(first.got[0]!.payload).toMatchObject({ event: 'webhook.created', data: { '@id': hook['@id'] } })
    expect((await deliveries(hook))['hydra:totalItems']).toBe(0)
    // what happens next, it hears
    expect((await t.api('PATCH', hook['@id'], o({ body: { url: later.url } }))).status).toBe(200)
    await until(() => later.got.length >= 1, 'its own update')
    expect(later.got.map((d) => d.payload.event)).toEqual(['webhook.updated'])
  })

  test("should show another webhook's URL to receivers and the audit log by its origin only: the rest may be its credential", async () => {
    const first = receiver()
    await webhook(first.url, ['webhook.created'])
    const origin = new URL(first.url).origin
    const hook = await webhook(first.url.replace('//', '//hookuser:hookpass@') + '?token=s3cret', ['article.published'])
    await until(() => first.got.length >= 1, 'the webhook.created of the other')
    expect(first.got[0]!.payload.data.url).toBe(`${origin}/…`)
    expect(first.got[0]!.body).not.toContain('s3cret')
    expect(first.got[0]!.body).not.toContain('hookpass')
    const entry = (await t.api('GET', `/admin/audit-log/${first.got[0]!.payload.id}`, o())).body
    expect(entry.data.url).toBe(`${origin}/…`)
    // its administrators read it whole
    expect((await t.api('GET', hook['@id'], o())).body.url).toContain('?token=s3cret')
  })

  test("should send a webhook its site's events and the tenant-wide ones, only while active", async () => {
    const blog = (await t.api('POST', '/admin/sites', o({ body: { slug: 'blog', name: 'Blog' } })))
      .body.uuid
    const here = receiver()
    const hook = await webhook(here.url, ['redirect.created', 'user.created'])
    await t.api(
      'POST',
      '/admin/redirects',
      o({ site: blog, body: { source_path: '/blog-only', target_path: '/x' } }),
    )
    await t.api(
      'POST',
      '/admin/redirects',
      o({ body: { source_path: '/default-site', target_path: '/x' } }),
    )
    await t.api(
      'POST',
      '/admin/users',
      o({
        site: blog,
        body: { email: 'hooked@acme.test', password: 'long-enough-1', roles: ['ROLE_CMS_VIEWER'] },
      }),
    )
    await until(() => here.got.length >= 2, 'two deliveries')
    expect(here.got.map((d) => d.payload.event)).toEqual(['redirect.created', 'user.created'])
    expect(here.got[0].payload.data.source_path).toBe('/default-site')
    expect(here.got[1].payload.site).toBeNull()
    expect(JSON.stringify(here.got[1].payload)).not.toContain('password')

    expect((await t.api('PATCH', hook['@id'], o({ body: { active: false } }))).body.active).toBe(
      false,
    )
    await t.api(
      'POST',
      '/admin/redirects',
      o({ body: { source_path: '/while-inactive', target_path: '/x' } }),
    )
    await t.api('PATCH', hook['@id'], o({ body: { active: true } }))
    await t.api(
      'POST',
      '/admin/redirects',
      o({ body: { source_path: '/active-again', target_path: '/x' } }),
    )
    await until(() => here.got.length >= 3, 'a delivery after reactivation')
    expect(here.got.map((d) => d.payload.data.source_path).filter(Boolean)).toEqual([
      '/default-site',
      '/active-again',
    ])
  })
})

describe('changes to a webhook while its deliveries are on their way', () => {
  /** A receiver that holds its first request until `release()`; the others are answered at once. */
  function heldReceiver() {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const r = receiver(async (n) => {
      if (n === 1) await held
      return new Response('ok')
    })
    return { r, release }
  }
  const tagged = (n: number) => t.api('POST', '/admin/tags', o({ body: { name: { fr: `En route ${n}` } } }))
  const settled = async (hook: { '@id': string }, count: number) =>
    (await deliveries(hook))['hydra:member'].filter((d: any) => d.status !== 'pending').length === count

  test('should send nothing more once it is turned off, and log what the receiver did get', async () => {
    const { r, release } = heldReceiver()
    const hook = await webhook(r.url, ['tag.created'])
    for (const n of [1, 2, 3]) await tagged(n)
    // the first is on its way, the other two are claimed behind it
    await until(() => r.got.length === 1, 'the first delivery to arrive')
    await t.api('PATCH', hook['@id'], o({ body: { active: false } }))
    release()
    await until(() => settled(hook, 3), 'every delivery to settle')
    // a lane going on would have sent the next one right after the first was answered
    await Bun.sleep(200)
    expect(r.got.length).toBe(1)
    const log = (await deliveries(hook))['hydra:member']
    // newest first: the two never sent are cancelled without an attempt, the first was delivered
    expect(log.map((d: any) => [d.status, d.attempts.length])).toEqual([
      ['cancelled', 0],
      ['cancelled', 0],
      ['delivered', 1],
    ])
  })

  test('should send what is left to its new URL and with its new secret', async () => {
    const { r, release } = heldReceiver()
    const moved = receiver()
    const hook = await webhook(r.url, ['tag.created'])
    for (const n of [4, 5]) await tagged(n)
    await until(() => r.got.length === 1, 'the first delivery to arrive')
    const secret = 'a-new-secret-after-the-move-0123'
    await t.api('PATCH', hook['@id'], o({ body: { url: moved.url, secret } }))
    release()
    await until(() => moved.got.length === 1, 'the second delivery at the new URL')
    expect(r.got.length).toBe(1)
    expect(moved.got[0]!.payload.data.name).toEqual({ fr: 'En route 5' })
    expect(validSignature(moved.got[0]!.body, moved.got[0]!.signature, secret)).toBe(true)
  })
})

describe('webhook resource', () => {
  test('should show the secret once, accept a chosen one and issue a new one on null', async () => {
    const created = await t.api(
      'POST',
      '/admin/webhooks',
      o({ body: { url: 'https://hooks.acme.test/a', events: ['*'] } }),
    )
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      '@type': 'Webhook',
      url: 'https://hooks.acme.test/a',
      events: ['*'],
      active: true,
      version: 1,
    })
    expect(created.body.secret).toMatch(/^[A-Za-z0-9_-]{32,}$/)
    const got = await t.api('GET', created.body['@id'], o())
    expect(got.body.secret).toBeUndefined()
    expect(got.text).not.toContain(created.body.secret)
    expect((await t.api('GET', '/admin/webhooks', o())).text).not.toContain(created.body.secret)
    expect(
      (await t.api('PATCH', created.body['@id'], o({ body: { url: 'https://hooks.acme.test/b' } })))
        .body.secret,
    ).toBeUndefined()
    const rotated = await t.api('PATCH', created.body['@id'], o({ body: { secret: null } }))
    expect(rotated.body.secret).toMatch(/^[A-Za-z0-9_-]{32,}$/)
    expect(rotated.body.secret).not.toBe(created.body.secret)
    const chosen = await t.api(
      'POST',
      '/admin/webhooks',
      o({
        body: {
          url: 'https://hooks.acme.test/c',
          events: ['article.published'],
          secret: 'my-own-secret-0123456789',
        },
      }),
    )
    expect(chosen.body.secret).toBe('my-own-secret-0123456789')
    const short = await t.api(
      'POST',
      '/admin/webhooks',
      o({ body: { url: 'https://hooks.acme.test/d', events: ['*'], secret: 'short' } }),
    )
    expectProblem(short, 422)
    expect(short.body.violations[0].propertyPath).toBe('secret')
  })

  test('should validate the url and the event names', async () => {
    const res = await t.api(
      'POST',
      '/admin/webhooks',
      o({
        body: {
          url: 'ftp://x.test/',
          events: ['article.published', 'article.exploded', 'nothing.*'],
        },
      }),
    )
    expectProblem(res, 422)
    expect(res.body.violations.map((v: any) => v.propertyPath)).toEqual(['url', 'events[1]'])
    const empty = await t.api('POST', '/admin/webhooks', o({ body: { url: 'https://x.test/' } }))
    expect(empty.body.violations).toEqual([
      expect.objectContaining({
        propertyPath: 'events',
        message: 'This value should not be blank.',
      }),
    ])
    for (const events of [
      ['page.unpublished'],
      ['menu.*'],
      ['api_key.deleted'],
      ['webhook.updated'],
    ]) {
      expect(
        (await t.api('POST', '/admin/webhooks', o({ body: { url: 'https://x.test/', events } })))
          .status,
      ).toBe(201)
    }
    expectProblem(await t.api('GET', `/admin/webhooks/${crypto.randomUUID()}/deliveries`, o()), 404)
  })

  test('should be for administrators only', async () => {
    for (const role of ['editor', 'author', 'viewer'] as const) {
      expectProblem(
        await t.api('GET', '/admin/webhooks', o({ token: tok[role] })),
        403,
        'Access Denied.',
      )
      expectProblem(
        await t.api(
          'POST',
          '/admin/webhooks',
          o({ token: tok[role], body: { url: 'https://x.test/', events: ['*'] } }),
        ),
        403,
      )
    }
    const hook = (await t.api('GET', '/admin/webhooks', o())).body['hydra:member'][0]
    expectProblem(await t.api('GET', `${hook['@id']}/deliveries`, o({ token: tok.editor })), 403)
  })
})

describe('SSRF guard (CMS_WEBHOOK_ALLOW_PRIVATE off)', () => {
  let strict: TestService
  let admin: string
  beforeAll(async () => {
    strict = startTestService()
    admin = (await strict.tenantWithUsers('strict')).admin
  })
  afterAll(() => strict.close())

  test.each([
    'http://127.0.0.1:8080/hook',
    'http://localhost/hook',
    'http://api.localhost/hook',
    // fully qualified: the same name
    'http://localhost./hook',
    'http://api.localhost./hook',
    'http://10.1.2.3/hook',
    'http://192.168.0.10/hook',
    'http://172.16.5.4/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/hook',
    'http://[fe80::1]/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://0.0.0.0/hook',
  ])('should refuse %s with 422', async (url) => {
    const res = await strict.api('POST', '/admin/webhooks', {
      tenant: 'strict',
      token: admin,
      body: { url, events: ['*'] },
    })
    expectProblem(res, 422)
    expect(res.body.violations).toEqual([
      {
        propertyPath: 'url',
        message: 'This URL points to a private, loopback or link-local address.',
        code: expect.any(String),
      },
    ])
  })

  test('should accept public addresses and refuse a private one on update', async () => {
    const ok = await strict.api('POST', '/admin/webhooks', {
      tenant: 'strict',
      token: admin,
      body: { url: 'https://93.184.215.14/hook', events: ['*'] },
    })
    expect(ok.status).toBe(201)
    const res = await strict.api('PATCH', ok.body['@id'], {
      tenant: 'strict',
      token: admin,
      body: { url: 'http://127.0.0.1/' },
    })
    expectProblem(res, 422)
  })
})

describe('receiver timeouts', () => {
  let quick: TestService
  let admin: string
  beforeAll(async () => {
    quick = startTestService(
      {
        CMS_WEBHOOK_ALLOW_PRIVATE: '1',
        CMS_WORKER_INTERVAL_MS: '20',
        CMS_WEBHOOK_RETRY_SCHEDULE: RETRY,
        CMS_WEBHOOK_TIMEOUT: '150ms',
      },
      { worker: true },
    )
    admin = (await quick.tenantWithUsers('quick')).admin
  })
  afterAll(() => quick.close())

  test('should count a receiver that does not answer in time as a failed attempt and retry', async () => {
    let hang = true
    const r = receiver(async () => {
      while (hang) await Bun.sleep(20)
      return new Response('ok')
    })
    const q = { tenant: 'quick', token: admin }
    const hook = (
      await quick.api('POST', '/admin/webhooks', {
        ...q,
        body: { url: r.url, events: ['tag.created'] },
      })
    ).body
    await quick.api('POST', '/admin/tags', { ...q, body: { name: { fr: 'Lent' } } })
    const log = async () =>
      (await quick.api('GET', `${hook['@id']}/deliveries`, q)).body['hydra:member'][0]
    await until(async () => (await log())?.attempt_count >= 1, 'a timed-out attempt')
    hang = false
    await until(async () => (await log())?.status === 'delivered', 'the retry to succeed')
    const delivery = await log()
    expect(delivery.attempts[0]).toMatchObject({
      attempt: 1,
      status_code: null,
      error: 'No answer within 150 ms',
    })
    expect(delivery.attempts.at(-1).status_code).toBe(200)
    // its @id can be fetched, under its own webhook only
    const one = await quick.api('GET', delivery['@id'], q)
    expect(one.status).toBe(200)
    expect(one.body).toEqual({ '@context': '/contexts/WebhookDelivery', ...delivery })
    const other = (await quick.api('POST', '/admin/webhooks', { ...q, body: { url: r.url, events: ['page.created'] } })).body
    expectProblem(await quick.api('GET', `${other['@id']}/deliveries/${delivery.id}`, q), 404, 'Delivery not found.')
  })
})
