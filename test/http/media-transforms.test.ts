/** Image transforms on delivery (CONTRACT §12): parameters, sizes, formats, caching headers, access. */
import { afterAll, beforeAll, describe, expect, spyOn, test } from 'bun:test'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { transformerOf } from '../../src/http/media-delivery'
import type { TenantFiles } from '../../src/lib/file-store'
import { makePng } from '../helpers/png'
import { fetchFile, image, mediaDir, text, uploaded, type RawResponse } from '../helpers/media'
import { expectProblem, startTestService, type RoleName } from '../helpers/service'
import { decodeImage, pixelAt, solidGif } from '../helpers/test-images'

const t = startTestService({ CMS_TRANSFORM_PRESETS: 'card=640x360,square=200x200,wide=300', CMS_TRANSFORM_MAX: '2000' })
afterAll(() => t.close())

let acme: Record<RoleName, string>
let jpeg: any
let halves: any
let gif: any
let txt: any
let priv: any

/** 400×100: the left half red, the right half blue, so a crop shows where it was taken. */
const redBlue = () => makePng(400, 100, (x) => (x < 200 ? [255, 0, 0] : [0, 0, 255]))

beforeAll(async () => {
  acme = await t.tenantWithUsers('acme')
  const opts = { tenant: 'acme', token: acme.admin }
  jpeg = await uploaded(t, await image('image/jpeg', 800, 600), { ...opts, filename: 'photo.jpg' })
  halves = await uploaded(t, redBlue(), { ...opts, filename: 'halves.png' })
  gif = await uploaded(t, solidGif(60, 40, [0, 200, 0]), { ...opts, filename: 'green.gif' })
  txt = await uploaded(t, text('not an image'), { ...opts, filename: 'notes.txt' })
  priv = await uploaded(t, await image('image/png', 500, 500), { ...opts, filename: 'secret.png', fields: { visibility: 'private' } })
})

const plain = (m: any) => m.urls.original.split('?')[0] as string
const get = (m: any, query: string, headers: Record<string, string> = {}) => fetchFile(t, `${plain(m)}?${query}`, headers)
const size = async (res: RawResponse) => {
  const { width, height, format } = await new Bun.Image(res.bytes).metadata()
  return { width, height, format }
}
async function expect400(res: RawResponse, detail: RegExp) {
  expect(res.status).toBe(400)
  expect(res.headers.get('content-type')).toStartWith('application/problem+json')
  const body = JSON.parse(new TextDecoder().decode(res.bytes))
  expect(body.status).toBe(400)
  expect(body.detail).toMatch(detail)
}

describe('sizes', () => {
  test('should scale to a width, keeping the aspect ratio', async () => {
    const res = await get(jpeg, 'w=200')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(await size(res)).toEqual({ width: 200, height: 150, format: 'jpeg' })
    expect(await size(await get(jpeg, 'h=300'))).toEqual({ width: 400, height: 300, format: 'jpeg' })
  })

  test('should never enlarge: a larger side gives the original size', async () => {
    expect(await size(await get(jpeg, 'w=1600'))).toEqual({ width: 800, height: 600, format: 'jpeg' })
    // a cover box larger than the original shrinks, its aspect ratio kept
    expect(await size(await get(jpeg, 'w=1600&h=900'))).toEqual({ width: 800, height: 450, format: 'jpeg' })
  })

  test('should crop to the exact box with fit=cover (the default) and fit within it with fit=inside', async () => {
    expect(await size(await get(jpeg, 'w=300&h=300'))).toEqual({ width: 300, height: 300, format: 'jpeg' })
    expect(await size(await get(jpeg, 'w=300&h=300&fit=cover'))).toEqual({ width: 300, height: 300, format: 'jpeg' })
    expect(await size(await get(jpeg, 'w=300&h=300&fit=inside'))).toEqual({ width: 300, height: 225, format: 'jpeg' })
  })

  test('should crop around the focal point', async () => {
    const crop = async () => decodeImage((await get(halves, 'w=100&h=100&fm=png')).bytes, 'image/png')
    // centred by default: the middle of the image, half red, half blue
    const centred = await crop()
    expect(pixelAt(centred, 10, 50)).toEqual([255, 0, 0, 255])
    expect(pixelAt(centred, 90, 50)).toEqual([0, 0, 255, 255])
    const patch = (x: number) => t.api('PATCH', `/admin/media/${halves.id}`, { tenant: 'acme', token: acme.editor, body: { focal_point: { x, y: 0.5 } }, headers: { 'Content-Type': 'application/merge-patch+json' } })
    expect((await patch(0)).status).toBe(200)
    const left = await crop()
    expect(pixelAt(left, 90, 50)).toEqual([255, 0, 0, 255])
    expect((await patch(1)).status).toBe(200)
    const right = await crop()
    expect(pixelAt(right, 10, 50)).toEqual([0, 0, 255, 255])
  })

  test('should give a GIF first frame as PNG by default', async () => {
    const res = await get(gif, 'w=30')
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(await size(res)).toEqual({ width: 30, height: 20, format: 'png' })
    expect(pixelAt(await decodeImage(res.bytes, 'image/png'), 15, 10)).toEqual([0, 200, 0, 255])
  })
})

