/**
 * `cms serve --workers 2` (CONTRACT §14 "Every core"): a real server process with two worker
 * threads on one port. Each request below goes on its own connection, so the kernel spreads
 * them over both workers (for 40 connections, all on one worker has odds of 2^-39): a limit, a
 * suspension or a delivery that one worker kept to itself would show.
 */
import { afterAll, expect, test } from 'bun:test'
import { rmSync } from 'node:fs'
import { connect } from 'node:net'
import { startReceiver, until } from '../helpers/receiver'
import { cli, loginChild, newDataDir, seedTenants, startChild, type Child } from '../helpers/child'
import { image } from '../helpers/media'

const dirs: string[] = []
const children: Child[] = []
afterAll(() => {
  for (const c of children) c.proc.kill('SIGKILL')
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }))
})

async function twoWorkers(env: Record<string, string> = {}, port = 0) {
  const dir = newDataDir()
  dirs.push(dir)
  await seedTenants(dir, ['acme'])
  const child = await startChild(dir, { CMS_WORKERS: '2', ...env }, port)
  children.push(child)
  return { dir, child }
}

/** One request on a fresh connection (`Connection: close`); resolves with the whole answer. */
function onNewConnection(port: number, head: string, body = ''): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let data = ''
    socket.on('data', (chunk) => (data += chunk.toString()))
    socket.on('error', reject)
    socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0), text: data }))
    const length = body ? `Content-Length: ${Buffer.byteLength(body)}\r\n` : ''
    socket.write(`${head}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n${length}\r\n${body}`)
  })
}

const statuses = (results: { status: number }[]) =>
  results.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {})

test('should give exactly the limit of successes whichever worker takes each request', async () => {
  const { child } = await twoWorkers({ CMS_RATE_ANON: '8/15m' })
  const results = await Promise.all(
    Array.from({ length: 40 }, () => onNewConnection(child.port, 'GET /public/articles HTTP/1.1\r\nX-Tenant-Id: acme')),
  )
  expect(statuses(results)).toEqual({ 200: 8, 429: 32 })
  expect(await child.stop()).toBe(0)
})

test('should start every worker at once on a given port, with limits exact from the first answer', async () => {
  // a port that was free a moment ago (port 0 makes the workers start one after another)
  const probe = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } })
  const port = probe.port
  probe.stop(true)
  const { child } = await twoWorkers({ CMS_RATE_ANON: '8/15m' }, port)
  expect(child.port).toBe(port)
  const results = await Promise.all(
    Array.from({ length: 40 }, () => onNewConnection(port, 'GET /public/articles HTTP/1.1\r\nX-Tenant-Id: acme')),
  )
  expect(statuses(results)).toEqual({ 200: 8, 429: 32 })
  expect(await child.stop()).toBe(0)
})

test('should refuse a tenant suspended through the CLI on every worker', async () => {
  const { dir, child } = await twoWorkers()
  const get = () => onNewConnection(child.port, 'GET /public/articles HTTP/1.1\r\nX-Tenant-Id: acme')
  // both workers have the tenant's database open before the suspension
  expect(statuses(await Promise.all(Array.from({ length: 20 }, get)))).toEqual({ 200: 20 })
  expect((await cli(['app:tenant:suspend', 'acme', '--data', dir])).exitCode).toBe(0)
  expect(statuses(await Promise.all(Array.from({ length: 20 }, get)))).toEqual({ 404: 20 })
  expect((await cli(['app:tenant:activate', 'acme', '--data', dir])).exitCode).toBe(0)
  expect(statuses(await Promise.all(Array.from({ length: 20 }, get)))).toEqual({ 200: 20 })
  expect(await child.stop()).toBe(0)
})

