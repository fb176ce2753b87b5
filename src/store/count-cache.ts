import type { Database } from 'bun:sqlite'
import type { SqlValue } from '../registry/types'
import { remembered } from './snapshot-memo'

/**
 * Totals of collection queries (`hydra:totalItems`), remembered per tenant database for as long
 * as the database has not changed (store/snapshot-memo.ts: exact, and only in read
 * transactions, where every list is read). A COUNT must visit every matching index entry:
 * ~10 ms for 80,000 published articles, which made a 100,000-article list 4× slower than a
 * 10,000 one (notes/performance.md: totals dominate). Pages themselves are index-ordered and cheap.
 */

/** `SELECT COUNT(*) AS n …` through the memo. */
export function cachedCount(db: Database, sql: string, params: SqlValue[]): number {
  const key = `count\u0000${sql}\u0000${JSON.stringify(params, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v))}`
  return remembered(db, key, () => (db.query(sql).get(...params) as { n: number }).n)
}
