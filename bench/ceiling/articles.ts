/**
 * The ceiling's article reads, hand-written for the one resource: the same SQL the service
 * runs (COUNT + page, one query per relation per page through json_each) and the same JSON-LD /
 * Hydra shape, built directly.
 */
import type { Database } from 'bun:sqlite'
import { escapeLike, fold } from '../../src/lib/fold'
import { Fail } from './db'

type Row = Record<string, any>
type Prefix = '/admin' | '/public'
type Embedded = Record<string, unknown>

const iso = (ms: number | null) =>
  ms === null ? null : new Date(ms).toISOString().slice(0, 19) + '+00:00'

function embedded(
  db: Database,
  table: 'categories' | 'tags',
  type: string,
  prefix: Prefix,
  ids: number[],
): Map<number, Embedded> {
  const out = new Map<number, Embedded>()
  if (ids.length === 0) return out
  for (const row of db
    .query(`SELECT * FROM ${table} WHERE id IN (SELECT value FROM json_each(?))`)
    .all(JSON.stringify(ids)) as Row[]) {
    out.set(row.id, {
      '@id': `${prefix}/${table}/${row.uuid}`,
      '@type': type,
      id: row.uuid,
      slug: row.slug,
      name: JSON.parse(row.name),
    })
  }
  return out
}

function links(db: Database, table: string, owners: string): Map<number, number[]> {
  const byOwner = new Map<number, number[]>()
  const rows = db
    .query(
      `SELECT owner_id, target_id FROM ${table} WHERE owner_id IN (SELECT value FROM json_each(?)) ORDER BY owner_id, position`,
    )
    .all(owners) as {
    owner_id: number
    target_id: number
  }[]
  for (const l of rows) {
    const list = byOwner.get(l.owner_id)
    if (list) list.push(l.target_id)
    else byOwner.set(l.owner_id, [l.target_id])
  }
  return byOwner
}

const targetsOf = (m: Map<number, number[]>) => [...new Set([...m.values()].flat())]

/** Rows → JSON-LD articles with category, secondary categories and tags embedded. */
export function present(db: Database, rows: Row[], prefix: Prefix): Embedded[] {
  if (rows.length === 0) return []
  const owners = JSON.stringify(rows.map((r) => r.id))
  const categories = embedded(db, 'categories', 'Category', prefix, [
    ...new Set(rows.map((r) => r.category_id).filter((id) => id !== null)),
  ])
  const secondary = links(db, 'articles_secondary_categories', owners)
  const secondaryEmbeds = embedded(db, 'categories', 'Category', prefix, targetsOf(secondary))
  const tagLinks = links(db, 'articles_tags', owners)
  const tags = embedded(db, 'tags', 'Tag', prefix, targetsOf(tagLinks))
  return rows.map((row) => {
    const category = row.category_id === null ? null : (categories.get(row.category_id) ?? null)
    return {
      '@id': `${prefix}/articles/${row.uuid}`,
      '@type': 'Article',
      id: row.uuid,
      slug: row.slug,
      title: JSON.parse(row.title),
      excerpt: JSON.parse(row.excerpt),
      body_html: JSON.parse(row.body_html),
      status: row.status,
      published_at: iso(row.published_at),
      // stored as the whole object; og_image would embed a media item, which the seed never sets
      seo: JSON.parse(row.seo),
      type: row.type,
      category,
      category_id: (category?.id as string | undefined) ?? null,
      secondaryCategories: (secondary.get(row.id) ?? [])
        .map((id) => secondaryEmbeds.get(id))
        .filter(Boolean),
      tags: (tagLinks.get(row.id) ?? []).map((id) => tags.get(id)).filter(Boolean),
      featuredImage: null,
      version: row.version,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    }
  })
}

export const withContext = (item: Embedded) => ({ '@context': '/contexts/Article', ...item })

const ORDERS: Record<string, string> = {
  created_at: 'desc',
  updated_at: 'desc',
  published_at: 'desc',
  slug: 'asc',
  status: 'asc',
  type: 'asc',
}