test('should let in-flight requests of every worker finish after SIGTERM, then exit 0', async () => {
  const { child } = await twoWorkers()
  const token = await loginChild(child, 'acme')
  // requests that send their headers now and their bodies after the signal
  const slow = Array.from({ length: 4 }, (_, i) => {
    const body = JSON.stringify({ title: { fr: `Après le signal ${i}` } })
    const socket = connect(child.port, '127.0.0.1')
    let data = ''
    socket.on('data', (chunk) => (data += chunk.toString()))
    socket.on('error', () => {})
    const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(data)))
    socket.write(
      `POST /admin/articles HTTP/1.1\r\nHost: 127.0.0.1:${child.port}\r\nX-Tenant-Id: acme\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
    )
    return { socket, body, received: () => data, closed }
  })
  // each handler has started once it asks for the body
  await until(() => slow.every((s) => s.received().includes('100 Continue')), '100 Continue on every request')
  child.proc.kill('SIGTERM')
  await Bun.sleep(200)
  for (const s of slow) s.socket.write(s.body)
  const answers = await Promise.all(slow.map((s) => s.closed))
  for (const answer of answers) expect(answer).toMatch(/HTTP\/1\.1 201 Created/)
  expect(await child.proc.exited).toBe(0)
})

test('should deliver each webhook event once and publish scheduled content once with two workers', async () => {
  const receiver = startReceiver()
  try {
    const { child } = await twoWorkers({ CMS_WEBHOOK_ALLOW_PRIVATE: '1', CMS_WORKER_INTERVAL_MS: '50' })
    const token = await loginChild(child, 'acme')
    const send = (method: string, path: string, body: unknown) => {
      const text = JSON.stringify(body)
      return onNewConnection(
        child.port,
        `${method} ${path} HTTP/1.1\r\nX-Tenant-Id: acme\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json`,
        text,
      )
    }
    const hook = await send('POST', '/admin/webhooks', { url: receiver.url, events: ['article.created', 'article.published'] })
    expect(hook.status).toBe(201)
    // content scheduled shortly ahead, then reads on both workers while its time comes: the
    // scheduler and every worker's requests may publish it, and exactly one does
    const at = new Date(Date.now() + 1500).toISOString()
    const created = await Promise.all(
      Array.from({ length: 6 }, (_, i) => send('POST', '/admin/articles', { title: { fr: `Programmé ${i}` }, status: 'scheduled', published_at: at })),
    )
    expect(statuses(created)).toEqual({ 201: 6 })
    const published = () => receiver.got.filter((r) => r.payload.event === 'article.published').length
    await until(async () => {
      await Promise.all(Array.from({ length: 8 }, () => onNewConnection(child.port, 'GET /public/articles HTTP/1.1\r\nX-Tenant-Id: acme')))
      return published() >= 6
    }, 'six publications delivered')
    // a few more worker ticks: a second delivery of anything would arrive by then
    await Bun.sleep(500)
    const ids = receiver.got.map((r) => r.payload.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(statuses(receiver.got.map((r) => ({ status: r.payload.event === 'article.created' ? 1 : 2 })))).toEqual({ 1: 6, 2: 6 })
    expect(await child.stop()).toBe(0)
  } finally {
    receiver.stop()
  }
})

test('should answer /metrics with the figures of the whole node, whichever worker takes the scrape', async () => {
  const token = 'metrics-token-for-the-workers-test'
  const { child } = await twoWorkers({ CMS_METRICS_TOKEN: token })
  const get = () => onNewConnection(child.port, 'GET /public/articles HTTP/1.1\r\nX-Tenant-Id: acme')
  expect(statuses(await Promise.all(Array.from({ length: 20 }, get)))).toEqual({ 200: 20 })
  const series = 'cms_http_requests_total{route="/public/articles",method="GET",status="200"}'
  // several scrapes, each on its own connection: every one sums both workers (and counts no scrape)
  for (let i = 0; i < 6; i++) {
    const scrape = await onNewConnection(child.port, `GET /metrics HTTP/1.1\r\nAuthorization: Bearer ${token}`)
    expect(scrape.status).toBe(200)
    const line = scrape.text.split('\n').find((l) => l.startsWith(`${series} `))
    expect(line).toBe(`${series} 20`)
    expect(scrape.text).toContain('# TYPE cms_webhook_attempts_total counter')
  }
  expect(await child.stop()).toBe(0)
})

/** The node's transform counts by result, from one scrape. */
async function transformCounts(port: number, token: string): Promise<Record<string, number>> {
  const scrape = await onNewConnection(port, `GET /metrics HTTP/1.1\r\nAuthorization: Bearer ${token}`)
  const counts: Record<string, number> = {}
  for (const m of scrape.text.matchAll(/^cms_image_transforms_total\{result="(\w+)"\} (\d+)$/gm)) counts[m[1]!] = Number(m[2])
  return counts
}

test('should make a transform once for the whole node and serve it from the cache on every worker', async () => {
  const metricsToken = 'metrics-token-for-the-transforms-test'
  const { child } = await twoWorkers({ CMS_METRICS_TOKEN: metricsToken })
  const token = await loginChild(child, 'acme')
  const fd = new FormData()
  fd.append('file', new File([(await image('image/jpeg', 1200, 900)) as Uint8Array<ArrayBuffer>], 'photo.jpg', { type: 'image/jpeg' }))
  const res = await fetch(`${child.url}/admin/media`, { method: 'POST', headers: { 'X-Tenant-Id': 'acme', Authorization: `Bearer ${token}` }, body: fd })
  expect(res.status).toBe(201)
  const original = new URL(((await res.json()) as { urls: { original: string } }).urls.original, child.url).pathname
  const ask = (width: number) => onNewConnection(child.port, `GET ${original}?w=${width} HTTP/1.1`)
  const results = []
  // one size one after another, then another size at once and one after another: each request on
  // its own connection, so both workers take some (all 40 on one worker: odds of 2^-39)
  for (let i = 0; i < 16; i++) results.push(await ask(200))
  results.push(...(await Promise.all(Array.from({ length: 8 }, () => ask(300)))))
  for (let i = 0; i < 16; i++) results.push(await ask(300))
  expect(statuses(results)).toEqual({ 200: 40 })
  const bodyOf = (r: { text: string }) => r.text.slice(r.text.indexOf('\r\n\r\n'))
  expect(new Set(results.slice(0, 16).map(bodyOf)).size).toBe(1)
  expect(new Set(results.slice(16).map(bodyOf)).size).toBe(1)
  const counts = await transformCounts(child.port, metricsToken)
  expect(counts.made).toBe(2)
  expect((counts.cached ?? 0) + (counts.joined ?? 0)).toBe(38)
  expect(await child.stop()).toBe(0)
})

/** A stream on a fresh connection: its status once the head arrives; the socket stays open. */
function openStream(port: number, path: string): Promise<{ status: number; socket: ReturnType<typeof connect> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let data = ''
    socket.on('error', reject)
    socket.on('data', (chunk) => {
      data += chunk.toString()
      const status = /^HTTP\/1\.1 (\d{3})/.exec(data)
      if (status) resolve({ status: Number(status[1]), socket })
    })
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`)
  })
}

