/**
 * A stand-in for the media endpoints while they are not merged into this branch: answers
 * POST /admin/media, the media collection, items and the quota in the CONTRACT's shapes, inside
 * the browser only (Playwright routing). Used only when the real POST /admin/media is absent.
 */
import type { Page } from 'playwright-core'
import { makePng } from './png'

type Media = Record<string, unknown> & { id: string }

const COLOURS: [number, number, number][] = [
  [255, 183, 77],
  [79, 195, 247],
  [129, 199, 132],
  [240, 98, 146],
  [149, 117, 205],
  [255, 138, 101],
  [77, 182, 172],
  [255, 213, 79],
]

/** A soft diagonal gradient between two colours of the palette. */
const palette =
  (seed: number) =>
  (x: number, y: number): [number, number, number] => {
    const a = COLOURS[seed % COLOURS.length]!
    const b = COLOURS[(seed + 3) % COLOURS.length]!
    const t = (x / 320 + y / 240) / 2
    return [0, 1, 2].map((i) => Math.round(a[i]! * (1 - t) + b[i]! * t)) as [number, number, number]
  }

export async function stubMedia(page: Page, seeded: string[] = []): Promise<{ uploads: string[] }> {
  const items: Media[] = []
  const uploads: string[] = []
  const files = new Map<string, Uint8Array>()
  const add = (name: string, bytes: Uint8Array) => {
    const id = crypto.randomUUID()
    const file = `${id}.png`
    files.set(file, bytes)
    const item: Media = {
      '@id': `/admin/media/${id}`,
      '@type': 'Media',
      id,
      filename: file,
      original_filename: name,
      mime_type: 'image/png',
      size: bytes.length,
      status: 'ready',
      visibility: 'public',
      width: 320,
      height: 240,
      alt: {},
      urls: { original: `/media/acme/${file}`, thumbnail: `/media/acme/${file}` },
      version: 1,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    }
    items.unshift(item)
    return item
  }
  seeded.forEach((name, i) => add(name, makePng(320, 240, palette(i + 1))))

  const json = (body: unknown, status = 200) => ({
    status,
    contentType: 'application/ld+json',
    body: JSON.stringify(body),
    headers: { ETag: '"stub"' },
  })
  await page.route('**/media/acme/*', (route) => {
    const bytes = files.get(new URL(route.request().url()).pathname.split('/').pop()!)
    return bytes
      ? route.fulfill({ status: 200, contentType: 'image/png', body: Buffer.from(bytes) })
      : route.fulfill({ status: 404 })
  })
  await page.route('**/admin/media/quota/info', (route) => {
    const used = items.reduce((n, m) => n + (m.size as number), 0) / 1024 / 1024
    return route.fulfill(
      json({
        quota_mb: 1024,
        used_mb: used + 312.4,
        available_mb: 1024 - used - 312.4,
        usage_percentage: ((used + 312.4) / 1024) * 100,
        media_count: items.length,
      }),
    )
  })
  await page.route(/\/admin\/media(\?.*)?$/, async (route) => {
    const req = route.request()
    if (req.method() === 'POST') {
      const body = req.postDataBuffer()?.toString('latin1') ?? ''
      const name = /name="file"; filename="([^"]+)"/.exec(body)?.[1] ?? 'upload.png'
      uploads.push(name)
      return route.fulfill(json(add(name, makePng(320, 240, palette(items.length + 3))), 201))
    }
    return route.fulfill(
      json({
        '@id': '/admin/media',
        '@type': 'hydra:Collection',
        'hydra:totalItems': items.length,
        'hydra:member': items,
        'hydra:view': {
          '@id': '/admin/media?page=1',
          'hydra:first': '/admin/media?page=1',
          'hydra:last': '/admin/media?page=1',
        },
      }),
    )
  })
  await page.route(/\/admin\/media\/[0-9a-f-]{36}$/, (route) => {
    const id = route.request().url().split('/').pop()
    const item = items.find((m) => m.id === id)
    if (!item)
      return route.fulfill(
        json({ title: 'Not Found', status: 404, detail: 'Media not found.' }, 404),
      )
    if (route.request().method() === 'DELETE') {
      items.splice(items.indexOf(item), 1)
      return route.fulfill({ status: 204 })
    }
    if (route.request().method() === 'PATCH')
      Object.assign(item, JSON.parse(route.request().postData() ?? '{}'))
    return route.fulfill(json(item))
  })
  return { uploads }
}
