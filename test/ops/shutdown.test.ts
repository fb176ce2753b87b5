/**
 * Graceful shutdown of a real `cms serve` process: SIGTERM during a request that is
 * still sending its body; the request gets its answer, the process exits 0, and every database
 * was checkpointed and closed (no `-wal` with content left).
 */
import { Database } from 'bun:sqlite'
import { afterAll, expect, test } from 'bun:test'
import { readdirSync, rmSync, statSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { join } from 'node:path'
import { cli, http, loginChild, newDataDir, seedTenants, startChild } from '../helpers/child'

const dirs: string[] = []
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

/** Every `*-wal` file under the data dir, with its size. */
function walFiles(dir: string): { file: string; size: number }[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('-wal'))
    .map((f) => ({ file: f, size: statSync(join(dir, f)).size }))
}

async function pollUntil(what: string, check: () => Promise<boolean> | boolean, tries = 200): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await check()) return
    await Bun.sleep(25)
  }
  throw new Error(`gave up waiting: ${what}`)
}

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect(port, '127.0.0.1')
    s.on('error', () => resolve(true))
    s.on('connect', () => {
      s.destroy()
      resolve(false)
    })
  })

/**
 * A raw HTTP/1.1 client that sends the headers now and the body when told.
 * note: Host carries the port; Elysia misroutes a Host shorter than 4 characters.
 */
function slowRequest(port: number, head: string): { socket: Socket; received: () => string; closed: Promise<string> } {
  const socket = connect(port, '127.0.0.1')
  let data = ''
  socket.on('data', (chunk) => (data += chunk.toString()))
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(data)))
  socket.on('error', () => {})
  socket.write(head.replace('\r\n', `\r\nHost: 127.0.0.1:${port}\r\n`))
  return { socket, received: () => data, closed }
}

async function serverWithArticle() {
  const dir = newDataDir()
  dirs.push(dir)
  await seedTenants(dir, ['acme'])
  return { dir }
}

test('should answer an in-flight request after SIGTERM, exit 0 and leave no WAL content', async () => {
  const { dir } = await serverWithArticle()
  const child = await startChild(dir)
  const token = await loginChild(child, 'acme')
  const created = await http(child, 'POST', '/admin/articles', { tenant: 'acme', token, body: { title: { fr: 'Avant' } } })
  expect(created.status).toBe(201)
  expect(walFiles(dir).some((w) => w.size > 0)).toBe(true) // the server holds un-checkpointed writes

  const health = await cli(['health', '--port', String(child.port)])
  expect(health.exitCode).toBe(0)

  const body = JSON.stringify({ title: { en: 'Written after SIGTERM' } })
  const req = slowRequest(
    child.port,
    `PATCH /admin/articles/${created.body.id} HTTP/1.1\r\nX-Tenant-Id: acme\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: application/merge-patch+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
  )
  // the server sends 100 Continue once the handler runs: from here the request is in flight
  await pollUntil('100 Continue', () => req.received().includes('100 Continue'))
  child.proc.kill('SIGTERM')
  await pollUntil('the listener to close', () => refusesConnections(child.port))
  req.socket.write(body.slice(0, 5))
  await Bun.sleep(50) // a client that dribbles its body
  req.socket.write(body.slice(5))

  const raw = await req.closed
  expect(raw).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /)
  expect(await child.proc.exited).toBe(0)
  expect(await child.stderr()).toContain('SIGTERM')
  expect(walFiles(dir).filter((w) => w.size > 0)).toEqual([])

  const db = new Database(join(dir, 'tenants/acme/cms.db'), { readonly: true })
  const row = db.query('SELECT title FROM articles WHERE uuid = ?').get(created.body.id) as { title: string }
  db.close()
  expect(JSON.parse(row.title)).toEqual({ fr: 'Avant', en: 'Written after SIGTERM' })

  const down = await cli(['health', '--port', String(child.port)])
  expect(down.exitCode).toBe(1)
  expect(down.stderr.trim().split('\n')).toHaveLength(1)
})

test('should stop waiting for a stuck request after CMS_SHUTDOWN_TIMEOUT and still close the databases', async () => {
  const { dir } = await serverWithArticle()
  const child = await startChild(dir, { CMS_SHUTDOWN_TIMEOUT: '1s' })
  const token = await loginChild(child, 'acme')
  expect((await http(child, 'POST', '/admin/articles', { tenant: 'acme', token, body: { title: { fr: 'Un' } } })).status).toBe(201)

  // a body that never comes: the request holds the tenant's database handle
  const req = slowRequest(
    child.port,
    `POST /admin/articles HTTP/1.1\r\nX-Tenant-Id: acme\r\nAuthorization: Bearer ${token}\r\n` +
      'Content-Type: application/json\r\nContent-Length: 100\r\nExpect: 100-continue\r\n\r\n',
  )
  await pollUntil('100 Continue', () => req.received().includes('100 Continue'))
  child.proc.kill('SIGTERM')

  expect(await child.proc.exited).toBe(0)
  expect(await child.stderr()).toContain('did not finish in time')
  expect(await req.closed).not.toContain('201')
  expect(walFiles(dir).filter((w) => w.size > 0)).toEqual([])
})
