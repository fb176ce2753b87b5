import type { Database } from 'bun:sqlite'
import { changeStamp } from './change-stamp'
import { readSnapshot } from './orm'

/**
 * Rows that nearly every request reads and that rarely change (the signed-in user, the default
 * site), kept per database while its change stamp stays the same (see changeStamp: exact, any
 * writer in any process moves it). Only inside a read transaction: there the stamp is two cheap
 * steps, read once per transaction; outside one it would cost a read lock of its own, as much as
 * the row.
 * note: callers get the same object on every hit and must not change it.
 */
type Memo = { stamp: string; values: Map<string, unknown> }

const memos = new WeakMap<Database, Memo>()
const stamps = new WeakMap<Database, { snapshot: object; stamp: string }>()
const MAX_ENTRIES = 256

/**
 * The change stamp of the read transaction open on `db`, read once per transaction; undefined
 * outside a read transaction.
 */
export function snapshotStamp(db: Database): string | undefined {
  const snapshot = readSnapshot(db)
  if (!snapshot) return undefined
  let seen = stamps.get(db)
  if (seen?.snapshot !== snapshot) stamps.set(db, (seen = { snapshot, stamp: changeStamp(db) }))
  return seen.stamp
}

/** `read()`, or what it gave in an earlier read transaction when the database has not changed since. */
export function remembered<T>(db: Database, key: string, read: () => T): T {
  const stamp = snapshotStamp(db)
  if (stamp === undefined) return read()
  let memo = memos.get(db)
  if (memo?.stamp !== stamp) memos.set(db, (memo = { stamp, values: new Map() }))
  if (memo.values.has(key)) return memo.values.get(key) as T
  const value = read()
  if (memo.values.size >= MAX_ENTRIES) memo.values.clear()
  memo.values.set(key, value)
  return value
}
