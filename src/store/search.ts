/**
 * Full-text queries over the index of store/search-index.ts. The FTS table drives: one MATCH
 * with a rowid range (site and visibility) and integer checks on rowid (locale, resource), ranked
 * by bm25 and paged in SQL; only the returned page's items are then read.
 */
import type { Database } from 'bun:sqlite'
import type { ResourceDef } from '../registry/define'
import type { SqlValue } from '../registry/types'
import { rowsByIds } from './resource-tables'
import { BUCKET, codeOf, docText, partOf, SIZE, siteRange, textColumns, UNIT, withVocab } from './search-index'

/** bm25 column weights: a title hit outranks an excerpt hit, which outranks a body hit. */
export const WEIGHTS = { title: 10, excerpt: 3, body: 1 }

/**
 * At most this many matching documents are ranked and served: the most recent ones; a query
 * that broad is rarely paged past its first results. `hydra:totalItems` is the number of
 * results served, so it never counts more items than these documents (docs/search.md).
 */
export const RANK_LIMIT = 2_000

/**
 * A broad query (more matches than RANK_LIMIT) is ranked without bm25, by the fields that hold
 * every word: bm25 first counts the documents of each word in the whole index (its IDF), and
 * for a word found in most of 100,000 articles that pass alone took 25 to 60 ms, whatever the
 * number of rows ranked. The weights are bm25's column weights; ties go to the newest.
 */
const BROAD = [
  { column: 'title', weight: WEIGHTS.title },
  { column: 'excerpt', weight: WEIGHTS.excerpt },
  { column: 'body', weight: WEIGHTS.body },
] as const

