import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { existsSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { sniffMime } from '../../src/lib/sniff'
import { fetchFile, holdings, image, mediaDir, text, upload, uploaded } from '../helpers/media'
import { expectProblem, ISO_RE, startTestService, UUID_RE, type RoleName } from '../helpers/service'
import { decodeImage, makeGif } from '../helpers/test-images'

const t = startTestService()
let tokens: Record<RoleName, string>
const tenant = 'acme'
afterAll(() => t.close())
beforeAll(async () => {
  tokens = await t.tenantWithUsers(tenant)
})

const as = (role: RoleName) => ({ tenant, token: tokens[role] })

async function decodedVariant(url: string, mime: string) {
  const res = await fetchFile(t, url)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe(mime)
  expect(sniffMime(res.bytes)).toBe(mime)
  return decodeImage(res.bytes, mime)
}

describe('POST /admin/media with images', () => {
  test('should store a JPEG with a 320 px thumbnail and a 1024 px medium', async () => {
    const bytes = await image('image/jpeg', 1600, 1200)
    const res = await upload(t, bytes, { ...as('editor'), filename: 'Sunset over the bay.jpg', fields: { alt: JSON.stringify({ fr: 'Coucher', en: 'Sunset' }) } })
    expect(res.status).toBe(201)
    const m = res.body
    expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/)
    expect(res.headers.get('location')).toBe(`/admin/media/${m.id}`)
    expect(m).toMatchObject({
      '@context': '/contexts/Media',
      '@type': 'Media',
      '@id': `/admin/media/${m.id}`,
      original_filename: 'Sunset over the bay.jpg',
      mime_type: 'image/jpeg',
      size: bytes.length,
      status: 'ready',
      visibility: 'public',
      width: 1600,
      height: 1200,
      alt: { fr: 'Coucher', en: 'Sunset' },
      version: 1,
    })
    expect(m.id).toMatch(UUID_RE)
    expect(m.created_at).toMatch(ISO_RE)
    expect(m.filename).toBe(`${m.id}.jpg`)
    expect(Object.keys(m.urls).sort()).toEqual(['medium', 'original', 'srcset', 'thumbnail'])
    const thumb = await decodedVariant(m.urls.thumbnail, 'image/jpeg')
    expect([thumb.width, thumb.height]).toEqual([320, 240])
    const medium = await decodedVariant(m.urls.medium, 'image/jpeg')
    expect([medium.width, medium.height]).toEqual([1024, 768])
    const original = await fetchFile(t, m.urls.original)
    expect(original.bytes).toEqual(bytes)
  })

  test('should make no medium for an image at most 1024 px wide', async () => {
    const m = await uploaded(t, await image('image/png', 640, 480), { ...as('admin'), filename: 'small.png' })
    expect(m).toMatchObject({ mime_type: 'image/png', width: 640, height: 480 })
    expect(Object.keys(m.urls).sort()).toEqual(['original', 'srcset', 'thumbnail'])
    const thumb = await decodedVariant(m.urls.thumbnail, 'image/png')
    expect(thumb.width).toBe(320)
  })

  test('should keep WebP as WebP and turn the first GIF frame into a WebP thumbnail', async () => {
    const webp = await uploaded(t, await image('image/webp', 800, 600), { ...as('admin'), filename: 'a.webp' })
    expect(webp.mime_type).toBe('image/webp')
    expect((await decodedVariant(webp.urls.thumbnail, 'image/webp')).width).toBe(320)

    const gifBytes = makeGif(400, 200, { palette: [[200, 0, 0], [0, 0, 200]], frames: [(x) => (x < 200 ? 0 : 1), () => 1] })
    const gif = await uploaded(t, gifBytes, { ...as('admin'), filename: 'anim.gif' })
    expect(gif).toMatchObject({ mime_type: 'image/gif', width: 400, height: 200 })
    expect(gif.urls.thumbnail).toEndWith('-thumbnail.webp')
    const thumb = await decodedVariant(gif.urls.thumbnail, 'image/webp')
    expect([thumb.width, thumb.height]).toEqual([320, 160])
  })

  test('should refuse a corrupted image with 422 and keep nothing', async () => {
    const before = await holdings(t, tenant)
    const good = await image('image/png', 64, 64)
    const broken = good.slice(0, 60) // a PNG header, then nothing
    const res = await upload(t, broken, { ...as('admin'), filename: 'broken.png' })
    expectProblem(res, 422, 'file: The image file is corrupted.')
    expect(res.body.violations[0]).toMatchObject({ propertyPath: 'file', code: '5d4163f3-648f-4e39-87fd-cc5ea7aad2d1' })
    expect(await holdings(t, tenant)).toEqual(before)
  })
})

