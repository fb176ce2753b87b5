/**
 * CONTRACT §14 "Logs": a real `cms serve` with CMS_LOG_FORMAT=json writes one JSON line per
 * request on stdout, and neither stdout nor stderr ever holds a token, password, secret or query
 * string, whatever the requests carried.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { rmSync } from 'node:fs'
import { newDataDir, seedTenants, startChild, type Child } from '../helpers/child'
import { PASSWORD, UUID_RE } from '../helpers/service'

const METRICS_TOKEN = 'metrics-secret-7f3k9q2m5x8v'
const KEYS = ['time', 'request_id', 'tenant', 'method', 'path', 'status', 'duration_ms', 'bytes', 'actor']

let dir: string
let child: Child
/** Every secret a request carried or an answer revealed, by what it is. */
const secrets: Record<string, string> = {}
/** What each request (by its X-Request-Id) got: status and body bytes. */
const sent = new Map<string, { status: number; bytes: number }>()
let lines: Record<string, unknown>[] = []
let stdout = ''
let stderr = ''

async function call(id: string, method: string, path: string, opts: { headers?: Record<string, string>; body?: unknown; form?: FormData } = {}) {
  const headers: Record<string, string> = { 'X-Tenant-Id': 'acme', 'X-Request-Id': id, ...opts.headers }
  let body: BodyInit | undefined = opts.form
  if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(opts.body)
  }
  const res = await fetch(child.url + path, { method, headers, body })
  const bytes = new Uint8Array(await res.arrayBuffer())
  sent.set(id, { status: res.status, bytes: bytes.length })
  const text = new TextDecoder().decode(bytes)
  return { status: res.status, json: text.startsWith('{') ? JSON.parse(text) : null }
}

