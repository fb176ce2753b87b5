/**
 * Spec §4.3, every row of the property table for Article, Page, Category, Tag and Redirect:
 * each filter against data where its answer differs from the unfiltered list, each ordering
 * (default direction, asc, desc), combinations, and a walk through every page via hydra:next.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { startTestService, walkCollection, type TestService } from '../helpers/service'

type Item = Record<string, any>
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase()
const stripTags = (s: string) => s.replace(/<[^>]*>/g, ' ')

// The spec's table, as written (S = filter with strategy, M = multilingual, O = order default)
const TABLE: Record<string, { path: string; S: Record<string, 'exact' | 'partial'>; M: string[]; O: Record<string, 'asc' | 'desc'> }> = {
  Article: {
    path: 'articles',
    S: { status: 'exact', type: 'exact', 'tags.slug': 'exact', 'tags.uuid': 'exact', 'category.uuid': 'exact', 'secondaryCategories.uuid': 'exact' },
    M: ['title', 'excerpt', 'body_html'],
    O: { created_at: 'desc', updated_at: 'desc', published_at: 'desc', slug: 'asc', status: 'asc', type: 'asc' },
  },
  Page: {
    path: 'pages',
    S: { status: 'exact', page_type: 'exact', 'tags.slug': 'exact', 'tags.uuid': 'exact' },
    M: ['title', 'excerpt', 'body_html'],
    O: { created_at: 'desc', updated_at: 'desc', published_at: 'desc', slug: 'asc', status: 'asc', page_type: 'asc' },
  },
  Category: { path: 'categories', S: { slug: 'exact' }, M: ['name', 'description'], O: { created_at: 'desc', slug: 'asc' } },
  Tag: { path: 'tags', S: { slug: 'exact' }, M: ['name', 'description'], O: { created_at: 'desc', slug: 'asc' } },
  Redirect: {
    path: 'redirects',
    S: { source_path: 'partial', target_path: 'partial', status: 'exact', status_code: 'exact' },
    M: [],
    O: { created_at: 'desc', hit_count: 'desc', source_path: 'asc', status_code: 'asc' },
  },
}

let t: TestService
let token: string
const TENANT = 'props'
const created: Record<string, Item[]> = { articles: [], pages: [], categories: [], tags: [], redirects: [] }
const opts = () => ({ tenant: TENANT, token })

async function create(path: string, body: Item): Promise<Item> {
  const res = await t.api('POST', `/admin/${path}`, { ...opts(), body })
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${res.text}`)
  created[path]!.push(res.body)
  return res.body
}

beforeAll(async () => {
  t = startTestService()
  token = (await t.tenantWithUsers(TENANT)).admin
  const cat = [
    await create('categories', { name: { fr: 'Actualités', en: 'News' }, description: { fr: 'Les nouvelles du jour' } }),
    await create('categories', { name: { fr: 'Sport' }, description: { en: 'Games and matches' } }),
    await create('categories', { slug: 'beta', name: { en: 'Été Culture' } }),
  ]
  const tag = [
    await create('tags', { name: { fr: 'Été', en: 'Summer' } }),
    await create('tags', { name: { fr: 'Hiver', en: 'Winter' }, description: { fr: 'Saison froide' } }),
    await create('tags', { slug: 'alpha', name: { en: 'Alpha' } }),
  ]
  const iri = (x: Item) => x['@id']
  const day = (d: number) => `2026-0${1 + (d % 9)}-1${d % 10}T10:00:00+00:00`
  const statuses = ['draft', 'published', 'archived', 'published']
  const types = ['article', 'news', 'review']
  for (let i = 0; i < 11; i++) {
    await create('articles', {
      slug: `article-${String.fromCharCode(107 - i)}`,
      title: i % 3 === 0 ? { fr: `Un été numéro ${i}`, en: `Summer ${i}` } : { fr: `Hiver ${i}` },
      excerpt: i % 4 === 0 ? { en: `Short ÉCHO ${i}` } : {},
      body_html: i % 2 === 0 ? { fr: `<p>Le <b>café</b> ${i}</p>` } : { en: `<p>Tea ${i}</p>` },
      status: statuses[i % 4],
      type: types[i % 3],
      published_at: i % 5 === 4 ? null : day(i),
      category_id: i % 3 === 2 ? null : cat[i % 2]!.id,
      secondaryCategories: i % 2 === 0 ? [iri(cat[2]!)] : [iri(cat[1]!), iri(cat[2]!)].slice(0, i % 3),
      tags: [tag[i % 3]!, tag[(i + 1) % 3]!].slice(0, 1 + (i % 2)).map(iri),
    })
  }
  for (let i = 0; i < 7; i++) {
    await create('pages', {
      slug: `page-${String.fromCharCode(100 + ((i * 3) % 7))}`,
      title: i % 2 === 0 ? { fr: `À propos ${i}` } : { en: `About ${i}`, fr: `Propos ${i}` },
      excerpt: i === 3 ? { fr: 'Résumé spécial' } : {},
      body_html: { en: i % 3 === 0 ? '<h1>Landing</h1>' : '<p>Plain</p>' },
      status: statuses[i % 4],
      page_type: i % 3 === 0 ? 'landing' : 'standard',
      published_at: i % 3 === 1 ? null : day(i + 2),
      tags: i % 2 ? [iri(tag[1]!)] : i % 3 === 0 ? [iri(tag[0]!), iri(tag[2]!)] : [],
    })
  }
  const codes = [301, 302, 307, 308]
  for (let i = 0; i < 6; i++) {
    await create('redirects', {
      source_path: `/old/${i % 2 ? 'blog' : 'news'}/${String.fromCharCode(102 - i)}`,
      target_path: i % 3 === 0 ? `https://example.com/${i}` : `/new/${i}`,
      status_code: codes[i % 4],
      status: i === 4 ? 'inactive' : 'active',
    })
  }
  // hit counts are read-only over the API (the public resolver counts them); set them here
  t.service.ctx.pool.with(TENANT, (h) => {
    created.redirects!.forEach((r, i) => h.db.query('UPDATE redirects SET hit_count = ? WHERE uuid = ?').run((i * 7) % 5, r.id))
  })
  const fresh = new Map((await walkCollection(t, '/admin/redirects?per_page=100', opts())).map((r) => [r.id, r]))
  created.redirects = created.redirects!.map((r) => fresh.get(r.id))
}, 60_000)
afterAll(() => t.close())

const ids = (items: Item[]) => items.map((i) => i.id)
const creationIndex = (path: string) => new Map(created[path]!.map((x, i) => [x.id, i]))

async function fetchAll(path: string, query: string): Promise<Item[]> {
  const single = await t.api('GET', `/admin/${path}?${query}${query ? '&' : ''}per_page=100`, opts())
  expect(single.status).toBe(200)
  const walked = await walkCollection(t, `/admin/${path}?${query}${query ? '&' : ''}per_page=2`, opts())
  // paging through hydra:next neither repeats nor drops an item
  expect(ids(walked)).toEqual(ids(single.body['hydra:member']))
  expect(single.body['hydra:totalItems']).toBe(walked.length)
  return single.body['hydra:member']
}

function valueOf(item: Item, prop: string): unknown[] {
  const [head, sub] = prop.split('.')
  if (head === 'category') return [item.category?.id ?? null]
  const v = item[head!]
  if (Array.isArray(v)) return v.map((x) => (sub === 'uuid' ? x.id : x[sub!]))
  return [v]
}

/** null sorts lowest, as SQLite does; ties go by creation order in the same direction. */
function expectedOrder(path: string, items: Item[], keys: [string, 'asc' | 'desc'][]): string[] {
  const idx = creationIndex(path)
  const cmp = (a: unknown, b: unknown) => (a === b ? 0 : a === null || a === undefined ? -1 : b === null || b === undefined ? 1 : a < b ? -1 : 1)
  const last = keys[keys.length - 1]![1]
  return [...items]
    .sort((a, b) => {
      for (const [k, dir] of keys) {
        const c = cmp(a[k], b[k]) * (dir === 'asc' ? 1 : -1)
        if (c !== 0) return c
      }
      return (idx.get(a.id)! - idx.get(b.id)!) * (last === 'asc' ? 1 : -1)
    })
    .map((i) => i.id)
}

