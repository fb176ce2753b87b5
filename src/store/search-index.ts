/**
 * The full-text index (migrations/0002_search.sql): one search_docs row per searchable item and
 * locale, indexed by the FTS5 table `search_fts`. search_docs is kept in step by the
 * repository inside each write transaction, which also queues the changed documents with their
 * text (migrations/0004_search_pending.sql); the FTS5 index catches up in batches
 * (`catchUpIndex`), shortly after a write and always before a search. `app:tenant:reindex`
 * rebuilds it whole. Both paths go through `docsOf`.
 *
 * The text is not kept a second time (migrations/0009_compact_storage.sql): search_fts is
 * contentless (it deletes by rowid), search_docs keeps a hash of the text to tell a changed
 * document, and highlights read the text from the item's own row (`docText`).
 *
 * Document ids pack what a search filters on, so the filter is a rowid range that FTS5 applies
 * while it walks its doclists, instead of a table lookup per match (which cost as much as the
 * ranking itself on 100,000 articles):
 *
 *   id = ((((site × 4 + bucket) × 8 + resource) × 2^31 + item id) × 16 + locale     (< 2^52)
 *
 * - site: the site's id (below 4096);
 * - bucket: VISIBLE (the public sees it), PENDING (published, date still to come: checked
 *   against search_docs.published_at at query time, rare), HIDDEN (draft, scheduled: preview
 *   sees them), ARCHIVED (nobody on /public; migrations/0005_archived_bucket.sql);
 * - resource, locale: small codes from search_codes (stable, never reused);
 * - item id: the row's integer id (below 2^31).
 * One site's public rows are therefore one contiguous range (buckets 0 and 1), and one site's
 * rows in preview another (buckets 0 to 2); locale and resource are checked with integer
 * arithmetic on rowid.
 * Within a bucket and resource, a higher id is a newer item, and an item's locales are
 * neighbours: `id / 16` names the item.
 */
import type { Database } from 'bun:sqlite'
import { htmlToText } from '../lib/html-text'
import { indexText } from '../lib/spelling'
import type { ResourceDef } from '../registry/define'
import type { Row } from '../registry/types'
import { and, asc, eq, sql } from 'drizzle-orm'
import { literal, ONE, ormOf, prepared, writeTransaction } from './orm'
import { searchDocs, searchPending } from './schema/tenant'

export const BUCKET = { VISIBLE: 0, PENDING: 1, HIDDEN: 2, ARCHIVED: 3 } as const

const LOCALES = 16
const ITEMS = 2 ** 31
const RESOURCES = 8
const BUCKETS = 4
const SITES = 4096

/** Divisors to read a field back out of an id: `(id / UNIT.x) % SIZE.x`. */
export const UNIT = { locale: 1, item: LOCALES, resource: LOCALES * ITEMS, bucket: LOCALES * ITEMS * RESOURCES, site: LOCALES * ITEMS * RESOURCES * BUCKETS }
export const SIZE = { locale: LOCALES, item: ITEMS, resource: RESOURCES, bucket: BUCKETS }

export type DocKey = { site: number; bucket: number; locale: number; resource: number; item: number }

export function docId(k: DocKey): number {
  if (k.site >= SITES || k.item >= ITEMS || k.locale >= LOCALES || k.resource >= RESOURCES) {
    throw new Error(`search index key out of range: ${JSON.stringify(k)}`)
  }
  return k.site * UNIT.site + k.bucket * UNIT.bucket + k.resource * UNIT.resource + k.item * UNIT.item + k.locale
}

/** Reads one part of an id back. */
export const partOf = (id: number, part: keyof typeof SIZE) => Math.floor(id / UNIT[part]) % SIZE[part]

/** The ids of one site's documents in the given buckets: [first, last]. */
export function siteRange(site: number, buckets: { from: number; to: number }): [number, number] {
  const base = site * UNIT.site
  return [base + buckets.from * UNIT.bucket, base + (buckets.to + 1) * UNIT.bucket - 1]
}

// ---------------------------------------------------------------- codes

const LIMITS: Record<string, number> = { locale: LOCALES, resource: RESOURCES }

/**
 * The stable code of a locale or resource; with `create`, assigned on first use.
 * note: not cached: a code assigned in a transaction that later rolls back must not survive,
 * and the lookup is one primary-key read.
 */
