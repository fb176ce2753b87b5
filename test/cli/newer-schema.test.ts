/**
 * A database written by a newer cms (it records a migration this one does not know) stops the
 * command with one clear line and exit 1, and stays as it was.
 */
import { Database } from 'bun:sqlite'
import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startChild } from '../helpers/child'

const root = join(import.meta.dir, '..', '..')
const dir = mkdtempSync(join(tmpdir(), 'cms-newer-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function cms(...args: string[]) {
  const p = Bun.spawnSync(['bun', join(root, 'src/main.ts'), ...args], {
    env: { ...process.env, CMS_DATA_DIR: dir, CMS_PORT: '0' },
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
    // note: a serve that wrongly starts would run forever
    timeout: 20_000,
  })
  return { code: p.exitCode, out: p.stdout.toString(), err: p.stderr.toString() }
}

function record(file: string, name: string): void {
  const db = new Database(file)
  db.query('INSERT INTO schema_migrations (name, applied_at) VALUES (?, 0)').run(name)
  db.close()
}

const recorded = (file: string) => {
  const db = new Database(file, { readonly: true })
  try {
    return (db.query('SELECT name FROM schema_migrations ORDER BY name').all() as { name: string }[]).map((r) => r.name)
  } finally {
    db.close()
  }
}

test('should refuse to migrate a tenant database from a newer cms', () => {
  expect(cms('app:tenant:create', 'acme', 'Acme').code).toBe(0)
  const file = join(dir, 'tenants', 'acme', 'cms.db')
  record(file, '0999_from_the_future')
  const before = recorded(file)
  const r = cms('app:tenant:migrate', 'acme')
  expect(r.code).toBe(1)
  expect(r.err.trim()).toBe(
    `error: acme: The database ${file} was migrated by a newer cms: it has migration 0999_from_the_future, which this version does not know. Run the newer cms (or restore a backup made by this version); nothing was changed.`,
  )
  expect(recorded(file)).toEqual(before)
  // all tenants: the others are migrated and said so, the refused one named, exit 1
  expect(cms('app:tenant:create', 'zeta', 'Zeta').code).toBe(0)
  const all = cms('app:tenant:migrate')
  expect([all.code, all.out.trim(), all.err.trim().split('\n').length]).toEqual([1, 'zeta: up to date', 1])
  expect(all.err).toStartWith('error: acme: The database ')
})

test("should answer 500 for that tenant's requests, saying why in one log line, without a stack", async () => {
  const child = await startChild(dir, { CMS_WORKER_INTERVAL_MS: '50' })
  for (let i = 0; i < 3; i++) expect((await fetch(`${child.url}/public/articles`, { headers: { 'X-Tenant-Id': 'acme' } })).status).toBe(500)
  // the background work (event retention, scheduling) visits it too
  await Bun.sleep(300)
  expect(await child.stop()).toBe(0)
  const err = await child.stderr()
  const line = `was migrated by a newer cms: it has migration 0999_from_the_future, which this version does not know.`
  expect(err).toContain(`${line} Run the newer cms (or restore a backup made by this version); nothing was changed. Its tenant's requests answer 500.`)
  expect(err).not.toContain('unexpected error')
  expect(err).not.toMatch(/^\s+at /m)
  // once a minute per database, however many requests and background visits
  expect(err.split(line).length - 1).toBe(1)
})

test('should refuse to serve with a registry from a newer cms', () => {
  const file = join(dir, 'registry.db')
  record(file, '0999_from_the_future')
  const r = cms('serve', '--host', '127.0.0.1')
  expect(r.code).toBe(1)
  expect(r.err).toContain(`error: The database ${file} was migrated by a newer cms: it has migration 0999_from_the_future`)
  expect(r.out).not.toContain('listening')
})
