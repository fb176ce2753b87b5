/** The settings a tenant database is served with, after its migrations. */
import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ftsQuery } from '../../src/lib/fts-query'
import { RESOURCES, resourceByPath } from '../../src/resources'
import { queryIndex } from '../../src/store/search'
import { codeOf, rebuildIndex } from '../../src/store/search-index'
import type { Database } from 'bun:sqlite'
import { closeDatabase, walMode } from '../../src/store/sqlite'
import { openTenantDatabase } from '../../src/store/tenant-db'

const dir = mkdtempSync(join(tmpdir(), 'cms-tenant-db-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

test('statement journals and temporary b-trees stay in memory, pages are 8 KiB, WAL', () => {
  const db = openTenantDatabase(dir)
  try {
    // 2 = MEMORY: a write's statement journal past 64 KiB would otherwise be a new file per statement
    expect(db.query('PRAGMA temp_store').get()).toEqual({ temp_store: 2 })
    expect(db.query('PRAGMA page_size').get()).toEqual({ page_size: 8192 })
    expect(db.query('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' })
  } finally {
    closeDatabase(db)
  }
})

test('an open refreshes planner statistics at most once in six hours, and always after migrations', () => {
  const tenant = mkdtempSync(join(dir, 'stats-'))
  const t0 = 1_000_000_000
  const analyzed = (db: Database) =>
    (db.query("SELECT count(*) AS n FROM sqlite_stat1 WHERE tbl = 'sign_in_throttle'").get() as { n: number }).n > 0
  // the first open migrates, so it looks at the statistics (an empty table gets none)
  let db = openTenantDatabase(tenant, t0)
  expect(analyzed(db)).toBe(false)
  const insert = db.query('INSERT INTO sign_in_throttle (email_hash, updated_at) VALUES (?, ?)')
  for (let i = 0; i < 50; i++) insert.run(`h${i}`, i)
  // a plain close: closeDatabase's own optimize would analyze what the connection queried
  db.close()
  db = openTenantDatabase(tenant, t0 + 3600_000)
  expect(analyzed(db)).toBe(false)
  db.close()
  db = openTenantDatabase(tenant, t0 + 6 * 3600_000)
  expect(analyzed(db)).toBe(true)
  db.close()
})

test('a reindex keeps its text in a temporary file, and searches on the connection work after it', () => {
  const db = openTenantDatabase(dir)
  try {
    db.run("INSERT INTO sites (uuid, slug, name, created_at, updated_at) VALUES ('s', 'main', 'Main', 0, 0)")
    codeOf(db, 'resource', 'articles', true)
    const q = ftsQuery('jardinage')!
    const search = () => queryIndex(db, { match: q.match, last: q.last, siteId: 1, defs: [resourceByPath('articles')!], locale: null, publicOnly: false, now: 0, page: 1, perPage: 5 })
    // a long last word goes through the connection's temporary vocabulary table
    expect(search()).toEqual({ hits: [], total: 0 })
    let during = -1
    const spy = { ...RESOURCES[0]!, get search() { during = (db.query('PRAGMA temp_store').get() as { temp_store: number }).temp_store; return undefined } }
    rebuildIndex(db, [spy, ...RESOURCES], ['fr', 'en'])
    expect(during).toBe(1)
    expect(db.query('PRAGMA temp_store').get()).toEqual({ temp_store: 2 })
    // the switch dropped the vocabulary table: it is made again
    expect(search()).toEqual({ hits: [], total: 0 })
  } finally {
    closeDatabase(db)
  }
})

test('WAL mode is retried while SQLite answers busy (another process opening the same new file), not for other errors', () => {
  const failing = (errors: { code: string }[]) => {
    const calls: string[] = []
    const db = {
      exec(sql: string) {
        calls.push(sql)
        const err = errors.shift()
        if (err) throw Object.assign(new Error('database is locked'), err)
      },
    }
    return { db: db as unknown as Database, calls }
  }
  const busy = failing([{ code: 'SQLITE_BUSY' }, { code: 'SQLITE_BUSY_RECOVERY' }])
  walMode(busy.db)
  expect(busy.calls).toEqual(['PRAGMA journal_mode = WAL', 'PRAGMA journal_mode = WAL', 'PRAGMA journal_mode = WAL'])
  const other = failing([{ code: 'SQLITE_IOERR' }])
  expect(() => walMode(other.db)).toThrow('database is locked')
  expect(other.calls.length).toBe(1)
})

test('a new database, its -wal and -shm are owner-only: they hold password hashes and webhook secrets', () => {
  const where = join(dir, 'modes')
  const db = openTenantDatabase(where)
  db.run("INSERT INTO sites (uuid, slug, name, created_at, updated_at) VALUES ('m', 'modes', 'Modes', 0, 0)")
  const mode = (suffix: string) => statSync(join(where, `cms.db${suffix}`)).mode & 0o777
  expect([mode(''), mode('-wal'), mode('-shm')]).toEqual([0o600, 0o600, 0o600])
  closeDatabase(db)
})
