/**
 * Fuzzing every operation of the service's own /openapi.json: random and hostile path values,
 * query parameters, headers and bodies, built from each operation's declared parameters and
 * schemas and then broken on purpose. Whatever arrives, the service must never answer 5xx, and
 * every 4xx must be an RFC 7807 problem without internals. A fixed seed and budget keep CI
 * deterministic and fast; for a longer run by hand:
 *   CMS_FUZZ_CASES=200 CMS_FUZZ_SEED=7 bun test --timeout 600000 test/contract/openapi-fuzz.test.ts
 */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { image } from '../helpers/media'
import { startTestService, type RoleName } from '../helpers/service'

// note: read here, never in src/ (only config.ts reads the environment there)
const CASES = Number(process.env.CMS_FUZZ_CASES ?? 10)
const SEED = Number(process.env.CMS_FUZZ_SEED ?? 20261123)

const t = startTestService()
const TENANT = 'acme'
let tokens: Record<RoleName, string>
let doc: any
/** Values that exist, so some cases get past the 404s into the operations themselves. */
const known: Record<string, string[]> = {}
let siteId = ''
/** The seeded users: cases never learn their ids, so their tokens keep working throughout. */
const spared = new Set<string>()
let mediaFile = ''

afterAll(() => t.close())
beforeAll(async () => {
  tokens = await t.tenantWithUsers(TENANT)
  doc = (await t.api('GET', '/openapi.json')).body
  const o = { tenant: TENANT, token: tokens.admin }
  const tag = await t.api('POST', '/admin/tags', { ...o, body: { name: { fr: 'Étiquette' } } })
  const article = await t.api('POST', '/admin/articles', { ...o, body: { title: { fr: 'Bonjour' }, tags: [tag.body['@id']], status: 'published' } })
  const form = new FormData()
  form.append('file', new File([(await image('image/png', 40, 30)) as Uint8Array<ArrayBuffer>], 'a.png'))
  const media = await t.api('POST', '/admin/media', { ...o, raw: form })
  mediaFile = media.body.filename
  siteId = (await t.api('GET', '/admin/sites', o)).body[0].uuid
  for (const u of (await t.api('GET', '/admin/users', o)).body['hydra:member']) spared.add(u.id)
  known.id = [article.body.id, tag.body.id, media.body.id, siteId]
  known.slug = [article.body.slug, tag.body.slug]
})

/** mulberry32: small, seedable, good enough to pick cases. */
function rng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let r = Math.imul(a ^ (a >>> 15), 1 | a)
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!
  const chance = (p: number) => next() < p
  /** A version-4 uuid from this generator (crypto.randomUUID would break the fixed seed). */
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => int(16).toString(16))
    hex[12] = '4'
    hex[16] = '89ab'[int(4)]!
    const h = hex.join('')
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
  }
  return { next, int, pick, chance, uuid }
}

/** URL-encodes; a lone surrogate (no UTF-8 form) becomes the invalid bytes a raw client could send. */
const enc = (text: string) => {
  try {
    return encodeURIComponent(text)
  } catch {
    return '%ED%A0%80'
  }
}
type Rng = ReturnType<typeof rng>

const HOSTILE_STRINGS = [
  '', ' ', '../../../../etc/passwd', '..%2f..%2fetc%2fpasswd', '%00', '\u0000', "' OR 1=1 --", '"; DROP TABLE users; --',
  '<script>alert(1)</script>', '${7*7}', '{{7*7}}', '%s%s%s%n', 'null', 'undefined', 'NaN', 'Infinity', '-1', '0', '1e400',
  '9999999999999999999999', '-9223372036854775809', 'true', '[]', '{}', '\u202e\u0301\ud83d\ude00', '\ud800', 'é'.repeat(300),
  'x'.repeat(5000), '*', '?', '#', '%', '%%', '%zz', '/', '//', '\\', 'a\r\nX-Injected: 1', 'fr', 'en', 'de', '__proto__',
  'constructor', 'prototype', '2026-13-45', '2026-11-01T25:61:00Z', '00000000-0000-0000-0000-000000000000',
]