function pageLink(path: string, params: URLSearchParams, page: number): string {
  const copy = new URLSearchParams()
  let placed = false
  for (const [k, v] of params) {
    if (k !== 'page') copy.append(k, v)
    else if (!placed) {
      copy.append('page', String(page))
      placed = true
    }
  }
  if (!placed) copy.append('page', String(page))
  return `${path}?${copy.toString().replace(/%5B/g, '[').replace(/%5D/g, ']')}`
}

function positive(raw: string | null, fallback: number): number {
  if (raw === null) return fallback
  if (!/^\d+$/.test(raw) || Number(raw) < 1)
    throw new Fail(400, 'Page parameters must be positive integers.')
  return Number(raw)
}

/** GET /{admin,public}/articles with the filters the bench uses (status, tags.slug, title). */
export function list(
  db: Database,
  siteId: number,
  prefix: Prefix,
  path: string,
  params: URLSearchParams,
): Record<string, unknown> {
  const where: string[] = []
  const bound: (string | number)[] = []
  if (prefix === '/public') {
    where.push("t.status = 'published' AND t.published_at <= ?")
    bound.push(Date.now())
  }
  where.push('t.site_id = ?')
  bound.push(siteId)
  const status = params.get('status')
  if (status) {
    where.push('t.status = ?')
    bound.push(status)
  }
  const tagSlug = params.get('tags.slug')
  if (tagSlug) {
    where.push(
      't.id IN (SELECT j.owner_id FROM articles_tags j WHERE j.target_id IN (SELECT x.id FROM tags x WHERE x.slug IN (SELECT value FROM json_each(?))))',
    )
    bound.push(JSON.stringify([tagSlug]))
  }
  const title = params.get('title')
  if (title) {
    where.push("(t.title_fold LIKE ? ESCAPE '\\')")
    bound.push(`%${escapeLike(fold(title))}%`)
  }
  const order: string[] = []
  let last = 'desc'
  for (const [key, raw] of params) {
    const name = /^order\[([^\]]+)\]$/.exec(key)?.[1]
    if (!name || !ORDERS[name]) continue
    last = raw === 'asc' || raw === 'desc' ? raw : ORDERS[name]!
    order.push(`t.${name} ${last.toUpperCase()}`)
  }
  if (order.length === 0) order.push('t.created_at DESC')
  order.push(`t.id ${last.toUpperCase()}`)
  const page = positive(params.get('page'), 1)
  const perPage = Math.min(100, positive(params.get('per_page') ?? params.get('itemsPerPage'), 30))
  const whereSql = `WHERE ${where.join(' AND ')}`
  const { n } = db.query(`SELECT COUNT(*) AS n FROM articles t ${whereSql}`).get(...bound) as {
    n: number
  }
  const offset = (page - 1) * perPage
  const rows =
    offset >= n
      ? []
      : (db
          .query(
            `SELECT t.* FROM articles t ${whereSql} ORDER BY ${order.join(', ')} LIMIT ? OFFSET ?`,
          )
          .all(...bound, perPage, offset) as Row[])
  const lastPage = Math.max(1, Math.ceil(n / perPage))
  const view: Record<string, string> = {
    '@id': pageLink(path, params, page),
    '@type': 'hydra:PartialCollectionView',
    'hydra:first': pageLink(path, params, 1),
    'hydra:last': pageLink(path, params, lastPage),
  }
  if (page > 1) view['hydra:previous'] = pageLink(path, params, Math.min(page - 1, lastPage))
  if (page < lastPage) view['hydra:next'] = pageLink(path, params, page + 1)
  return {
    '@context': '/contexts/Article',
    '@id': path,
    '@type': 'hydra:Collection',
    'hydra:totalItems': n,
    'hydra:member': present(db, rows, prefix),
    'hydra:view': view,
  }
}

export function byUuid(db: Database, siteId: number, uuid: string): Row | null {
  return db
    .query('SELECT * FROM articles t WHERE t.uuid = ? AND t.site_id = ?')
    .get(uuid.toLowerCase(), siteId) as Row | null
}

export function publicBySlug(db: Database, siteId: number, slug: string): Row | null {
  return db
    .query(
      "SELECT * FROM articles t WHERE t.slug = ? AND t.site_id = ? AND t.status = 'published' AND t.published_at <= ?",
    )
    .get(slug, siteId, Date.now()) as Row | null
}
