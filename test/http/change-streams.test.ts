/** CONTRACT §13: change streams as Server-Sent Events over real connections. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createService, type Service } from '../../src/http/app'
import { startServer } from '../../src/server'
import { SseReader } from '../helpers/sse'
import { expectProblem, makeConfig, startTestService, type RoleName, type TestService } from '../helpers/service'

let t: TestService
let tok: Record<RoleName, string>
let server: ReturnType<typeof Bun.serve>
/** A second service on the same data folder: another process, as `serve --workers N` runs. */
let other: Service
let otherServer: ReturnType<typeof Bun.serve>
const T = 'live'

const serve = (service: Service) => Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: (req, srv) => service.fetch(req, srv) })

function open(path: string, opts: { token?: string; tenant?: string | null; headers?: Record<string, string>; via?: ReturnType<typeof Bun.serve> } = {}) {
  const headers: Record<string, string> = { ...opts.headers }
  if (opts.tenant !== null) headers['X-Tenant-Id'] = opts.tenant ?? T
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`
  return fetch(`http://127.0.0.1:${(opts.via ?? server).port}${path}`, { headers })
}

const write = (body: unknown, path = '/admin/tags') => t.api('POST', path, { tenant: T, token: tok.admin, body })

/** The whole admin feed after `after`, following hydra:next. */
async function collection(after: string): Promise<any[]> {
  const out: any[] = []
  let next: string | undefined = `/admin/changes?after=${after}`
  while (next) {
    const res = await t.api('GET', next, { tenant: T, token: tok.admin })
    out.push(...res.body['hydra:member'])
    next = res.body['hydra:view']['hydra:next']
  }
  return out
}

const lastCursor = async () => (await collection('0')).at(-1)?.cursor ?? '0'

beforeAll(async () => {
  t = startTestService({ CMS_STREAM_KEEPALIVE: '150ms', CMS_STREAMS_PER_TENANT: '3' })
  tok = await t.tenantWithUsers(T)
  server = serve(t.service)
  other = createService(t.config)
  otherServer = serve(other)
  // the other service opens the tenant before any write: in this one thread, its first open
  // (PRAGMA optimize, which may write) would otherwise wait, event loop blocked, for the write
  // lock of a group commit that this same thread must run; a process of its own would not
  expect((await (await open('/admin/changes?after=0', { token: tok.admin, via: otherServer })).json())['hydra:member']).toBeArray()
}, 60_000)

afterAll(() => {
  server.stop(true)
  otherServer.stop(true)
  other.close()
  t.close()
})

describe('admin change stream', () => {
  test('should send changes as SSE frames, with the headers proxies need and keepalive comments', async () => {
    const res = await open(`/admin/changes/stream?after=${await lastCursor()}`, { token: tok.admin })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(res.headers.get('x-accel-buffering')).toBe('no')
    expect(res.headers.get('cache-control')).toBe('no-cache, no-transform')
    const sse = new SseReader(res.body!)
    const hello = await sse.next()
    expect(hello!.retry).toMatch(/^\d+$/)
    const tag = (await write({ name: { fr: 'En direct' } })).body
    const frame = (await sse.nextEvent())!
    expect(frame.event).toBe('tag.created')
    const change = JSON.parse(frame.data!)
    expect(frame.id).toBe(change.cursor)
    expect(change).toMatchObject({ '@type': 'Change', event: 'tag.created', item: tag['@id'], version: 1, cache_tags: [`tag:${tag.id}`, 'tags'] })
    // the same member as the collection's
    const [listed] = await collection(String(Number(change.cursor) - 1))
    expect(change).toEqual(listed)
    // idle: a comment line keeps the connection open
    let comment = await sse.next()
    while (comment && comment.comments.length === 0) comment = await sse.next()
    expect(comment!.comments).toContain('keepalive')
    await sse.cancel()
  })

  test('should follow the role rules and resource narrowing', async () => {
    const start = await lastCursor()
    const viewer = new SseReader((await open(`/admin/changes/stream?after=${start}&resource=articles,users`, { token: tok.viewer })).body!)
    await t.api('POST', '/admin/users', { tenant: T, token: tok.admin, body: { email: 'stream@live.test', password: 'long-enough-1', roles: ['ROLE_CMS_VIEWER'] } })
    await write({ name: { fr: 'Pas demandé' } })
    await write({ title: { fr: 'Demandé' } }, '/admin/articles')
    const frame = (await viewer.nextEvent())!
    expect(frame.event).toBe('article.created')
    await viewer.cancel()
  })

  test('should refuse a malformed cursor and a missing token', async () => {
    expect((await open('/admin/changes/stream?after=x', { token: tok.admin })).status).toBe(400)
    expect((await open('/admin/changes/stream')).status).toBe(401)
    expect((await open('/admin/changes/stream', { token: tok.admin, headers: { 'Last-Event-ID': 'nope' } })).status).toBe(400)
  })
})

