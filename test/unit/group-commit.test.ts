/** Group commit (store/orm.ts `groupedWrite`): the writes of one turn share one transaction. */
import { afterEach, beforeEach, expect, test } from 'bun:test'
import type { Database } from 'bun:sqlite'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { flushGroup, groupedWrite, readTransaction, writeTransaction } from '../../src/store/orm'
import { openDatabase } from '../../src/store/sqlite'

let dir: string
let db: Database
/** Another connection to the same file: it sees only what has been committed. */
let other: Database

const count = (conn: Database) => (conn.query('SELECT count(*) AS n FROM t').get() as { n: number }).n
const insert = (v: string) => () => db.query('INSERT INTO t (v) VALUES (?)').run(v).lastInsertRowid

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cms-group-'))
  db = openDatabase(join(dir, 'test.db'))
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL UNIQUE)')
  // a reference checked at COMMIT: the way to make a commit itself fail
  db.exec('CREATE TABLE p (id INTEGER PRIMARY KEY)')
  db.exec('CREATE TABLE c (id INTEGER PRIMARY KEY, p INTEGER REFERENCES p (id) DEFERRABLE INITIALLY DEFERRED)')
  other = openDatabase(join(dir, 'test.db'))
})

afterEach(() => {
  other.close()
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

test('should commit the writes of one turn together, after the turn', async () => {
  const a = groupedWrite(db, insert('a'))
  const b = groupedWrite(db, insert('b'))
  // both ran at once, in one open transaction that no other connection sees yet
  expect(count(db)).toBe(2)
  expect(count(other)).toBe(0)
  expect(await Promise.all([a, b])).toEqual([1, 2])
  expect(count(other)).toBe(2)
  expect(db.inTransaction).toBe(false)
})

test('should roll back a failing write alone and commit the others', async () => {
  const a = groupedWrite(db, insert('a'))
  const dup = groupedWrite(db, insert('a'))
  const c = groupedWrite(db, insert('c'))
  await expect(dup).rejects.toThrow(/UNIQUE/)
  // it answered once the group was over: the others were committed by then, the lock released
  expect(count(other)).toBe(2)
  await Promise.all([a, c])
  expect(other.query('SELECT v FROM t ORDER BY id').all()).toEqual([{ v: 'a' }, { v: 'c' }])
})

test('should reject every write of the group when its commit fails, and keep none', async () => {
  const a = groupedWrite(db, insert('a'))
  const broken = groupedWrite(db, () => db.query('INSERT INTO c (p) VALUES (42)').run())
  const results = await Promise.allSettled([a, broken])
  expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected'])
  expect(String((results[0] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/)
  expect(count(other)).toBe(0)
  expect(db.inTransaction).toBe(false)
  // the connection goes on: the next group commits
  await groupedWrite(db, insert('b'))
  expect(count(other)).toBe(1)
})

test('should commit the open group before a transaction of its own', async () => {
  const a = groupedWrite(db, insert('a'))
  // its caller takes the return for the commit: it is not folded into the group
  writeTransaction(db, insert('b'))
  expect(count(other)).toBe(2)
  await a
  expect(count(other)).toBe(2)
})

test('should commit on flushGroup, except from inside a running write', async () => {
  let inside = -1
  const a = groupedWrite(db, () => {
    insert('a')()
    flushGroup(db)
    inside = count(other)
  })
  expect(inside).toBe(0)
  expect(count(other)).toBe(0)
  flushGroup(db)
  expect(count(other)).toBe(1)
  await a
})

test('should make a write inside a transaction of the caller part of that transaction', async () => {
  let joined: Promise<unknown> | null = null
  writeTransaction(db, () => {
    joined = groupedWrite(db, insert('a'))
    expect(count(other)).toBe(0)
  })
  await joined
  expect(count(other)).toBe(1)
})

test('should start another group once one holds its maximum of writes', async () => {
  const writes = Array.from({ length: 70 }, (_, i) => groupedWrite(db, insert(`v${i}`)))
  // the first 64 committed when the 65th came; the rest wait for the turn to end
  expect(count(other)).toBe(64)
  await Promise.all(writes)
  expect(count(other)).toBe(70)
})

test('should let a reading transaction inside a write see that write', async () => {
  const seen = groupedWrite(db, () => {
    insert('a')()
    return readTransaction(db, () => count(db))
  })
  expect(await seen).toBe(1)
})

test('should wait for a write lock held elsewhere on timers, the event loop free meanwhile', async () => {
  other.exec('BEGIN IMMEDIATE')
  other.exec("INSERT INTO t (v) VALUES ('elsewhere')")
  const started = performance.now()
  const a = groupedWrite(db, insert('a'))
  const b = groupedWrite(db, insert('b'))
  // neither call waited: SQLite's busy handler would have slept here for up to its timeout
  expect(performance.now() - started).toBeLessThan(1000)
  let ticks = 0
  const ticking = setInterval(() => ticks++, 1)
  await Bun.sleep(30)
  expect(ticks).toBeGreaterThan(3)
  expect(count(db)).toBe(0)
  other.exec('COMMIT')
  expect(await Promise.all([a, b])).toEqual([2, 3])
  clearInterval(ticking)
  expect(other.query('SELECT v FROM t ORDER BY id').all()).toEqual([{ v: 'elsewhere' }, { v: 'a' }, { v: 'b' }])
})

test("should commit this thread's open groups before a write of another connection waits for the lock", async () => {
  // two handles of one tenant in one thread (an evicted one still serving): the group holds the
  // lock until the next turn, so the other's write would wait for it with the loop blocked
  const a = groupedWrite(db, insert('a'))
  expect(count(other)).toBe(0)
  const id = writeTransaction(other, () => other.query("INSERT INTO t (v) VALUES ('b')").run().lastInsertRowid)
  expect(await a).toBe(1)
  expect([id, count(db), count(other)]).toEqual([2, 2, 2])
})
