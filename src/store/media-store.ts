/** The media queries that are not generic CRUD: usage for the quota, lookup for file delivery. */
import type { Database } from 'bun:sqlite'
import type { Row } from '../registry/types'

export type MediaUsage = { bytes: number; count: number }

/** Bytes of originals and variants, and items, over the whole tenant (every site). */
export function mediaUsage(db: Database): MediaUsage {
  return db.query('SELECT COALESCE(SUM(stored_bytes), 0) AS bytes, COUNT(*) AS count FROM media').get() as MediaUsage
}

/** A media row by uuid in any site of the tenant (files are served without a site). */
export function mediaByUuid(db: Database, uuid: string): Row | null {
  return (db.query('SELECT * FROM media WHERE uuid = ?').get(uuid) as Row | null) ?? null
}