test('should count CMS_STREAMS_PER_TENANT over both workers, and free a closed stream for either', async () => {
  const { child } = await twoWorkers({ CMS_STREAMS_PER_TENANT: '3' })
  const path = '/public/changes/stream?tenant=acme'
  const opened = await Promise.all(Array.from({ length: 12 }, () => openStream(child.port, path)))
  try {
    // public streams leave one of the three to streams with credentials
    expect(statuses(opened)).toEqual({ 200: 2, 503: 10 })
    for (const o of opened.filter((o) => o.status === 503)) o.socket.destroy()
    // one stream closes: a new one opens, whichever worker takes it
    opened.find((o) => o.status === 200)!.socket.destroy()
    let again = await openStream(child.port, path)
    for (let i = 0; i < 200 && again.status !== 200; i++) {
      again.socket.destroy()
      await Bun.sleep(10)
      again = await openStream(child.port, path)
    }
    expect(again.status).toBe(200)
    opened.push(again)
    const over = await Promise.all(Array.from({ length: 6 }, () => openStream(child.port, path)))
    expect(statuses(over)).toEqual({ 503: 6 })
    over.forEach((o) => o.socket.destroy())
  } finally {
    opened.forEach((o) => o.socket.destroy())
  }
  expect(await child.stop()).toBe(0)
})

test('should refuse to start on a port a server already holds, with one line, instead of sharing it', async () => {
  const { dir, child } = await twoWorkers()
  // without the probe, a second node's workers joined the first one's port (SO_REUSEPORT) and
  // answered part of its connections, from another data folder
  const second = await cli(['serve', '--host', '127.0.0.1', '--port', String(child.port), '--data', dir + '-second', '--workers', '2'])
  dirs.push(dir + '-second')
  expect(second.exitCode).toBe(1)
  expect(second.stderr.trim()).toBe(`error: Failed to start server. Is port ${child.port} in use?`)
  const bad = await cli(['serve', '--port', '99999', '--data', dir + '-second'])
  expect(bad.exitCode).toBe(1)
  expect(bad.stderr.trim()).toBe('error: port must be an integer from 0 to 65535, got "99999"')
  expect(await child.stop()).toBe(0)
})
