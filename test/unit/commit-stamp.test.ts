/** Rows remembered until the next commit, by this connection, another one, or another process. */
import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { remembered, watchCommits } from '../../src/store/commit-stamp'
import { closeDatabase, openDatabase } from '../../src/store/sqlite'

const dir = mkdtempSync(join(tmpdir(), 'cms-stamp-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function setUp(name: string) {
  const file = join(dir, name)
  const db = openDatabase(file)
  db.exec('CREATE TABLE t (k TEXT PRIMARY KEY, v TEXT)')
  db.exec("INSERT INTO t VALUES ('a', 'one')")
  watchCommits(db, file)
  let reads = 0
  const lookup = remembered((d, k) => {
    reads++
    return (d.query('SELECT v FROM t WHERE k = ?').get(k) as { v: string } | null)?.v ?? null
  })
  return { file, db, lookup, reads: () => reads }
}

test('should read once while nothing is committed, and again after a commit of this connection', () => {
  const { db, lookup, reads } = setUp('own.db')
  expect([lookup(db, 'a'), lookup(db, 'a'), lookup(db, 'a')]).toEqual(['one', 'one', 'one'])
  expect(reads()).toBe(1)
  db.exec("UPDATE t SET v = 'two' WHERE k = 'a'")
  expect(lookup(db, 'a')).toBe('two')
  expect(reads()).toBe(2)
  closeDatabase(db)
})

test('should see a commit of another process that checkpoints and closes, each time', () => {
  const { file, db, lookup, reads } = setUp('other.db')
  expect(lookup(db, 'a')).toBe('one')
  for (const value of ['two', 'three', 'four']) {
    const r = Bun.spawnSync(['bun', '-e', `
      const { Database } = require('bun:sqlite')
      const d = new Database(${JSON.stringify(file)})
      d.exec("UPDATE t SET v = '${value}' WHERE k = 'a'")
      d.exec('PRAGMA wal_checkpoint(TRUNCATE)')
      d.close()`])
    expect(r.exitCode).toBe(0)
    expect(lookup(db, 'a')).toBe(value)
    expect(lookup(db, 'a')).toBe(value)
  }
  expect(reads()).toBe(4)
  closeDatabase(db)
})

test('should not keep absent rows unless asked, and read every time without a watched header', () => {
  const { db, lookup, reads } = setUp('misses.db')
  expect([lookup(db, 'nope'), lookup(db, 'nope')]).toEqual([null, null])
  expect(reads()).toBe(2)
  const plain = openDatabase(join(dir, 'plain.db'))
  plain.exec("CREATE TABLE t (k TEXT PRIMARY KEY, v TEXT); INSERT INTO t VALUES ('a', 'x')")
  expect([lookup(plain, 'a'), lookup(plain, 'a')]).toEqual(['x', 'x'])
  expect(reads()).toBe(4)
  closeDatabase(plain)
  closeDatabase(db)
})
