/** Queries matching more than RANK_LIMIT documents are ranked by the fields holding every word. */
import { Database } from 'bun:sqlite'
import { expect, test } from 'bun:test'
import { resourceByPath } from '../../src/resources'
import { migrate, TENANT_MIGRATIONS } from '../../src/store/migrate'
import { ftsQuery } from '../../src/lib/fts-query'
import { EXPAND_MAX, queryIndex, RANK_LIMIT } from '../../src/store/search'
import { BUCKET, codeOf, docId } from '../../src/store/search-index'

test('should serve the newest RANK_LIMIT matches of a broad query, title hits first, and rank narrow ones by bm25', () => {
  const db = new Database(':memory:')
  migrate(db, TENANT_MIGRATIONS)
  db.run("INSERT INTO sites (uuid, slug, name, created_at, updated_at) VALUES ('s', 'main', 'Main', 0, 0)")
  const resource = codeOf(db, 'resource', 'articles', true)!
  const locale = codeOf(db, 'locale', 'fr', true)!
  const insert = db.query('INSERT INTO search_fts (rowid, title, excerpt, body) VALUES (?, ?, ?, ?)')
  const id = (item: number) => docId({ site: 1, bucket: BUCKET.VISIBLE, resource, item, locale })
  const count = RANK_LIMIT + 100
  for (let item = 1; item <= count; item++) {
    // every document says "commun"; a few old ones in their title; "rare" in three, unequally
    const title = item % 500 === 0 ? 'commun' : 'autre'
    const body = item <= 3 ? `commun ${'rare '.repeat(item)}` : 'commun'
    insert.run(id(item), title, '', body)
  }
  const query = (match: string) => queryIndex(db, { match, siteId: 1, defs: [resourceByPath('articles')!], locale: null, publicOnly: false, now: 0, page: 1, perPage: 5 })

  const broad = query('"commun"*')
  expect(broad.total).toBe(RANK_LIMIT)
  // title hits among the newest RANK_LIMIT first (newest first), then body-only hits, newest first
  const newest = (n: number) => n > count - RANK_LIMIT
  const titled = [2000, 1500, 1000, 500].filter(newest)
  expect(titled.length).toBeGreaterThan(0)
  expect(broad.hits.map((h) => h.itemId)).toEqual([...titled, count, count - 1, count - 2, count - 3].slice(0, 5))
  expect(broad.hits[0]!.score).toBeGreaterThan(broad.hits[4]!.score)

  const narrow = query('"rare"')
  expect(narrow.total).toBe(3)
  // bm25: more occurrences in a body of about the same length rank higher
  expect(narrow.hits.map((h) => h.itemId)).toEqual([3, 2, 1])
})

test('should match a long prefix through the terms it starts, with the same results as the prefix itself', () => {
  const db = new Database(':memory:')
  migrate(db, TENANT_MIGRATIONS)
  db.run("INSERT INTO sites (uuid, slug, name, created_at, updated_at) VALUES ('s', 'main', 'Main', 0, 0)")
  const resource = codeOf(db, 'resource', 'articles', true)!
  const locale = codeOf(db, 'locale', 'fr', true)!
  const insert = db.query('INSERT INTO search_fts (rowid, title, excerpt, body) VALUES (?, ?, ?, ?)')
  const id = (item: number) => docId({ site: 1, bucket: BUCKET.VISIBLE, resource, item, locale })
  // "commun…" in every document, spelled six ways; "many…" starts more terms than EXPAND_MAX
  const forms = ['commun', 'communes', 'Communauté', 'communiqué', 'communs', 'communément']
  for (let item = 1; item <= RANK_LIMIT + 300; item++) {
    const word = forms[item % forms.length]!
    const title = item % 7 === 0 ? `${word} jardin` : 'autre'
    insert.run(id(item), title, item % 3 === 0 ? 'jardin' : '', `${word} many${item % (EXPAND_MAX + 5)} ${item % 400 === 0 ? 'rare' : ''}`)
  }
  const query = (text: string, page = 1) => {
    const q = ftsQuery(text)!
    const base = { siteId: 1, defs: [resourceByPath('articles')!], locale: null, publicOnly: false, now: 0, page, perPage: 7 }
    // without `last`, the walks use the prefix itself: the reference
    return { expanded: queryIndex(db, { ...base, match: q.match, last: q.last }), prefix: queryIndex(db, { ...base, match: q.match }) }
  }
  for (const text of ['commu', 'jardin commu', 'communa', 'rare commu', 'commun', 'many1', 'many', 'jardin comm', 'zzzz', 'jardin zzzz']) {
    for (const page of [1, 4]) {
      const { expanded, prefix } = query(text, page)
      expect({ text, page, ...expanded }).toEqual({ text, page, ...prefix })
    }
  }
  expect(query('commu').expanded.total).toBe(RANK_LIMIT)
  expect(query('rare commu').expanded.total).toBe(5)
  expect(query('zzzz').expanded).toEqual({ hits: [], total: 0 })
  // broad, ranked by the fields holding every word: title hits first
  expect(query('commu').expanded.hits.map((h) => [h.itemId % 7, h.score])).toEqual(Array.from({ length: 7 }, () => [0, 11]))
})