export type IndexQuery = {
  /** An FTS5 MATCH expression built by lib/fts-query.ts (never raw user text). */
  match: string
  /**
   * When `match` ends with a prefix: the expression before it and the prefix as the index spells
   * its terms (null: unknown), so the walks can match the terms it starts instead (`walkMatch`).
   */
  last?: { head: string; token: string | null } | null
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

type Ranked = { doc: number; score: number }

/** Prefix lengths with an index of their own (migrations/0009: `prefix = '2 3'`): one term each. */
const PREFIX_INDEXES = new Set([2, 3])

/**
 * A prefix that starts more terms than this is matched by FTS5 itself (the merged list).
 * note: on 100,000 articles the walk through an OR of 96 terms took 0.8 ms where the merged
 * list took 4 ms; listing the terms costs about a third of the merge.
 */
export const EXPAND_MAX = 128

/**
 * The terms of the index that start with `token` (at most EXPAND_MAX + 1), from the index's own
 * term list (an `fts5vocab` table, per connection: it stores nothing).
 */
function termsStarting(db: Database, token: string): string[] {
  if (!withVocab.has(db)) {
    db.run('CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_vocab USING fts5vocab(main, search_fts, row)')
    withVocab.add(db)
  }
  // the first string after every term that starts with `token`
  const end = token.slice(0, -1) + String.fromCodePoint(token.codePointAt(token.length - 1)! + 1)
  const rows = db.query(`SELECT term FROM temp.search_vocab WHERE term >= ? AND term < ? LIMIT ${EXPAND_MAX + 1}`).all(token, end) as { term: string }[]
  return rows.map((r) => r.term)
}

/**
 * The expression the walks use: the query's own, or with its last-word prefix replaced by the
 * terms that prefix starts (the same matches); null when nothing can match.
 * note: a prefix longer than the prefix indexes makes FTS5 read and merge the whole list of
 * every term it starts, once per MATCH, before the first row (4-5 ms for a word found in most of
 * 100,000 articles); a term it reads lazily, from the newest document down, and stops.
 */
function walkMatch(db: Database, q: IndexQuery): string | null {
  const token = q.last?.token
  if (!token || PREFIX_INDEXES.has([...token].length)) return q.match
  const terms = termsStarting(db, token)
  if (terms.length === 0) return null
  if (terms.length > EXPAND_MAX) return q.match
  const any = terms.map((t) => `"${t.replaceAll('"', '""')}"`).join(' OR ')
  // note: FTS5 joins phrases side by side with AND, but a parenthesis only with an explicit AND
  return q.last!.head ? `${q.last!.head} AND (${any})` : `(${any})`
}

/**
 * Ranks the newest RANK_LIMIT matches. A walk without bm25 (about a microsecond a match, stopping
 * after RANK_LIMIT + 1) tells a broad query before bm25's whole-index count is paid; up to
 * RANK_LIMIT matches, bm25 ranks them all in one more pass.
 */
function rank(db: Database, where: Filter, walk: string): Ranked[] {
  const params = [walk, ...where.params.slice(1)]
  const newest = `SELECT ${ROWID} AS doc FROM search_fts WHERE ${where.sql} ORDER BY ${ROWID} DESC`
  // note: counted in SQL: handing up to 2,000 rows to JS for nothing cost more than the count
  const { n } = db.query(`SELECT COUNT(*) AS n FROM (${newest} LIMIT ${RANK_LIMIT + 1})`).get(...params) as { n: number }
  if (n === 0) return []
  if (n <= RANK_LIMIT) {
    // the query's own expression: bm25 scores a prefix as one phrase
    const rank = `bm25(search_fts, ${WEIGHTS.title}, ${WEIGHTS.excerpt}, ${WEIGHTS.body})`
    return db.query(`SELECT ${ROWID} AS doc, ${rank} AS score FROM search_fts WHERE ${where.sql}`).all(...where.params) as Ranked[]
  }
  const docs = (db.query(`${newest} LIMIT ${RANK_LIMIT}`).all(...params) as { doc: number }[]).map((r) => r.doc)
  return rankBroad(db, where, walk, docs)
}

/** The newest RANK_LIMIT matches of a broad query, ranked by the fields holding every word. */
function rankBroad(db: Database, where: Filter, match: string, docs: number[]): Ranked[] {
  const score = new Map(docs.map((d) => [d, 0]))
  const oldest = docs.at(-1)!
  for (const { column, weight } of BROAD) {
    // the same filters, the words restricted to one column, from the oldest ranked document on
    const params = [`{${column}} : (${match})`, ...where.params.slice(1)]
    const rows = db.query(`SELECT ${ROWID} AS doc FROM search_fts WHERE ${where.sql} AND ${ROWID} >= ?`).all(...params, oldest) as { doc: number }[]
    for (const { doc } of rows) if (score.has(doc)) score.set(doc, score.get(doc)! + weight)
  }
  // bm25 is lower for better matches; these scores are negated the same way
  return docs.map((doc) => ({ doc, score: -score.get(doc)! }))
}

/**
 * Ranks and pages the matches. Without a locale an item may match in several locales: rows
 * come best first, so the first row of each item is its best; the offset is applied after
 * de-duplication. `total` counts the items among the ranked documents.
 */
export function queryIndex(db: Database, q: IndexQuery): { hits: IndexHit[]; total: number } {
  const where = whereOf(db, q)
  if (!where) return { hits: [], total: 0 }
  const walk = walkMatch(db, q)
  if (walk === null) return { hits: [], total: 0 }
  const offset = (q.page - 1) * q.perPage
  const ranked = rank(db, where, walk)
  // best first; ties: newer first
  ranked.sort((a, b) => a.score - b.score || b.doc - a.doc)
  const byCode = new Map(q.defs.map((d) => [codeOf(db, 'resource', d.path, false), d]))
  const seen = new Set<number>()
  const hits: IndexHit[] = []
  for (const r of ranked) {
    // an item's documents share `id / 16` (its locales are neighbours)
    const item = Math.floor(r.doc / UNIT.item)
    if (seen.has(item)) continue
    seen.add(item)
    const def = byCode.get(partOf(r.doc, 'resource'))
    if (def) hits.push({ def, itemId: partOf(r.doc, 'item'), docId: r.doc, score: -r.score })
  }
  return { hits: hits.slice(offset, offset + q.perPage), total: hits.length }
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
