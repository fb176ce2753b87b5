/** CONTRACT §6 item semantics for the content engine: JSON-LD, versions, ETags, PUT/PATCH, validation. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { withTenantScope } from '../../src/cli/common'
import { RESOURCES } from '../../src/resources'
import { rebuildIndex } from '../../src/store/search-index'
import { expectProblem, ISO_RE, startTestService, UUID_RE, type RoleName, type TestService } from '../helpers/service'

let t: TestService
let tok: Record<RoleName, string>
const o = (extra: Record<string, unknown> = {}) => ({ tenant: 'acme', token: tok.admin, ...extra })

beforeAll(async () => {
  t = startTestService()
  tok = await t.tenantWithUsers('acme')
}, 60_000)
afterAll(() => t.close())

describe('create and read', () => {
  test('should create an article with the JSON-LD shape, version 1 and embedded relations', async () => {
    const cat = (await t.api('POST', '/admin/categories', o({ body: { name: { fr: 'Actu' } } }))).body
    const tag = (await t.api('POST', '/admin/tags', o({ body: { name: { fr: 'Été', en: 'Summer' } } }))).body
    const res = await t.api('POST', '/admin/articles', o({
      body: { slug: 'hello', title: { fr: 'Bonjour', en: 'Hello' }, excerpt: { fr: 'Court' }, body_html: { fr: '<p>Corps</p>' }, status: 'draft', category_id: cat.id, tags: [tag['@id']], secondaryCategories: [cat['@id']] },
    }))
    expect(res.status).toBe(201)
    expect(res.headers.get('content-type')).toStartWith('application/ld+json')
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-z]+"$/)
    expect(res.headers.get('location')).toBe(res.body['@id'])
    const a = res.body
    expect(a['@context']).toBe('/contexts/Article')
    expect(a['@type']).toBe('Article')
    expect(a.id).toMatch(UUID_RE)
    expect(a['@id']).toBe(`/admin/articles/${a.id}`)
    expect(a).toMatchObject({ slug: 'hello', title: { fr: 'Bonjour', en: 'Hello' }, status: 'draft', type: 'article', version: 1, category_id: cat.id, published_at: null, featuredImage: null })
    expect(a.created_at).toMatch(ISO_RE)
    expect(a.updated_at).toMatch(ISO_RE)
    expect(a.category).toEqual({ '@id': cat['@id'], '@type': 'Category', id: cat.id, slug: 'actu', name: { fr: 'Actu' } })
    expect(a.tags).toEqual([{ '@id': tag['@id'], '@type': 'Tag', id: tag.id, slug: 'ete', name: { fr: 'Été', en: 'Summer' } }])
    expect(a.secondaryCategories[0].id).toBe(cat.id)
    const got = await t.api('GET', a['@id'], o())
    expect(got.status).toBe(200)
    expect(got.body).toEqual(a)
    expect(got.headers.get('etag')).toBe(res.headers.get('etag'))
  })

  test('should derive the slug from the default-locale title, suffixing a taken one', async () => {
    const one = await t.api('POST', '/admin/articles', o({ body: { title: { en: 'Only English', fr: 'Été à Paris !' } } }))
    expect(one.body.slug).toBe('ete-a-paris')
    const two = await t.api('POST', '/admin/articles', o({ body: { title: { fr: 'Été à Paris' } } }))
    expect(two.body.slug).toBe('ete-a-paris-2')
    const en = await t.api('POST', '/admin/articles', o({ body: { title: { en: 'English Only' } } }))
    expect(en.body.slug).toBe('english-only')
    // letters no accent-folding reduces are spelt out, not dropped (they gave c-ur, stra-e, odz)
    for (const [title, slug] of [['Le cœur de Łódź', 'le-coeur-de-lodz'], ['Über die Straße', 'uber-die-strasse'], ['Ærø ﬁn', 'aero-fin']]) {
      expect((await t.api('POST', '/admin/tags', o({ body: { name: { fr: title } } }))).body.slug).toBe(slug)
    }
  })

  test('should derive a valid slug from a title with no Latin letters, and from the next locale when the first leaves none', async () => {
    // before: an empty slug, then a 409 for the next such title
    const moscow = await t.api('POST', '/admin/pages', o({ body: { title: { fr: 'Москва' } } }))
    expect(moscow.status).toBe(201)
    expect(moscow.body.slug).toBe('page')
    const kyiv = await t.api('POST', '/admin/pages', o({ body: { title: { fr: 'Київ' } } }))
    expect(kyiv.status).toBe(201)
    expect(kyiv.body.slug).toBe('page-2')
    const tokyo = await t.api('POST', '/admin/articles', o({ body: { title: { fr: '東京', en: 'Tokyo' } } }))
    expect(tokyo.body.slug).toBe('tokyo')
    const tag = await t.api('POST', '/admin/tags', o({ body: { name: { fr: '   ', en: 'Only English' } } }))
    expect(tag.body.slug).toBe('only-english')
  })

  test('should keep a suffixed derived slug within 200 characters', async () => {
    const long = 'b'.repeat(250)
    const first = await t.api('POST', '/admin/tags', o({ body: { name: { fr: long } } }))
    const second = await t.api('POST', '/admin/tags', o({ body: { name: { fr: long } } }))
    expect(first.body.slug).toBe('b'.repeat(200))
    expect(second.body.slug).toBe(`${'b'.repeat(198)}-2`)
    // its own GET body can be PUT back
    const put = await t.api('PUT', second.body['@id'], o({ body: second.body }))
    expect(put.status).toBe(200)
  })

  test('should give type null its default and refuse an empty one', async () => {
    const nulled = await t.api('POST', '/admin/articles', o({ body: { title: { fr: 'Type nul' }, type: null } }))
    expect(nulled.body.type).toBe('article')
    const page = await t.api('POST', '/admin/pages', o({ body: { title: { fr: 'Type nul' }, page_type: null } }))
    expect(page.body.page_type).toBe('standard')
    const patched = await t.api('PATCH', nulled.body['@id'], o({ body: { type: null } }))
    expect(patched.body.type).toBe('article')
    expectProblem(await t.api('POST', '/admin/articles', o({ body: { title: { fr: 'Vide' }, type: '' } })), 422, 'type: This value is not valid.')
  })

  test('should answer an empty collection with totalItems 0', async () => {
    const res = await t.api('GET', '/admin/redirects', o())
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ '@context': '/contexts/Redirect', '@id': '/admin/redirects', '@type': 'hydra:Collection', 'hydra:totalItems': 0, 'hydra:member': [] })
    expect(res.body['hydra:view']['hydra:next']).toBeUndefined()
    expect(res.body['hydra:view']['hydra:previous']).toBeUndefined()
  })
})

describe('validation (spec §7)', () => {
  test('should refuse a duplicate slug with 422 and the spec violation', async () => {
    await t.api('POST', '/admin/articles', o({ body: { slug: 'taken', title: { fr: 'A' } } }))
    const res = await t.api('POST', '/admin/articles', o({ body: { slug: 'taken', title: { fr: 'B' } } }))
    expectProblem(res, 422, 'slug: This value is already used.')
    expect(res.body.title).toBe('Validation Failed')
    expect(res.body.violations).toEqual([{ propertyPath: 'slug', message: 'This value is already used.', code: '23bd9dbf-6b9b-41cd-a99e-4844bcf3077f' }])
  })

  test('should refuse a blank title with the spec violation', async () => {
    for (const title of [undefined, {}, { fr: '   ' }, null]) {
      const res = await t.api('POST', '/admin/articles', o({ body: { slug: 'blank', title } }))
      expectProblem(res, 422, 'title: This value should not be blank.')
      expect(res.body.violations).toEqual([{ propertyPath: 'title', message: 'This value should not be blank.', code: 'c1051bb4-d103-4f74-8988-acbcafc7fdc3' }])
    }
  })

  test('should refuse an unknown locale as field.locale', async () => {
    const res = await t.api('POST', '/admin/articles', o({ body: { title: { fr: 'x', de: 'y' } } }))
    expectProblem(res, 422, 'title.de: This field was not expected.')
    expect(res.body.violations[0].propertyPath).toBe('title.de')
  })

  test('should keep the text of a locale taken out of CMS_LOCALES searchable through any later write', async () => {
    const before = startTestService({ CMS_LOCALES: 'fr,en,de' })
    const admin = await before.tenantWithUsers('acme').then((tokens) => tokens.admin)
    const made = await before.api('POST', '/admin/articles', { tenant: 'acme', token: admin, body: { title: { fr: 'Titre', de: 'Donaudampfschiff' }, status: 'published' } })
    before.service.close()
    const after = startTestService({ CMS_LOCALES: 'fr,en' }, { dir: before.dir })
    try {
      const found = async () => (await after.api('GET', '/public/search?q=donaudampfschiff', { tenant: 'acme' })).body['hydra:member'].map((m: any) => m.id)
      expect(await found()).toEqual([made.body.id])
      // a write that changes no text of it, then a rebuild with the new locales
      expect((await after.api('PATCH', made.body['@id'], { tenant: 'acme', token: admin, body: { excerpt: { fr: 'Résumé' } } })).status).toBe(200)
      expect(await found()).toEqual([made.body.id])
      await withTenantScope(after.config, 'acme', (scope) => rebuildIndex(scope.db, RESOURCES, scope.locales))
      expect(await found()).toEqual([made.body.id])
    } finally {
      after.close()
      before.close()
    }
  })

  test('should let a PATCH remove a locale that is no longer configured', async () => {
    const before = startTestService({ CMS_LOCALES: 'fr,en,de' })
    const admin = await before.tenantWithUsers('acme').then((tokens) => tokens.admin)
    const made = await before.api('POST', '/admin/articles', { tenant: 'acme', token: admin, body: { title: { fr: 'Titre', de: 'Titel' } } })
    before.service.close()
    // the same data, with de taken out of CMS_LOCALES
    const after = startTestService({ CMS_LOCALES: 'fr,en' }, { dir: before.dir })
    try {
      const patch = (title: unknown) => after.api('PATCH', `/admin/articles/${made.body.id}`, { tenant: 'acme', token: admin, body: { title }, headers: { 'Content-Type': 'application/merge-patch+json' } })
      expectProblem(await patch({ de: 'Neu' }), 422, 'title.de: This field was not expected.')
      const removed = await patch({ de: null })
      expect([removed.status, removed.body.title]).toEqual([200, { fr: 'Titre' }])
    } finally {
      after.close()
      before.close()
    }
  })

  test('should refuse bad slugs, statuses, types, codes and dates with violations', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['articles', { title: { fr: 'x' }, slug: 'Not A Slug' }, 'slug'],
      ['articles', { title: { fr: 'x' }, status: 'gone' }, 'status'],
      ['articles', { title: { fr: 'x' }, type: 'Bad Type' }, 'type'],
      ['articles', { title: { fr: 'x' }, published_at: 'yesterday' }, 'published_at'],
      // a day past the month's end was rolled over to March
      ['articles', { title: { fr: 'x' }, published_at: '2025-02-31T10:00:00+00:00' }, 'published_at'],
      // protocol-relative: another host to a browser
      ['redirects', { source_path: '/a', target_path: '//evil.example' }, 'target_path'],
      ['redirects', { source_path: '/a', target_path: '/\\evil.example' }, 'target_path'],
      ['articles', { title: { fr: 'x' }, status: 'scheduled', published_at: '2020-01-01T00:00:00+00:00' }, 'published_at'],
      ['redirects', { source_path: 'no-slash', target_path: '/x' }, 'source_path'],
      ['redirects', { source_path: '/a', target_path: 'ftp://x' }, 'target_path'],
      ['redirects', { source_path: '/a', target_path: '/b', status_code: 303 }, 'status_code'],
      // a CR LF copied by a front end into a Location header would start another header
      ['redirects', { source_path: '/a', target_path: '/a\r\nSet-Cookie: x=1' }, 'target_path'],
      ['redirects', { source_path: '/a', target_path: 'https://x.test/a\r\nb' }, 'target_path'],
      ['redirects', { source_path: '/a', target_path: 'https://x.test not a url <script>' }, 'target_path'],
      ['redirects', { source_path: '/a', target_path: '/a b' }, 'target_path'],
      ['redirects', { source_path: '/a\u0000b', target_path: '/x' }, 'source_path'],
      ['redirects', { source_path: '/a\r\nb', target_path: '/x' }, 'source_path'],
      ['articles', { title: { fr: 'x' }, seo: { canonical_url: 'https://x.test/a\r\nb c' } }, 'seo.canonical_url'],
      ['users', { email: 'x@y\u0000.test', password: 'long enough password', roles: ['ROLE_CMS_VIEWER'] }, 'email'],
    ]
    for (const [path, body, prop] of cases) {
      const res = await t.api('POST', `/admin/${path}`, o({ body }))
      expectProblem(res, 422)
      expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([prop])
      expect(res.body.detail).toStartWith(`${prop}: `)
    }
    expect((await t.api('GET', '/admin/redirects', o())).body['hydra:totalItems']).toBe(0)
  })

  test('should say the first violation in detail and list them all in violations', async () => {
    const res = await t.api('POST', '/admin/articles', o({ body: { title: { fr: '' }, slug: 'Bad', status: 'x' } }))
    expectProblem(res, 422, 'slug: This value is not valid.')
    expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['slug', 'status', 'title'])
  })

  test('should answer 400 for relations that are not IRIs or name nothing', async () => {
    expectProblem(await t.api('POST', '/admin/articles', o({ body: { title: { fr: 'x' }, tags: [{ id: 1 }] } })), 400, 'Invalid IRI "{"id":1}".')
    expectProblem(await t.api('POST', '/admin/articles', o({ body: { title: { fr: 'x' }, tags: [12] } })), 400, 'Invalid IRI "12".')
    expectProblem(await t.api('POST', '/admin/articles', o({ body: { title: { fr: 'x' }, tags: ['/admin/categories/0190f1c2-0000-7000-8000-000000000000'] } })), 400, /^Invalid IRI/)
    const ghost = '/admin/tags/0190f1c2-0000-7000-8000-000000000000'
    expectProblem(await t.api('POST', '/admin/articles', o({ body: { title: { fr: 'x' }, tags: [ghost] } })), 400, `Item not found for "${ghost}".`)
    expectProblem(await t.api('POST', '/admin/articles', o({ body: { title: { fr: 'x' }, category_id: { id: 3 } } })), 400, /^Invalid IRI/)
    expectProblem(await t.api('POST', '/admin/articles', o({ body: { title: { fr: 'x' }, tags: 'oops' } })), 400)
  })

  test('should ignore unknown and read-only fields', async () => {
    const res = await t.api('POST', '/admin/articles', o({ body: { title: { fr: 'Ignore' }, version: 9, id: 'x', created_at: '2000-01-01T00:00:00+00:00', color: 'red' } }))
    expect(res.status).toBe(201)
    expect(res.body.version).toBe(1)
    expect(res.body.id).toMatch(UUID_RE)
    expect(res.body.created_at).not.toStartWith('2000')
    expect(res.body.color).toBeUndefined()
    const redirect = await t.api('POST', '/admin/redirects', o({ body: { source_path: '/ro', target_path: '/x', hit_count: 50 } }))
    expect(redirect.body.hit_count).toBe(0)
  })

  test('should answer 404 for malformed and unknown ids', async () => {
    for (const id of ['123', 'not-a-uuid', '0190f1c2-0000-7000-8000-000000000000']) {
      expectProblem(await t.api('GET', `/admin/articles/${id}`, o()), 404)
      expectProblem(await t.api('PATCH', `/admin/articles/${id}`, o({ body: { slug: 'x' } })), 404)
      expectProblem(await t.api('DELETE', `/admin/articles/${id}`, o()), 404)
    }
  })
})

describe('PUT, PATCH, DELETE, versions and ETags', () => {
  test('should merge PATCH per locale, removing null locales, and bump the version', async () => {
    const a = (await t.api('POST', '/admin/articles', o({ body: { title: { fr: 'Un', en: 'One' }, excerpt: { fr: 'e' }, type: 'news' } }))).body
    const res = await t.api('PATCH', a['@id'], o({ body: { title: { en: 'One!', fr: null } }, headers: { 'Content-Type': 'application/merge-patch+json' } }))
    expect(res.status).toBe(200)
    expect(res.body.title).toEqual({ en: 'One!' })
    expect(res.body.excerpt).toEqual({ fr: 'e' })
    expect(res.body.type).toBe('news')
    expect(res.body.version).toBe(2)
    // removing the last locale leaves the title blank
    expectProblem(await t.api('PATCH', a['@id'], o({ body: { title: { en: null } } })), 422, 'title: This value should not be blank.')
  })

  test('should keep filters and totals right when a write changes only some fields', async () => {
    const tag = async (fr: string) => (await t.api('POST', '/admin/tags', o({ body: { name: { fr } } }))).body
    const [t1, t2] = [await tag('Partiel un'), await tag('Partiel deux')]
    const a = (
      await t.api('POST', '/admin/articles', o({ body: { title: { fr: 'Partielle' }, excerpt: { fr: 'Ancien résumé' }, body_html: { fr: '<p>Corps <b>inchangé</b></p>' }, tags: [t1['@id']] } }))
    ).body
    const total = async (query: string) => (await t.api('GET', `/admin/articles?${query}`, o())).body['hydra:totalItems']
    expect(await total(`tags.slug=${t1.slug}`)).toBe(1)
    expect((await t.api('PATCH', a['@id'], o({ body: { excerpt: { fr: 'Nouveau résumé' } } }))).status).toBe(200)
    expect(await total('excerpt=nouveau')).toBe(1)
    expect(await total('excerpt=ancien')).toBe(0)
    expect(await total('body_html=inchange')).toBe(1)
    // several values, each against every row's body (a row's unpacked body is reused between them)
    const other = await t.api('POST', '/admin/articles', o({ body: { title: { fr: 'Autre' }, body_html: { fr: '<p>Texte zébré</p>' } } }))
    expect(await total('body_html[]=inchange&body_html[]=zebre')).toBe(2)
    expect(await total('body_html[]=zebre&body_html[]=absent')).toBe(1)
    expect(await total('body_html[]=absent&body_html[]=inchange')).toBe(1)
    expect((await t.api('DELETE', other.body['@id'], o())).status).toBe(204)
    expect(await total(`tags.slug=${t1.slug}`)).toBe(1)
    const moved = await t.api('PATCH', a['@id'], o({ body: { tags: [t2['@id']] } }))
    expect(moved.body.tags.map((x: { slug: string }) => x.slug)).toEqual([t2.slug])
    expect(await total(`tags.slug=${t1.slug}`)).toBe(0)
    expect(await total(`tags.slug=${t2.slug}`)).toBe(1)
    expect((await t.api('DELETE', a['@id'], o())).status).toBe(204)
    expect(await total(`tags.slug=${t2.slug}`)).toBe(0)
  })

  test('should reset absent fields on PUT', async () => {
    const a = (await t.api('POST', '/admin/articles', o({ body: { slug: 'put-me', title: { fr: 'Un' }, excerpt: { fr: 'e' }, type: 'news' } }))).body
    const res = await t.api('PUT', a['@id'], o({ body: { slug: 'put-me', title: { en: 'Replaced' } } }))
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ title: { en: 'Replaced' }, excerpt: {}, type: 'article', status: 'draft', version: 2 })
    expectProblem(await t.api('PUT', a['@id'], o({ body: { slug: 'put-me' } })), 422, 'title: This value should not be blank.')
  })

  test('should honour If-Match on PUT, PATCH and DELETE, and If-None-Match on GET', async () => {
    const created = await t.api('POST', '/admin/tags', o({ body: { name: { fr: 'Etag' } } }))
    const iri = created.body['@id']
    const etag = created.headers.get('etag')!
    const notModified = await t.api('GET', iri, o({ headers: { 'If-None-Match': etag } }))
    expect(notModified.status).toBe(304)
    expect(notModified.text).toBe('')
    const ok = await t.api('PUT', iri, o({ body: { name: { fr: 'Etag 2' } }, headers: { 'If-Match': etag } }))
    expect(ok.status).toBe(200)
    expect(ok.headers.get('etag')).not.toBe(etag)
    const stale = await t.api('PATCH', iri, o({ body: { name: { fr: 'Etag 3' } }, headers: { 'If-Match': etag } }))
    expectProblem(stale, 412, 'The resource has been modified. Please refresh and try again.')
    expect(stale.body.title).toBe('Precondition Failed')
    expectProblem(await t.api('PUT', iri, o({ body: { name: { fr: 'x' } }, headers: { 'If-Match': etag } })), 412)
    expectProblem(await t.api('DELETE', iri, o({ headers: { 'If-Match': etag } })), 412)
    expect((await t.api('GET', iri, o())).body.name).toEqual({ fr: 'Etag 2' })
    expect((await t.api('PATCH', iri, o({ body: { name: { fr: 'Star' } }, headers: { 'If-Match': '*' } }))).status).toBe(200)
    const current = (await t.api('GET', iri, o())).headers.get('etag')!
    expect((await t.api('DELETE', iri, o({ headers: { 'If-Match': current } }))).status).toBe(204)
    expectProblem(await t.api('GET', iri, o()), 404)
  })

  test('should change the ETag when an embedded relation changes', async () => {
    const tag = (await t.api('POST', '/admin/tags', o({ body: { name: { fr: 'Rel' } } }))).body
    const a = await t.api('POST', '/admin/articles', o({ body: { title: { fr: 'With tag' }, tags: [tag['@id']] } }))
    await t.api('PATCH', tag['@id'], o({ body: { name: { fr: 'Renamed' } } }))
    const after = await t.api('GET', a.body['@id'], o())
    expect(after.body.tags[0].name).toEqual({ fr: 'Renamed' })
    expect(after.headers.get('etag')).not.toBe(a.headers.get('etag'))
  })

  test('should answer 204 with an empty body on DELETE', async () => {
    const a = (await t.api('POST', '/admin/articles', o({ body: { title: { fr: 'Bye' } } }))).body
    const res = await t.api('DELETE', a['@id'], o())
    expect(res.status).toBe(204)
    expect(res.text).toBe('')
  })
})

describe('paging edges (CONTRACT §7)', () => {
  test('should serve per_page above 100 as 100 and refuse page 0 and non-integers', async () => {
    const res = await t.api('GET', '/admin/articles?per_page=1000', o())
    expect(res.status).toBe(200)
    expect(res.body['hydra:view']['@id']).toContain('per_page=1000')
    for (const q of ['page=0', 'page=-1', 'page=abc', 'per_page=0', 'per_page=1.5', 'itemsPerPage=x']) {
      expectProblem(await t.api('GET', `/admin/articles?${q}`, o()), 400)
    }
    const alias = await t.api('GET', '/admin/articles?itemsPerPage=1', o())
    expect(alias.body['hydra:member']).toHaveLength(1)
    const past = await t.api('GET', '/admin/articles?page=999', o())
    expect(past.status).toBe(200)
    expect(past.body['hydra:member']).toEqual([])
    expect(past.body['hydra:totalItems']).toBeGreaterThan(0)
  })

  test('should refuse a page number past exact integers, and answer a huge page of a view empty', async () => {
    expectProblem(await t.api('GET', '/admin/articles?page=99999999999999999999999', o()), 400, 'Page parameter "page" must be at most 9007199254740991.')
    // a huge per_page is still served as 100
    expect((await t.api('GET', '/admin/articles?per_page=99999999999999999999999', o())).status).toBe(200)
    // the audit log is a view over the events: the largest page is past the end, not a 500
    const last = await t.api('GET', '/admin/audit-log?page=9007199254740991', o())
    expect(last.status).toBe(200)
    expect(last.body['hydra:member']).toEqual([])
    expect(last.body['hydra:totalItems']).toBeGreaterThan(0)
  })

  test('should refuse a filter value over 1000 characters, each of a list alike, or more than 100 values, and take one of 1000', async () => {
    const long = 'x'.repeat(1001)
    for (const q of [`title=${long}`, `tags.slug[]=a&tags.slug[]=${long}`, `published_at[after]=${long}`]) {
      const name = /^[^=]+/.exec(q.split('&').at(-1)!)![0]
      expectProblem(await t.api('GET', `/admin/articles?${q}`, o()), 400, `The value of the "${name}" filter is too long: at most 1000 characters.`)
    }
    // past SQLite's limit on LIKE patterns (50,000 bytes) this was a 500
    expectProblem(await t.api('GET', `/admin/media?original_filename[]=${'x'.repeat(60000)}`, o()), 400)
    // at most 100 values a filter: 998 of them passed SQLite's expression depth, a 500
    const list = (n: number, name = 'title[]') => Array.from({ length: n }, (_, i) => `${name}=${i}`).join('&')
    expectProblem(await t.api('GET', `/admin/articles?${list(998)}`, o()), 400, 'The "title[]" filter takes at most 100 values, 998 given.')
    expectProblem(await t.api('GET', `/public/articles?${list(60)}&${list(60, 'title')}`, { tenant: 'acme' }), 400, 'The "title" filter takes at most 100 values, 120 given.')
    const dates = Array.from({ length: 101 }, () => 'published_at[after]=2020-01-01').join('&')
    expectProblem(await t.api('GET', `/admin/articles?${dates}`, o()), 400, 'The "published_at[after]" filter takes at most 100 values, 101 given.')
    expect((await t.api('GET', `/admin/articles?${list(100)}`, o())).status).toBe(200)
    // an HTML field's filter scans every body once a value: at most 10
    expectProblem(await t.api('GET', `/public/articles?${list(11, 'body_html[]')}`, { tenant: 'acme' }), 400, 'The "body_html" filter takes at most 10 values, 11 given.')
    expect((await t.api('GET', `/public/articles?${list(10, 'body_html[]')}`, { tenant: 'acme' })).status).toBe(200)
    const fits = await t.api('GET', `/admin/articles?title=${'x'.repeat(1000)}`, o())
    expect(fits.status).toBe(200)
    expect(fits.body['hydra:member']).toEqual([])
  })

  test('should refuse a NUL in a filter value, which SQLite would take for the end of the pattern', async () => {
    for (const q of ['title=%00zzzz', 'title[]=a&title[]=%00', 'status=draft%00', 'published_at[after]=%002020-01-01']) {
      const name = /^[^=]+/.exec(q.split('&').at(-1)!)![0]
      expectProblem(await t.api('GET', `/admin/articles?${q}`, o()), 400, `The value of the "${name}" filter holds a NUL character.`)
    }
    expectProblem(await t.api('GET', '/public/articles?title=%00zzzz', { tenant: 'acme' }), 400)
    expectProblem(await t.api('GET', '/admin/redirects?source_path=%00', o()), 400)
  })

  test('should refuse an order direction other than asc or desc, and take none for the default', async () => {
    for (const dir of ['up', 'ascending', 'DESCENDING', '1']) {
      expectProblem(await t.api('GET', `/admin/categories?order[created_at]=${dir}`, o()), 400, `Invalid direction "${dir}" for "order[created_at]"; use asc or desc.`)
    }
    expectProblem(await t.api('GET', '/public/articles?order[published_at]=newest', { tenant: 'acme' }), 400)
    const [none, asc, upper] = await Promise.all(['', '=asc', '=DESC'].map((d) => t.api('GET', `/admin/articles?order[slug]${d}`, o())))
    expect([none.status, asc.status, upper.status]).toEqual([200, 200, 200])
    expect(none.body['hydra:member'].map((m: any) => m.slug)).toEqual(asc.body['hydra:member'].map((m: any) => m.slug))
    // an ordering the resource does not have is an unknown parameter: ignored (CONTRACT §7)
    expect((await t.api('GET', '/admin/articles?order[nope]=sideways', o())).status).toBe(200)
  })

  test('should cap pages at 100 items', async () => {
    for (let i = 0; i < 105; i++) await t.api('POST', '/admin/tags', o({ body: { name: { fr: `Bulk ${i}` } } }))
    const res = await t.api('GET', '/admin/tags?per_page=500', o())
    expect(res.body['hydra:member']).toHaveLength(100)
    expect(res.body['hydra:view']['hydra:next']).toBe('/admin/tags?per_page=500&page=2')
  })
})

describe('sites and tenants', () => {
  test('should accept the same slug on two sites and on two tenants, each seeing its own', async () => {
    const site = (await t.api('POST', '/admin/sites', o({ body: { slug: 'second', name: 'Second' } }))).body
    const first = await t.api('POST', '/admin/articles', o({ body: { slug: 'same', title: { fr: 'Site un' } } }))
    const second = await t.api('POST', '/admin/articles', o({ site: site.uuid, body: { slug: 'same', title: { fr: 'Site deux' } } }))
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    const other = await t.tenantWithUsers('other')
    const third = await t.api('POST', '/admin/articles', { tenant: 'other', token: other.admin, body: { slug: 'same', title: { fr: 'Autre' } } })
    expect(third.status).toBe(201)
    const inSecond = await t.api('GET', '/admin/articles?order[slug]=asc', o({ site: site.uuid }))
    expect(inSecond.body['hydra:member'].map((a: { title: { fr: string } }) => a.title.fr)).toEqual(['Site deux'])
    expectProblem(await t.api('GET', first.body['@id'], o({ site: site.uuid })), 404)
    // relations cannot cross sites either
    const tagHere = (await t.api('POST', '/admin/tags', o({ body: { name: { fr: 'Ici' } } }))).body
    expectProblem(await t.api('POST', '/admin/articles', o({ site: site.uuid, body: { title: { fr: 'x' }, tags: [tagHere['@id']] } })), 400, /^Item not found/)
  })
})
