/** The media resource's image fields (CONTRACT §12): focal_point, placeholder, urls.srcset. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { fetchFile, image, text, uploaded } from '../helpers/media'
import { expectProblem, startTestService, type RoleName } from '../helpers/service'

const t = startTestService()
afterAll(() => t.close())
let tokens: Record<RoleName, string>
const as = (role: RoleName = 'editor') => ({ tenant: 'acme', token: tokens[role] })
let wide: any
let narrow: any
let small: any
let notes: any
let secret: any

beforeAll(async () => {
  tokens = await t.tenantWithUsers('acme')
  wide = await uploaded(t, await image('image/jpeg', 1400, 700), { ...as('admin'), filename: 'wide.jpg' })
  narrow = await uploaded(t, await image('image/webp', 700, 400), { ...as('admin'), filename: 'narrow.webp' })
  small = await uploaded(t, await image('image/png', 200, 100), { ...as('admin'), filename: 'small.png' })
  notes = await uploaded(t, text('plain'), { ...as('admin'), filename: 'notes.txt' })
  secret = await uploaded(t, await image('image/png', 700, 700), { ...as('admin'), filename: 'secret.png', fields: { visibility: 'private' } })
})

const patch = (item: any, body: unknown) =>
  t.api('PATCH', `/admin/media/${item.id}`, { ...as(), body, headers: { 'Content-Type': 'application/merge-patch+json' } })

describe('focal_point', () => {
  test('should be taken with the upload, as a JSON form field, and refused out of range', async () => {
    const made = await uploaded(t, await image('image/png', 60, 40), { ...as('admin'), filename: 'focal.png', fields: { focal_point: '{"x":0.2,"y":0.3}' } })
    expect(made.focal_point).toEqual({ x: 0.2, y: 0.3 })
    const form = new FormData()
    form.append('file', new File([(await image('image/png', 60, 40)) as Uint8Array<ArrayBuffer>], 'far.png'))
    form.append('focal_point', '{"x":5,"y":0.3}')
    const far = await t.api('POST', '/admin/media', { ...as('admin'), raw: form })
    expectProblem(far, 422)
    expect(far.body.violations[0].propertyPath).toBe('focal_point.x')
  })

  test('should default to the centre', () => {
    expect(wide.focal_point).toEqual({ x: 0.5, y: 0.5 })
    expect(notes.focal_point).toEqual({ x: 0.5, y: 0.5 })
  })

  test('should be written with PATCH (one coordinate kept) and PUT', async () => {
    const res = await patch(wide, { focal_point: { x: 0.25 } })
    expect(res.status).toBe(200)
    expect(res.body.focal_point).toEqual({ x: 0.25, y: 0.5 })
    const put = await t.api('PUT', `/admin/media/${wide.id}`, { ...as(), body: { visibility: 'public', focal_point: { x: 1, y: 0 } } })
    expect(put.status).toBe(200)
    expect(put.body.focal_point).toEqual({ x: 1, y: 0 })
    expect((await t.api('GET', `/admin/media/${wide.id}`, as('viewer'))).body.focal_point).toEqual({ x: 1, y: 0 })
  })

  test('should answer 422 on focal_point.x / .y outside 0..1, changing nothing', async () => {
    const before = (await t.api('GET', `/admin/media/${narrow.id}`, as('viewer'))).body
    const res = await patch(narrow, { focal_point: { x: 1.5, y: -0.1 } })
    expectProblem(res, 422)
    expect(res.body.violations.map((v: any) => v.propertyPath)).toEqual(['focal_point.x', 'focal_point.y'])
    expect(res.body.violations[0].message).toBe('This value should be between 0 and 1.')
    const after = (await t.api('GET', `/admin/media/${narrow.id}`, as('viewer'))).body
    expect(after.focal_point).toEqual(before.focal_point)
    expect(after.version).toBe(before.version)
  })

  test('should answer 400 for a focal point of the wrong type', async () => {
    expectProblem(await patch(narrow, { focal_point: { x: 'left' } }), 400)
    expectProblem(await patch(narrow, { focal_point: [0.5, 0.5] }), 400)
  })
})

describe('placeholder', () => {
  test('should be a ThumbHash data: URL of at most 1 KiB for images, null otherwise', async () => {
    for (const item of [wide, narrow, small, secret]) {
      expect(item.placeholder).toMatch(/^data:image\/(png|webp);base64,[A-Za-z0-9+/]+=*$/)
      expect(item.placeholder.length).toBeLessThanOrEqual(1024)
      const { width, height } = await new Bun.Image(Buffer.from(item.placeholder.split(',')[1], 'base64')).metadata()
      expect(Math.max(width, height)).toBeLessThanOrEqual(32)
    }
    expect(notes.placeholder).toBeNull()
  })

  test('should be read-only', async () => {
    const res = await patch(small, { placeholder: 'data:image/png;base64,AAAA' })
    expect(res.status).toBe(200)
    expect(res.body.placeholder).toBe(small.placeholder)
  })

  test('should be made for an image that has none (uploaded before placeholders) once one of its files is served', async () => {
    t.service.ctx.pool.with('acme', (h) => h.db.query('UPDATE media SET placeholder = NULL WHERE uuid = ?').run(narrow.id))
    expect((await t.api('GET', `/admin/media/${narrow.id}`, as('viewer'))).body.placeholder).toBeNull()
    expect((await fetchFile(t, narrow.urls.thumbnail)).status).toBe(200)
    let shown: string | null = null
    while (shown === null) {
      await Bun.sleep(5)
      shown = (await t.api('GET', `/admin/media/${narrow.id}`, as('viewer'))).body.placeholder
    }
    expect(shown).toMatch(/^data:image\/(png|webp);base64,/)
    expect(shown.length).toBeLessThanOrEqual(1024)
  })
})

describe('urls.srcset', () => {
  test('should list the original at 320..1920 px not wider than it, as transform URLs', async () => {
    const base = wide.urls.original
    expect(wide.urls.srcset).toBe([320, 640, 960, 1280].map((w) => `${base}?w=${w} ${w}w`).join(', '))
    expect(narrow.urls.srcset).toBe(`${narrow.urls.original}?w=320 320w, ${narrow.urls.original}?w=640 640w`)
    expect(small.urls.srcset).toBe(`${small.urls.original} 200w`)
    expect(notes.urls.srcset).toBeUndefined()
  })

  test('should give sizes that each URL then serves', async () => {
    for (const candidate of narrow.urls.srcset.split(', ')) {
      const [url, width] = candidate.split(' ')
      const res = await fetchFile(t, url)
      expect(res.status).toBe(200)
      expect(`${(await new Bun.Image(res.bytes).metadata()).width}w`).toBe(width)
    }
  })

  test('should keep the signature of a private original, which authorises its transforms', async () => {
    const [first] = secret.urls.srcset.split(', ')
    const [url] = first.split(' ')
    expect(url).toBe(`${secret.urls.original}&w=320`)
    const res = await fetchFile(t, url)
    expect(res.status).toBe(200)
    expect((await new Bun.Image(res.bytes).metadata()).width).toBe(320)
  })
})

describe('urls.srcset under CMS_TRANSFORM_MAX', () => {
  const limited = startTestService({ CMS_TRANSFORM_MAX: '500' })
  afterAll(() => limited.close())

  test('should list only widths the limit lets through, each of which answers', async () => {
    const admin = await limited.tenantWithUsers('acme')
    const photo = await uploaded(limited, await image('image/jpeg', 1400, 700), { tenant: 'acme', token: admin.admin, filename: 'wide.jpg' })
    expect(photo.urls.srcset).toBe(`${photo.urls.original}?w=320 320w`)
    expect((await fetchFile(limited, `${photo.urls.original}?w=320`)).status).toBe(200)
  })
})
