/**
 * Body limits over a real socket (CONTRACT §10, §14): every refusal is a problem with its
 * X-Request-Id, whatever the size and whether or not the body says its length. In-process calls
 * never meet Bun's own cap, which answered a bare 413 to any body past the upload limit + 2 MB.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { connect } from 'node:net'
import { withTenantScope } from '../../src/cli/common'
import { createTenant } from '../../src/domain/tenants'
import { resourceByPath } from '../../src/resources'
import { startServer } from '../../src/server'
import { createItem } from '../../src/store/repository'
import { makeConfig, PASSWORD } from '../helpers/service'

const MB = 1024 * 1024
const dir = mkdtempSync(join(tmpdir(), 'cms-body-'))
const config = makeConfig(dir, { CMS_PORT: '0', CMS_HOST: '127.0.0.1', CMS_MAX_UPLOAD_MB: '1' })
let server: ReturnType<typeof startServer>
let base: string
let token: string

beforeAll(async () => {
  server = startServer(config, { signals: false })
  base = `http://127.0.0.1:${server.port}`
  createTenant(server.service.ctx.registry, { slug: 'acme', name: 'Acme' })
  await withTenantScope(config, 'acme', (scope) =>
    createItem(scope, resourceByPath('users'), { email: 'admin@acme.test', password: PASSWORD, roles: ['ROLE_CMS_ADMIN'] }),
  )
  const res = await fetch(`${base}/auth/token`, {
    method: 'POST',
    headers: { 'X-Tenant-Id': 'acme', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@acme.test', password: PASSWORD }),
  })
  token = (await res.json()).token
}, 60_000)
afterAll(async () => {
  await server.shutdown()
  rmSync(dir, { recursive: true, force: true })
})

const auth = () => ({ 'X-Tenant-Id': 'acme', Authorization: `Bearer ${token}` })

/** A body sent in 64 KiB pieces with no Content-Length (chunked), `total` bytes of `byte`. */
function chunked(total: number, head = new Uint8Array(), byte = 0x20): ReadableStream<Uint8Array> {
  let sent = 0
  let first = true
  return new ReadableStream({
    pull(c) {
      if (first) {
        first = false
        if (head.length) return c.enqueue(head)
      }
      if (sent >= total) return c.close()
      const n = Math.min(64 * 1024, total - sent)
      sent += n
      c.enqueue(new Uint8Array(n).fill(byte))
    },
  })
}

async function expectProblem413(res: Response, detail: string) {
  expect(res.status).toBe(413)
  expect(res.headers.get('content-type')).toBe('application/problem+json')
  expect(res.headers.get('x-request-id')).toBeString()
  expect(await res.json()).toMatchObject({ status: 413, title: 'Payload Too Large', detail })
}

const mediaTemp = () => readdirSync(join(dir, 'tenants', 'acme'), { recursive: true }).filter((p) => String(p).includes('tmp') || String(p).includes('.part'))

test('should answer a problem to an upload far past the limit, announced by its Content-Length', async () => {
  // only the head is sent: the answer comes before the body, as a client sending 60 MB would see
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1')
    let data = ''
    socket.on('data', (chunk) => (data += chunk.toString()))
    socket.on('error', reject)
    socket.on('close', () => resolve(data))
    socket.write(
      `POST /admin/media HTTP/1.1\r\nHost: x\r\nX-Tenant-Id: acme\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: multipart/form-data; boundary=b\r\nContent-Length: ${60 * MB}\r\nConnection: close\r\n\r\n--b\r\n`,
    )
    setTimeout(() => socket.end(), 2000)
  })
  expect(answer).toStartWith('HTTP/1.1 413')
  expect(answer.toLowerCase()).toContain('x-request-id: ')
  expect(answer).toContain('"detail":"The file is too large; the limit is 1 MB."')
})

test('should stop a chunked upload at the limit even when the big part is not the file', async () => {
  const head = new TextEncoder().encode('--b\r\nContent-Disposition: form-data; name="other"; filename="x.bin"\r\n\r\n')
  const res = await fetch(`${base}/admin/media`, {
    method: 'POST',
    headers: { ...auth(), 'Content-Type': 'multipart/form-data; boundary=b' },
    body: chunked(3 * MB, head),
    duplex: 'half',
  } as RequestInit)
  // a part other than `file` is a field, even with a file name: the fields' limit stops it first
  await expectProblem413(res, 'The form field "other" is too large.')
  expect(mediaTemp()).toEqual([])
})

test('should answer a problem to a JSON body past 2 MiB, with or without a Content-Length', async () => {
  const big = new Uint8Array(3 * MB).fill(0x20)
  const announced = await fetch(`${base}/admin/tags`, { method: 'POST', headers: { ...auth(), 'Content-Type': 'application/json' }, body: big })
  await expectProblem413(announced, 'The request body is too large.')
  const streamed = await fetch(`${base}/admin/tags`, {
    method: 'POST',
    headers: { ...auth(), 'Content-Type': 'application/json' },
    body: chunked(3 * MB),
    duplex: 'half',
  } as RequestInit)
  await expectProblem413(streamed, 'The request body is too large.')
  // a chunked body under the limit is read whole
  const ok = await fetch(`${base}/admin/tags`, {
    method: 'POST',
    headers: { ...auth(), 'Content-Type': 'application/json' },
    body: new Blob([JSON.stringify({ name: { fr: 'Morceaux' } })]).stream(),
    duplex: 'half',
  } as RequestInit)
  expect(ok.status).toBe(201)
  expect((await ok.json()).slug).toBe('morceaux')
})