describe('POST /admin/media type sniffing', () => {
  test('should store text named .png as text/plain, never image/png', async () => {
    const m = await uploaded(t, text('just some notes\nnothing more\n'), { ...as('admin'), filename: 'evil.png', type: 'image/png' })
    expect(m).toMatchObject({ mime_type: 'text/plain', original_filename: 'evil.png', width: null, height: null })
    expect(m.filename).toEndWith('.txt')
    expect(Object.keys(m.urls)).toEqual(['original'])
    const res = await fetchFile(t, m.urls.original)
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
  })

  test('should accept a PDF and an MP4 by their bytes', async () => {
    const pdf = await uploaded(t, text('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'), { ...as('admin'), filename: 'doc', type: 'text/html' })
    expect(pdf.mime_type).toBe('application/pdf')
    const ftyp = new Uint8Array([0, 0, 0, 24, ...text('ftypisom'), 0, 0, 2, 0, ...text('isomiso2'), 0, 0, 0, 8, ...text('free')])
    const mp4 = await uploaded(t, ftyp, { ...as('admin'), filename: 'clip.mp4' })
    expect(mp4.mime_type).toBe('video/mp4')
  })

  test('should answer 415 for HTML, ZIP and executables, keeping nothing', async () => {
    const before = await holdings(t, tenant)
    const cases: [string, Uint8Array][] = [
      ['page.txt', text('<!doctype html><script>alert(1)</script>')],
      ['archive.jpg', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4])],
      ['tool.png', new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0])],
    ]
    for (const [filename, bytes] of cases) {
      const res = await upload(t, bytes, { ...as('admin'), filename, type: 'image/png' })
      expectProblem(res, 415)
    }
    expect(await holdings(t, tenant)).toEqual(before)
  })

  test('should keep an SVG but serve it only as a sandboxed attachment', async () => {
    const svg = text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const m = await uploaded(t, svg, { ...as('admin'), filename: 'logo.svg' })
    expect(m.mime_type).toBe('image/svg+xml')
    const res = await fetchFile(t, m.urls.original)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toStartWith('attachment; filename="logo.svg"')
    expect(res.headers.get('content-security-policy')).toContain('sandbox')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('POST /admin/media refusals', () => {
  test('should answer 422 for an empty file and keep nothing', async () => {
    const before = await holdings(t, tenant)
    const res = await upload(t, new Uint8Array(), { ...as('admin'), filename: 'empty.txt' })
    expectProblem(res, 422, 'file: An empty file is not allowed.')
    expect(res.body.violations).toEqual([{ propertyPath: 'file', message: 'An empty file is not allowed.', code: '5d743385-9775-4aa5-8ff5-495fb1e60137' }])
    expect(await holdings(t, tenant)).toEqual(before)
  })

  test('should answer 422 when the form has no file part', async () => {
    const fd = new FormData()
    fd.append('visibility', 'public')
    const res = await t.api('POST', '/admin/media', { ...as('admin'), raw: fd })
    expectProblem(res, 422, 'file: This value should not be blank.')
  })

  test('should answer 415 for a JSON body', async () => {
    const res = await t.api('POST', '/admin/media', { ...as('admin'), body: { filename: 'x.jpg' } })
    expectProblem(res, 415)
  })

  test('should answer 400 for a body that is not valid multipart', async () => {
    const res = await t.api('POST', '/admin/media', {
      ...as('admin'),
      raw: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello',
      headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' },
    })
    expectProblem(res, 400, /^Malformed multipart body/)
    expect((await holdings(t, tenant)).files.filter((f) => f.startsWith('.'))).toEqual([])
  })

  test('should take form fields and file names as UTF-8 only, and a BOM before a JSON field', async () => {
    const enc = new TextEncoder()
    const form = (alt: Uint8Array, filename: Uint8Array) =>
      new Uint8Array([
        ...enc.encode('--xyz\r\nContent-Disposition: form-data; name="alt"\r\n\r\n'),
        ...alt,
        ...enc.encode('\r\n--xyz\r\nContent-Disposition: form-data; name="file"; filename="'),
        ...filename,
        ...enc.encode('"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--xyz--\r\n'),
      ])
    const post = (raw: Uint8Array) => t.api('POST', '/admin/media', { ...as('admin'), raw: raw as Uint8Array<ArrayBuffer>, headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' } })
    const before = await holdings(t, tenant)
    const latin1 = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)))
    // stored as caf\uFFFD before
    expectProblem(await post(form(latin1('{"fr":"café"}'), enc.encode('a.txt'))), 400, 'Malformed multipart body: the "alt" field is not valid UTF-8.')
    expectProblem(await post(form(enc.encode('{"fr":"x"}'), latin1('café.txt'))), 400, 'Malformed multipart body: a part header is not valid UTF-8.')
    expect(await holdings(t, tenant)).toEqual(before)
    const ok = await post(form(new Uint8Array([0xef, 0xbb, 0xbf, ...enc.encode('{"fr":"Café"}')]), enc.encode('café.txt')))
    expect([ok.status, ok.body.alt, ok.body.original_filename]).toEqual([201, { fr: 'Café' }, 'café.txt'])
  })

  test('should read a field sent as a file part, as browsers send a Blob and curl sends -F alt=@file', async () => {
    const form = new FormData()
    form.append('alt', new Blob(['{"fr":"Un chat"}'], { type: 'application/json' }))
    form.append('focal_point', new File(['{"x":0.2,"y":0.7}'], 'focal.json', { type: 'application/json' }))
    form.append('file', new File([text('hello')], 'a.txt', { type: 'text/plain' }))
    const res = await t.api('POST', '/admin/media', { ...as('admin'), raw: form })
    expect([res.status, res.body.alt, res.body.focal_point, res.body.original_filename]).toEqual([201, { fr: 'Un chat' }, { x: 0.2, y: 0.7 }, 'a.txt'])
  })

  test('should validate visibility and alt like any write, keeping nothing', async () => {
    const before = await holdings(t, tenant)
    const bad = await upload(t, text('hello'), { ...as('admin'), fields: { visibility: 'secret' } })
    expectProblem(bad, 422)
    expect(bad.body.violations[0].propertyPath).toBe('visibility')
    const locale = await upload(t, text('hello'), { ...as('admin'), fields: { alt: JSON.stringify({ de: 'Hallo' }) } })
    expectProblem(locale, 422, 'alt.de: This field was not expected.')
    const syntax = await upload(t, text('hello'), { ...as('admin'), fields: { alt: '{not json' } })
    expectProblem(syntax, 400, /^Syntax error/)
    expect(await holdings(t, tenant)).toEqual(before)
  })

  test('should store a private file when asked', async () => {
    const m = await uploaded(t, text('secret plan'), { ...as('admin'), fields: { visibility: 'private' } })
    expect(m.visibility).toBe('private')
    expect(m.urls.original).toMatch(/\?expires=\d+&signature=[\w-]+$/)
  })
})

describe('leftovers of a crash', () => {
  test('should remove stale temporary uploads of a tenant on its first upload', async () => {
    const tk = await t.tenantWithUsers('crashed')
    const dir = mediaDir(t, 'crashed')
    const old = join(dir, '.upload-01000000-0000-7000-8000-000000000001.part')
    const fresh = join(dir, '.upload-01000000-0000-7000-8000-000000000002.part')
    writeFileSync(old, 'half an upload')
    writeFileSync(fresh, 'an upload in progress')
    const dayAgo = new Date(Date.now() - 24 * 3600 * 1000)
    utimesSync(old, dayAgo, dayAgo)
    await uploaded(t, text('after the restart'), { tenant: 'crashed', token: tk.admin })
    expect(existsSync(old)).toBe(false)
    expect(existsSync(fresh)).toBe(true)
  })
})

describe('POST /admin/media roles', () => {
  test('should let an author upload but not change or delete', async () => {
    const m = await uploaded(t, text('author notes'), as('author'))
    expectProblem(await t.api('PATCH', `/admin/media/${m.id}`, { ...as('author'), body: { alt: { fr: 'x' } } }), 403, 'Access Denied.')
    expectProblem(await t.api('PUT', `/admin/media/${m.id}`, { ...as('author'), body: { visibility: 'private' } }), 403)
    expectProblem(await t.api('DELETE', `/admin/media/${m.id}`, as('author')), 403)
    expect((await t.api('GET', `/admin/media/${m.id}`, as('author'))).status).toBe(200)
  })

  test('should refuse an upload from a viewer or without a token, keeping nothing', async () => {
    const before = await holdings(t, tenant)
    expectProblem(await upload(t, text('x'), as('viewer')), 403, 'Access Denied.')
    const anonymous = await t.api('POST', '/admin/media', { tenant, raw: new FormData() })
    expectProblem(anonymous, 401, 'JWT Token not found')
    expect(await holdings(t, tenant)).toEqual(before)
  })
})

describe('size limit', () => {
  const small = startTestService({ CMS_MAX_UPLOAD_MB: '1' })
  afterAll(() => small.close())

  test('should answer 413 for a file over CMS_MAX_UPLOAD_MB and keep nothing', async () => {
    const tk = await small.tenantWithUsers('tiny')
    const before = await holdings(small, 'tiny')
    const over = new Uint8Array(1024 * 1024 + 1).fill(0x61)
    const res = await upload(small, over, { tenant: 'tiny', token: tk.admin, filename: 'big.txt' })
    expectProblem(res, 413, 'The file is too large; the limit is 1 MB.')
    expect(res.body.title).toBe('Payload Too Large')
    // far over: refused from Content-Length before anything is read
    const huge = await upload(small, new Uint8Array(3 * 1024 * 1024).fill(0x61), { tenant: 'tiny', token: tk.admin })
    expectProblem(huge, 413)
    expect(await holdings(small, 'tiny')).toEqual(before)
    const exact = await upload(small, new Uint8Array(1024 * 1024).fill(0x61), { tenant: 'tiny', token: tk.admin })
    expect(exact.status).toBe(201)
    expect(exact.body.size).toBe(1024 * 1024)
  })
})