for (const [type, row] of Object.entries(TABLE)) {
  describe(`${type} (/admin/${row.path})`, () => {
    for (const [prop, strategy] of Object.entries(row.S)) {
      test(`should filter ${prop} (${strategy})`, async () => {
        const all = await fetchAll(row.path, '')
        const candidates = [...new Set(all.flatMap((i) => valueOf(i, prop)))].filter((v) => v !== null && v !== undefined)
        expect(candidates.length).toBeGreaterThan(1)
        let differs = false
        for (const value of candidates) {
          const term = strategy === 'partial' ? String(value).slice(1, -1) : String(value)
          const got = await fetchAll(row.path, `${encodeURIComponent(prop)}=${encodeURIComponent(term)}`)
          const match = (i: Item) => valueOf(i, prop).some((v) => (strategy === 'partial' ? String(v).includes(term) : String(v) === term))
          expect(ids(got).sort()).toEqual(ids(all.filter(match)).sort())
          if (got.length !== all.length) differs = true
        }
        expect(differs).toBe(true)
        if (strategy === 'exact') {
          // a list means any of its values
          const [x, y] = candidates as string[]
          const got = await fetchAll(row.path, `${prop}[]=${encodeURIComponent(String(x))}&${prop}[]=${encodeURIComponent(String(y))}`)
          const match = (i: Item) => valueOf(i, prop).some((v) => v === x || v === y)
          expect(ids(got).sort()).toEqual(ids(all.filter(match)).sort())
        }
        // nothing matches a value that is not there, and SQL in a value is only text
        expect(await fetchAll(row.path, `${prop}=${encodeURIComponent("x' OR '1'='1")}`)).toEqual([])
      })
    }

    for (const prop of row.M) {
      test(`should search ${prop} in every locale, ignoring case and accents`, async () => {
        const all = await fetchAll(row.path, '')
        const texts = (i: Item) => Object.values(i[prop] as Record<string, string>).map((v) => fold(stripTags(v)))
        const words = [...new Set(all.flatMap((i) => texts(i).flatMap((t) => t.split(/\s+/))))].filter((w) => w.length > 2 && !/\d/.test(w))
        expect(words.length).toBeGreaterThan(0)
        let differs = false
        for (const word of words) {
          const term = word.toUpperCase().replace('E', 'É')
          const got = await fetchAll(row.path, `${prop}=${encodeURIComponent(term)}`)
          expect(ids(got).sort()).toEqual(ids(all.filter((i) => texts(i).some((t) => t.includes(word)))).sort())
          if (got.length !== all.length) differs = true
        }
        expect(differs).toBe(true)
        expect(await fetchAll(row.path, `${prop}=%25`)).toEqual([])
      })
    }

    for (const [prop, dir] of Object.entries(row.O)) {
      test(`should order by ${prop} (default ${dir})`, async () => {
        const all = await fetchAll(row.path, '')
        const byDefault = await fetchAll(row.path, `order[${prop}]`)
        const desc = await fetchAll(row.path, `order[${prop}]=desc`)
        const asc = await fetchAll(row.path, `order[${prop}]=asc`)
        expect(ids(byDefault)).toEqual(ids(dir === 'desc' ? desc : asc))
        expect(ids(asc)).toEqual(ids(desc).reverse())
        if (prop === 'created_at' || prop === 'updated_at') {
          // shown to the second; stored finer, so ties here are ordered by creation
          expect(ids(asc)).toEqual(expectedOrder(row.path, all, [[prop, 'asc']]))
        } else {
          expect(ids(desc)).toEqual(expectedOrder(row.path, all, [[prop, 'desc']]))
          expect(ids(desc)).not.toEqual(ids(await fetchAll(row.path, 'order[created_at]=desc')))
        }
      })
    }
  })
}

