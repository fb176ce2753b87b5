/**
 * Payloads of events and revisions (migrations/0009_payloads.sql): the item a write produced,
 * stored once and compressed; the write's events and its revision point at it.
 */
import type { Database } from 'bun:sqlite'
import { sql } from 'drizzle-orm'
import { packJson, unpackJson } from '../lib/packed-json'
import { prepared } from './orm'
import { payloads } from './schema/tenant'

const stmts = prepared((orm) => ({
  // note: once per write
  insert: orm
    .insert(payloads)
    .values({ data: sql.placeholder('data') })
    .returning({ id: payloads.id })
    .prepare(),
}))

/** Stores a JSON text; returns the payload's id. */
export function insertPayload(db: Database, json: string): number {
  return stmts(db).insert.get({ data: packJson(json) })!.id
}

/** The JSON text of a payload read with its row (`SELECT … p.data`). */
export const payloadText = (blob: Uint8Array): string => unpackJson(blob)

/**
 * Migration 0009 in code: packs the `data` of every event and revision into `payloads`, then
 * drops the old columns. Events of one write with the same data (article.created and
 * article.published) share one payload, as the write path now stores them.
 */
export function movePayloads(db: Database): void {
  const insert = db.query('INSERT INTO payloads (data) VALUES (?) RETURNING id')
  const store = (json: string) => (insert.get(packJson(json)) as { id: number }).id
  type Old = { id: number; entity: string; occurredAt: number; data: string }
  // note: in chunks by id, so no statement reads a table while it is being updated
  const eventChunk = db.query('SELECT id, entity_uuid AS entity, occurred_at AS occurredAt, data FROM events WHERE id > ? ORDER BY id LIMIT 1000')
  const setEvent = db.query('UPDATE events SET payload_id = ? WHERE id = ?')
  let last: (Old & { payload: number }) | null = null
  for (let rows = eventChunk.all(0) as Old[]; rows.length; rows = eventChunk.all(rows.at(-1)!.id) as Old[]) {
    for (const e of rows) {
      const same: boolean = last !== null && last.data === e.data && last.entity === e.entity && last.occurredAt === e.occurredAt
      const payload: number = same ? last!.payload : store(e.data)
      setEvent.run(payload, e.id)
      last = { ...e, payload }
    }
  }
  const revisionChunk = db.query('SELECT id, data FROM revisions WHERE id > ? ORDER BY id LIMIT 1000')
  const setRevision = db.query("UPDATE revisions SET payload_id = ?, form = 'write' WHERE id = ?")
  for (let rows = revisionChunk.all(0) as Old[]; rows.length; rows = revisionChunk.all(rows.at(-1)!.id) as Old[]) {
    for (const r of rows) setRevision.run(store(r.data), r.id)
  }
  db.exec('ALTER TABLE events DROP COLUMN data')
  db.exec('ALTER TABLE revisions DROP COLUMN data')
}