describe('formats and quality', () => {
  test('should convert with fm', async () => {
    for (const [fm, format] of [['webp', 'webp'], ['png', 'png'], ['jpeg', 'jpeg']] as const) {
      const res = await get(halves, `w=100&fm=${fm}`)
      expect(res.headers.get('content-type')).toBe(`image/${format}`)
      expect((await size(res)).format).toBe(format)
      expect(res.headers.get('vary')).toBeNull()
    }
  })

  test('should pick WebP for fm=auto when Accept has image/webp, else the original format, with Vary: Accept', async () => {
    const webp = await get(jpeg, 'w=100&fm=auto', { Accept: 'image/avif,image/webp,*/*' })
    expect(webp.headers.get('content-type')).toBe('image/webp')
    expect(webp.headers.get('vary')).toBe('Accept')
    const original = await get(jpeg, 'w=100&fm=auto', { Accept: 'image/png,*/*' })
    expect(original.headers.get('content-type')).toBe('image/jpeg')
    expect(original.headers.get('vary')).toBe('Accept')
    expect(webp.headers.get('etag')).not.toBe(original.headers.get('etag'))
    const refused = await get(jpeg, 'w=100&fm=auto', { Accept: 'image/webp;q=0, */*' })
    expect(refused.headers.get('content-type')).toBe('image/jpeg')
  })

  test('should encode with the asked quality (smaller at a lower q)', async () => {
    const low = await get(jpeg, 'w=400&q=10')
    const high = await get(jpeg, 'w=400&q=95')
    expect(low.status).toBe(200)
    expect(low.bytes.length).toBeLessThan(high.bytes.length)
  })
})

describe('bad parameters: 400', () => {
  const cases: [string, RegExp][] = [
    ['w=0', /"w" parameter must be an integer from 1 to 2000/],
    ['w=2001', /"w" parameter must be an integer from 1 to 2000, "2001" given/],
    ['w=abc', /"w"/],
    ['w=', /"w"/],
    ['w=1.5', /"w"/],
    ['h=-3', /"h"/],
    ['w=10&w=20', /"w" parameter may be given once/],
    ['w=100&fit=fill', /"fit" parameter must be one of cover, inside/],
    ['fm=gif', /"fm" parameter must be one of jpeg, png, webp, auto/],
    ['q=0', /"q" parameter must be an integer from 1 to 100/],
    ['q=101', /"q"/],
    ['p=nope', /Unknown preset "nope": one of card, square, wide/],
    ['p=card&w=100', /preset \(\?p=\) may be combined with "fm" only \(w given\)/],
  ]
  for (const [query, detail] of cases) {
    test(`should refuse ?${query}`, async () => expect400(await get(jpeg, query), detail))
  }

  test('should refuse transforms of a non-image and of a variant', async () => {
    await expect400(await get(txt, 'w=100'), /JPEG, PNG, WebP and GIF images; this file is text\/plain/)
    await expect400(await fetchFile(t, `${jpeg.urls.thumbnail}?w=100`), /original file/)
  })

  test('should still serve the file for unrelated query parameters', async () => {
    const res = await fetchFile(t, `${plain(jpeg)}?v=3`)
    expect(res.status).toBe(200)
    expect((await size(res)).width).toBe(800)
  })
})

describe('presets', () => {
  test('should apply a preset, alone or with fm', async () => {
    expect(await size(await get(jpeg, 'p=card'))).toEqual({ width: 640, height: 360, format: 'jpeg' })
    expect(await size(await get(jpeg, 'p=square&fm=webp'))).toEqual({ width: 200, height: 200, format: 'webp' })
    expect(await size(await get(jpeg, 'p=wide'))).toEqual({ width: 300, height: 225, format: 'jpeg' })
  })
})