describe('combinations', () => {
  test('should AND different filters and keep primary then secondary order as written', async () => {
    const all = await fetchAll('articles', '')
    const got = await fetchAll('articles', 'status=published&title=hiver&order[type]=asc&order[published_at]=desc')
    const match = all.filter((i) => i.status === 'published' && Object.values(i.title as Record<string, string>).some((v) => fold(v).includes('hiver')))
    expect(got.length).toBeGreaterThan(0)
    expect(got.length).toBeLessThan(all.filter((i) => i.status === 'published').length)
    expect(ids(got)).toEqual(expectedOrder('articles', match, [['type', 'asc'], ['published_at', 'desc']]))
    const other = await fetchAll('articles', 'status=published&title=hiver&order[published_at]=desc&order[type]=asc')
    expect(ids(other)).toEqual(expectedOrder('articles', match, [['published_at', 'desc'], ['type', 'asc']]))
  })

  test('should keep every other query parameter in hydra:view links', async () => {
    const res = await t.api('GET', '/admin/articles?status=published&order[slug]=asc&per_page=2&page=2', opts())
    const view = res.body['hydra:view']
    expect(view['@id']).toBe('/admin/articles?status=published&order[slug]=asc&per_page=2&page=2')
    expect(view['hydra:first']).toBe('/admin/articles?status=published&order[slug]=asc&per_page=2&page=1')
    expect(view['hydra:previous']).toBe('/admin/articles?status=published&order[slug]=asc&per_page=2&page=1')
    expect(view['hydra:next']).toBe('/admin/articles?status=published&order[slug]=asc&per_page=2&page=3')
    expect(view['hydra:last']).toMatch(/page=\d+$/)
    expect(view['@type']).toBe('hydra:PartialCollectionView')
  })
})
