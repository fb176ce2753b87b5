/**
 * Public full-text search (CONTRACT §8): user text → ranked, paged SearchResult members. The
 * index does the matching and ranking (store/search.ts); this reads the page's items, picks
 * the displayed strings and builds the highlights.
 */
import { ftsQuery } from '../lib/fts-query'
import { highlight } from '../lib/highlight'
import { toIso } from '../lib/time'
import type { ResourceDef } from '../registry/define'
import type { Row } from '../registry/types'
import { readTransaction } from '../store/orm'
import type { Scope } from '../store/repository'
import { rowsByIds } from '../store/resource-tables'
import { indexTexts, queryIndex, type IndexHit } from '../store/search'
import { catchUpIndex } from '../store/search-index'

export type SearchRequest = {
  q: string
  defs: readonly ResourceDef[]
  /** A configured locale, or null for all. */
  lang: string | null
  page: number
  perPage: number
}

export type SearchResult = { members: Record<string, unknown>[]; total: number }

/** A multilingual value in the wanted locale, else the default locale, else any. */
function pick(value: Record<string, string> | null | undefined, locales: readonly string[], lang: string | null): string | null {
  if (!value) return null
  for (const l of [lang, locales[0]]) if (l && value[l]?.trim()) return value[l]!
  return Object.values(value).find((v) => v.trim()) ?? null
}

/** The shown fields of the page's items; not `*`, which would read every body again. */
function loadRows(scope: Scope, hits: IndexHit[]): Map<string, Row> {
  const out = new Map<string, Row>()
  for (const def of new Set(hits.map((h) => h.def))) {
    const ids = hits.filter((h) => h.def === def).map((h) => h.itemId)
    const shown = [def.search!.title, def.search!.excerpt, 'slug', 'published_at'].map((name) => (name && def.fields[name]?.column) || null)
    const columns = ['id', 'uuid', ...new Set(shown.filter((c) => c !== null))]
    const rows = rowsByIds(scope.db, def, columns, ids)
    for (const row of rows) out.set(`${def.path}:${row.id}`, row)
  }
  return out
}

export function searchContent(scope: Scope, req: SearchRequest): SearchResult {
  const query = ftsQuery(req.q)
  if (!query || req.defs.length === 0 || scope.siteId === null) return { members: [], total: 0 }
  const now = scope.now?.() ?? Date.now()
  // writes since the last catch-up are in search_docs but not yet in the index
  catchUpIndex(scope.db)
  // note: one read transaction, so the index and the rows are read from the same snapshot
  return readTransaction(scope.db, () => {
    const { hits, total } = queryIndex(scope.db, {
      match: query.match,
      last: query.last,
      siteId: scope.siteId!,
      defs: req.defs,
      locale: req.lang,
      publicOnly: !scope.preview && req.defs.some((d) => scope.visibility?.(d)),
      now,
      page: req.page,
      perPage: req.perPage,
    })
    const rows = loadRows(scope, hits)
    const texts = indexTexts(scope.db, hits)
    const members: Record<string, unknown>[] = []
    for (const hit of hits) {
      const row = rows.get(`${hit.def.path}:${hit.itemId}`)
      if (!row) continue
      const spec = hit.def.search!
      const value = (name: string | undefined) => (name ? (hit.def.fields[name]!.fromRow(row) as Record<string, string>) : null)
      const text = texts.get(hit.docId)
      members.push({
        '@id': `/public/${hit.def.path}/${row.uuid}`,
        '@type': 'SearchResult',
        content_type: hit.def.singular,
        id: row.uuid,
        slug: row.slug ?? null,
        title: pick(value(spec.title), scope.locales, req.lang) ?? '',
        excerpt: pick(value(spec.excerpt), scope.locales, req.lang),
        highlight: text ? highlight([text.excerpt, text.body, text.title], query.terms, query.prefix) : '',
        // note: significant digits, not decimals: on a small corpus bm25 scores are tiny
        score: Number(hit.score.toPrecision(6)),
        published_at: toIso(row.published_at ?? null),
      })
    }
    return { members, total }
  })
}