beforeAll(async () => {
  dir = newDataDir()
  await seedTenants(dir, ['acme'])
  child = await startChild(dir, { CMS_LOG_FORMAT: 'json', CMS_METRICS_TOKEN: METRICS_TOKEN, CMS_WEBHOOK_ALLOW_PRIVATE: '1' })

  secrets.password = PASSWORD
  secrets.wrongPassword = 'wrong-password-Zq81xK'
  expect((await call('sign-in-wrong', 'POST', '/auth/token', { body: { email: 'admin@acme.test', password: secrets.wrongPassword } })).status).toBe(401)
  const signIn = await call('sign-in', 'POST', '/auth/token', { body: { email: 'admin@acme.test', password: PASSWORD } })
  expect(signIn.status).toBe(200)
  secrets.accessToken = signIn.json.token
  secrets.refreshToken = signIn.json.refresh_token
  const auth = { Authorization: `Bearer ${secrets.accessToken}` }
  const refreshed = await call('refresh', 'POST', '/auth/refresh', { body: { refresh_token: secrets.refreshToken } })
  expect(refreshed.status).toBe(200)
  secrets.refreshedToken = refreshed.json.token

  expect((await call('list', 'GET', '/admin/articles?status=draft&title=querysecret-Ab12', { headers: auth })).status).toBe(200)
  expect((await call('search', 'GET', '/public/search?q=querysecret-Cd34&per_page=5')).status).toBe(200)

  const key = await call('api-key', 'POST', '/admin/api-keys', { headers: auth, body: { name: 'ci', roles: ['ROLE_CMS_VIEWER'] } })
  expect(key.status).toBe(201)
  secrets.apiKey = key.json.key
  expect((await call('with-key', 'GET', '/admin/articles', { headers: { Authorization: `Bearer ${secrets.apiKey}` } })).status).toBe(200)

  const preview = await call('preview', 'POST', '/admin/preview-tokens', { headers: auth })
  expect(preview.status).toBe(201)
  secrets.previewToken = preview.json.token
  expect((await call('with-preview', 'GET', '/public/articles', { headers: { 'X-Preview-Token': secrets.previewToken } })).status).toBe(200)

  const hook = await call('webhook', 'POST', '/admin/webhooks', { headers: auth, body: { url: 'http://127.0.0.1:9/hook', events: ['tag.created'] } })
  expect(hook.status).toBe(201)
  secrets.webhookSecret = hook.json.secret

  const form = new FormData()
  form.append('file', new File(['private plans'], 'plans.txt', { type: 'text/plain' }))
  form.append('visibility', 'private')
  const media = await call('upload', 'POST', '/admin/media', { headers: auth, form })
  expect(media.status).toBe(201)
  const signed = new URL(media.json.urls.original, child.url)
  secrets.signature = signed.searchParams.get('signature')!
  expect((await call('signed-file', 'GET', signed.pathname + signed.search)).status).toBe(200)
  expect((await call('file-with-token', 'GET', signed.pathname, { headers: auth })).status).toBe(200)

  secrets.madeUpToken = 'made-up-bearer-token-Ef56'
  expect((await call('bad-token', 'GET', '/admin/articles', { headers: { Authorization: `Bearer ${secrets.madeUpToken}` } })).status).toBe(401)
  secrets.metricsToken = METRICS_TOKEN
  expect((await call('metrics', 'GET', '/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(200)
  expect((await call('unknown', 'GET', '/nowhere?token=querysecret-Gh78')).status).toBe(404)
  // an id that is not valid is replaced, so it never reaches the log either
  secrets.badRequestId = 'not valid querysecret-Ij90'
  expect((await fetch(`${child.url}/health`, { headers: { 'X-Request-Id': secrets.badRequestId } })).status).toBe(200)
  // a client that goes away in the middle of its body: its request, logged as no server error
  const socket = await Bun.connect({ hostname: '127.0.0.1', port: child.port, socket: { data() {} } })
  socket.write(`POST /admin/tags HTTP/1.1\r\nHost: x\r\nX-Tenant-Id: acme\r\nX-Request-Id: cut-off\r\nAuthorization: Bearer ${secrets.accessToken}\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"name":{"fr":"cut`)
  await Bun.sleep(300)
  socket.end()
  await Bun.sleep(300)

  expect(await child.stop()).toBe(0)
  stdout = await child.stdout()
  stderr = await child.stderr()
  lines = stdout.trim().split('\n').map((l) => JSON.parse(l))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

test('should never write a token, password, secret or query string', () => {
  expect(Object.keys(secrets).length).toBeGreaterThanOrEqual(12)
  for (const [what, secret] of Object.entries(secrets)) {
    expect({ what, length: typeof secret === 'string' && secret.length >= 12 }).toEqual({ what, length: true })
    expect({ what, secret, inStdout: stdout.includes(secret), inStderr: stderr.includes(secret) }).toEqual({ what, secret, inStdout: false, inStderr: false })
  }
  for (const word of ['querysecret', '?', 'signature', 'expires=']) {
    expect({ word, inLog: stdout.includes(word) || stderr.includes(word) }).toEqual({ word, inLog: false })
  }
})

test('should write one JSON object a line, with exactly the contract fields', () => {
  const [listening, ...requests] = lines
  expect(listening).toMatchObject({ level: 'info', message: expect.stringContaining('cms listening on http://127.0.0.1:') })
  // one line per request sent, and nothing else: those of `call`, the bad id's, the cut-off one's
  expect(requests).toHaveLength(sent.size + 2)
  for (const line of requests) {
    expect(Object.keys(line)).toEqual(KEYS)
    expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(typeof line.duration_ms).toBe('number')
    expect(line.duration_ms as number).toBeGreaterThanOrEqual(0)
  }
  for (const [id, answer] of sent) {
    const mine = requests.filter((l) => l.request_id === id)
    expect({ id, lines: mine.length }).toEqual({ id, lines: 1 })
    expect({ id, status: mine[0]!.status, bytes: mine[0]!.bytes }).toEqual({ id, status: answer.status, bytes: answer.bytes })
  }
  // the replaced id: a fresh UUID on the line of that request
  expect(requests.filter((l) => l.path === '/health' && UUID_RE.test(l.request_id as string))).toHaveLength(1)
})

test('should log a body the client cut off as its 400, not as an unexpected error', () => {
  expect(lines.find((l) => l.request_id === 'cut-off')).toMatchObject({ method: 'POST', path: '/admin/tags', status: 400 })
  expect(stderr).not.toContain('unexpected error')
})

test('should name the path without its query, the tenant and the actor', () => {
  const byId = (id: string) => lines.find((l) => l.request_id === id)!
  expect(byId('list')).toMatchObject({ method: 'GET', path: '/admin/articles', status: 200, tenant: 'acme', actor: expect.stringMatching(/^user:[0-9a-f-]{36}$/) })
  expect(byId('with-key')).toMatchObject({ path: '/admin/articles', tenant: 'acme', actor: expect.stringMatching(/^api_key:[0-9a-f-]{36}$/) })
  expect(byId('search')).toMatchObject({ path: '/public/search', tenant: 'acme', actor: null })
  expect(byId('signed-file')).toMatchObject({ path: expect.stringMatching(/^\/media\/acme\/[^?]+$/), tenant: 'acme', actor: null })
  expect(byId('file-with-token')).toMatchObject({ tenant: 'acme', actor: expect.stringMatching(/^user:/) })
  expect(byId('sign-in-wrong')).toMatchObject({ path: '/auth/token', status: 401, tenant: 'acme', actor: null })
  expect(byId('unknown')).toMatchObject({ path: '/nowhere', status: 404, tenant: null, actor: null })
  expect(byId('metrics')).toMatchObject({ path: '/metrics', status: 200, tenant: null })
})