export function codeOf(db: Database, kind: 'locale' | 'resource', name: string, create: boolean): number | null {
  const read = () => (db.query('SELECT code FROM search_codes WHERE kind = ? AND name = ?').get(kind, name) as { code: number } | null)?.code ?? null
  const code = read()
  if (code !== null || !create) return code
  db.query('INSERT INTO search_codes (kind, name, code) SELECT ?1, ?2, COALESCE(MAX(code) + 1, 0) FROM search_codes WHERE kind = ?1').run(kind, name)
  const created = read()!
  if (created >= LIMITS[kind]!) throw new Error(`search index: more than ${LIMITS[kind]} ${kind}s`)
  return created
}

/** How many locales the index has seen: an item has at most this many documents. */
export function localeCount(db: Database): number {
  return (db.query("SELECT COUNT(*) AS n FROM search_codes WHERE kind = 'locale'").get() as { n: number }).n
}

// ---------------------------------------------------------------- documents

type Text = { title: string; excerpt: string; body: string }

/** A document: its search_docs row and the text it is indexed with. */
type Doc = typeof searchDocs.$inferSelect & Text

/** 53 bits of a document's text, to tell whether it changed without keeping it. */
export const textHash = (t: Text): number => Number(Bun.hash(`${t.title}\u0000${t.excerpt}\u0000${t.body}`) & 0x1f_ffff_ffff_ffffn)

/** Which bucket a row falls in, by the resource's public visibility rule (CONTRACT §8). */
function bucketOf(def: ResourceDef, row: Row, now: number): number {
  if (def.public?.visible !== 'published-and-due') return BUCKET.VISIBLE
  if (row.status === 'archived') return BUCKET.ARCHIVED
  if (row.status !== 'published') return BUCKET.HIDDEN
  return typeof row.published_at === 'number' && row.published_at <= now ? BUCKET.VISIBLE : BUCKET.PENDING
}

/** Plain text of one multilingual field, per locale (only `locale`'s when given). */
function textOf(def: ResourceDef, name: string | undefined, row: Row, locale?: string): Record<string, string> {
  if (!name) return {}
  const field = def.fields[name]!
  const value = (field.fromRow(row) ?? {}) as Record<string, string>
  const out: Record<string, string> = {}
  for (const [l, text] of Object.entries(value)) {
    if (locale === undefined || l === locale) out[l] = (field.html ? htmlToText(text) : text).normalize('NFC')
  }
  return out
}

/** The columns `docText` reads from a resource's row. */
export function textColumns(def: ResourceDef): string[] {
  const spec = def.search!
  return [spec.title, spec.excerpt, spec.body].filter((n) => n !== undefined).map((n) => def.fields[n]!.column)
}

/** The text a document of `row` in `locale` is indexed with (for highlights). */
export function docText(def: ResourceDef, row: Row, locale: string): Text {
  const spec = def.search!
  const of = (name: string | undefined) => textOf(def, name, row, locale)[locale] ?? ''
  return { title: of(spec.title), excerpt: of(spec.excerpt), body: of(spec.body) }
}

/**
 * The documents of one row: one per locale that holds any text, the configured ones first. A
 * locale taken out of CMS_LOCALES keeps its texts in stored items (README): they stay searchable,
 * whatever write or rebuild comes next.
 */
export function docsOf(db: Database, def: ResourceDef, row: Row, locales: readonly string[], now: number): Doc[] {
  const spec = def.search!
  const title = textOf(def, spec.title, row)
  const excerpt = textOf(def, spec.excerpt, row)
  const body = textOf(def, spec.body, row)
  const resource = codeOf(db, 'resource', def.path, true)!
  const bucket = bucketOf(def, row, now)
  const docs: Doc[] = []
  const held = [...new Set([...Object.keys(title), ...Object.keys(excerpt), ...Object.keys(body)])].filter((l) => !locales.includes(l)).sort()
  for (const locale of [...locales, ...held]) {
    const t = { title: title[locale] ?? '', excerpt: excerpt[locale] ?? '', body: body[locale] ?? '' }
    if (!t.title.trim() && !t.excerpt.trim() && !t.body.trim()) continue
    const id = docId({ site: row.site_id, bucket, locale: codeOf(db, 'locale', locale, true)!, resource, item: row.id })
    docs.push({ id, resource: def.path, entityId: row.id, siteId: row.site_id, locale, status: row.status ?? '', publishedAt: row.published_at ?? null, textHash: textHash(t), ...t })
  }
  return docs
}