const HOSTILE_JSON: unknown[] = [
  null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, '', 'x', [], [null], {}, { '': '' },
  { __proto__: { admin: true } }, JSON.parse('{"__proto__":{"polluted":1}}'), { constructor: { prototype: { x: 1 } } },
  'x'.repeat(70000), JSON.parse('['.repeat(40) + ']'.repeat(40)), { fr: null }, { fr: 1 }, { de: 'x' }, { fr: ['a'] },
  { '@id': '/admin/articles/../../users' }, '/admin/tags/not-a-uuid', '/admin/users/' + '0'.repeat(36),
]

/** How often a value is swapped for a hostile one: each case is either mostly valid or rough. */
let hostileRate = 0.15

function deref(schema: any): any {
  let s = schema
  for (let i = 0; s?.$ref && i < 10; i++) s = s.$ref.split('/').slice(1).reduce((o: any, k: string) => o?.[k], doc)
  return s ?? {}
}

/** A value for a schema: mostly plausible, sometimes hostile, sometimes of the wrong type. */
function valueFor(r: Rng, schema: any, depth = 0): unknown {
  const s = deref(schema)
  if (r.chance(hostileRate)) return r.pick(HOSTILE_JSON)
  const options = s.anyOf ?? s.oneOf
  if (options) return valueFor(r, r.pick(options), depth)
  if (s.allOf) return valueFor(r, s.allOf[0], depth)
  if (s.enum) return r.chance(0.8) ? r.pick(s.enum) : r.pick(HOSTILE_STRINGS)
  const type = Array.isArray(s.type) ? r.pick(s.type) : s.type
  switch (type) {
    case 'string':
      return stringFor(r, s)
    case 'integer':
      return r.pick([0, 1, 2, -1, 7, 100, 2 ** 31, 2 ** 53, -(2 ** 53)])
    case 'number':
      return r.pick([0, 0.5, 1, -1, 1e-9, 99.99, 1e21])
    case 'boolean':
      return r.chance(0.5)
    case 'null':
      return null
    case 'array': {
      if (depth > 4) return []
      return Array.from({ length: r.int(4) }, () => valueFor(r, s.items ?? {}, depth + 1))
    }
    case 'object':
    default: {
      if (depth > 4) return {}
      const out: Record<string, unknown> = {}
      const props = Object.entries<any>(s.properties ?? {})
      for (const [name, sub] of props) {
        if ((s.required ?? []).includes(name) ? r.chance(0.9) : r.chance(0.6)) out[name] = valueFor(r, sub, depth + 1)
      }
      if (s.additionalProperties || r.chance(0.2)) out[r.pick(['fr', 'en', 'extra', '__proto__', 'id', '@id', 'version'])] = valueFor(r, {}, depth + 1)
      return out
    }
  }
}

function stringFor(r: Rng, s: any): string {
  if (r.chance(hostileRate * 1.5)) return r.pick(HOSTILE_STRINGS)
  switch (s.format) {
    case 'uuid':
      return r.chance(0.6) && known.id?.length ? r.pick(known.id) : r.uuid()
    case 'date-time':
      return r.pick(['2026-11-01T10:00:00+00:00', '2030-01-01T00:00:00Z', '1970-01-01T00:00:00Z', '2026-11-01'])
    case 'email':
      return r.pick(['admin@acme.test', 'editor@acme.test', `fuzz${r.int(1e6)}@acme.test`, 'not-an-email'])
    case 'uri':
    case 'url':
      return r.pick(['https://example.com/hook', 'http://127.0.0.1/x', 'ftp://x', 'javascript:alert(1)'])
    case 'iri-reference':
      return r.pick(['/admin/tags/' + (known.id?.[1] ?? ''), '/admin/articles/' + r.uuid(), '/admin/media/' + (known.id?.[2] ?? ''), 'not-an-iri'])
    case 'password':
      return r.pick(['correct-horse-battery', 'short', 'x'.repeat(200)])
  }
  return r.pick(['hello', 'Bonjour le monde', 'a-slug', 'x', '  padded  ', 'ROLE_CMS_ADMIN', 'published', 'draft', String(r.int(1000))])
}

