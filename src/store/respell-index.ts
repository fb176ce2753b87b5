/**
 * Migrations 0012 and 0016 in code (migrations/0012_search_spelling.sql,
 * 0016_search_unspaced_scripts.sql): the full-text index filled again with its text spelt and
 * cut as queries now spell and cut it (lib/spelling.ts: `cœur` → `coeur`, Greek accents
 * dropped; `東京タワー` → `東 京 タ ワ ー`). The documents stay as they were (search_docs: ids,
 * buckets, locales); only their terms change.
 */
import type { Database } from 'bun:sqlite'
import { htmlToText } from '../lib/html-text'
import { hasUnspaced, indexText } from '../lib/spelling'

/** The searchable resources of migration 0012's time: path, table, and the HTML field last. */
const SEARCHABLE = [
  ['articles', 'articles'],
  ['pages', 'pages'],
] as const

type Texts = { title: string | null; excerpt: string | null; body: string | null }

/** One locale's text of a multilingual column, as the index takes it (store/search-index.ts `docText`). */
function textIn(json: string | null, locale: string, html: boolean): string {
  const text = (JSON.parse(json ?? '{}') as Record<string, string>)[locale] ?? ''
  return indexText((html ? htmlToText(text) : text).normalize('NFC'))
}

/**
 * Each searchable document's text, with its id, in id order (the queue's documents left out);
 * with `rows`, only the documents of the items whose stored texts it keeps.
 */
function* documents(db: Database, rows?: (t: Texts) => boolean): Generator<{ id: number; title: string; excerpt: string; body: string }> {
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
      if (!t || (rows && !rows(t))) continue
      yield { id: d.id, title: textIn(t.title, d.locale, false), excerpt: textIn(t.excerpt, d.locale, false), body: textIn(t.body, d.locale, true) }
    }
  }
}

/** Runs `fill` with FTS5 buffering many documents at once, as a rebuild (search-index.ts `fillIndex`). */
function buffered(db: Database, fill: () => void): void {
  const setting = db.query('INSERT INTO search_fts (search_fts, rank) VALUES (?, ?)')
  setting.run('automerge', 0)
  setting.run('hashsize', 64 * 1024 * 1024)
  fill()
  setting.run('automerge', 16)
  setting.run('hashsize', 1024 * 1024)
}

/** 0012: every document again. */
export function respellIndex(db: Database): void {
  // the queue's documents go in at the next catch-up, spelt then; the index is emptied, so it
  // holds nothing for the queue to remove
  db.run('DELETE FROM search_pending WHERE title IS NULL')
  db.run('UPDATE search_pending SET indexed = 0')
  buffered(db, () => {
    db.run("INSERT INTO search_fts (search_fts) VALUES ('delete-all')")
    const insert = db.query('INSERT INTO search_fts (rowid, title, excerpt, body) VALUES (?, ?, ?, ?)')
    for (const d of documents(db)) insert.run(d.id, d.title, d.excerpt, d.body)
  })
}

/**
 * 0016: the documents with letters of scripts written without spaces, which the index held as
 * whole runs; the others' terms do not change. The queue's go in at the next catch-up.
 */
export function recutUnspaced(db: Database): void {
  buffered(db, () => {
    const remove = db.query('DELETE FROM search_fts WHERE rowid = ?')
    const insert = db.query('INSERT INTO search_fts (rowid, title, excerpt, body) VALUES (?, ?, ?, ?)')
    // note: most items hold none of those letters, which their stored JSON shows without parsing
    // (unless written as JSON escapes or HTML character references)
    const maybe = (t: Texts) => [t.title, t.excerpt, t.body].some((json) => json !== null && (hasUnspaced(json) || json.includes('\\u') || json.includes('&#')))
    for (const d of documents(db, maybe)) {
      if (!hasUnspaced(d.title + d.excerpt + d.body)) continue
      remove.run(d.id)
      insert.run(d.id, d.title, d.excerpt, d.body)
    }
  })
}
