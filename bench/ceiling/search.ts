/**
 * The ceiling's full-text search: an FTS5 index of published articles in a side file
 * (`<data>/ceiling-fts.db`, built once), ranked with bm25 (title weighs more), paged first and
 * highlighted only for the rows returned (notes/performance.md), shaped as CONTRACT §8's
 * SearchResult collection.
 */
import { Database } from 'bun:sqlite'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { htmlToText } from '../../src/lib/html-text'
import { Fail } from './db'

const iso = (ms: number | null) =>
  ms === null ? null : new Date(ms).toISOString().slice(0, 19) + '+00:00'

export function openSearch(dataDir: string, tenantDb: Database): Database {
  const file = join(dataDir, 'ceiling-fts.db')
  const fresh = !existsSync(file)
  const fts = new Database(file, { create: true })
  if (!fresh) return fts
  fts.exec(
    "CREATE VIRTUAL TABLE doc USING fts5(title, body, tokenize = 'unicode61 remove_diacritics 2')",
  )
  const insert = fts.query('INSERT INTO doc (rowid, title, body) VALUES (?, ?, ?)')
  const rows = tenantDb
    .query("SELECT id, title, excerpt, body_html FROM articles WHERE status = 'published'")
    .all() as Record<string, any>[]
  fts.transaction(() => {
    for (const r of rows) {
      const text = (json: string) => Object.values(JSON.parse(json) as Record<string, string>)
      insert.run(
        r.id,
        text(r.title).join('\n'),
        [...text(r.excerpt), ...text(r.body_html).map(htmlToText)].join('\n'),
      )
    }
  })()
  fts.exec("INSERT INTO doc (doc) VALUES ('optimize')")
  return fts
}

/** Terms quoted (FTS syntax is searched as text), the last one also as a prefix. */
function matchOf(q: string): string | null {
  const terms = q.match(/[\p{L}\p{N}]+/gu) ?? []
  if (terms.length === 0) return null
  return terms.map((t, i) => `"${t}"${i === terms.length - 1 ? '*' : ''}`).join(' ')
}

export function search(
  fts: Database,
  db: Database,
  params: URLSearchParams,
): Record<string, unknown> {
  const q = params.get('q')?.trim()
  if (!q) throw new Fail(400, 'The "q" parameter is required.')
  const perPage = Math.min(100, Number(params.get('per_page') ?? 10))
  const page = Number(params.get('page') ?? 1)
  const match = matchOf(q)
  let total = 0
  let members: Record<string, unknown>[] = []
  if (match) {
    total = (
      fts.query('SELECT COUNT(*) AS n FROM doc WHERE doc MATCH ?').get(match) as { n: number }
    ).n
    const ranked = fts
      .query(
        'SELECT rowid AS id, bm25(doc, 10.0, 1.0) AS score FROM doc WHERE doc MATCH ? ORDER BY score LIMIT ? OFFSET ?',
      )
      .all(match, perPage, (page - 1) * perPage) as {
      id: number
      score: number
    }[]
    const ids = JSON.stringify(ranked.map((r) => r.id))
    const highlights = new Map(
      (
        fts
          .query(
            "SELECT rowid AS id, snippet(doc, 1, '<mark>', '</mark>', '…', 16) AS hl FROM doc WHERE doc MATCH ? AND rowid IN (SELECT value FROM json_each(?))",
          )
          .all(match, ids) as { id: number; hl: string }[]
      ).map((h) => [h.id, h.hl]),
    )
    const rows = new Map(
      (
        db
          .query(
            'SELECT id, uuid, slug, title, excerpt, published_at FROM articles WHERE id IN (SELECT value FROM json_each(?))',
          )
          .all(ids) as Record<string, any>[]
      ).map((r) => [r.id, r]),
    )
    const lang = params.get('lang') ?? 'fr'
    members = ranked.map(({ id, score }) => {
      const r = rows.get(id)!
      const title = JSON.parse(r.title)
      const excerpt = JSON.parse(r.excerpt)
      return {
        '@id': `/public/articles/${r.uuid}`,
        '@type': 'SearchResult',
        content_type: 'article',
        id: r.uuid,
        slug: r.slug,
        title: title[lang] ?? title.fr ?? null,
        excerpt: excerpt[lang] ?? excerpt.fr ?? null,
        highlight: highlights.get(id) ?? '',
        score: -score,
        published_at: iso(r.published_at),
      }
    })
  }
  return {
    '@context': '/contexts/SearchResult',
    '@id': '/public/search',
    '@type': 'hydra:Collection',
    'hydra:totalItems': total,
    'hydra:member': members,
  }
}
