/** Sparse fieldsets (CONTRACT §11): `properties[]`, nested for relations, items and collections. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { image, uploaded } from '../helpers/media'
import { startTestService, type RoleName } from '../helpers/service'

const t = startTestService()
let tok: Record<RoleName, string>
let tag: any, category: any, media: any, article: any

async function admin(method: string, path: string, body?: unknown) {
  const res = await t.api(method, path, { tenant: 'acme', token: tok.admin, body })
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`)
  return res.body
}
const get = (prefix: '/admin' | '/public', path: string, headers: Record<string, string> = {}) =>
  t.api('GET', `${prefix}${path}`, { tenant: 'acme', token: prefix === '/admin' ? tok.admin : null, headers })

beforeAll(async () => {
  tok = await t.tenantWithUsers('acme')
  tag = await admin('POST', '/admin/tags', { slug: 'sport', name: { fr: 'Sport', en: 'Sports' } })
  category = await admin('POST', '/admin/categories', { slug: 'news', name: { fr: 'Actualité' } })
  media = await uploaded(t, await image('image/png', 40, 30), { tenant: 'acme', token: tok.admin, filename: 'cover.png' })
  article = await admin('POST', '/admin/articles', {
    slug: 'match',
    title: { fr: 'Match gagné', en: 'Match won' },
    body_html: { fr: '<p>Un long texte</p>' },
    status: 'published',
    published_at: '2026-01-02T03:04:05+00:00',
    tags: [tag['@id']],
    category_id: category.id,
    featuredImage: media['@id'],
  })
}, 30_000)
afterAll(() => t.close())

const tagEmbed = (prefix: string, fields: Record<string, unknown>) => ({ '@id': `${prefix}/tags/${tag.id}`, '@type': 'Tag', id: tag.id, ...fields })

describe.each(['/admin', '/public'] as const)('%s', (prefix) => {
  const itemPath = () => (prefix === '/admin' ? `/articles/${article.id}` : '/articles/match')
  const iri = () => `${prefix}/articles/${article.id}`

  test('should return only the fields asked for on an item, and @context, @id, @type, id always', async () => {
    const res = await get(prefix, `${itemPath()}?properties[]=title&properties[]=slug`)
    expect(res.status).toBe(200)
    expect(res.text).toBe(JSON.stringify({ '@context': '/contexts/Article', '@id': iri(), '@type': 'Article', id: article.id, slug: 'match', title: { fr: 'Match gagné', en: 'Match won' } }))
  })

  test('should pick fields of an embedded relation, embed a relation named alone whole, and ignore unknown names', async () => {
    const res = await get(prefix, `${itemPath()}?properties[tags][]=slug&properties[tags][]=nope&properties[]=category&properties[]=nope&properties[nope][]=x&properties[featuredImage][]=filename`)
    expect(res.body).toEqual({
      '@context': '/contexts/Article',
      '@id': iri(),
      '@type': 'Article',
      id: article.id,
      category: { '@id': `${prefix}/categories/${category.id}`, '@type': 'Category', id: category.id, slug: 'news', name: { fr: 'Actualité' } },
      tags: [tagEmbed(prefix, { slug: 'sport' })],
      featuredImage: { '@id': `${prefix}/media/${media.id}`, '@type': 'Media', id: media.id, filename: media.filename },
    })
    // keys keep the order of a whole item
    expect(Object.keys(res.body)).toEqual(['@context', '@id', '@type', 'id', 'category', 'tags', 'featuredImage'])
  })

  test('should keep only the always-kept keys when every name is unknown', async () => {
    const kept = JSON.stringify({ '@context': '/contexts/Article', '@id': iri(), '@type': 'Article', id: article.id })
    // names nested deeper than a relation's fields name nothing either
    for (const query of ['properties[]=nope', 'properties[tags][name][]=fr', 'properties[tags][x]=slug', 'properties[a][b][c]=d']) {
      expect((await get(prefix, `${itemPath()}?${query}`)).text).toBe(kept)
    }
  })

  test('should apply to every member of a collection and keep properties in the page links', async () => {
    const res = await get(prefix, '/articles?properties[]=published_at&properties[]=category_id&properties[featuredImage][]=urls&per_page=1')
    expect(res.status).toBe(200)
    const links = '/articles?properties[]=published_at&properties[]=category_id&properties[featuredImage][]=urls&per_page=1&page=1'
    expect(res.body).toEqual({
      '@context': '/contexts/Article',
      '@id': `${prefix}/articles`,
      '@type': 'hydra:Collection',
      'hydra:totalItems': 1,
      'hydra:member': [
        {
          '@id': iri(),
          '@type': 'Article',
          id: article.id,
          published_at: '2026-01-02T03:04:05+00:00',
          category_id: category.id,
          featuredImage: { '@id': `${prefix}/media/${media.id}`, '@type': 'Media', id: media.id, urls: media.urls },
        },
      ],
      'hydra:view': { '@id': `${prefix}${links}`, '@type': 'hydra:PartialCollectionView', 'hydra:first': `${prefix}${links}`, 'hydra:last': `${prefix}${links}` },
    })
  })

  test('should give each property set its own ETag', async () => {
    const whole = await get(prefix, itemPath())
    const sparse = await get(prefix, `${itemPath()}?properties[]=title`)
    expect(sparse.headers.get('etag')).not.toBe(whole.headers.get('etag'))
    const again = await get(prefix, `${itemPath()}?properties[]=title`, { 'If-None-Match': whole.headers.get('etag')! })
    expect(again.status).toBe(200)
    const same = await get(prefix, `${itemPath()}?properties[]=title`, { 'If-None-Match': sparse.headers.get('etag')! })
    expect(same.status).toBe(304)
  })
})

test('should leave items whole without properties', async () => {
  const res = await get('/admin', `/articles/${article.id}`)
  expect(Object.keys(res.body)).toEqual(['@context', '@id', '@type', 'id', 'slug', 'title', 'excerpt', 'body_html', 'status', 'published_at', 'seo', 'type', 'category', 'category_id', 'secondaryCategories', 'tags', 'featuredImage', 'version', 'created_at', 'updated_at'])
})

test('should apply to other resources and to read-only collections', async () => {
  const tags = await get('/public', '/tags?properties[]=slug')
  expect(tags.body['hydra:member']).toEqual([tagEmbed('/public', { slug: 'sport' })])
  const revisions = await get('/admin', `/articles/${article.id}/revisions?properties[]=version`)
  expect(revisions.status).toBe(200)
  expect(revisions.body['hydra:member'].map((m: any) => Object.keys(m))).toEqual([['@id', '@type', 'version']])
})
