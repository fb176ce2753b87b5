/**
 * The ceiling's article writes: create and patch, each in one immediate transaction with the
 * row, its join rows, a revision and an outbox event, as the service writes them. Validation is
 * the minimum the bench bodies need (locales, blank title, IRIs, slug uniqueness).
 */
import type { Database } from 'bun:sqlite'
import { fold } from '../../src/lib/fold'
import { htmlToText } from '../../src/lib/html-text'
import { packText } from '../../src/lib/packed-json'
import { slugify } from '../../src/lib/slug'
import { present } from './articles'
import { Fail, type User } from './db'

type I18n = Record<string, string>
const LOCALES = ['fr', 'en']
const STATUSES = ['draft', 'scheduled', 'published', 'archived']
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

function i18n(value: unknown, name: string): I18n {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value))
    throw new Fail(400, `The type of the "${name}" attribute must be "object".`)
  for (const [locale, text] of Object.entries(value)) {
    if (!LOCALES.includes(locale))
      throw new Fail(422, `${name}.${locale}: This field was not expected.`)
    if (typeof text !== 'string')
      throw new Fail(400, `The type of the "${name}.${locale}" attribute must be "string".`)
  }
  return value as I18n
}

const folded = (obj: I18n, html = false) =>
  Object.values(obj)
    .map((v) => fold(html ? htmlToText(v) : v))
    .join('\n')

/** An HTML field's fold is stored packed (migrations/0010_packed_folds.sql). */
const packedFold = (obj: I18n) => {
  const text = folded(obj, true)
  return text === '' ? null : packText(text)
}

function resolve(
  db: Database,
  table: 'tags' | 'categories',
  siteId: number,
  value: unknown,
  bare: boolean,
): number {
  if (typeof value !== 'string') throw new Fail(400, `Invalid IRI "${JSON.stringify(value)}".`)
  const prefix = `/admin/${table}/`
  const uuid = value.startsWith(prefix) ? value.slice(prefix.length) : bare ? value : ''
  const row = db
    .query(`SELECT * FROM ${table} t WHERE t.uuid = ? AND t.site_id = ?`)
    .get(uuid.toLowerCase(), siteId) as { id: number } | null
  if (!row) throw new Fail(400, `Item not found for "${value}".`)
  return row.id
}

/** The stored item, its revision (the PUT form) and its event, after the row was written. */
function finish(
  db: Database,
  id: number,
  siteId: number,
  user: User,
  event: string,
  now: number,
): Record<string, unknown> {
  const row = db.query('SELECT * FROM articles WHERE id = ?').get(id) as Record<string, any>
  const item: Record<string, any> = {
    '@context': '/contexts/Article',
    ...present(db, [row], '/admin')[0]!,
  }
  const form = {
    slug: item.slug,
    title: item.title,
    excerpt: item.excerpt,
    body_html: item.body_html,
    status: item.status,
    published_at: item.published_at,
    type: item.type,
    category_id: item.category_id,
    secondaryCategories: (item.secondaryCategories as { '@id': string }[]).map((c) => c['@id']),
    tags: (item.tags as { '@id': string }[]).map((t) => t['@id']),
    featuredImage: null,
  }
  db.query(
    'INSERT INTO revisions (resource, entity_id, version, actor, created_at, data) VALUES (?, ?, ?, ?, ?, ?)',
  ).run('articles', id, row.version, user.email, now, JSON.stringify(form))
  db.query(
    'INSERT INTO events (uuid, event, resource, entity_uuid, site_id, actor_type, actor_id, actor_label, occurred_at, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(
    Bun.randomUUIDv7(),
    event,
    'articles',
    row.uuid,
    siteId,
    'user',
    user.uuid,
    user.email,
    now,
    JSON.stringify(item),
  )
  return item
}

export function create(
  db: Database,
  siteId: number,
  user: User,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const title = i18n(body.title, 'title')
  if (!Object.values(title).some((v) => v.trim() !== ''))
    throw new Fail(422, 'title: This value should not be blank.')
  const excerpt = i18n(body.excerpt, 'excerpt')
  const html = i18n(body.body_html, 'body_html')
  const status = (body.status as string | undefined) ?? 'draft'
  if (!STATUSES.includes(status))
    throw new Fail(422, 'status: The value you selected is not a valid choice.')
  const type = (body.type as string | undefined) ?? 'article'
  return db
    .transaction(() => {
      const now = Date.now()
      const tags = ((body.tags as unknown[] | undefined) ?? []).map((iri) =>
        resolve(db, 'tags', siteId, iri, false),
      )
      const category = body.category_id
        ? resolve(db, 'categories', siteId, body.category_id, true)
        : null
      let slug = typeof body.slug === 'string' ? body.slug : ''
      const derived = slug === ''
      if (derived) slug = slugify(title.fr ?? Object.values(title)[0] ?? '')
      else if (!SLUG.test(slug)) throw new Fail(422, 'slug: This value is not valid.')
      const taken = (s: string) =>
        db.query('SELECT * FROM articles t WHERE t.slug = ? AND t.site_id = ?').get(s, siteId) !==
        null
      if (taken(slug)) {
        if (!derived) throw new Fail(422, 'slug: This value is already used.')
        let n = 2
        while (taken(`${slug}-${n}`)) n++
        slug = `${slug}-${n}`
      }
      const publishedAt = status === 'published' ? now : null
      const { id } = db
        .query(
          `INSERT INTO articles (uuid, site_id, slug, status, type, category_id, featured_image_id, published_at, version, created_at, updated_at,
          title, title_fold, excerpt, excerpt_fold, body_html, body_html_fold_packed) VALUES (?, ?, ?, ?, ?, ?, NULL, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        )
        .get(
          Bun.randomUUIDv7(),
          siteId,
          slug,
          status,
          type,
          category,
          publishedAt,
          now,
          now,
          JSON.stringify(title),
          folded(title),
          JSON.stringify(excerpt),
          folded(excerpt),
          JSON.stringify(html),
          packedFold(html),
        ) as {
        id: number
      }
      const link = db.query(
        'INSERT INTO articles_tags (owner_id, target_id, position) VALUES (?, ?, ?)',
      )
      tags.forEach((tag, i) => link.run(id, tag, i))
      return finish(db, id, siteId, user, 'article.created', now)
    })
    .immediate()
}

/** PATCH of multilingual `excerpt` (the bench's one-field patch): locales merge, null removes. */
export function patchExcerpt(
  db: Database,
  siteId: number,
  user: User,
  uuid: string,
  body: Record<string, unknown>,
): Record<string, unknown> | null {
  return db
    .transaction(() => {
      const row = db
        .query('SELECT * FROM articles t WHERE t.uuid = ? AND t.site_id = ?')
        .get(uuid.toLowerCase(), siteId) as Record<string, any> | null
      if (!row) return null
      const now = Date.now()
      if (body.excerpt !== undefined) {
        const merged: I18n = { ...JSON.parse(row.excerpt), ...i18n(body.excerpt, 'excerpt') }
        for (const [k, v] of Object.entries(merged)) if (v === null) delete merged[k]
        db.query(
          'UPDATE articles SET excerpt = ?, excerpt_fold = ?, updated_at = ?, version = version + 1 WHERE id = ?',
        ).run(JSON.stringify(merged), folded(merged), now, row.id)
      }
      return finish(db, row.id, siteId, user, 'article.updated', now)
    })
    .immediate()
}
