import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { signMediaPath } from '../../src/domain/media-urls'
import { setTenantStatus } from '../../src/domain/tenants'
import { fetchFile, mediaDir, storedFiles, text, uploaded } from '../helpers/media'
import { startTestService, TEST_MEDIA_STORE, type RoleName } from '../helpers/service'

const t = startTestService()
afterAll(() => t.close())

let acme: Record<RoleName, string>
let other: Record<RoleName, string>
let pub: any
let priv: any
const BODY = 'The quick brown fox jumps over the lazy dog.\n'

beforeAll(async () => {
  acme = await t.tenantWithUsers('acme')
  other = await t.tenantWithUsers('other')
  pub = await uploaded(t, text(BODY), { tenant: 'acme', token: acme.admin, filename: 'fox.txt' })
  priv = await uploaded(t, text('private plans'), { tenant: 'acme', token: acme.admin, filename: 'plans.txt', fields: { visibility: 'private' } })
})

const plain = (m: any) => m.urls.original.split('?')[0] as string
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

describe('GET /media/<tenant>/<file> headers', () => {
  test('should serve a public file with type, ETag, cache and nosniff headers, without a tenant header', async () => {
    const res = await fetchFile(t, pub.urls.original)
    expect(res.status).toBe(200)
    expect(decode(res.bytes)).toBe(BODY)
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-z]+"$/)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('accept-ranges')).toBe('bytes')
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="fox.txt"; filename*=UTF-8''fox.txt`)
  })

  test('should answer 304 for a matching If-None-Match and 200 otherwise', async () => {
    const etag = (await fetchFile(t, pub.urls.original)).headers.get('etag')!
    const cached = await fetchFile(t, pub.urls.original, { 'If-None-Match': etag })
    expect(cached.status).toBe(304)
    expect(cached.bytes.length).toBe(0)
    expect(cached.headers.get('etag')).toBe(etag)
    expect((await fetchFile(t, pub.urls.original, { 'If-None-Match': '"stale"' })).status).toBe(200)
  })
})

describe('Range requests', () => {
  const size = BODY.length
  test('should answer 206 with Content-Range for a byte range', async () => {
    const res = await fetchFile(t, pub.urls.original, { Range: 'bytes=4-8' })
    expect(res.status).toBe(206)
    expect(res.headers.get('content-range')).toBe(`bytes 4-8/${size}`)
    expect(decode(res.bytes)).toBe('quick')
    // the first byte alone (s3rver answers bytes=0-0 with the whole object)
    const first = await fetchFile(t, pub.urls.original, { Range: 'bytes=0-0' })
    expect([first.status, first.headers.get('content-range'), first.headers.get('content-length'), decode(first.bytes)]).toEqual([206, `bytes 0-0/${size}`, '1', BODY[0]])
  })

  test('should serve open and suffix ranges, clamped to the file', async () => {
    const tail = await fetchFile(t, pub.urls.original, { Range: 'bytes=-5' })
    expect(tail.status).toBe(206)
    expect(decode(tail.bytes)).toBe('dog.\n')
    const rest = await fetchFile(t, pub.urls.original, { Range: `bytes=${size - 3}-` })
    expect(rest.headers.get('content-range')).toBe(`bytes ${size - 3}-${size - 1}/${size}`)
    const clamped = await fetchFile(t, pub.urls.original, { Range: 'bytes=40-9999' })
    expect(clamped.headers.get('content-range')).toBe(`bytes 40-${size - 1}/${size}`)
    expect(decode(clamped.bytes)).toBe(BODY.slice(40))
  })

  test('should answer 416 for a range past the end', async () => {
    const res = await fetchFile(t, pub.urls.original, { Range: `bytes=${size}-` })
    expect(res.status).toBe(416)
    expect(res.headers.get('content-range')).toBe(`bytes */${size}`)
    expect(res.headers.get('content-type')).toStartWith('application/problem+json')
  })

  test('should serve the whole file for a malformed range or a stale If-Range', async () => {
    expect((await fetchFile(t, pub.urls.original, { Range: 'bytes=9-2' })).status).toBe(200)
    expect((await fetchFile(t, pub.urls.original, { Range: 'pages=1' })).status).toBe(200)
    const stale = await fetchFile(t, pub.urls.original, { Range: 'bytes=0-2', 'If-Range': '"old"' })
    expect(stale.status).toBe(200)
    expect(decode(stale.bytes)).toBe(BODY)
  })
})

describe('private files', () => {
  test('should refuse a private file without a token or signature', async () => {
    const res = await fetchFile(t, plain(priv))
    expect(res.status).toBe(401)
    expect(decode(res.bytes)).not.toContain('private plans')
  })

  test('should serve it with a token of the tenant, any role', async () => {
    for (const role of ['viewer', 'admin'] as const) {
      const res = await fetchFile(t, plain(priv), { Authorization: `Bearer ${acme[role]}` })
      expect(res.status).toBe(200)
      expect(decode(res.bytes)).toBe('private plans')
      expect(res.headers.get('cache-control')).toBe('private, no-cache')
    }
  })

  test('should refuse a token of another tenant or a bad token', async () => {
    expect((await fetchFile(t, plain(priv), { Authorization: `Bearer ${other.admin}` })).status).toBe(403)
    expect((await fetchFile(t, plain(priv), { Authorization: 'Bearer not.a.jwt' })).status).toBe(401)
  })

  test('should take an API key of the tenant in the path only, whatever X-Tenant-Id names', async () => {
    const keyOf = async (tenant: string, token: string) => {
      const res = await t.api('POST', '/admin/api-keys', { tenant, token, body: { name: 'media', roles: ['ROLE_CMS_VIEWER'] } })
      expect(res.status).toBe(201)
      return res.body.key as string
    }
    const own = await keyOf('acme', acme.admin)
    const foreign = await keyOf('other', other.admin)
    expect((await fetchFile(t, plain(priv), { Authorization: `Bearer ${own}` })).status).toBe(200)
    expect((await fetchFile(t, plain(priv), { Authorization: `Bearer ${own}`, 'X-Tenant-Id': 'acme' })).status).toBe(200)
    expect((await fetchFile(t, plain(priv), { Authorization: `Bearer ${foreign}` })).status).toBe(401)
    // the key is valid in the tenant the header names, not in the one the file belongs to
    expect((await fetchFile(t, plain(priv), { Authorization: `Bearer ${foreign}`, 'X-Tenant-Id': 'other' })).status).toBe(401)
  })

  test('should serve the signed URL of urls, and refuse an expired or altered one', async () => {
    const signed = await fetchFile(t, priv.urls.original)
    expect(signed.status).toBe(200)
    expect(decode(signed.bytes)).toBe('private plans')

    const past = Math.floor(Date.now() / 1000) - 10
    const sig = signMediaPath(t.config.jwtSecret, 'acme', priv.filename, past)
    const expired = await fetchFile(t, `${plain(priv)}?expires=${past}&signature=${sig}`)
    expect(expired.status).toBe(403)

    const url = new URL(priv.urls.original, 'http://cms.test')
    const later = Number(url.searchParams.get('expires')) + 3600
    const altered = await fetchFile(t, `${plain(priv)}?expires=${later}&signature=${url.searchParams.get('signature')}`)
    expect(altered.status).toBe(403)
    // a signature is bound to its file: it opens no other private file
    const second = await uploaded(t, text('other secret'), { tenant: 'acme', token: acme.admin, fields: { visibility: 'private' } })
    expect((await fetchFile(t, `${plain(second)}?${url.searchParams}`)).status).toBe(403)
  })

  test('should follow a visibility change made by PATCH', async () => {
    const m = await uploaded(t, text('soon public'), { tenant: 'acme', token: acme.admin, fields: { visibility: 'private' } })
    expect((await fetchFile(t, plain(m))).status).toBe(401)
    const made = await t.api('PATCH', `/admin/media/${m.id}`, { tenant: 'acme', token: acme.editor, body: { visibility: 'public' } })
    expect(made.status).toBe(200)
    expect(made.body.urls.original).toBe(plain(m))
    expect((await fetchFile(t, plain(m))).status).toBe(200)
    const back = await t.api('PATCH', `/admin/media/${m.id}`, { tenant: 'acme', token: acme.editor, body: { visibility: 'private' } })
    expect(back.body.urls.original).toContain('signature=')
    expect((await fetchFile(t, plain(m))).status).toBe(401)
    expect((await fetchFile(t, back.body.urls.original)).status).toBe(200)
  })
})

describe('what is never served', () => {
  test('should answer 404 for unknown files and files of another tenant', async () => {
    expect((await fetchFile(t, '/media/acme/01000000-0000-7000-8000-000000000000.txt')).status).toBe(404)
    expect((await fetchFile(t, `/media/other/${pub.filename}`)).status).toBe(404)
    expect((await fetchFile(t, `/media/nope/${pub.filename}`)).status).toBe(404)
    // a known uuid with a name that is not one of its files
    expect((await fetchFile(t, `/media/acme/${pub.id}-medium.txt`)).status).toBe(404)
  })

  test('should answer 404 for a stored file that no row knows', async () => {
    const name = '01000000-0000-7000-8000-00000000abcd.txt'
    await storedFiles(t, 'acme').write(name, text('stray'))
    expect((await fetchFile(t, `/media/acme/${name}`)).status).toBe(404)
  })

  test('should never reach outside the media folder by dots, encodings or absolute paths', async () => {
    const secret = readFileSync(join(t.dir, 'tenants', 'acme', 'cms.db'))
    const attempts = [
      '/media/acme/..%2fcms.db',
      '/media/acme/%2e%2e%2fcms.db',
      '/media/acme/%2e%2e/cms.db',
      '/media/acme/..%5ccms.db',
      '/media/acme/%2fetc%2fpasswd',
      '/media/acme//etc/passwd',
      `/media/acme/${pub.filename}%00.db`,
      `/media/acme/${pub.filename}/..%2f..%2fcms.db`,
      '/media/..%2f..%2fregistry.db/x',
      '/media/acme%2f..%2f..%2fjwt.secret/x',
    ]
    for (const path of attempts) {
      const res = await fetchFile(t, path)
      expect([path, res.status]).toEqual([path, 404])
      expect(res.bytes.length).toBeLessThan(secret.length)
    }
  })

  // a bucket has no links; its keys are checked by the store's unit test
  test.skipIf(TEST_MEDIA_STORE === 's3')('should not follow a symlink planted in the media folder', async () => {
    const m = await uploaded(t, text('soon replaced'), { tenant: 'acme', token: acme.admin })
    const outside = join(t.dir, 'outside.txt')
    writeFileSync(outside, 'OUTSIDE SECRET')
    const target = join(mediaDir(t, 'acme'), m.filename)
    rmSync(target)
    symlinkSync(outside, target)
    const res = await fetchFile(t, m.urls.original)
    expect(res.status).toBe(404)
    expect(decode(res.bytes)).not.toContain('OUTSIDE SECRET')
    // the same with a relative link that climbs out
    rmSync(target)
    symlinkSync('../../../outside.txt', target)
    expect((await fetchFile(t, m.urls.original)).status).toBe(404)
  })

  test('should serve nothing of a suspended tenant', async () => {
    setTenantStatus(t.service.ctx.registry, 'acme', 'suspended')
    try {
      expect((await fetchFile(t, pub.urls.original)).status).toBe(404)
    } finally {
      setTenantStatus(t.service.ctx.registry, 'acme', 'active')
    }
    expect((await fetchFile(t, pub.urls.original)).status).toBe(200)
  })
})

describe('raw HTTP paths', () => {
  // a browser or fetch() normalises `..` before sending; a hostile client does not
  let server: ReturnType<typeof Bun.serve>
  beforeAll(() => {
    server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: (req, srv) => t.service.fetch(req, srv) })
  })
  afterAll(() => server.stop(true))

  async function rawGet(path: string): Promise<string> {
    let data = ''
    const { promise, resolve } = Promise.withResolvers<void>()
    const socket = await Bun.connect({
      hostname: '127.0.0.1',
      port: server.port!,
      socket: {
        data: (_s, chunk) => {
          data += chunk.toString()
        },
        close: () => resolve(),
        error: () => resolve(),
      },
    })
    socket.write(`GET ${path} HTTP/1.1\r\nHost: cms.test\r\nConnection: close\r\n\r\n`)
    await promise
    return data
  }

  test('should answer 404 to unnormalised dot segments', async () => {
    for (const path of ['/media/acme/../../registry.db', '/media/acme/../acme/../../jwt.secret', `/media/acme/./../acme/${pub.filename}/../../cms.db`]) {
      const reply = await rawGet(path)
      expect(reply).toMatch(/^HTTP\/1\.1 (404|400)/)
      expect(reply).not.toContain('SQLite format')
    }
    expect(await rawGet(pub.urls.original)).toStartWith('HTTP/1.1 200')
  })
})
