/**
 * Migration 0009 in code (migrations/0009_compact_storage.sql): what SQL cannot do, in the
 * migration's transaction after its SQL.
 */
import type { Database } from 'bun:sqlite'
import { packJson } from '../lib/packed-json'
import { textHash } from './search-index'

export function compactStorage(db: Database): void {
  movePayloads(db)
  hashSearchText(db)
}

/**
 * Packs the `data` of every event and revision into `payloads`, then drops the old columns.
 * Events of one write with the same data (article.created and article.published) share one
 * payload, as the write path now stores them.
 */
function movePayloads(db: Database): void {
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

/** search_docs keeps a hash of its text instead of the text (the item's row holds it). */
function hashSearchText(db: Database): void {
  type Old = { id: number; title: string; excerpt: string; body: string }
  const chunk = db.query('SELECT id, title, excerpt, body FROM search_docs WHERE id > ? ORDER BY id LIMIT 1000')
  const set = db.query('UPDATE search_docs SET text_hash = ? WHERE id = ?')
  for (let rows = chunk.all(0) as Old[]; rows.length; rows = chunk.all(rows.at(-1)!.id) as Old[]) {
    for (const d of rows) set.run(textHash(d), d.id)
  }
  for (const column of ['title', 'excerpt', 'body']) db.exec(`ALTER TABLE search_docs DROP COLUMN ${column}`)
}
