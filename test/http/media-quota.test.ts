import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { fetchFile, holdings, image, storedFiles, upload, uploaded } from '../helpers/media'
import { expectProblem, startTestService, type RoleName } from '../helpers/service'

const MB = 1024 * 1024
const t = startTestService()
afterAll(() => t.close())

/** A tenant with a 1 MB quota (CONTRACT §2: app:tenant:create --quota-mb 1). */
async function tenantWithQuota(slug: string, quotaMb: number): Promise<Record<RoleName, string>> {
  t.createTenant(slug, { quotaMb })
  const tokens = {} as Record<RoleName, string>
  tokens.admin = await t.login(slug, await t.createUser(slug, 'admin'))
  tokens.viewer = await t.login(slug, await t.createUser(slug, 'viewer'))
  return tokens
}

const filler = (bytes: number) => new Uint8Array(bytes).fill(0x61) // text/plain, no variants

describe('GET /admin/media/quota/info', () => {
  let tokens: Record<RoleName, string>
  beforeAll(async () => {
    tokens = await tenantWithQuota('quota-info', 10)
  })

  test('should report an empty tenant', async () => {
    const res = await t.api('GET', '/admin/media/quota/info', { tenant: 'quota-info', token: tokens.viewer })
    expect(res.status).toBe(200)
    // spec §1: responses are JSON-LD
    expect(res.headers.get('content-type')).toBe('application/ld+json; charset=utf-8')
    expect(res.body).toEqual({ quota_mb: 10, used_mb: 0, available_mb: 10, usage_percentage: 0, media_count: 0 })
  })

  test('should count originals and variants to 0.01 MB', async () => {
    const text = await uploaded(t, filler(1.5 * MB), { tenant: 'quota-info', token: tokens.admin })
    const jpeg = await uploaded(t, await image('image/jpeg', 1200, 900), { tenant: 'quota-info', token: tokens.admin })
    // every stored byte: the originals plus the variant files on disk (or in the bucket)
    const stored = storedFiles(t, 'quota-info')
    let onDisk = 0
    for (const f of (await holdings(t, 'quota-info')).files) onDisk += (await stored.stat(f))!.size
    expect(onDisk).toBeGreaterThan(text.size + jpeg.size)
    const res = await t.api('GET', '/admin/media/quota/info', { tenant: 'quota-info', token: tokens.viewer })
    const used = onDisk / MB
    expect(res.body).toEqual({
      quota_mb: 10,
      used_mb: Math.round(used * 100) / 100,
      available_mb: Math.round((10 - used) * 100) / 100,
      usage_percentage: Math.round(used * 10 * 100) / 100,
      media_count: 2,
    })
  })

  test('should refuse a request without a token', async () => {
    expectProblem(await t.api('GET', '/admin/media/quota/info', { tenant: 'quota-info' }), 401)
  })
})

describe('quota enforcement', () => {
  test('should accept an upload that fills the quota exactly and refuse one byte more', async () => {
    const tokens = await tenantWithQuota('quota-edge', 1)
    const opts = { tenant: 'quota-edge', token: tokens.admin }
    const before = await holdings(t, 'quota-edge')
    const over = await upload(t, filler(MB + 1), opts)
    expectProblem(over, 413)
    expect(over.body).toMatchObject({
      title: 'Storage Quota Exceeded',
      quota_mb: 1,
      used_mb: 0,
      available_mb: 1,
      required_mb: 1,
      available_bytes: MB,
      required_bytes: MB + 1,
    })
    expect(await holdings(t, 'quota-edge')).toEqual(before)

    await uploaded(t, filler(MB), opts)
    const full = await t.api('GET', '/admin/media/quota/info', opts)
    expect(full.body).toMatchObject({ used_mb: 1, available_mb: 0, usage_percentage: 100, media_count: 1 })
    const afterFull = await holdings(t, 'quota-edge')
    const one = await upload(t, filler(1), opts)
    expectProblem(one, 413)
    expect(one.body).toMatchObject({ title: 'Storage Quota Exceeded', used_mb: 1, available_mb: 0, required_bytes: 1 })
    expect(await holdings(t, 'quota-edge')).toEqual(afterFull)
  })

  test('should count the variants: an original that fits with variants that do not is refused', async () => {
    const tokens = await tenantWithQuota('quota-variants', 1)
    const opts = { tenant: 'quota-variants', token: tokens.admin }
    const jpeg = await image('image/jpeg', 1200, 900)
    // leave room for the original but not for its thumbnail and medium
    await uploaded(t, filler(MB - jpeg.length - 100), opts)
    const before = await holdings(t, 'quota-variants')
    const res = await upload(t, jpeg, opts)
    expectProblem(res, 413)
    expect(res.body.title).toBe('Storage Quota Exceeded')
    expect(res.body.required_bytes).toBeGreaterThan(jpeg.length)
    expect(res.body.available_bytes).toBe(jpeg.length + 100)
    // neither the original nor the variant files the worker made are left
    expect(await holdings(t, 'quota-variants')).toEqual(before)
  })

  test('should free the quota and the files on delete', async () => {
    const tokens = await tenantWithQuota('quota-free', 1)
    const opts = { tenant: 'quota-free', token: tokens.admin }
    const m = await uploaded(t, await image('image/jpeg', 1200, 900), opts)
    const files = (await holdings(t, 'quota-free')).files
    expect(files).toHaveLength(3)
    const blocked = await upload(t, filler(MB - m.size), opts)
    expectProblem(blocked, 413)

    const del = await t.api('DELETE', `/admin/media/${m.id}`, opts)
    expect(del.status).toBe(204)
    await t.service.ctx.media.settled()
    for (const f of files) expect(await storedFiles(t, 'quota-free').stat(f)).toBeNull()
    expect((await fetchFile(t, m.urls.thumbnail)).status).toBe(404)
    const info = await t.api('GET', '/admin/media/quota/info', opts)
    expect(info.body).toMatchObject({ used_mb: 0, available_mb: 1, media_count: 0 })
    expect((await upload(t, filler(MB - m.size), opts)).status).toBe(201)
  })

  test('should apply a quota changed while the server runs', async () => {
    const tokens = await tenantWithQuota('quota-raise', 1)
    const opts = { tenant: 'quota-raise', token: tokens.admin }
    expectProblem(await upload(t, filler(2 * MB), opts), 413)
    // what `cms app:tenant:quota quota-raise 3` does
    const { setQuota } = await import('../../src/domain/tenants')
    setQuota(t.service.ctx.registry, 'quota-raise', 3)
    expect((await upload(t, filler(2 * MB), opts)).status).toBe(201)
    const info = await t.api('GET', '/admin/media/quota/info', opts)
    expect(info.body).toMatchObject({ quota_mb: 3, used_mb: 2, available_mb: 1, usage_percentage: 66.67 })
  })
})
