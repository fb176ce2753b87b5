import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const dir = mkdtempSync(join(tmpdir(), 'cms-cli-quota-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
// each command is a fresh process (~0.3 s)
const SLOW = 30_000

async function cms(...args: string[]) {
  const p = Bun.spawn(['bun', 'src/main.ts', ...args, '--data', dir], { cwd: join(import.meta.dir, '../..'), stdout: 'pipe', stderr: 'pipe' })
  const [out, err, code] = await Promise.all([new Response(p.stdout).text(), new Response(p.stderr).text(), p.exited])
  return { code, out, err }
}

const quotaOf = async (slug: string) =>
  JSON.parse((await cms('app:tenant:list', '--json')).out).find((t: { slug: string }) => t.slug === slug).quota_mb

test('should create a tenant with --quota-mb and default to 1024 MB', async () => {
  const [shop, plain] = await Promise.all([cms('app:tenant:create', 'shop', 'Shop', '--quota-mb', '5'), cms('app:tenant:create', 'plain', 'Plain')])
  expect([shop.code, plain.code]).toEqual([0, 0])
  expect(shop.out).toBe('Tenant "shop" created (quota 5 MB) with site "default".\n')
  expect(await quotaOf('shop')).toBe(5)
  expect(await quotaOf('plain')).toBe(1024)
}, SLOW)

test('should set the quota from 1 to 102400 MB', async () => {
  expect(await cms('app:tenant:quota', 'shop', '102400')).toMatchObject({ code: 0, out: 'Tenant "shop" quota set to 102400 MB.\n' })
  expect((await cms('app:tenant:quota', 'shop', '1')).code).toBe(0)
  expect(await quotaOf('shop')).toBe(1)
}, SLOW)

test('should refuse quotas out of range and unknown tenants, changing nothing', async () => {
  // a negative number is the quota, not an option citty would read as `-1`
  const negative = await cms('app:tenant:quota', 'shop', '-1')
  expect(negative).toMatchObject({ code: 1, err: 'error: Invalid quota "-1": use a whole number of MB from 1 to 102400.\n' })
  const bad = await Promise.all(['0', '102401', '1.5', 'abc'].map((mb) => cms('app:tenant:quota', 'shop', mb)))
  for (const r of bad) expect(r).toMatchObject({ code: 1, out: '' })
  for (const r of bad) expect(r.err).toStartWith('error: Invalid quota')
  const [create, unknown] = await Promise.all([cms('app:tenant:create', 'other', 'Other', '--quota-mb', '0'), cms('app:tenant:quota', 'nope', '5')])
  expect(create.code).toBe(1)
  expect(unknown).toMatchObject({ code: 1, err: 'error: Tenant "nope" not found.\n' })
  // a restore's --quota-mb is checked as typed, before the archive is read
  const restore = await cms('app:tenant:restore', 'copied', 'no-such-archive.tar.gz', '--quota-mb', 'abc')
  expect(restore).toMatchObject({ code: 1, err: 'error: Invalid quota "abc": use a whole number of MB from 1 to 102400.\n' })
  expect(await quotaOf('shop')).toBe(1)
}, SLOW)
