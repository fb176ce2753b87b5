/**
 * Media in a bucket (CONTRACT §15) beyond what the shared media suites check: where objects go,
 * presigned redirects, tenant delete, and names that could leave the tenant's prefix.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { loadConfig } from '../../src/config'
import { deleteTenant } from '../../src/domain/tenants'
import { startServer } from '../../src/server'
import { S3TenantFiles } from '../../src/store/media-s3'
import { fetchFile, image, text, uploaded } from '../helpers/media'
import { cli } from '../helpers/child'
import { s3Endpoint, s3MediaEnv, s3TestClient } from '../helpers/s3'
import { startTestService, type RoleName } from '../helpers/service'

const endpoint = await s3Endpoint()
const env = s3MediaEnv(endpoint)
const prefix = env.CMS_S3_PREFIX!
const bucket = s3TestClient(endpoint)
const t = startTestService(env)
const redirecting = startTestService({ ...s3MediaEnv(endpoint), CMS_S3_REDIRECT: '1' })
afterAll(() => {
  t.close()
  redirecting.close()
})

const keysUnder = async (p: string) => ((await bucket.list({ prefix: p })).contents ?? []).map((o) => o.key).sort()

let acme: Record<RoleName, string>
let photo: any
let priv: any
beforeAll(async () => {
  acme = await t.tenantWithUsers('acme')
  photo = await uploaded(t, await image('image/jpeg', 1200, 900), { tenant: 'acme', token: acme.admin, filename: 'photo.jpg' })
  priv = await uploaded(t, text('private plans'), { tenant: 'acme', token: acme.admin, filename: 'plans.txt', fields: { visibility: 'private' } })
})

describe('objects', () => {
  test('should keep originals and variants as <prefix><tenant>/<file>, and no media file on disk', async () => {
    const keys = await keysUnder(`${prefix}acme/`)
    const names = [photo.filename, `${photo.id}-medium.jpg`, `${photo.id}-thumbnail.jpg`, priv.filename]
    expect(keys).toEqual(names.map((n) => `${prefix}acme/${n}`).sort())
    expect(readdirSync(join(t.dir, 'tenants/acme/media'))).toEqual([])
    const res = await fetchFile(t, photo.urls.thumbnail)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(res.headers.get('content-length')).toBe(String(res.bytes.length))
    expect(res.bytes).toEqual(await bucket.file(`${prefix}acme/${photo.id}-thumbnail.jpg`).bytes())
  })
})

describe('over a real socket', () => {
  test('should send a file from the bucket with its Content-Length, whole and as a range', async () => {
    // Bun.serve drops the Content-Length of a stream body and sends it chunked: an object of a
    // few MiB is read first and sent with its length (in-process responses keep any header)
    const running = startServer({ ...t.config, port: 0, host: '127.0.0.1' }, { signals: false })
    try {
      const url = `http://127.0.0.1:${running.port}${photo.urls.original}`
      const whole = await fetch(url)
      const bytes = await whole.bytes()
      expect(whole.status).toBe(200)
      expect(whole.headers.get('content-length')).toBe(String(bytes.length))
      expect(whole.headers.get('transfer-encoding')).toBeNull()
      const part = await fetch(url, { headers: { Range: 'bytes=0-99' } })
      expect(part.status).toBe(206)
      expect(part.headers.get('content-length')).toBe('100')
      expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`)
      expect(await part.bytes()).toEqual(bytes.subarray(0, 100))
    } finally {
      await running.shutdown()
    }
  })
})

describe('CMS_S3_REDIRECT=1', () => {
  let keys: Record<RoleName, string>
  let m: any
  let p: any
  beforeAll(async () => {
    keys = await redirecting.tenantWithUsers('acme')
    m = await uploaded(redirecting, text('redirected bytes'), { tenant: 'acme', token: keys.admin, filename: 'r.txt' })
    p = await uploaded(redirecting, text('private redirect'), { tenant: 'acme', token: keys.admin, fields: { visibility: 'private' } })
  })

  test('should answer 302 to a presigned URL valid 5 minutes that serves the file with its type', async () => {
    const res = await fetchFile(redirecting, m.urls.original)
    expect(res.status).toBe(302)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const location = new URL(res.headers.get('location')!)
    expect(location.origin).toBe(endpoint)
    expect(location.searchParams.get('X-Amz-Expires')).toBe('300')
    // signed for the documented default region, no CMS_S3_REGION given (Bun's client alone said
    // `auto` beside an endpoint)
    expect(location.searchParams.get('X-Amz-Credential')).toContain('/us-east-1/s3/aws4_request')
    const direct = await fetch(location)
    expect(direct.status).toBe(200)
    expect(await direct.text()).toBe('redirected bytes')
    expect(direct.headers.get('content-type')).toStartWith('text/plain')
  })

  test('should check access before redirecting a private file', async () => {
    const plain = p.urls.original.split('?')[0]
    expect((await fetchFile(redirecting, plain)).status).toBe(401)
    const signed = await fetchFile(redirecting, p.urls.original)
    expect(signed.status).toBe(302)
    expect(await (await fetch(signed.headers.get('location')!)).text()).toBe('private redirect')
    expect((await fetchFile(redirecting, `/media/acme/${m.id}-medium.txt`)).status).toBe(404)
  })

  test('should take CMS_S3_PRESIGN_TTL up to one hour', () => {
    const at = (ttl: string) => loadConfig({ data: t.dir }, { ...env, CMS_S3_PRESIGN_TTL: ttl }).s3.presignTtlSeconds
    expect(at('1h')).toBe(3600)
    expect(at('90s')).toBe(90)
    expect(() => at('2h')).toThrow('CMS_S3_PRESIGN_TTL must be from 1s to 1h')
    expect(() => at('0')).toThrow('CMS_S3_PRESIGN_TTL must be from 1s to 1h')
  })

  test('should take the region from CMS_S3_REGION, then S3_REGION and AWS_REGION, else us-east-1', () => {
    const region = (more: Record<string, string>) => loadConfig({ data: t.dir }, { ...env, CMS_S3_REGION: '', ...more }).s3.region
    expect(region({})).toBe('us-east-1')
    expect(region({ AWS_REGION: 'eu-west-3' })).toBe('eu-west-3')
    expect(region({ AWS_REGION: 'eu-west-3', S3_REGION: 'auto' })).toBe('auto')
    expect(region({ AWS_REGION: 'eu-west-3', CMS_S3_REGION: 'eu-central-1' })).toBe('eu-central-1')
  })
})

describe('tenant delete', () => {
  test("should remove the tenant's objects and leave other tenants' alone", async () => {
    const other = await t.tenantWithUsers('other')
    await uploaded(t, text('other file'), { tenant: 'other', token: other.admin })
    const doomed = await t.tenantWithUsers('doomed')
    await uploaded(t, await image('image/jpeg', 1200, 900), { tenant: 'doomed', token: doomed.admin })
    expect(await keysUnder(`${prefix}doomed/`)).toHaveLength(3)
    t.service.ctx.pool.evict('doomed')
    await deleteTenant(t.service.ctx.registry, 'doomed', { media: t.service.ctx.media })
    expect(await keysUnder(`${prefix}doomed/`)).toEqual([])
    expect(await keysUnder(`${prefix}other/`)).toHaveLength(1)
    expect(await keysUnder(`${prefix}acme/`)).toHaveLength(4)
  })
})

describe('keys never leave the tenant prefix', () => {
  const files = new S3TenantFiles(bucket, `${prefix}acme/`, () => {})
  const hostile = ['../other/x.txt', '..', '.hidden', 'a/b.txt', '/etc/passwd', 'x\\y', '%2e%2e', 'a..b', '', 'x\u0000.txt']

  test('should refuse every name that is not a plain file name, before any request', async () => {
    for (const name of hostile) {
      expect(await files.stat(name)).toBeNull()
      expect(() => files.body(name, 1)).toThrow('Not a media file name')
      expect(files.write(name, text('x'))).rejects.toThrow('Not a media file name')
    }
    await files.remove(hostile)
    expect(await keysUnder(`${prefix}other/`)).toHaveLength(1)
  })

  test('should refuse a prefix with dot segments and a tenant that is not a slug', () => {
    const cfg = (p: string) => loadConfig({ data: t.dir }, { ...env, CMS_S3_PREFIX: p }).s3.prefix
    expect(cfg('media')).toBe('media/')
    expect(cfg('a/b/')).toBe('a/b/')
    expect(cfg('')).toBe('')
    for (const bad of ['../x', 'a/../b', 'a//b', 'a b']) expect(() => cfg(bad)).toThrow('CMS_S3_PREFIX')
    expect(() => t.service.ctx.media.files({ slug: '../acme', mediaDir: t.dir })).toThrow('Not a tenant slug')
  })

  test('should need a bucket and a known store name', () => {
    expect(() => loadConfig({ data: t.dir }, { CMS_MEDIA_STORE: 's3' })).toThrow('CMS_MEDIA_STORE=s3 needs CMS_S3_BUCKET (or S3_BUCKET)')
    // as the other settings, the bucket falls back to Bun's S3_* and then AWS_* variables
    expect(loadConfig({ data: t.dir }, { CMS_MEDIA_STORE: 's3', S3_BUCKET: 'from-bun' }).s3.bucket).toBe('from-bun')
    expect(loadConfig({ data: t.dir }, { CMS_MEDIA_STORE: 's3', AWS_BUCKET: 'from-aws', S3_BUCKET: '' }).s3.bucket).toBe('from-aws')
    expect(() => loadConfig({ data: t.dir }, { CMS_MEDIA_STORE: 'ftp' })).toThrow('CMS_MEDIA_STORE must be "local" or "s3"')
  })
})

describe('app:tenant:media-check on a bucket', () => {
  test('should list an orphaned object and a missing one, and remove the orphan', async () => {
    const orphan = `${prefix}acme/0192aaaa-0000-7000-8000-0000000000b1.jpg`
    await bucket.write(orphan, 'left by a delete the bucket refused')
    const medium = `${prefix}acme/${photo.id}-medium.jpg`
    const kept = await bucket.file(medium).bytes()
    await bucket.delete(medium)
    try {
      const check = (...args: string[]) => cli(['app:tenant:media-check', 'acme', ...args, '--data', t.dir], { env })
      const found = await check()
      expect(found.exitCode).toBe(1)
      expect(found.stdout).toStartWith('Tenant "acme": 2 media items name 4 files; the bucket holds 4 files.\n1 orphan (named by no item)')
      expect(found.stdout).toContain(`\n  0192aaaa-0000-7000-8000-0000000000b1.jpg  0.0 KiB  `)
      expect(found.stdout).toContain(`1 missing (named by an item, not stored):\n  ${photo.id}-medium.jpg  of item ${photo.id}\n`)
      expect(found.stderr).toBe('error: 1 file named by media items is missing; upload it again or delete the items.\n')
      // just written: kept under the default age, removed with none
      expect((await check('--remove-orphans')).stdout).toContain('Removed 0 orphans (0.0 KiB); kept 1 changed within 1h.')
      expect((await check('--remove-orphans', '--older-than', '0')).stdout).toContain('Removed 1 orphan (0.0 KiB).')
      expect(await keysUnder(`${prefix}acme/`)).not.toContain(orphan)
    } finally {
      await bucket.write(medium, kept)
    }
    expect(await cli(['app:tenant:media-check', 'acme', '--data', t.dir], { env })).toMatchObject({ exitCode: 0, stderr: '' })
  })
})

describe('objects gone or out of reach', () => {
  test('should answer 404 for an object removed from the bucket behind its back, also while its size is remembered', async () => {
    const gone = await uploaded(t, text('soon gone'), { tenant: 'acme', token: acme.admin, filename: 'gone.txt' })
    const url = gone.urls.original
    expect((await fetchFile(t, url)).status).toBe(200)
    await bucket.delete(`${prefix}acme/${url.split('/').pop()}`)
    for (let i = 0; i < 2; i++) {
      const res = await fetchFile(t, url)
      expect([res.status, JSON.parse(new TextDecoder().decode(res.bytes)).detail]).toEqual([404, 'File not found.'])
    }
  })

  test('should answer 503 with Retry-After while the bucket cannot be reached', async () => {
    const down = startTestService({ ...s3MediaEnv('http://127.0.0.1:9'), CMS_S3_PREFIX: prefix }, { dir: t.dir })
    try {
      for (const url of [photo.urls.original, photo.urls.thumbnail, `${photo.urls.original}?w=100`]) {
        const res = await fetchFile(down, url)
        expect({ url, status: res.status, retry: res.headers.get('retry-after') }).toEqual({ url, status: 503, retry: '5' })
        expect(JSON.parse(new TextDecoder().decode(res.bytes)).detail).toBe('The media storage is unavailable; retry shortly.')
      }
    } finally {
      down.close()
    }
  })
})

describe('a bucket that fails the upload', () => {
  test('should answer 503 and leave no row, no event and no file', async () => {
    // nothing listens on port 9 of the loopback
    const down = startTestService({ ...s3MediaEnv('http://127.0.0.1:9'), CMS_S3_PREFIX: 'down/' })
    try {
      const tokens = await down.tenantWithUsers('acme')
      const o = { tenant: 'acme', token: tokens.admin }
      const before = (await down.api('GET', '/admin/changes?after=0', o)).body['hydra:member'].length
      const form = new FormData()
      form.append('file', new File([(await image('image/png', 40, 30)) as Uint8Array<ArrayBuffer>], 'a.png'))
      const res = await down.api('POST', '/admin/media', { ...o, raw: form })
      expect([res.status, res.headers.get('retry-after')]).toEqual([503, '5'])
      expect((await down.api('GET', '/admin/media', o)).body['hydra:totalItems']).toBe(0)
      // no media.created then media.deleted for an item the client was told failed
      const changes = (await down.api('GET', '/admin/changes?after=0', o)).body['hydra:member']
      expect(changes.length).toBe(before)
      expect(readdirSync(join(down.dir, 'tenants', 'acme', 'media'))).toEqual([])
      // an operator command says what failed and where to look, in one line
      const check = await cli(['app:tenant:media-check', 'acme', '--data', down.dir], { env: { ...s3MediaEnv('http://127.0.0.1:9'), CMS_S3_PREFIX: 'down/' } })
      expect(check.exitCode).toBe(1)
      expect(check.stderr).toBe(
        'error: the object storage failed (ConnectionRefused): an unexpected error has occurred. Check CMS_S3_ENDPOINT, CMS_S3_BUCKET and the credentials; run the command again once it answers.\n',
      )
    } finally {
      down.close()
    }
  })
})