/** A path segment: a known id or slug, a random uuid, or something hostile (URL-encoded). */
function pathValue(r: Rng, name: string, collection: string): string {
  const roll = r.next()
  if (name === 'tenant') return enc(roll < 0.7 ? TENANT : r.pick(HOSTILE_STRINGS))
  if (name === 'asset' || name === 'path') return roll < 0.5 ? mediaFile : enc(r.pick(HOSTILE_STRINGS)).replace(/%2F/gi, r.chance(0.5) ? '/' : '%2F')
  if (name === 'type') return roll < 0.6 ? r.pick(['Article', 'Tag', 'User', 'Media', 'AuditLogEntry']) : enc(r.pick(HOSTILE_STRINGS))
  if (name === 'version') return roll < 0.6 ? r.pick(['1', '2', '0', '-1', '999999999999']) : enc(r.pick(HOSTILE_STRINGS))
  const ids = known[collection]?.length ? known[collection]! : known.id
  if (roll < 0.6 && ids?.length) return r.pick(ids)
  if (roll < 0.65) return r.uuid()
  if (roll < 0.75 && known.slug?.length) return r.pick(known.slug)
  return enc(r.pick(HOSTILE_STRINGS)) || 'x'
}

function queryFor(r: Rng, params: any[]): string {
  const q: string[] = []
  for (const p of params.filter((p) => p.in === 'query')) {
    if (!(p.required || r.chance(0.3))) continue
    const value = r.chance(0.7) ? valueFor(r, p.schema ?? { type: 'string' }) : r.pick(HOSTILE_STRINGS)
    const text = typeof value === 'string' ? value : JSON.stringify(value)
    q.push(`${enc(p.name)}=${enc(text ?? '')}`)
    if (r.chance(0.1)) q.push(`${enc(p.name)}=${enc(r.pick(HOSTILE_STRINGS))}`)
  }
  // parameters nobody declared, and malformed query strings
  if (r.chance(0.3)) q.push(r.pick(['order[nope]=asc', 'order[created_at]=sideways', 'page=0', 'page=-3', 'itemsPerPage=100000', 'per_page=abc', 'properties[]=x', 'locale=xx', '%', 'a[=1', 'a]=1', '[]=1', 'page[]=2', 'order=created_at', '&&&', '=', 'q=%FF%FE']))
  return q.length ? '?' + q.join('&') : ''
}

const TOKEN_CHOICES = (r: Rng): string | null => {
  const roll = r.next()
  if (roll < 0.6) return `Bearer ${tokens.admin}`
  if (roll < 0.75) return `Bearer ${tokens[r.pick(['editor', 'author', 'viewer'] as const)]}`
  if (roll < 0.8) return null
  return r.pick(['Bearer', 'Bearer ', 'Bearer x.y.z', 'Basic YWRtaW46YWRtaW4=', `Bearer ${tokens.admin}x`, 'Bearer cms_' + 'a'.repeat(40), 'bearer ' + tokens.viewer, '\u00ff'])
}

