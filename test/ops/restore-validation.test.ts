/**
 * Restore never trusts the archive: unsafe or foreign members, broken databases and broken
 * archives are refused with one clear message, and leave no tenant, folder or staging behind.
 */
import { Database } from 'bun:sqlite'
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { backupTenant, restoreTenant } from '../../src/domain/backup'
import { OperatorError } from '../../src/domain/tenants'
import { TarWriter } from '../../src/lib/tar'
import { TENANT_MIGRATIONS } from '../../src/store/migrate'
import { Registry } from '../../src/store/registry-db'
import { lockFolder } from '../../src/store/folder-lock'
import { newDataDir, seedTenants } from '../helpers/child'

const dir = newDataDir()
const work = newDataDir()
let registry: Registry
let goodDb: Uint8Array
let seq = 0

beforeAll(async () => {
  await seedTenants(dir, ['acme'])
  registry = new Registry(dir)
  const good = await backupTenant(registry, 'acme', { out: join(work, 'good.tar') })
  const unpacked = join(work, 'good')
  mkdirSync(unpacked)
  Bun.spawnSync(['tar', '-xf', good.file, '-C', unpacked])
  goodDb = new Uint8Array(readFileSync(join(unpacked, 'cms.db')))
}, 60_000)
afterAll(() => {
  registry.close()
  rmSync(dir, { recursive: true, force: true })
  rmSync(work, { recursive: true, force: true })
})

/** Member content: bytes, a folder, or the good database a real backup made (`'db'`). */
type Content = Uint8Array | 'dir' | 'db'

/** An archive written member by member, in order. */
function archive(members: [name: string, data: Content][]): string {
  const file = join(work, `a${seq++}.tar`)
  const fd = openSync(file, 'wx')
  const w = new TarWriter(fd)
  for (const [name, data] of members) {
    if (data === 'dir') w.addDirectory(name)
    else w.addBytes(name, data === 'db' ? goodDb : data)
  }
  w.finish()
  closeSync(fd)
  return file
}

const text = (s: string) => new TextEncoder().encode(s)

async function expectRefused(file: string, message: string | RegExp): Promise<void> {
  let error: unknown
  try {
    await restoreTenant(registry, 'copy', file)
  } catch (err) {
    error = err
  }
  expect(error).toBeInstanceOf(OperatorError)
  expect((error as Error).message).toMatch(message)
  expect(registry.bySlug('copy')).toBeUndefined()
  expect(readdirSync(join(dir, 'tenants')).filter((f) => f !== 'acme')).toEqual([]) // no folder, no staging
  expect(existsSync(join(dir, 'evil'))).toBe(false)
  expect(existsSync(join(dir, 'tenants/evil'))).toBe(false)
}

