/**
 * Change streams with `cms serve --workers 2` (CONTRACT §13): streams and writes land on either
 * worker (each stream is its own connection, spread by the kernel), so a stream learns of writes
 * made by the other worker from the database. Every stream gets every change once, and SIGTERM
 * ends the open streams and the process cleanly.
 */
import { afterAll, expect, test } from 'bun:test'
import { rmSync } from 'node:fs'
import { http, loginChild, newDataDir, seedTenants, startChild, type Child } from '../helpers/child'
import { SseReader } from '../helpers/sse'

const dirs: string[] = []
const children: Child[] = []
afterAll(() => {
  for (const c of children) c.proc.kill('SIGKILL')
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }))
})

test('should deliver every change once to streams on both workers, and end them on SIGTERM', async () => {
  const dir = newDataDir()
  dirs.push(dir)
  await seedTenants(dir, ['acme'])
  const child = await startChild(dir, { CMS_WORKERS: '2' })
  children.push(child)
  const token = await loginChild(child, 'acme')
  const headers = { 'X-Tenant-Id': 'acme', Authorization: `Bearer ${token}` }
  // for 8 connections, all on one worker has odds of 2^-7
  const streams = await Promise.all(Array.from({ length: 8 }, () => fetch(`${child.url}/admin/changes/stream?resource=tags`, { headers })))
  for (const s of streams) expect(s.status).toBe(200)
  const readers = streams.map((s) => new SseReader(s.body!))
  for (const r of readers) await r.next() // `retry:` and the first comment: the stream is open

  const total = 20
  for (let i = 0; i < total; i++) {
    // each write on a fresh connection, so writes land on both workers too
    const res = await fetch(`${child.url}/admin/tags`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json', Connection: 'close' },
      body: JSON.stringify({ name: { fr: `Tag ${i}` } }),
    })
    expect(res.status).toBe(201)
  }
  const listed = (await http(child, 'GET', '/admin/changes?resource=tags', { tenant: 'acme', token })).body['hydra:member'].map((c: { id: string }) => c.id)
  expect(listed).toHaveLength(total)
  for (const r of readers) {
    const seen: string[] = []
    while (seen.length < total) seen.push(JSON.parse((await r.nextEvent())!.data!).id)
    expect(seen).toEqual(listed)
  }

  const stopped = child.stop()
  // every open stream ends (its reader sees the end) and the process exits 0
  for (const r of readers) {
    let frame = await r.next()
    while (frame !== null) frame = await r.next()
  }
  expect(await stopped).toBe(0)
}, 60_000)