function headersFor(r: Rng, op: any, contentTypes: string[]): Record<string, string> {
  const h: Record<string, string> = {}
  const params: any[] = (op.parameters ?? []).map(deref)
  const names = new Set(params.filter((p) => p.in === 'header').map((p) => p.name.toLowerCase()))
  if (names.has('x-tenant-id') || r.chance(0.2)) {
    const roll = r.next()
    if (roll < 0.8) h['X-Tenant-Id'] = TENANT
    else if (roll < 0.9) h['X-Tenant-Id'] = r.pick(['nope', 'ACME', 'a', '../acme', 'acme ', 'x'.repeat(100)])
  }
  const auth = TOKEN_CHOICES(r)
  if (auth) h.Authorization = auth
  if (r.chance(0.15)) h['X-Site-Id'] = r.pick([siteId, siteId, r.uuid(), 'not-a-uuid', ''])
  if (r.chance(0.15)) h['If-Match'] = r.pick(['*', '"abc"', 'W/"x"', '', '"' + 'a'.repeat(200) + '"'])
  if (r.chance(0.15)) h['If-None-Match'] = r.pick(['*', '"abc"', ''])
  if (r.chance(0.1)) h['X-Preview-Token'] = r.pick(['x', tokens.admin, 'a.b.c'])
  if (r.chance(0.1)) h.Range = r.pick(['bytes=0-10', 'bytes=-5', 'bytes=10-0', 'bytes=abc', 'bytes=0-0,5-9', 'bytes=99999999-'])
  if (r.chance(0.1)) h.Accept = r.pick(['text/html', 'application/xml', '*/*', 'image/webp', ''])
  if (r.chance(0.1)) h['X-Request-Id'] = r.pick(['abc', 'x'.repeat(300), '\u00e9'])
  if (contentTypes.length || r.chance(0.1)) {
    h['Content-Type'] = r.chance(0.8) && contentTypes.length ? r.pick(contentTypes) : r.pick(['text/plain', 'application/xml', 'multipart/form-data', 'application/json; charset=latin1', 'multipart/form-data; boundary=x', ''])
  }
  return h
}

async function bodyFor(r: Rng, op: any, contentType: string | undefined): Promise<BodyInit | undefined> {
  const content = op.requestBody?.content ?? {}
  const schema = content[contentType ?? '']?.schema ?? Object.values<any>(content)[0]?.schema
  if (contentType?.startsWith('multipart/form-data')) {
    const form = new FormData()
    const roll = r.next()
    if (roll < 0.5) form.append('file', new File([(await image('image/png', 8 + r.int(20), 8 + r.int(20))) as Uint8Array<ArrayBuffer>], r.pick(['a.png', '../../x.png', 'é.png', ''])))
    else if (roll < 0.7) form.append('file', new File([r.pick(['', 'plain text', '<svg onload=alert(1)>', '%PDF-1.4 broken', '\u0000\u0001'])], 'x.bin'))
    if (r.chance(0.4)) form.append('visibility', r.pick(['public', 'private', 'secret', '']))
    if (r.chance(0.4)) form.append('alt', r.pick(['{"fr":"x"}', '{', '[]', 'null', '{"de":"x"}', '{"fr":1}']))
    if (r.chance(0.2)) form.append(r.pick(['file', 'other']), r.pick(['text', '']))
    // note: half the time the form is sent with a boundary the Content-Type does not announce
    return r.chance(0.8) ? form : 'not a multipart body'
  }
  const roll = r.next()
  if (roll < 0.65) return JSON.stringify(valueFor(r, schema ?? {}))
  if (roll < 0.8) return JSON.stringify(r.pick(HOSTILE_JSON))
  return r.pick(['', '{', '{"a":', 'nul', '\u0000', '{"a":1}{"b":2}', '[' .repeat(5000), '"x"', 'x'.repeat(100), '\ufeff{}'])
}

/** Ids the service answered with, per collection, so later cases address items that exist. */
function remember(text: string): void {
  let body: any
  try {
    body = JSON.parse(text)
  } catch {
    return
  }
  for (const item of [body, ...(Array.isArray(body?.['hydra:member']) ? body['hydra:member'] : [])]) {
    const m = typeof item?.['@id'] === 'string' ? /^\/(?:admin|public)\/([a-z-]+)\/([^/]+)$/.exec(item['@id']) : null
    if (!m || spared.has(m[2]!)) continue
    const list = (known[m[1]!] ??= [])
    if (!list.includes(m[2]!) && list.length < 50) list.push(m[2]!)
  }
}

