/**
 * The migration runner on real SQLite files: databases migrated by position (the rule before
 * names were recorded), a database with a gap (two branches landed out of order) and one from a
 * newer cms, which is refused without a change.
 */
import type { Database } from 'bun:sqlite'
import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { migrate, NewerSchemaError, pendingMigrations, REGISTRY_MIGRATIONS, TENANT_MIGRATIONS, type Migration } from '../../src/store/migrate'
import { Registry } from '../../src/store/registry-db'
import { openDatabase } from '../../src/store/sqlite'

const dir = mkdtempSync(join(tmpdir(), 'cms-migrate-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
let seq = 0

/** A new database file in the temporary folder. */
function file(): string {
  return join(dir, `t${seq++}.db`)
}

function withDb<T>(path: string, fn: (db: Database) => T): T {
  const db = openDatabase(path)
  try {
    return fn(db)
  } finally {
    db.close()
  }
}

/** What the runner did before names were recorded: each migration, then its position. */
function migrateByPosition(path: string, list: Migration[], count: number): void {
  withDb(path, (db) => {
    for (const [i, m] of list.slice(0, count).entries()) {
      db.exec(m.sql)
      db.exec(`PRAGMA user_version = ${i + 1}`)
    }
  })
}

const recorded = (db: Database) => db.query('SELECT name, applied_at FROM schema_migrations ORDER BY name').all() as { name: string; applied_at: number | null }[]
const version = (db: Database) => (db.query('PRAGMA user_version').get() as { user_version: number }).user_version
const tables = (db: Database) => (db.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map((t) => t.name)

// two later migrations; the second needs the first's table, so applying them out of order fails
// note: named after every real migration, so name order puts them last
const M8: Migration = { name: '9998_probe_a', sql: 'CREATE TABLE probe_a (id INTEGER PRIMARY KEY);' }
const M9: Migration = { name: '9999_probe_b', sql: 'ALTER TABLE probe_a ADD COLUMN b TEXT; CREATE TABLE probe_b (id INTEGER PRIMARY KEY);' }
const names = (list: Migration[]) => list.map((m) => m.name)
/** The migrations of the time the runner applied them by position (later ones have no position). */
const POSITIONED = TENANT_MIGRATIONS.filter((m) => m.position !== undefined)

describe('a database migrated by position', () => {
  test('should count as having the first user_version migrations, and record their names once opened', () => {
    const path = file()
    migrateByPosition(path, POSITIONED, POSITIONED.length)
    withDb(path, (db) => {
      expect(pendingMigrations(db, POSITIONED)).toEqual([])
      expect(migrate(db, POSITIONED)).toEqual([])
      // nobody recorded when they ran: applied_at is null
      expect(recorded(db)).toEqual(names(POSITIONED).map((name) => ({ name, applied_at: null })))
      expect(version(db)).toBe(POSITIONED.length)
    })
  })

  test('should get the migrations past its user_version, in name order', () => {
    const path = file()
    migrateByPosition(path, TENANT_MIGRATIONS, 4)
    const list = [...TENANT_MIGRATIONS, M9, M8]
    const applied = withDb(path, (db) => migrate(db, list))
    expect(applied).toEqual([...names(TENANT_MIGRATIONS.slice(4)), M8.name, M9.name])
    withDb(path, (db) => {
      const rows = recorded(db)
      expect(rows.map((r) => r.name)).toEqual([...names(TENANT_MIGRATIONS), M8.name, M9.name])
      expect(rows.slice(0, 4).every((r) => r.applied_at === null)).toBe(true)
      expect(rows.slice(4).every((r) => typeof r.applied_at === 'number')).toBe(true)
      expect(version(db)).toBe(list.length)
      expect(migrate(db, list)).toEqual([])
    })
  })

  test('should be refused, unchanged, when its user_version is past every position this cms knows', () => {
    const path = file()
    migrateByPosition(path, [...POSITIONED, M8, M9], POSITIONED.length + 2)
    const before = readFileSync(path)
    withDb(path, (db) => {
      expect(() => migrate(db, TENANT_MIGRATIONS)).toThrow(`The database ${path} was migrated by a newer cms: it has migrations #8–#9 (by position), which this version does not know.`)
      expect(tables(db)).not.toContain('schema_migrations')
      expect(version(db)).toBe(POSITIONED.length + 2)
    })
    expect(readFileSync(path).equals(before)).toBe(true)
  })
})

describe('a database with a gap', () => {
  test('should get the migration it skipped, and only that one', () => {
    // a binary that had 0009 but not yet 0008 (the branches landed the other way round)
    const path = file()
    const m9Alone: Migration = { name: M9.name, sql: 'CREATE TABLE probe_b (id INTEGER PRIMARY KEY);' }
    withDb(path, (db) => expect(migrate(db, [...TENANT_MIGRATIONS, m9Alone])).toEqual([...names(TENANT_MIGRATIONS), M9.name]))
    const m8: Migration = { name: M8.name, sql: 'CREATE TABLE probe_a (id INTEGER PRIMARY KEY, b TEXT);' }
    withDb(path, (db) => {
      expect(names(pendingMigrations(db, [...TENANT_MIGRATIONS, m8, M9]))).toEqual([M8.name])
      expect(migrate(db, [...TENANT_MIGRATIONS, m8, M9])).toEqual([M8.name])
      expect(tables(db)).toEqual(expect.arrayContaining(['probe_a', 'probe_b']))
      expect(version(db)).toBe(TENANT_MIGRATIONS.length + 2)
    })
  })
})

describe('a database from a newer cms', () => {
  test('should be refused with a clear message, before any pending migration runs', () => {
    const path = file()
    const future: Migration = { name: '9999_future', sql: 'CREATE TABLE future (id INTEGER PRIMARY KEY);' }
    withDb(path, (db) => migrate(db, [...TENANT_MIGRATIONS, future]))
    const before = readFileSync(path)
    withDb(path, (db) => {
      // this binary knows 0008, which the database lacks: still nothing may change
      let error: unknown
      try {
        migrate(db, [...TENANT_MIGRATIONS, M8])
      } catch (err) {
        error = err
      }
      expect(error).toBeInstanceOf(NewerSchemaError)
      expect((error as Error).message).toBe(
        `The database ${path} was migrated by a newer cms: it has migration 9999_future, which this version does not know. Run the newer cms (or restore a backup made by this version); nothing was changed.`,
      )
      expect(tables(db)).not.toContain('probe_a')
      expect(recorded(db).map((r) => r.name)).toEqual([...names(TENANT_MIGRATIONS), future.name])
    })
    expect(readFileSync(path).equals(before)).toBe(true)
  })

  test('should keep the registry from opening', () => {
    const data = join(dir, `data${seq++}`)
    new Registry(data).close()
    withDb(join(data, 'registry.db'), (db) => db.exec("INSERT INTO schema_migrations (name, applied_at) VALUES ('0099_later', 0)"))
    expect(() => new Registry(data)).toThrow(/registry\.db was migrated by a newer cms: it has migration 0099_later, which this version does not know/)
    withDb(join(data, 'registry.db'), (db) => expect(recorded(db).map((r) => r.name)).toEqual([...names(REGISTRY_MIGRATIONS), '0099_later']))
  })
})

test('should list the known migrations in name order, each with a distinct name', () => {
  for (const list of [TENANT_MIGRATIONS, REGISTRY_MIGRATIONS]) {
    expect(names(list)).toEqual(names(list).toSorted())
    expect(new Set(names(list)).size).toBe(list.length)
  }
})
