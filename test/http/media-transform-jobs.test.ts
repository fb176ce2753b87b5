/** How transform work is shared and bounded (CONTRACT §12): single-flight, concurrency, cache size. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { transformerOf } from '../../src/http/media-delivery'
import { fetchFile, image, mediaDir, uploaded } from '../helpers/media'
import { startTestService, type RoleName } from '../helpers/service'

// one job at a time, a short wait for a slot, and a 1 MiB cache
const t = startTestService({ CMS_TRANSFORM_CONCURRENCY: '1', CMS_TRANSFORM_WAIT: '200ms', CMS_TRANSFORM_CACHE_MB: '1' })
afterAll(() => t.close())

let acme: Record<RoleName, string>
let photo: any
const transformer = () => transformerOf(t.service.ctx)
const get = (query: string) => fetchFile(t, `${photo.urls.original}?${query}`)

/** Waits (without a deadline of its own: the test's timeout bounds it) until `done()` holds. */
async function until(done: () => boolean) {
  while (!done()) await Bun.sleep(2)
}

/** Holds every job at its start until `release` is called. */
function holdJobs() {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  transformer().beforeJob = () => gate
  return () => {
    transformer().beforeJob = null
    release()
  }
}

beforeAll(async () => {
  acme = await t.tenantWithUsers('acme')
  photo = await uploaded(t, await image('image/png', 600, 600), { tenant: 'acme', token: acme.admin, filename: 'photo.png' })
})

describe('single-flight', () => {
  test('should make one job for concurrent identical requests', async () => {
    const release = holdJobs()
    const { jobs: before, joined } = transformer().stats
    const pending = Array.from({ length: 8 }, () => get('w=123'))
    await until(() => transformer().stats.joined - joined === 7)
    release()
    const results = await Promise.all(pending)
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200))
    expect(new Set(results.map((r) => r.headers.get('etag'))).size).toBe(1)
    expect(transformer().stats.jobs - before).toBe(1)
    // and a later request is served from the cache
    expect((await get('w=123')).status).toBe(200)
    expect(transformer().stats.jobs - before).toBe(1)
  })
})

describe('concurrency limit', () => {
  test('should answer 503 with Retry-After when no slot frees within the wait', async () => {
    const release = holdJobs()
    const before = transformer().stats.jobs
    const first = get('w=201')
    await until(() => transformer().stats.jobs > before)
    const second = await get('w=202')
    expect(second.status).toBe(503)
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    const body = JSON.parse(new TextDecoder().decode(second.bytes))
    expect(body.status).toBe(503)
    expect(body.detail).toMatch(/retry/)
    release()
    expect((await first).status).toBe(200)
    // nothing was left behind by the refused one; it works once a slot is free
    expect((await get('w=202')).status).toBe(200)
  })
})

describe('cache bound', () => {
  test('should keep the cache under CMS_TRANSFORM_CACHE_MB, least recently used out first', async () => {
    const dir = join(mediaDir(t, 'acme'), '.transforms', photo.id)
    const bytesOnDisk = () => readdirSync(dir).reduce((n, f) => n + statSync(join(dir, f)).size, 0)
    // lossless PNGs of a noisy photo: a few hundred KiB each
    const first = await get('w=590&fm=png')
    expect(first.status).toBe(200)
    let total = 0
    for (let w = 500; w < 590 && total < 3 * 1024 * 1024; w += 5) {
      const res = await get(`w=${w}&fm=png`)
      expect(res.status).toBe(200)
      total += res.bytes.length
      expect(bytesOnDisk()).toBeLessThanOrEqual(1024 * 1024)
    }
    expect(total).toBeGreaterThan(1024 * 1024)
    // the first one went out
    expect(readdirSync(dir)).not.toContain('590x590.png')
  })
})
