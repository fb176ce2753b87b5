/**
 * `app:tenant:media-check`: the files of a tenant's media folder against its media items. The
 * service uploads as a client would; the command runs as an operator runs it, in its own process.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { existsSync, readdirSync, renameSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { cli } from '../helpers/child'
import { image, mediaDir, uploaded } from '../helpers/media'
import { startTestService } from '../helpers/service'

const t = startTestService()
afterAll(() => t.close())
const SLOW = 30_000
let photo: { id: string; filename: string }
let dir: string

beforeAll(async () => {
  const tokens = await t.tenantWithUsers('acme')
  photo = await uploaded(t, await image('image/jpeg', 1200, 900), { tenant: 'acme', token: tokens.admin, filename: 'photo.jpg' })
  await uploaded(t, await image('image/png', 200, 100), { tenant: 'acme', token: tokens.admin, filename: 'small.png' })
  dir = mediaDir(t, 'acme')
})

const check = (...args: string[]) => cli(['app:tenant:media-check', 'acme', ...args, '--data', t.dir])
const stored = () => readdirSync(dir).filter((n) => !n.startsWith('.')).sort()

test('should find nothing wrong in a tenant whose files match its items', async () => {
  const res = await check()
  // the photo has an original, a medium and a thumbnail; the small image an original and a thumbnail
  expect(res).toEqual({
    exitCode: 0,
    stderr: '',
    stdout: 'Tenant "acme": 2 media items name 5 files; the media folder holds 5 files.\n0 orphans (named by no item).\n0 missing (named by an item, not stored).\n',
  })
}, SLOW)

test('should list orphans and missing files, exit 1 for the missing, and change nothing', async () => {
  const before = stored()
  const old = join(dir, '0192aaaa-0000-7000-8000-000000000001.jpg')
  writeFileSync(old, 'left by a delete that failed')
  utimesSync(old, new Date('2026-01-01T00:00:00Z'), new Date('2026-01-01T00:00:00Z'))
  const medium = before.find((n) => n.startsWith(photo.id) && n.includes('-medium'))!
  renameSync(join(dir, medium), join(dir, '.aside'))
  try {
    const res = await check()
    expect(res.exitCode).toBe(1)
    expect(res.stdout).toBe(
      [
        'Tenant "acme": 2 media items name 5 files; the media folder holds 5 files.',
        '1 orphan (named by no item), 0.0 KiB:',
        '  0192aaaa-0000-7000-8000-000000000001.jpg  0.0 KiB  2026-01-01T00:00:00.000Z',
        '1 missing (named by an item, not stored):',
        `  ${medium}  of item ${photo.id}`,
        'Run again with --remove-orphans to remove those older than 1h.',
        '',
      ].join('\n'),
    )
    expect(res.stderr).toBe('error: 1 file named by media items is missing; upload it again or delete the items.\n')
    expect(existsSync(old)).toBe(true)
  } finally {
    renameSync(join(dir, '.aside'), join(dir, medium))
  }
}, SLOW)

test('should remove the orphans older than --older-than, keep newer ones and every named file', async () => {
  const named = stored().filter((n) => !n.startsWith('0192'))
  const young = join(dir, '0192aaaa-0000-7000-8000-000000000002.png')
  writeFileSync(young, 'an orphan of a minute ago')
  const res = await check('--remove-orphans')
  expect(res.exitCode).toBe(0)
  expect(res.stdout).toContain('2 orphans (named by no item)')
  expect(res.stdout).toEndWith('Removed 1 orphan (0.0 KiB); kept 1 changed within 1h.\n')
  expect(stored()).toEqual([...named, '0192aaaa-0000-7000-8000-000000000002.png'].sort())
  // with no age limit the young one goes too; the items' files stay
  expect((await check('--remove-orphans', '--older-than', '0')).stdout).toEndWith('Removed 1 orphan (0.0 KiB).\n')
  expect(stored()).toEqual(named)
  expect((await check('--older-than', 'soon')).stderr).toBe('error: --older-than: Invalid duration "soon" (expected e.g. 1h, 15m, 3600)\n')
  expect((await cli(['app:tenant:media-check', 'nobody', '--data', t.dir])).stderr).toBe('error: Tenant "nobody" not found.\n')
}, SLOW)