describe('public change stream', () => {
  test('should take the tenant from ?tenant= and send upsert and remove, never drafts', async () => {
    const start = await lastCursor()
    const res = await open(`/public/changes/stream?tenant=${T}&after=${start}`, { tenant: null })
    expect(res.status).toBe(200)
    const sse = new SseReader(res.body!)
    const a = (await write({ title: { fr: 'Brouillon' }, slug: 'flux' }, '/admin/articles')).body
    await t.api('POST', `${a['@id']}/publish`, { tenant: T, token: tok.admin })
    await t.api('DELETE', a['@id'], { tenant: T, token: tok.admin })
    const upsert = (await sse.nextEvent())!
    expect(upsert.event).toBe('upsert')
    expect(JSON.parse(upsert.data!)).toMatchObject({ event: 'upsert', item: `/public/articles/${a.id}`, slug: 'flux' })
    expect((await sse.nextEvent())!.event).toBe('remove')
    await sse.cancel()
    expectProblem(await t.api('GET', '/public/changes/stream?tenant=nobody', {}), 404, 'Tenant not found.')
  })
})

describe('HEAD', () => {
  test('should answer a HEAD with the headers of a stream, at once, and hold no stream', async () => {
    for (const path of ['/admin/changes/stream', `/public/changes/stream?tenant=${T}`]) {
      const res = await fetch(`http://127.0.0.1:${server.port}${path}`, { method: 'HEAD', headers: { 'X-Tenant-Id': T, Authorization: `Bearer ${tok.admin}` }, signal: AbortSignal.timeout(5000) })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
      expect(await res.text()).toBe('')
    }
  })
})

describe('resume', () => {
  test('should go on after Last-Event-ID also when the URL still has the ?after= it was opened with', async () => {
    // an EventSource reconnects to its URL (?after= included) and adds the header
    const start = await lastCursor()
    for (const n of [1, 2, 3]) await write({ name: { fr: `Reprise ${n}` } })
    const all = (await collection(start)).map((c) => c.cursor)
    const res = await open(`/admin/changes/stream?after=${start}`, { token: tok.admin, headers: { 'Last-Event-ID': all[1]! } })
    expect(res.status).toBe(200)
    const sse = new SseReader(res.body!)
    expect((await sse.nextEvent())!.id).toBe(all[2])
    await sse.cancel()
  })

  test('should deliver every change exactly once across a dropped connection, from another process', async () => {
    const start = await lastCursor()
    const total = 60
    let written = 0
    // writes go through this process; the stream is held by the other service, which learns of
    // them only from the database
    const writer = (async () => {
      for (; written < total; written++) await write({ name: { fr: `Tag ${written}` } })
    })()
    const seen: string[] = []
    let cursor = start
    for (const cutAt of [15, 35, total]) {
      const res = await open('/admin/changes/stream', { token: tok.editor, via: otherServer, headers: { 'Last-Event-ID': cursor } })
      expect(res.status).toBe(200)
      const sse = new SseReader(res.body!)
      while (seen.length < cutAt) {
        const frame = (await sse.nextEvent())!
        seen.push(JSON.parse(frame.data!).id)
        cursor = frame.id!
      }
      // the connection drops mid-way while the writer goes on
      await sse.cancel()
    }
    await writer
    const listed = (await collection(start)).map((c) => c.id)
    expect(listed).toHaveLength(total)
    expect(seen).toEqual(listed)
  })
})