describe('restore refuses unsafe members', () => {
  const cases: [string, [string, Content][], RegExp][] = [
    ['a parent-directory member', [['cms.db', 'db'], ['../evil', text('x')]], /"\.\.\/evil": unsafe path/],
    ['a nested parent-directory member', [['cms.db', 'db'], ['media/../../evil', text('x')]], /unsafe path/],
    ['an absolute member', [['/etc/evil', text('x')], ['cms.db', 'db']], /"\/etc\/evil": absolute path/],
    ['a dot segment', [['cms.db', 'db'], ['media/./x', text('x')]], /unsafe path/],
    ['a member outside cms.db and media/', [['cms.db', 'db'], ['notes.txt', text('x')]], /holds only cms\.db and media\//],
    ['cms.db as a folder', [['cms.db', 'dir']], /holds only cms\.db/],
    ['a duplicated cms.db', [['cms.db', 'db'], ['cms.db', 'db']], /appears twice/],
    ['no cms.db', [['media', 'dir'], ['media/a.txt', text('x')]], /holds no cms\.db/],
  ]
  for (const [what, members, message] of cases) {
    test(`should refuse ${what}`, async () => {
      await expectRefused(archive(members), message)
    })
  }

  test('should refuse a symbolic link, even one inside media/', async () => {
    const src = join(work, `links${seq++}`)
    mkdirSync(join(src, 'media'), { recursive: true })
    writeFileSync(join(src, 'cms.db'), goodDb)
    symlinkSync('/etc/passwd', join(src, 'media', 'passwd'))
    const file = join(work, `links${seq++}.tar`)
    Bun.spawnSync(['tar', '-cf', file, '-C', src, 'cms.db', 'media'])
    await expectRefused(file, /"media\/passwd": only files and folders/)
  })
})

describe('restore refuses broken content', () => {
  test('should refuse a cms.db that is not a database', async () => {
    await expectRefused(archive([['cms.db', text('certainly not sqlite '.repeat(100))]]), /cms\.db (cannot be opened|is not a usable database)/)
  })

  test('should refuse a cms.db that fails PRAGMA integrity_check', async () => {
    // change a value in the table's page only: the index no longer agrees with the table
    const file = join(work, `corrupt${seq++}.db`)
    const db = new Database(file, { create: true })
    db.exec("PRAGMA journal_mode = DELETE; CREATE TABLE t (v TEXT); CREATE INDEX t_v ON t (v); INSERT INTO t VALUES ('MARKER-0001')")
    const { page_size } = db.query('PRAGMA page_size').get() as { page_size: number }
    const { rootpage } = db.query("SELECT rootpage FROM sqlite_master WHERE name = 't'").get() as { rootpage: number }
    db.close()
    const bytes = new Uint8Array(readFileSync(file))
    const page = bytes.subarray((rootpage - 1) * page_size, rootpage * page_size)
    const at = Buffer.from(page).indexOf('MARKER-0001')
    expect(at).toBeGreaterThan(0)
    page.set(text('MARKER-0002'), at)
    await expectRefused(archive([['cms.db', bytes]]), /failed PRAGMA integrity_check/)
  })

  test('should refuse a sqlite database that is not a cms tenant, and one from a newer schema', async () => {
    const plain = join(work, `plain${seq++}.db`)
    const db = new Database(plain, { create: true })
    db.exec('PRAGMA journal_mode = DELETE; CREATE TABLE t (v TEXT)')
    db.close()
    await expectRefused(archive([['cms.db', new Uint8Array(readFileSync(plain))]]), /not a cms tenant database/)

    const newer = join(work, `newer${seq++}.db`)
    writeFileSync(newer, goodDb)
    const n = new Database(newer)
    n.exec('PRAGMA user_version = 999')
    n.close()
    await expectRefused(archive([['cms.db', new Uint8Array(readFileSync(newer))]]), /newer cms \(schema 999/)
  })

  test('should refuse a database that records a migration this cms does not know', async () => {
    const newer = join(work, `newer${seq++}.db`)
    writeFileSync(newer, goodDb)
    const n = new Database(newer)
    n.exec("PRAGMA journal_mode = DELETE; INSERT INTO schema_migrations (name, applied_at) VALUES ('0999_later', 0)")
    n.close()
    await expectRefused(archive([['cms.db', new Uint8Array(readFileSync(newer))]]), "The archive comes from a newer cms (it has migration 0999_later, which this one does not know); upgrade first.")
  })

  test('should refuse a truncated archive and a broken gzip stream', async () => {
    const whole = readFileSync(archive([['cms.db', goodDb]]))
    const truncated = join(work, `trunc${seq++}.tar`)
    writeFileSync(truncated, whole.subarray(0, 2048))
    await expectRefused(truncated, /Not a valid backup archive: the archive is truncated/)

    const gz = Bun.gzipSync(whole)
    const brokenGz = join(work, `broken${seq++}.tar.gz`)
    writeFileSync(brokenGz, gz.subarray(0, gz.length >> 1))
    await expectRefused(brokenGz, /Not a valid backup archive/)
  })

  test('should restore a hand-made archive of a good database, without media', async () => {
    const result = await restoreTenant(registry, 'copy', archive([['cms.db', goodDb]]))
    expect(result).toMatchObject({ replaced: false, mediaFiles: 0, applied: [] })
    // the name of a new tenant comes from its first site, which app:tenant:create named after it
    expect(result.tenant).toMatchObject({ slug: 'copy', name: 'ACME', status: 'active', generation: 0 })
    expect(readdirSync(join(dir, 'tenants', 'copy')).sort()).toEqual(['cms.db', 'media'])
  })

  test('should accept an archive made with tar from a stopped server\'s tenant folder', async () => {
    const folder = join(work, `folder${seq++}`)
    mkdirSync(join(folder, 'media', 'sub'), { recursive: true })
    writeFileSync(join(folder, 'cms.db'), goodDb)
    writeFileSync(join(folder, 'media', 'sub', 'a.txt'), 'a')
    const file = join(work, `folder${seq++}.tar.gz`)
    Bun.spawnSync(['tar', '-czf', file, '-C', folder, '.'])
    const result = await restoreTenant(registry, 'by-hand', file)
    expect(result.mediaFiles).toBe(1)
    expect(readFileSync(join(dir, 'tenants/by-hand/media/sub/a.txt'), 'utf8')).toBe('a')
  })

  test('should apply the migrations an archive from an older cms lacks', async () => {
    // as if this cms were one release newer than the one that wrote the backup
    TENANT_MIGRATIONS.push({ name: '9999_restore_test', sql: 'CREATE TABLE restore_probe (id INTEGER PRIMARY KEY);' })
    try {
      const result = await restoreTenant(registry, 'older', archive([['cms.db', 'db']]))
      expect(result.applied).toEqual(['9999_restore_test'])
      const db = new Database(join(dir, 'tenants/older/cms.db'), { readonly: true })
      expect(db.query('PRAGMA user_version').get()).toEqual({ user_version: TENANT_MIGRATIONS.length })
      expect(db.query("SELECT name FROM sqlite_master WHERE name = 'restore_probe'").get()).toEqual({ name: 'restore_probe' })
      db.close()
    } finally {
      TENANT_MIGRATIONS.pop()
    }
  })
})

describe('restore working folders', () => {
  test('should remove those a stopped restore left, and keep one a running restore holds', async () => {
    const tenants = join(dir, 'tenants')
    // a restore killed midway: its lock file was taken, then its process ended
    const left = join(tenants, '.restore-gone-abc123')
    mkdirSync(join(left, 'tenant/media'), { recursive: true })
    writeFileSync(join(left, 'tenant/cms.db'), 'a whole tenant copy')
    lockFolder(left).release()
    // a restore running now, in this process (or another)
    const running = join(tenants, '.restore-busy-def456')
    mkdirSync(running)
    const held = lockFolder(running)
    try {
      const res = await restoreTenant(registry, 'swept', archive([['cms.db', 'db'], ['media/', 'dir']]))
      expect(res.tenant.slug).toBe('swept')
      expect(readdirSync(tenants).filter((f) => f.startsWith('.restore-'))).toEqual(['.restore-busy-def456'])
    } finally {
      held.release()
      rmSync(running, { recursive: true, force: true })
    }
  })
})
