/** The totals cache must never serve a count the database no longer has (store/count-cache.ts). */
import { expect, test } from 'bun:test'
import { cachedCount } from '../../src/store/count-cache'
import { readTransaction } from '../../src/store/orm'
import { walPair } from '../helpers/wal-pair'

const { db, other } = walPair('CREATE TABLE t (id INTEGER PRIMARY KEY, k TEXT)')

const count = (k = 'a') => cachedCount(db, 'SELECT COUNT(*) AS n FROM t WHERE k = ?', [k])

test('should see writes made through the same connection', () => {
  expect(count()).toBe(0)
  db.query("INSERT INTO t (k) VALUES ('a')").run()
  expect(count()).toBe(1)
  db.query("UPDATE t SET k = 'b'").run()
  expect(count()).toBe(0)
  expect(count('b')).toBe(1)
})

test('should see writes committed by another connection', () => {
  expect(count('c')).toBe(0)
  other.query("INSERT INTO t (k) VALUES ('c')").run()
  expect(count('c')).toBe(1)
})

test('should neither reuse nor keep a count inside a transaction that rolls back', () => {
  expect(count('d')).toBe(0)
  expect(() =>
    db.transaction(() => {
      db.query("INSERT INTO t (k) VALUES ('d')").run()
      expect(count('d')).toBe(1)
      throw new Error('roll back')
    })(),
  ).toThrow('roll back')
  expect(count('d')).toBe(0)
})

test('should see inside a read transaction what was committed before it began', () => {
  expect(count('e')).toBe(0)
  other.query("INSERT INTO t (k) VALUES ('e')").run()
  expect(readTransaction(db, () => count('e'))).toBe(1)
  other.query("INSERT INTO t (k) VALUES ('e')").run()
  expect(readTransaction(db, () => [count('e'), count('e')])).toEqual([2, 2])
  expect(count('e')).toBe(2)
})
