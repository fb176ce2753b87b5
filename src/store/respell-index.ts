/**
 * Migration 0012 in code (migrations/0012_search_spelling.sql): the full-text index filled
 * again with its text spelt as queries now spell it (lib/spelling.ts: `cœur` → `coeur`, Greek
 * accents dropped). The documents stay as they were (search_docs: ids, buckets, locales); only
 * their terms change.
 */
import type { Database } from 'bun:sqlite'
import { htmlToText } from '../lib/html-text'
import { indexSpelling } from '../lib/spelling'

/** The searchable resources of migration 0012's time: path, table, and the HTML field last. */
const SEARCHABLE = [
  ['articles', 'articles'],
  ['pages', 'pages'],
] as const

type Texts = { title: string | null; excerpt: string | null; body: string | null }

/** One locale's text of a multilingual column, as the index takes it (store/search-index.ts `docText`). */
function textIn(json: string | null, locale: string, html: boolean): string {
  const text = (JSON.parse(json ?? '{}') as Record<string, string>)[locale] ?? ''
  return indexSpelling((html ? htmlToText(text) : text).normalize('NFC'))
}

export function respellIndex(db: Database): void {
  // the queue's documents go in at the next catch-up, spelt then; the index is emptied, so it
  // holds nothing for the queue to remove
  db.run('DELETE FROM search_pending WHERE title IS NULL')
  db.run('UPDATE search_pending SET indexed = 0')
  const setting = db.query('INSERT INTO search_fts (search_fts, rank) VALUES (?, ?)')
  // one buffer for many documents, as a rebuild (search-index.ts `fillIndex`)
  setting.run('automerge', 0)
  setting.run('hashsize', 64 * 1024 * 1024)
  db.run("INSERT INTO search_fts (search_fts) VALUES ('delete-all')")
  const insert = db.query('INSERT INTO search_fts (rowid, title, excerpt, body) VALUES (?, ?, ?, ?)')
  for (const [resource, table] of SEARCHABLE) {
    const row = db.query(`SELECT title, excerpt, body_html AS body FROM ${table} WHERE id = ?`)
    // note: in id order, so FTS5 keeps one buffer (it writes it out when a rowid goes down)
    const docs = db.query(
      'SELECT id, entity_id AS item, locale FROM search_docs WHERE resource = ? AND id NOT IN (SELECT id FROM search_pending) ORDER BY id',
    )
    let last: { item: number; texts: Texts | null } = { item: -1, texts: null }
    for (const d of docs.iterate(resource) as IterableIterator<{ id: number; item: number; locale: string }>) {
      if (d.item !== last.item) last = { item: d.item, texts: row.get(d.item) as Texts | null }
      const t = last.texts
      if (!t) continue
      insert.run(d.id, textIn(t.title, d.locale, false), textIn(t.excerpt, d.locale, false), textIn(t.body, d.locale, true))
    }
  }
  setting.run('automerge', 16)
  setting.run('hashsize', 1024 * 1024)
}
