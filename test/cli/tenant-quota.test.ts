import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const dir = mkdtempSync(join(tmpdir(), 'cms-cli-quota-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function cms(...args: string[]) {
  const p = Bun.spawnSync(['bun', 'src/main.ts', ...args, '--data', dir], { cwd: join(import.meta.dir, '../..') })
  return { code: p.exitCode, out: p.stdout.toString(), err: p.stderr.toString() }
}

const quotaOf = (slug: string) => JSON.parse(cms('app:tenant:list', '--json').out).find((t: { slug: string }) => t.slug === slug).quota_mb

test('should create a tenant with --quota-mb and default to 1024 MB', () => {
  expect(cms('app:tenant:create', 'shop', 'Shop', '--quota-mb', '5').code).toBe(0)
  expect(quotaOf('shop')).toBe(5)
  expect(cms('app:tenant:create', 'plain', 'Plain').code).toBe(0)
  expect(quotaOf('plain')).toBe(1024)
})

test('should set the quota from 1 to 102400 MB and refuse anything else', () => {
  expect(cms('app:tenant:quota', 'shop', '102400')).toMatchObject({ code: 0, out: 'Tenant "shop" quota set to 102400 MB.\n' })
  expect(cms('app:tenant:quota', 'shop', '1').code).toBe(0)
  expect(quotaOf('shop')).toBe(1)
  for (const bad of ['0', '102401', '1.5', 'abc']) {
    const r = cms('app:tenant:quota', 'shop', bad)
    expect(r.code).toBe(1)
    expect(r.err).toStartWith('error: Invalid quota')
  }
  expect(cms('app:tenant:create', 'other', 'Other', '--quota-mb', '0').code).toBe(1)
  expect(cms('app:tenant:quota', 'nope', '5')).toMatchObject({ code: 1, err: 'error: Tenant "nope" not found.\n' })
  expect(quotaOf('shop')).toBe(1)
})
