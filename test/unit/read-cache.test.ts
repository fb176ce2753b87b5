/** Kept representations must never outlive a change of their database, nor its byte budget (store/read-cache.ts). */
import { expect, test } from 'bun:test'
import { readTransaction } from '../../src/store/orm'
import { ReadCache, type CachedText } from '../../src/store/read-cache'
import { walPair } from '../helpers/wal-pair'

const SCHEMA = "CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT); INSERT INTO t (v) VALUES ('one'), ('two')"
const a = walPair(SCHEMA)
// two databases with the same history, so their change stamps are equal
const c = walPair(SCHEMA)
const d = walPair(SCHEMA)

let makes = 0
function reader(cache: ReadCache, db = a.db) {
  return (id: number, inTransaction = true): CachedText | null => {
    const make = () => {
      makes++
      const row = db.query('SELECT v FROM t WHERE id = ?').get(id) as { v: string } | null
      return row && { text: row.v, etag: `"${row.v}"` }
    }
    return inTransaction ? readTransaction(db, () => cache.read(db, `t/${id}`, make)) : cache.read(db, `t/${id}`, make)
  }
}

test('should make a representation once while its database is unchanged, in read transactions only', () => {
  const read = reader(new ReadCache(1 << 20))
  makes = 0
  expect(read(1)).toEqual({ text: 'one', etag: '"one"' })
  expect(read(1)?.text).toBe('one')
  expect(makes).toBe(1)
  // outside a read transaction there is no snapshot to check against
  expect(read(1, false)?.text).toBe('one')
  expect(makes).toBe(2)
  // absent items are not kept
  expect(read(9)).toBeNull()
  expect(read(9)).toBeNull()
  expect(makes).toBe(4)
})

test('should see a write of its own connection and one committed by another (a CLI, another thread)', () => {
  const read = reader(new ReadCache(1 << 20))
  expect(read(2)?.text).toBe('two')
  a.db.query("UPDATE t SET v = 'deux' WHERE id = 2").run()
  expect(read(2)?.text).toBe('deux')
  a.other.query("UPDATE t SET v = 'zwei' WHERE id = 2").run()
  expect(read(2)?.text).toBe('zwei')
})

test('should keep two databases apart, even with equal keys and stamps', () => {
  const cache = new ReadCache(1 << 20)
  c.db.query("UPDATE t SET v = 'c' WHERE id = 1").run()
  d.db.query("UPDATE t SET v = 'd' WHERE id = 1").run()
  expect(reader(cache, c.db)(1)?.text).toBe('c')
  expect(reader(cache, d.db)(1)?.text).toBe('d')
  expect(reader(cache, c.db)(1)?.text).toBe('c')
})

test('should stay within its bytes, the least recently used out first', () => {
  // an entry of text "one" and key "t/1" counts about 300 bytes
  const cache = new ReadCache(4_000)
  const read = reader(cache)
  a.db.query("UPDATE t SET v = 'one' WHERE id = 1").run()
  a.db.query("UPDATE t SET v = 'two' WHERE id = 2").run()
  read(1)
  read(2)
  const two = cache.size
  expect(two).toBeGreaterThan(0)
  expect(two).toBeLessThanOrEqual(4_000)
  // filled past its budget through other keys: entries go, the newest stay
  const many = Array.from({ length: 40 }, (_, i) => i + 100)
  a.db.exec(`INSERT INTO t (id, v) VALUES ${many.map((id) => `(${id}, 'x${id}')`).join(', ')}`)
  for (const id of many) read(id)
  expect(cache.size).toBeLessThanOrEqual(4_000)
  makes = 0
  read(139)
  expect(makes).toBe(0)
  read(1)
  expect(makes).toBe(1)
})

test('should not keep a representation larger than an eighth of the budget, nor anything with a budget of 0', () => {
  a.db.query('UPDATE t SET v = ? WHERE id = 1').run('x'.repeat(200))
  const small = new ReadCache(4_000)
  const read = reader(small)
  makes = 0
  read(1)
  read(1)
  expect(makes).toBe(2)
  expect(small.size).toBe(0)
  const off = reader(new ReadCache(0))
  off(2)
  off(2)
  expect(makes).toBe(4)
})