describe('caching headers', () => {
  test('should answer with ETag, immutable Cache-Control, 304 and ranges', async () => {
    const res = await get(jpeg, 'w=120')
    const etag = res.headers.get('etag')!
    expect(etag).toMatch(/^"[0-9a-z]+"$/)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('accept-ranges')).toBe('bytes')
    expect(etag).not.toBe((await fetchFile(t, plain(jpeg))).headers.get('etag'))
    const again = await get(jpeg, 'w=120', { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(again.bytes.length).toBe(0)
    const part = await get(jpeg, 'w=120', { Range: 'bytes=0-9' })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${res.bytes.length}`)
    expect([...part.bytes]).toEqual([...res.bytes.subarray(0, 10)])
    expect((await get(jpeg, 'w=120', { Range: `bytes=${res.bytes.length + 5}-` })).status).toBe(416)
  })

  test('should keep transforms under the tenant media folder, out of the quota', async () => {
    const before = (await t.api('GET', '/admin/media/quota/info', { tenant: 'acme', token: acme.admin })).body.used_mb
    await get(jpeg, 'w=77')
    const dir = join(mediaDir(t, 'acme'), '.transforms', jpeg.id)
    expect(readdirSync(dir)).toContain('77x58-q80.jpg')
    expect((await t.api('GET', '/admin/media/quota/info', { tenant: 'acme', token: acme.admin })).body.used_mb).toBe(before)
  })
})

describe('private media', () => {
  test('should need the token or the signed URL of the original', async () => {
    expectProblem({ ...(await rawApi(`${plain(priv)}?w=50`)) }, 401)
    const signed = await fetchFile(t, `${priv.urls.original}&w=50`)
    expect(signed.status).toBe(200)
    expect(await size(signed)).toEqual({ width: 50, height: 50, format: 'png' })
    expect(signed.headers.get('cache-control')).toBe('private, no-cache')
    const bearer = await get(priv, 'w=50', { Authorization: `Bearer ${acme.viewer}` })
    expect(bearer.status).toBe(200)
    const forged = await fetchFile(t, `${priv.urls.original.replace(/signature=[^&]+/, 'signature=AAAA')}&w=50`)
    expect(forged.status).toBe(403)
  })
})

describe('an item deleted while its transforms are made', () => {
  const transforms = (m: any) => join(mediaDir(t, 'acme'), '.transforms', m.id)
  const remove = async (m: any) => expect((await t.api('DELETE', `/admin/media/${m.id}`, { tenant: 'acme', token: acme.admin })).status).toBe(204)
  const photo = async () => uploaded(t, await image('image/jpeg', 1200, 800), { tenant: 'acme', token: acme.admin, filename: 'gone.jpg' })

  test('should answer 404 to transforms still waiting, log nothing and keep none', async () => {
    const item = await photo()
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const transformer = transformerOf(t.service.ctx)
    const before = transformer.stats.jobs
    transformer.beforeJob = () => gate
    const logged = spyOn(console, 'error').mockImplementation(() => {})
    try {
      const pending = Array.from({ length: 8 }, (_, i) => rawApi(`${plain(item)}?w=${300 + 37 * i}`))
      while (transformer.stats.jobs === before) await Bun.sleep(2)
      await remove(item)
      release()
      for (const res of await Promise.all(pending)) expectProblem(res, 404, 'File not found.')
      expect(logged).not.toHaveBeenCalled()
    } finally {
      transformer.beforeJob = null
      logged.mockRestore()
    }
    expect(existsSync(transforms(item))).toBe(false)
  })

  test('should not keep or serve a transform made from an original read before the delete', async () => {
    const item = await photo()
    // the delete lands between the read of the original and the cache write
    const store = t.service.ctx.media
    const storeFiles = store.files
    store.files = (place) => {
      const files = storeFiles.call(store, place)
      return Object.assign(Object.create(files) as TenantFiles, {
        bytes: async (name: string) => {
          const bytes = await files.bytes(name)
          if (name === item.filename) await remove(item)
          return bytes
        },
      })
    }
    try {
      expectProblem(await rawApi(`${plain(item)}?w=320`), 404, 'File not found.')
    } finally {
      store.files = storeFiles
    }
    expect(existsSync(transforms(item))).toBe(false)
  })
})

/** A file request as an ApiResponse, for expectProblem. */
async function rawApi(url: string) {
  const res = await fetchFile(t, url)
  const textBody = new TextDecoder().decode(res.bytes)
  return { status: res.status, headers: res.headers, text: textBody, body: res.headers.get('content-type')?.includes('json') ? JSON.parse(textBody) : undefined }
}
