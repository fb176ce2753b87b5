import type { Database } from 'bun:sqlite'
import type { SqlValue } from '../registry/types'
import { changeStamp } from './change-stamp'
import { inReadTransaction } from './orm'

/**
 * Totals of collection queries (`hydra:totalItems`), remembered per tenant database for as long
 * as the database has not changed. A COUNT must visit every matching index entry: ~10 ms for
 * 80,000 published articles, which made a 100,000-article list 4× slower than a 10,000 one
 * (notes/performance.md: totals dominate). Pages themselves are index-ordered and cheap.
 *
 * "Not changed" is exact (see changeStamp). Inside a write transaction nothing is cached or reused, since it may still roll back.
 */
type Totals = { stamp: string; counts: Map<string, number> }

const caches = new WeakMap<Database, Totals>()
const MAX_ENTRIES = 256

/** `SELECT COUNT(*) AS n …` through the cache. */
export function cachedCount(db: Database, sql: string, params: SqlValue[]): number {
  const count = () => (db.query(sql).get(...params) as { n: number }).n
  if (db.inTransaction && !inReadTransaction(db)) return count()
  const stamp = changeStamp(db)
  let totals = caches.get(db)
  if (!totals || totals.stamp !== stamp) {
    totals = { stamp, counts: new Map() }
    caches.set(db, totals)
  }
  const key = `${sql}\u0000${JSON.stringify(params, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v))}`
  let n = totals.counts.get(key)
  if (n === undefined) {
    n = count()
    if (totals.counts.size >= MAX_ENTRIES) totals.counts.clear()
    totals.counts.set(key, n)
  }
  return n
}