const p = sql.placeholder
const stmts = prepared((orm) => ({
  // note: all on every write of a searchable resource
  docsOf: orm
    .select()
    .from(searchDocs)
    .where(and(eq(searchDocs.resource, p('resource')), eq(searchDocs.entityId, p('entityId'))))
    .prepare(),
  deleteDoc: orm.delete(searchDocs).where(eq(searchDocs.id, p('id'))).prepare(),
  insertDoc: orm
    .insert(searchDocs)
    .values({
      id: p('id'),
      resource: p('resource'),
      entityId: p('entityId'),
      siteId: p('siteId'),
      locale: p('locale'),
      status: p('status'),
      publishedAt: p('publishedAt'),
      textHash: p('textHash'),
    })
    .prepare(),
  // the index holds the document: it is removed at the catch-up, and added again if text is set
  queueRemoval: orm
    .insert(searchPending)
    .values({ id: p('id'), indexed: literal(1) })
    .onConflictDoUpdate({ target: searchPending.id, set: { title: sql`NULL`, excerpt: sql`NULL`, body: sql`NULL` } })
    .prepare(),
  queueText: orm
    .insert(searchPending)
    .values({ id: p('id'), indexed: literal(0), title: p('title'), excerpt: p('excerpt'), body: p('body') })
    .onConflictDoUpdate({ target: searchPending.id, set: { title: sql`excluded.title`, excerpt: sql`excluded.excerpt`, body: sql`excluded.body` } })
    .prepare(),
  behind: orm.select({ id: searchPending.id }).from(searchPending).limit(ONE).prepare(),
  waiting: orm.select({ n: sql<number>`count(*)` }).from(searchPending).prepare(),
  // the catch-up, shortly after writes
  pending: orm.select().from(searchPending).orderBy(asc(searchPending.id)).prepare(),
  clearPending: orm.delete(searchPending).prepare(),
  hasDoc: orm.select({ id: searchDocs.id }).from(searchDocs).where(eq(searchDocs.id, p('id'))).prepare(),
}))

const sameDoc = (a: Doc, b: typeof searchDocs.$inferSelect) => a.textHash === b.textHash && a.status === b.status && a.publishedAt === b.publishedAt

/**
 * Puts an item's documents in search_docs (none: `docs` empty) and queues each one that changed;
 * the index itself catches up in `catchUpIndex`. A document whose text, status and date are
 * unchanged is left alone (a PATCH of tags or of one locale touches nothing or one document).
 */
function storeDocs(db: Database, def: ResourceDef, itemId: number, docs: Doc[]): boolean {
  const s = stmts(db)
  const old = s.docsOf.all({ resource: def.path, entityId: itemId })
  const kept = new Set<number>()
  let queued = false
  for (const o of old) {
    const fresh = docs.find((d) => d.id === o.id)
    if (fresh && sameDoc(fresh, o)) {
      kept.add(o.id)
      continue
    }
    // note: a document still queued keeps its `indexed`: the index has not moved since
    s.queueRemoval.run({ id: o.id })
    s.deleteDoc.run({ id: o.id })
    queued = true
  }
  for (const d of docs) {
    if (kept.has(d.id)) continue
    s.queueText.run({ id: d.id, title: d.title, excerpt: d.excerpt, body: d.body })
    s.insertDoc.run(d)
    queued = true
  }
  return queued
}

/** Removes an item's documents (it was deleted); true when the index has work to catch up. */
export function unindexItem(db: Database, def: ResourceDef, itemId: number): boolean {
  return storeDocs(db, def, itemId, [])
}

/** Re-indexes one stored row in the repository's write transaction; true when work was queued. */
export function indexItem(db: Database, def: ResourceDef, row: Row, locales: readonly string[], now: number): boolean {
  return storeDocs(db, def, row.id, docsOf(db, def, row, locales, now))
}

/** Whether writes are waiting for the index (one primary-key probe). */
export const indexBehind = (db: Database): boolean => stmts(db).behind.get() !== undefined

/** How many documents wait for the index (the metrics' backlog). */
export const indexWaiting = (db: Database): number => stmts(db).waiting.get()!.n

/**
 * Brings the FTS5 index up to search_docs for every queued document, in one write transaction:
 * one FTS5 flush (and merge step) for many writes instead of one each. Returns how many.
 * A queued row's text is the document's text now; none: the document is gone.
 */
