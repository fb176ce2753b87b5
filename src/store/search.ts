/**
 * Full-text queries over the index of store/search-index.ts. The FTS table drives: one MATCH
 * with a rowid range (site and visibility) and integer checks on rowid (locale, resource), ranked
 * by bm25 and paged in SQL; only the returned page's items are then read.
 */
import type { Database } from 'bun:sqlite'
import type { ResourceDef } from '../registry/define'
import type { SqlValue } from '../registry/types'
import { rowsByIds } from './resource-tables'
import { BUCKET, codeOf, docText, localeCount, partOf, SIZE, siteRange, textColumns, UNIT } from './search-index'

/** bm25 column weights: a title hit outranks an excerpt hit, which outranks a body hit. */
export const WEIGHTS = { title: 10, excerpt: 3, body: 1 }

/**
 * At most this many matching documents are ranked and served: the most recent ones. bm25 costs
 * about a microsecond per match, and counting every match of a word found in most of 100,000
 * articles cost as much again; a query that broad is rarely paged past its first results.
 * `hydra:totalItems` is the number of results served, so it is at most this (docs/search.md).
 */
export const RANK_LIMIT = 10_000

export type IndexQuery = {
  /** An FTS5 MATCH expression built by lib/fts-query.ts (never raw user text). */
  match: string
  siteId: number
  /** Searchable resources to look in (content_type). */
  defs: readonly ResourceDef[]
  /** Match only this locale's documents; null: any locale, one result per item. */
  locale: string | null
  /** true: only what the public may see (published and due); false: preview (also drafts and scheduled). */
  publicOnly: boolean
  now: number
  page: number
  perPage: number
}

export type IndexHit = { def: ResourceDef; itemId: number; docId: number; score: number }

export type IndexText = { id: number; locale: string; title: string; excerpt: string; body: string }

type Filter = { sql: string; params: SqlValue[] }

const ROWID = 'search_fts.rowid'

/** The WHERE clause shared by the ranking and the count, or null when nothing can match. */
function whereOf(db: Database, q: IndexQuery): Filter | null {
  const buckets = q.publicOnly ? { from: BUCKET.VISIBLE, to: BUCKET.PENDING } : { from: BUCKET.VISIBLE, to: BUCKET.HIDDEN }
  const [first, last] = siteRange(q.siteId, buckets)
  const parts = ['search_fts MATCH ?', `${ROWID} BETWEEN ? AND ?`]
  const params: SqlValue[] = [q.match, first, last]
  if (q.locale !== null) {
    const code = codeOf(db, 'locale', q.locale, false)
    if (code === null) return null
    parts.push(`${ROWID} % ${SIZE.locale} = ?`)
    params.push(code)
  }
  const codes = q.defs.map((d) => codeOf(db, 'resource', d.path, false)).filter((c) => c !== null)
  if (codes.length === 0) return null
  if (codes.length < countResources(db)) {
    parts.push(`(${ROWID} / ${UNIT.resource}) % ${SIZE.resource} IN (SELECT value FROM json_each(?))`)
    params.push(JSON.stringify(codes))
  }
  if (q.publicOnly) {
    // published with a date still to come: rare, so the lookup runs for those rows only
    parts.push(`((${ROWID} / ${UNIT.bucket}) % ${SIZE.bucket} = ${BUCKET.VISIBLE} OR (SELECT d.published_at FROM search_docs d WHERE d.id = ${ROWID}) <= ?)`)
    params.push(q.now)
  }
  return { sql: parts.join(' AND '), params }
}

const countResources = (db: Database) =>
  (db.query("SELECT COUNT(*) AS n FROM search_codes WHERE kind = 'resource'").get() as { n: number }).n

/**
 * Ranks and pages the matches. Without a locale an item may match in several locales: rows
 * come best first, so the first row of each item is its best; the SQL limit leaves room for
 * every locale of each item on the page and the offset is applied after de-duplication.
 * note: one FTS5 pass: the ranked documents (the newest RANK_LIMIT matches) are materialized
 * once and both counted and paged, instead of a second MATCH that counted every match.
 */
export function queryIndex(db: Database, q: IndexQuery): { hits: IndexHit[]; total: number } {
  const where = whereOf(db, q)
  if (!where) return { hits: [], total: 0 }
  const offset = (q.page - 1) * q.perPage
  // an item's documents share `id / 16` (its locales are neighbours)
  const counted = q.locale === null ? `COUNT(DISTINCT doc / ${UNIT.item})` : 'COUNT(*)'
  const rank = `bm25(search_fts, ${WEIGHTS.title}, ${WEIGHTS.excerpt}, ${WEIGHTS.body})`
  // note: FTS5 walks rowids downwards and stops at the limit, so only those rows are ranked;
  // MATERIALIZED keeps bm25 inside the FTS query, where it may run
  const sql = `WITH c AS MATERIALIZED (
      SELECT ${ROWID} AS doc, ${rank} AS score FROM search_fts WHERE ${where.sql} ORDER BY ${ROWID} DESC LIMIT ${RANK_LIMIT}
    ), n AS MATERIALIZED (SELECT ${counted} AS total FROM c)
    SELECT p.doc, p.score, n.total FROM n LEFT JOIN (SELECT doc, score FROM c ORDER BY score, doc DESC LIMIT ? OFFSET ?) p
    ORDER BY p.score, p.doc DESC`
  const limit = q.locale === null ? (offset + q.perPage) * Math.max(1, localeCount(db)) : q.perPage
  const rows = db.query(sql).all(...where.params, limit, q.locale === null ? 0 : offset) as { doc: number | null; score: number; total: number }[]
  const total = rows[0]?.total ?? 0
  const byCode = new Map(q.defs.map((d) => [codeOf(db, 'resource', d.path, false), d]))
  const seen = new Set<number>()
  const hits: IndexHit[] = []
  for (const r of rows) {
    if (r.doc === null) continue
    const item = Math.floor(r.doc / UNIT.item)
    if (seen.has(item)) continue
    seen.add(item)
    const def = byCode.get(partOf(r.doc, 'resource'))
    if (def) hits.push({ def, itemId: partOf(r.doc, 'item'), docId: r.doc, score: -r.score })
  }
  return { hits: q.locale === null ? hits.slice(offset, offset + q.perPage) : hits, total }
}

/**
 * The indexed text of the hits' documents (for highlights), from their items' rows: the index
 * keeps no copy (store/search-index.ts).
 */
export function indexTexts(db: Database, hits: readonly IndexHit[]): Map<number, IndexText> {
  const out = new Map<number, IndexText>()
  if (hits.length === 0) return out
  const locales = new Map(
    (db.query("SELECT code, name FROM search_codes WHERE kind = 'locale'").all() as { code: number; name: string }[]).map((r) => [r.code, r.name]),
  )
  for (const def of new Set(hits.map((h) => h.def))) {
    const mine = hits.filter((h) => h.def === def)
    const rows = new Map(rowsByIds(db, def, ['id', ...textColumns(def)], mine.map((h) => h.itemId)).map((r) => [r.id as number, r]))
    for (const hit of mine) {
      const row = rows.get(hit.itemId)
      const locale = locales.get(partOf(hit.docId, 'locale'))
      if (row && locale) out.set(hit.docId, { id: hit.docId, locale, ...docText(def, row, locale) })
    }
  }
  return out
}