describe('limits and shutdown', () => {
  test('should refuse streams past CMS_STREAMS_PER_TENANT with 503 and Retry-After', async () => {
    t.createTenant('busy')
    const token = await t.login('busy', await t.createUser('busy', 'admin'))
    const streams = await Promise.all([1, 2, 3].map(() => open('/admin/changes/stream', { tenant: 'busy', token })))
    for (const s of streams) expect(s.status).toBe(200)
    const refused = await open('/admin/changes/stream', { tenant: 'busy', token })
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await refused.json()).title).toBe('Service Unavailable')
    // the public stream counts against the same tenant
    expect((await open('/public/changes/stream', { tenant: 'busy' })).status).toBe(503)
    // another tenant is not affected
    const elsewhere = await open('/public/changes/stream', {})
    expect(elsewhere.status).toBe(200)
    await elsewhere.body!.cancel()
    // a closed stream frees its place
    await streams[0]!.body!.cancel()
    let status = 503
    for (let i = 0; i < 50 && status === 503; i++) {
      await Bun.sleep(20)
      const res = await open('/admin/changes/stream', { tenant: 'busy', token })
      status = res.status
      await res.body!.cancel()
    }
    expect(status).toBe(200)
    for (const s of streams.slice(1)) await s.body!.cancel()
  })

  test('should leave a tenth of the slots (here one of three) to streams with credentials', async () => {
    t.createTenant('crowd')
    const token = await t.login('crowd', await t.createUser('crowd', 'admin'))
    const anonymous = await Promise.all([1, 2, 3].map(() => open('/public/changes/stream', { tenant: 'crowd' })))
    expect(anonymous.map((s) => s.status).sort()).toEqual([200, 200, 503])
    const editor = await open('/admin/changes/stream', { tenant: 'crowd', token })
    expect(editor.status).toBe(200)
    expect((await open('/admin/changes/stream', { tenant: 'crowd', token })).status).toBe(503)
    for (const s of [...anonymous, editor]) if (s.status === 200) await s.body!.cancel()
  })

  test("should keep a quiet stream open past the server's idle timeout of 10 s", async () => {
    // a keepalive comment only after 60 s: nothing is written for the 14 s the test waits (Bun
    // cut quiet connections after 10-12 s)
    const config = makeConfig(t.dir, { CMS_STREAM_KEEPALIVE: '60s' })
    const running = startServer({ ...config, port: 0, host: '127.0.0.1' }, { signals: false })
    try {
      const res = await fetch(`http://127.0.0.1:${running.port}/admin/changes/stream?after=${await lastCursor()}`, { headers: { 'X-Tenant-Id': T, Authorization: `Bearer ${tok.admin}` } })
      expect(res.status).toBe(200)
      const sse = new SseReader(res.body!)
      await sse.next()
      await Bun.sleep(14_000)
      // before: Bun had closed the connection at 10 s, and the change never came
      await t.api('POST', '/admin/tags', { tenant: T, token: tok.admin, body: { name: { fr: 'Après le silence' } } })
      const frame = await sse.nextEvent()
      expect(frame?.event).toBe('tag.created')
      await res.body!.cancel().catch(() => {})
    } finally {
      await running.shutdown()
    }
  }, 30_000)

  test('should end open streams cleanly when the server shuts down', async () => {
    const config = makeConfig(t.dir, { CMS_SHUTDOWN_TIMEOUT: '30s' })
    const running = startServer({ ...config, port: 0, host: '127.0.0.1' }, { signals: false })
    const after = await lastCursor()
    const res = await fetch(`http://127.0.0.1:${running.port}/admin/changes/stream?after=${after}`, { headers: { 'X-Tenant-Id': T, Authorization: `Bearer ${tok.admin}` } })
    expect(res.status).toBe(200)
    const sse = new SseReader(res.body!)
    await sse.next()
    const stopped = running.shutdown()
    // the stream ends (the reader sees its end), and the shutdown does not wait for its timeout
    expect(await sse.next()).toBeNull()
    await stopped
  })
})
