/**
 * CONTRACT §11: with `properties`, the store reads only what the response shows. Every statement
 * the repository prepares is recorded (through a proxy over the tenant database), so the test sees
 * what SQL ran: a titles-only list names no body column and touches no relation table.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import type { Database } from 'bun:sqlite'
import { withTenantScope } from '../../src/cli/common'
import { parseProperties, readPlan } from '../../src/registry/properties'
import { resourceByPath } from '../../src/resources'
import { createItem, listItems, listSql, planOf, type Scope } from '../../src/store/repository'
import { startTestService } from '../helpers/service'

const t = startTestService()
const articles = resourceByPath('articles')

beforeAll(async () => {
  t.createTenant('acme')
  await withTenantScope(t.config, 'acme', (scope) => {
    const s = { ...scope, siteId: 1 }
    const tag = createItem(s, resourceByPath('tags'), { slug: 'sport', name: { fr: 'Sport' } }).item
    createItem(s, articles, { slug: 'one', title: { fr: 'Un' }, body_html: { fr: '<p>Long</p>' }, tags: [tag['@id']] })
  })
})
afterAll(() => t.close())

/** Runs `fn` with a scope whose database records every SQL text it is asked to prepare. */
async function recorded<T>(fn: (scope: Scope) => T): Promise<{ result: T; sql: string[] }> {
  const sql: string[] = []
  const result = await withTenantScope(t.config, 'acme', (scope) => {
    const db = new Proxy(scope.db, {
      get(target, key) {
        if (key === 'query' || key === 'prepare') return (text: string) => (sql.push(text), target.query(text))
        const value = Reflect.get(target, key)
        return typeof value === 'function' ? value.bind(target) : value
      },
    }) as Database
    return fn({ ...scope, db, siteId: 1 })
  })
  return { result, sql }
}

test('should read no body column and no relation table for a titles-only list', async () => {
  const { result, sql } = await recorded((scope) => listItems(scope, articles, new URLSearchParams('properties[]=title&properties[]=slug')))
  expect(result.members.map((m) => Object.keys(m))).toEqual([['@id', '@type', 'id', 'slug', 'title']])
  expect(sql.some((s) => s.includes('FROM articles WHERE id IN'))).toBe(true)
  expect(sql.filter((s) => /body_html|excerpt|\bseo\b|SELECT \*|articles_tags|articles_secondary|categories|media/.test(s))).toEqual([])
})

const WHOLE_ARTICLE = 'id, uuid, version, created_at, updated_at, slug, title, excerpt, body_html, status, published_at, seo, type, category_id, featured_image_id'

test('should read every shown column but no filter shadow column, and every relation, without properties', async () => {
  const { sql } = await recorded((scope) => listItems(scope, articles, new URLSearchParams('')))
  expect(sql).toContain(`SELECT ${WHOLE_ARTICLE} FROM articles WHERE id IN (SELECT value FROM json_each(?))`)
  expect(sql.filter((s) => s.includes('_fold'))).toEqual([])
  expect(sql.filter((s) => s.includes('articles_tags')).length).toBe(1)
})

test('should load a relation asked for with only the embedded fields asked for', async () => {
  const { result, sql } = await recorded((scope) => listItems(scope, articles, new URLSearchParams('properties[tags][]=slug')))
  expect(result.members[0]!.tags).toEqual([{ '@id': expect.stringMatching(/^\/admin\/tags\//), '@type': 'Tag', id: expect.any(String), slug: 'sport' }])
  const join = sql.filter((s) => s.includes('articles_tags'))
  expect(join).toEqual([
    'SELECT j.owner_id AS j_owner, j.target_id AS j_target, x.id, x.uuid, x.slug FROM articles_tags j JOIN tags x ON x.id = j.target_id WHERE j.owner_id IN (SELECT value FROM json_each(?)) ORDER BY j.owner_id, j.position',
  ])
})

test('should select the columns of the asked fields, and the whole row for a computed one', () => {
  const scope = { siteId: 1, lookup: resourceByPath } as unknown as Scope
  const rows = (def: typeof articles, query: string) => listSql(scope, def, new URLSearchParams(query), planOf(def, new URLSearchParams(query))).rows
  expect(rows(articles, 'properties[]=title&properties[]=slug&properties[]=published_at&properties[featuredImage][]=urls')).toBe(
    'SELECT id, uuid, version, created_at, updated_at, slug, title, published_at, featured_image_id FROM articles WHERE id IN (SELECT value FROM json_each(?))',
  )
  expect(rows(resourceByPath('media'), 'properties[]=urls')).toBe('SELECT * FROM media WHERE id IN (SELECT value FROM json_each(?))')
  expect(rows(articles, '')).toBe(`SELECT ${WHOLE_ARTICLE} FROM articles WHERE id IN (SELECT value FROM json_each(?))`)
})

test('should parse API Platform forms of properties and ignore other keys', () => {
  const parse = (q: string) => parseProperties(new URLSearchParams(q))
  expect(parse('title=x&order[slug]=asc')).toBeNull()
  expect(parse('properties[]=title&properties[0]=slug&properties[]=&properties[tags][]=slug&properties[tags][1]=name')).toEqual(
    new Map<string, string[] | null>([['title', null], ['slug', null], ['tags', ['slug', 'name']]]),
  )
  // a sub-list wins over the relation named whole, in either order
  expect(parse('properties[]=tags&properties[tags][]=slug')!.get('tags')).toEqual(['slug'])
  expect(parse('properties[tags][]=slug&properties[]=tags')!.get('tags')).toEqual(['slug'])
  // no properties at all but the always-kept keys: an empty selection, not "everything"
  expect(readPlan(articles, parse('properties[]=nope'))!.fields).toEqual([])
})