type Failure = { case: string; status: number; body: string }

/** The body; of a live change stream (which never ends by itself), its opening lines. */
async function bodyText(res: Response): Promise<string> {
  if (!(res.headers.get('content-type') ?? '').startsWith('text/event-stream')) return res.text()
  const reader = res.body!.getReader()
  const { value } = await reader.read()
  await reader.cancel()
  return new TextDecoder().decode(value)
}

async function fuzzOperation(r: Rng, method: string, path: string, op: any, failures: Failure[]): Promise<number> {
  const params: any[] = (op.parameters ?? []).map(deref)
  let sent = 0
  for (let i = 0; i < CASES; i++) {
    // note: mostly valid cases reach deep into the operations; rough ones test the edges
    hostileRate = r.chance(0.4) ? 0.02 : 0.15
    const collection = /^\/(?:admin|public)\/([a-z-]+)/.exec(path)?.[1] ?? ''
    const url = path.replace(/\{([^}]+)\}/g, (_m, name) => pathValue(r, name, collection)) + queryFor(r, params)
    const contentTypes = Object.keys(op.requestBody?.content ?? {})
    const headers = headersFor(r, op, contentTypes)
    const hasBody = !!op.requestBody || r.chance(0.1)
    let body = hasBody && method !== 'GET' && method !== 'HEAD' ? await bodyFor(r, op, headers['Content-Type']) : undefined
    if (body instanceof FormData) delete headers['Content-Type'] // fetch sets the boundary
    const verb = r.chance(0.03) ? r.pick(['PUT', 'PATCH', 'DELETE', 'OPTIONS']) : method.toUpperCase()
    if (verb === 'GET' || verb === 'HEAD') body = undefined
    let res: Response
    try {
      res = await t.service.fetch(new Request(`http://cms.test${url}`, { method: verb, headers, body }))
    } catch (err) {
      // an invalid URL or header the Request constructor refuses never reaches a server
      if (err instanceof TypeError) continue
      throw err
    }
    sent++
    const text = await bodyText(res)
    if (res.status < 300) remember(text)
    const label = `${verb} ${url.slice(0, 200)} ${JSON.stringify(headers).slice(0, 300)} body=${typeof body === 'string' ? body.slice(0, 200) : body ? '[form]' : ''}`
    if (res.status >= 500) failures.push({ case: label, status: res.status, body: text.slice(0, 300) })
    else if (res.status >= 400 && verb !== 'HEAD') {
      let problem: any = null
      try {
        problem = JSON.parse(text)
      } catch {}
      const ok =
        (res.headers.get('content-type') ?? '').startsWith('application/problem+json') &&
        problem?.type === 'https://tools.ietf.org/html/rfc7807' &&
        problem.status === res.status &&
        typeof problem.title === 'string' &&
        typeof problem.detail === 'string' &&
        !/SQLITE|at \w+ \(|\.ts:\d+/.test(text)
      if (!ok) failures.push({ case: label, status: res.status, body: text.slice(0, 300) })
    }
  }
  return sent
}

test(`should answer every operation of /openapi.json without a 5xx, and every 4xx as a problem (${CASES} cases each, seed ${SEED})`, async () => {
  const r = rng(SEED)
  const failures: Failure[] = []
  let sent = 0
  const operations = Object.entries<any>(doc.paths).flatMap(([path, item]) =>
    Object.entries<any>(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({ path, method, op })),
  )
  expect(operations.length).toBeGreaterThan(100)
  for (const { path, method, op } of operations) sent += await fuzzOperation(r, method, path, op, failures)
  expect(sent).toBeGreaterThan(operations.length * CASES * 0.9)
  expect(failures).toEqual([])
}, 120_000)