export function catchUpIndex(db: Database): number {
  if (!indexBehind(db)) return 0
  const s = stmts(db)
  return writeTransaction(db, () => {
    const pending = s.pending.all()
    // note: search_fts is an FTS5 virtual table: it stays raw SQL
    const remove = db.query('DELETE FROM search_fts WHERE rowid = ?')
    const insert = db.query('INSERT INTO search_fts (rowid, title, excerpt, body) VALUES (?, ?, ?, ?)')
    for (const q of pending) {
      if (q.indexed) remove.run(q.id)
      // search_docs says which documents exist; the queue holds their text
      if (q.title !== null && s.hasDoc.get({ id: q.id })) insert.run(q.id, indexText(q.title), indexText(q.excerpt ?? ''), indexText(q.body ?? ''))
    }
    s.clearPending.run()
    return pending.length
  })
}

/**
 * Segments of one level FTS5 merges into one (migrations/0011_fts_merge_16.sql): FTS5's default
 * is 4; 16 halves the levels each document is rewritten through as the index grows.
 */
const AUTOMERGE = 16

/** Databases whose connection has the `temp.search_vocab` view of the index's terms (search.ts). */
export const withVocab = new WeakSet<Database>()

/**
 * Rebuilds the whole index of a tenant database from its tables (`app:tenant:reindex`, bulk
 * imports).
 * note: during the rebuild FTS5 buffers 64 MiB of postings instead of 1 MiB and does not merge
 * as it goes (a rebuild that did took 20 minutes for 100,000 articles); `optimize` then merges
 * once into a single segment, and PRAGMA optimize refreshes planner statistics.
 */
export function rebuildIndex(db: Database, defs: readonly ResourceDef[], locales: readonly string[], now = Date.now()): Record<string, number> {
  // note: the temporary table of `fillIndex` holds every document's text (hundreds of MB for 100,000
  // articles): in a file, where a serving connection keeps temporary data in memory
  // (tenant-db.ts). A switch drops the connection's temporary tables, the vocabulary's too.
  const tempStore = (db.query('PRAGMA temp_store').get() as { temp_store: number }).temp_store
  db.run('PRAGMA temp_store = FILE')
  withVocab.delete(db)
  let counts: Record<string, number>
  try {
    counts = fillIndex(db, defs, locales, now)
  } finally {
    db.run(`PRAGMA temp_store = ${tempStore}`)
  }
  db.run("INSERT INTO search_fts (search_fts) VALUES ('optimize')")
  db.run('PRAGMA optimize')
  return counts
}

/** The rebuild's one write transaction; returns how many items of each resource it indexed. */
function fillIndex(db: Database, defs: readonly ResourceDef[], locales: readonly string[], now: number): Record<string, number> {
  const counts: Record<string, number> = {}
  const setting = db.query('INSERT INTO search_fts (search_fts, rank) VALUES (?, ?)')
  writeTransaction(db, () => {
    setting.run('automerge', 0)
    setting.run('hashsize', 64 * 1024 * 1024)
    ormOf(db).delete(searchDocs).run()
    ormOf(db).delete(searchPending).run()
    db.run("INSERT INTO search_fts (search_fts) VALUES ('delete-all')")
    // note: FTS5 writes out its buffer whenever a rowid is not above the last one, and a table
    // read in item order gives ids that jump between visibility buckets: the text waits in a
    // temporary table and goes into the index in id order, one buffer for many documents
    db.run('CREATE TEMP TABLE IF NOT EXISTS reindex_text (id INTEGER PRIMARY KEY, title TEXT, excerpt TEXT, body TEXT)')
    db.run('DELETE FROM temp.reindex_text')
    const { insertDoc } = stmts(db)
    const keep = db.query('INSERT INTO temp.reindex_text (id, title, excerpt, body) VALUES (?, ?, ?, ?)')
    for (const def of defs.filter((d) => d.search)) {
      let n = 0
      for (const row of db.query(`SELECT * FROM ${def.table}`).iterate() as IterableIterator<Row>) {
        for (const d of docsOf(db, def, row, locales, now)) {
          insertDoc.run(d)
          keep.run(d.id, indexText(d.title), indexText(d.excerpt), indexText(d.body))
        }
        n++
      }
      counts[def.path] = n
    }
    db.run('INSERT INTO search_fts (rowid, title, excerpt, body) SELECT id, title, excerpt, body FROM temp.reindex_text ORDER BY id')
    db.run('DROP TABLE temp.reindex_text')
    // back to the settings of the small transactions of the write path
    setting.run('automerge', AUTOMERGE)
    setting.run('hashsize', 1024 * 1024)
  })
  return counts
}
