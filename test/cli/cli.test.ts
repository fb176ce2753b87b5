/** CONTRACT §2: operator commands, run as a user would (spawned), with their exit codes. */
import { Database } from 'bun:sqlite'
import { afterAll, describe, expect, test } from 'bun:test'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Registry } from '../../src/store/registry-db'

const root = join(import.meta.dir, '..', '..')
const dir = mkdtempSync(join(tmpdir(), 'cms-cli-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function cms(...args: string[]) {
  const p = Bun.spawnSync(['bun', join(root, 'src/main.ts'), ...args], {
    env: { ...process.env, CMS_DATA_DIR: dir },
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  })
  return { code: p.exitCode, out: p.stdout.toString(), err: p.stderr.toString() }
}

const tenantsOnDisk = () => (existsSync(join(dir, 'tenants')) ? readdirSync(join(dir, 'tenants')) : [])

describe('app:tenant:*', () => {
  test('should create a tenant with its folder, database and default site', () => {
    const r = cms('app:tenant:create', 'acme', 'Acme Corp')
    expect(r.code).toBe(0)
    expect(r.out).toContain('Tenant "acme" created')
    expect(existsSync(join(dir, 'tenants', 'acme', 'cms.db'))).toBe(true)
    expect(existsSync(join(dir, 'tenants', 'acme', 'media'))).toBe(true)
    expect(existsSync(join(dir, 'registry.db'))).toBe(true)
    // the default site's creation is recorded as any site's (audit log, change feed)
    const db = new Database(join(dir, 'tenants', 'acme', 'cms.db'), { readonly: true })
    expect(db.query('SELECT event, resource, actor_type AS actor FROM events').all()).toEqual([{ event: 'site.created', resource: 'sites', actor: 'system' }])
    db.close()
  })

  test('should refuse an existing slug with exit 1 and one line', () => {
    const r = cms('app:tenant:create', 'acme', 'Again')
    expect(r.code).toBe(1)
    expect(r.err.trim()).toBe('error: Tenant "acme" already exists.')
  })

  test.each([['../x'], ['A B'], [''], ['.x'], ['a'], ['x/y'], ['a'.repeat(64)]])('should refuse the slug %p and create nothing', (slug) => {
    const before = tenantsOnDisk()
    const r = cms('app:tenant:create', slug, 'Name')
    expect(r.code).toBe(1)
    expect(r.err).toContain('Invalid tenant slug')
    expect(r.err.trim().split('\n')).toHaveLength(1)
    expect(tenantsOnDisk()).toEqual(before)
    expect(existsSync(join(dir, 'x'))).toBe(false)
  })

  test('should list tenants as a table and as JSON', () => {
    cms('app:tenant:create', 'globex', 'Globex', '--quota-mb', '50')
    const table = cms('app:tenant:list')
    expect(table.code).toBe(0)
    expect(table.out).toMatch(/id\s+slug\s+name\s+status\s+quota_mb\s+created_at/)
    expect(table.out).toMatch(/1\s+acme\s+Acme Corp\s+active/)
    const json = JSON.parse(cms('app:tenant:list', '--json').out)
    expect(json).toHaveLength(2)
    expect(json[1]).toMatchObject({ id: 2, slug: 'globex', name: 'Globex', status: 'active', quota_mb: 50 })
    expect(json[1].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/)
  })

  test('should suspend and activate', () => {
    expect(cms('app:tenant:suspend', 'globex').code).toBe(0)
    expect(JSON.parse(cms('app:tenant:list', '--json').out)[1].status).toBe('suspended')
    expect(cms('app:tenant:activate', 'globex').code).toBe(0)
    expect(JSON.parse(cms('app:tenant:list', '--json').out)[1].status).toBe('active')
    expect(cms('app:tenant:suspend', 'nobody').code).toBe(1)
  })

  test('should refuse to activate or suspend a tenant whose delete did not finish', () => {
    cms('app:tenant:create', 'halfgone', 'Half gone')
    // what a delete leaves when removing its folder failed
    const registry = new Registry(dir)
    registry.update('halfgone', { status: 'deleted' })
    registry.close()
    for (const command of ['app:tenant:activate', 'app:tenant:suspend']) {
      const r = cms(command, 'halfgone')
      expect(r.code).toBe(1)
      expect(r.err.trim()).toBe('error: Tenant "halfgone" is being deleted; run app:tenant:delete halfgone again to finish.')
    }
    expect(JSON.parse(cms('app:tenant:list', '--json').out).find((t: { slug: string }) => t.slug === 'halfgone').status).toBe('deleted')
    expect(cms('app:tenant:delete', 'halfgone', '--force').code).toBe(0)
  })

  test('should refuse to delete without a terminal and without --force, changing nothing', () => {
    const r = cms('app:tenant:delete', 'globex')
    expect(r.code).toBe(1)
    expect(r.err).toContain('--force')
    expect(existsSync(join(dir, 'tenants', 'globex', 'cms.db'))).toBe(true)
    expect(JSON.parse(cms('app:tenant:list', '--json').out)).toHaveLength(2)
  })

  test('should delete with --force: folder and record gone', () => {
    const r = cms('app:tenant:delete', 'globex', '--force')
    expect(r.code).toBe(0)
    expect(existsSync(join(dir, 'tenants', 'globex'))).toBe(false)
    expect(JSON.parse(cms('app:tenant:list', '--json').out).map((t: { slug: string }) => t.slug)).toEqual(['acme'])
    expect(cms('app:tenant:delete', 'globex', '--force').code).toBe(1)
  })

  test('should set quotas within 1 MB to 100 GB', () => {
    expect(cms('app:tenant:quota', 'acme', '2048').code).toBe(0)
    expect(JSON.parse(cms('app:tenant:list', '--json').out)[0].quota_mb).toBe(2048)
    expect(cms('app:tenant:quota', 'acme', '0').code).toBe(1)
    expect(cms('app:tenant:quota', 'acme', '102401').code).toBe(1)
    expect(cms('app:tenant:create', 'big', 'Big', '--quota-mb', '200000').code).toBe(1)
    expect(tenantsOnDisk()).not.toContain('big')
  })

  test('should report migrations as up to date', () => {
    const r = cms('app:tenant:migrate')
    expect(r.code).toBe(0)
    expect(r.out).toContain('acme: up to date')
  })
})

describe('app:site:create and app:user:create', () => {
  test('should add a site', () => {
    const r = cms('app:site:create', 'acme', 'blog', 'The Blog')
    expect(r.code).toBe(0)
    expect(r.out).toContain('Site "blog" created')
    expect(cms('app:site:create', 'acme', 'blog', 'Again').code).toBe(1)
  })

  test('should create users, refusing duplicates and bad input with exit 1', () => {
    const ok = cms('app:user:create', '--tenant=acme', '--email=Admin@Acme.test', '--password=secret123', '--role=ROLE_CMS_ADMIN')
    expect(ok.code).toBe(0)
    expect(ok.out).toContain('admin@acme.test')
    const dup = cms('app:user:create', '--tenant=acme', '--email=admin@acme.test', '--password=secret123', '--role=ROLE_CMS_EDITOR')
    expect(dup.code).toBe(1)
    expect(dup.err.trim()).toBe('error: email: This value is already used.')
    expect(cms('app:user:create', '--tenant=acme', '--email=x@acme.test', '--password=short', '--role=ROLE_CMS_ADMIN').code).toBe(1)
    expect(cms('app:user:create', '--tenant=acme', '--email=y@acme.test', '--password=secret123', '--role=ROLE_GOD').code).toBe(1)
    expect(cms('app:user:create', '--tenant=nope', '--email=z@acme.test', '--password=secret123', '--role=ROLE_CMS_ADMIN').code).toBe(1)
  })
})

test('should print help for every command', () => {
  for (const command of ['serve', 'app:tenant:create', 'app:tenant:list', 'app:tenant:delete', 'app:tenant:suspend', 'app:tenant:activate', 'app:tenant:migrate', 'app:tenant:quota', 'app:site:create', 'app:user:create']) {
    const r = cms(command, '--help')
    expect(r.code).toBe(0)
    expect(r.out + r.err).toContain('USAGE')
    // not a terminal: no colour codes
    expect(r.out + r.err).not.toContain('\x1b[')
  }
})

test('should refuse an option a command does not know, with one line and exit 1, doing nothing', () => {
  const typo = cms('app:tenant:create', 'typo', 'Typo', '--quota', '5')
  expect([typo.code, typo.err.trim()]).toEqual([1, 'error: Unknown option "--quota" for app:tenant:create. See: cms app:tenant:create --help'])
  expect(tenantsOnDisk()).not.toContain('typo')
  expect(cms('app:tenant:list', '--bogus=1').err.trim()).toBe('error: Unknown option "--bogus" for app:tenant:list. See: cms app:tenant:list --help')
  expect(cms('app:tenant:backup', 'acme', '--output', join(dir, 'mine.tar')).code).toBe(1)
  expect(existsSync(join(dir, 'mine.tar'))).toBe(false)
  // the spellings citty takes for declared options stay accepted
  const ok = cms('app:tenant:create', 'spelled', 'Spelled', '--quotaMb=7')
  expect([ok.code, ok.out.trim()]).toEqual([0, 'Tenant "spelled" created (quota 7 MB) with site "default".'])
  expect(cms('app:tenant:list', '--no-json').code).toBe(0)
})

test('should name the database it cannot open, with what to check', () => {
  const broken = mkdtempSync(join(tmpdir(), 'cms-cli-broken-'))
  try {
    // a folder where the registry's file should be: SQLite only says "unable to open database file"
    mkdirSync(join(broken, 'registry.db'))
    const r = cms('app:tenant:list', '--data', broken)
    expect(r.code).toBe(1)
    expect(r.err.trim()).toBe(`error: cannot open ${join(broken, 'registry.db')}: unable to open database file (does it exist as a file, and may this user write it and its folder?)`)
  } finally {
    rmSync(broken, { recursive: true, force: true })
  }
})

test('should name a data directory that is a file, or inside one, in one line', () => {
  const file = join(dir, 'not-a-dir')
  writeFileSync(file, 'x')
  for (const [data, why] of [[file, 'is not a directory'], [join(file, 'sub'), 'is inside a file, not a directory']] as const) {
    for (const args of [['app:tenant:list', '--data', data], ['app:tenant:create', 'filed', 'Filed', '--data', data]]) {
      const r = cms(...args)
      expect([r.code, r.err.trim()]).toEqual([1, `error: The data directory ${data} ${why} (--data or CMS_DATA_DIR).`])
    }
  }
})

test('should read --force=no as no, refuse another on/off value, and refuse words past the positionals', () => {
  expect(cms('app:tenant:create', 'forced', 'Forced').code).toBe(0)
  for (const value of ['0', 'no', 'off', 'FALSE']) {
    const r = cms('app:tenant:delete', 'forced', `--force=${value}`)
    expect([r.code, r.err.trim()]).toEqual([1, 'error: Refusing to delete without confirmation: run in a terminal or pass --force.'])
  }
  expect(cms('app:tenant:delete', 'forced', '--force=maybe').err.trim()).toBe('error: Invalid value "maybe" for --force: use --force or --no-force.')
  expect(tenantsOnDisk()).toContain('forced')
  // a name with a space, unquoted
  const unquoted = cms('app:tenant:create', 'unquoted', 'Acme', 'Corp')
  expect([unquoted.code, unquoted.err.trim()]).toEqual([1, 'error: Unexpected argument "Corp" for app:tenant:create (a value with spaces needs quotes). See: cms app:tenant:create --help'])
  expect(tenantsOnDisk()).not.toContain('unquoted')
  expect(cms('app:tenant:suspend', 'forced', 'acme').code).toBe(1)
  expect(cms('app:user:create', '--tenant=forced', '--email=x@forced.test', '--password=long-enough', '--role=ROLE_CMS_VIEWER', '--name').err.trim()).toBe('error: The option --name needs a value. See: cms app:user:create --help')
  expect(cms('app:tenant:delete', 'forced', '--force=yes').code).toBe(0)
})

test('should make no data directory for a command that only reads or changes one, and refuse an empty --data', () => {
  const typo = join(dir, 'typo', 'data')
  for (const args of [['app:tenant:suspend', 'acme'], ['app:tenant:list'], ['app:tenant:migrate'], ['app:user:create', '--tenant=acme', '--email=a@b.test', '--password=long-enough', '--role=ROLE_CMS_VIEWER']]) {
    const r = cms(...args, '--data', typo)
    expect({ args, code: r.code, err: r.err.trim() }).toEqual({ args, code: 1, err: `error: No data directory at ${typo} (--data or CMS_DATA_DIR); app:tenant:create makes one.` })
  }
  expect(existsSync(join(dir, 'typo'))).toBe(false)
  expect(cms('app:tenant:list', '--data=').err.trim()).toBe('error: --data needs a directory')
  expect(cms('app:tenant:list', '--data').err.trim()).toBe('error: The option --data needs a value. See: cms app:tenant:list --help')
})

test('should take a tenant name of one line up to 200 characters, and count a password in characters', () => {
  for (const [name, error] of [
    ['Line1\nLine2', 'The tenant name must be one line without control characters.'],
    ['\x1b[31mred', 'The tenant name must be one line without control characters.'],
    ['x'.repeat(201), 'The tenant name is too long: at most 200 characters.'],
  ]) {
    const r = cms('app:tenant:create', 'named', name!)
    expect([r.code, r.err.trim()]).toEqual([1, `error: ${error}`])
  }
  expect(tenantsOnDisk()).not.toContain('named')
  expect(cms('app:tenant:create', 'named', 'é'.repeat(200)).code).toBe(0)
  const blank = cms('app:tenant:restore', 'renamed', join(dir, 'none.tar.gz'), '--name', '   ')
  expect(blank.err.trim()).toBe('error: The tenant name must not be empty.')
  // four emoji are four characters, not eight
  const short = cms('app:user:create', '--tenant=named', '--email=emoji@named.test', '--password=😀😀😀😀', '--role=ROLE_CMS_VIEWER')
  expect([short.code, short.err.trim()]).toEqual([1, 'error: password: This value is too short. It should have 8 characters or more.'])
})
