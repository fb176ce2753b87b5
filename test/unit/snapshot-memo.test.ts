/** A remembered row must never outlive a change of the database (store/snapshot-memo.ts). */
import { expect, test } from 'bun:test'
import { readTransaction, writeTransaction } from '../../src/store/orm'
import { remembered } from '../../src/store/snapshot-memo'
import { walPair } from '../helpers/wal-pair'

const { db, other } = walPair("CREATE TABLE u (id INTEGER PRIMARY KEY, status TEXT); INSERT INTO u (status) VALUES ('active')")

let reads = 0
const status = () =>
  remembered(db, 'u:1', () => {
    reads++
    return (db.query('SELECT status FROM u WHERE id = 1').get() as { status: string }).status
  })
const inRead = () => readTransaction(db, status)

test('should read once while nothing changes, in read transactions only', () => {
  reads = 0
  expect(inRead()).toBe('active')
  expect(inRead()).toBe('active')
  expect(reads).toBe(1)
  // outside a read transaction the row is always read
  expect(status()).toBe('active')
  expect(reads).toBe(2)
})

test('should see a change made through the same connection at the next transaction', () => {
  inRead()
  db.query("UPDATE u SET status = 'disabled' WHERE id = 1").run()
  expect(inRead()).toBe('disabled')
  writeTransaction(db, () => db.query("UPDATE u SET status = 'active' WHERE id = 1").run())
  expect(inRead()).toBe('active')
})

test('should see a change committed by another connection (another thread, a CLI)', () => {
  inRead()
  other.query("UPDATE u SET status = 'locked' WHERE id = 1").run()
  expect(inRead()).toBe('locked')
})

test('should not keep what a rolled-back write transaction read', () => {
  expect(() =>
    writeTransaction(db, () => {
      db.query("UPDATE u SET status = 'rolled' WHERE id = 1").run()
      expect(status()).toBe('rolled')
      throw new Error('roll back')
    }),
  ).toThrow('roll back')
  expect(inRead()).toBe('locked')
})
