/**
 * CONTRACT §11 "One locale": `?locale=` shows every multilingual field as one string along the
 * fallback chain, on /admin and /public, items, collections and embedded relations; filters match
 * the value shown; `Content-Language`; ETags apart from the unlocalized representation.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { loadConfig } from '../../src/config'
import { expectProblem, startTestService, type ApiResponse, type RoleName, type TestService } from '../helpers/service'

// three locales, so the chain "asked, default, the others" has an order to show
const LOCALES = { CMS_LOCALES: 'fr,en,de' }

let t: TestService
let tok: Record<RoleName, string>
const o = (extra: Record<string, unknown> = {}) => ({ tenant: 'acme', token: tok.admin, ...extra })
const pub = { tenant: 'acme' }

let tag: any
let category: any
let hello: any
let summer: any

const members = (res: ApiResponse) => res.body['hydra:member']
const slugs = (res: ApiResponse) => members(res).map((m: any) => m.slug).sort()
const get = (path: string) => t.api('GET', path, o())

/** The article as the service shows it with a locale: `shown` replaces the multilingual fields. */
function localized(item: any, shown: Record<string, unknown>, prefix = '/admin') {
  const { '@context': _, ...rest } = item
  return {
    ...rest,
    '@id': `${prefix}/articles/${item.id}`,
    ...shown,
  }
}

beforeAll(async () => {
  t = startTestService(LOCALES)
  tok = await t.tenantWithUsers('acme')
  tag = (await t.api('POST', '/admin/tags', o({ body: { name: { fr: 'Chat', en: 'Cat' } } }))).body
  category = (await t.api('POST', '/admin/categories', o({ body: { slug: 'news', name: { en: 'News' } } }))).body
  hello = (
    await t.api('POST', '/admin/articles', o({
      body: {
        slug: 'hello',
        title: { fr: 'Bonjour', en: 'Hello', de: '  ' },
        excerpt: { en: 'Only English' },
        body_html: { de: '<p>Nur <b>Deutsch</b></p>' },
        seo: { meta_title: { de: 'Hallo' } },
        tags: [tag['@id']],
        category_id: category.id,
        status: 'published',
        published_at: '2026-01-01T00:00:00+00:00',
      },
    }))
  ).body
  // a title that exists only in French: in English it is shown (and found) through the fallback
  summer = (
    await t.api('POST', '/admin/articles', o({ body: { slug: 'summer', title: { fr: 'Été indien' }, status: 'published', published_at: '2026-01-02T00:00:00+00:00' } }))
  ).body
  expect([tag, category, hello, summer].map((x) => typeof x.id)).toEqual(['string', 'string', 'string', 'string'])
})
afterAll(() => t.close())

describe('fallback chain', () => {
  test('should show the locale asked for, else the default locale, else the others in configured order', async () => {
    const de = await get(`/admin/articles/${hello.id}?locale=de`)
    expect(de.status).toBe(200)
    expect(de.headers.get('content-language')).toBe('de')
    // de: blank → fr (the default) for the title; → fr → en for the excerpt
    expect(de.body).toEqual({
      '@context': '/contexts/Article',
      ...localized(hello, {
        title: 'Bonjour',
        excerpt: 'Only English',
        body_html: '<p>Nur <b>Deutsch</b></p>',
        seo: { ...hello.seo, meta_title: 'Hallo', meta_description: null },
        category: { ...hello.category, name: 'News' },
        tags: [{ ...hello.tags[0], name: 'Chat' }],
      }),
    })
    const en = await get(`/admin/articles/${hello.id}?locale=en`)
    expect(en.headers.get('content-language')).toBe('en')
    // en → fr → de: the German body and meta title come last in the chain but are all there is
    expect(en.body).toEqual({
      '@context': '/contexts/Article',
      ...localized(hello, {
        title: 'Hello',
        excerpt: 'Only English',
        body_html: '<p>Nur <b>Deutsch</b></p>',
        seo: { ...hello.seo, meta_title: 'Hallo', meta_description: null },
        category: { ...hello.category, name: 'News' },
        tags: [{ ...hello.tags[0], name: 'Cat' }],
      }),
    })
  })

  test('should show null where no locale has a value, and change nothing without locale', async () => {
    const res = await get(`/admin/articles/${summer.id}?locale=en`)
    expect(res.body.title).toBe('Été indien')
    expect([res.body.excerpt, res.body.body_html, res.body.seo.meta_title]).toEqual([null, null, null])
    const plain = await get(`/admin/articles/${hello.id}`)
    expect(plain.body).toEqual(hello)
    expect(plain.headers.get('content-language')).toBeNull()
  })

  test('should show only the locale asked for with fallback=false', async () => {
    const res = await get(`/admin/articles/${hello.id}?locale=de&fallback=false`)
    expect(res.headers.get('content-language')).toBe('de')
    expect(res.body).toEqual({
      '@context': '/contexts/Article',
      ...localized(hello, {
        title: null,
        excerpt: null,
        body_html: '<p>Nur <b>Deutsch</b></p>',
        seo: { ...hello.seo, meta_title: 'Hallo', meta_description: null },
        category: { ...hello.category, name: null },
        tags: [{ ...hello.tags[0], name: null }],
      }),
    })
    expect((await get(`/admin/articles/${hello.id}?locale=de&fallback=true`)).body.title).toBe('Bonjour')
    expectProblem(await get(`/admin/articles/${hello.id}?locale=de&fallback=maybe`), 400, 'Invalid fallback "maybe"; use true or false.')
  })

  test('should follow CMS_LOCALE_FALLBACK instead, and refuse one naming an unconfigured locale', async () => {
    const other = startTestService({ ...LOCALES, CMS_LOCALE_FALLBACK: 'de:en, en:de' })
    try {
      other.createTenant('acme')
      const token = await other.login('acme', await other.createUser('acme', 'admin'))
      const body = { slug: 'x', title: { fr: 'Bonjour', en: 'Hello' }, excerpt: { fr: 'Seulement en français' }, body_html: { de: 'Deutsch' } }
      const created = await other.api('POST', '/admin/articles', { tenant: 'acme', token, body })
      const read = (q: string) => other.api('GET', `/admin/articles/${created.body.id}?${q}`, { tenant: 'acme', token }).then((r) => r.body)
      // de → en only: the French excerpt is no longer reached
      expect(await read('locale=de')).toMatchObject({ title: 'Hello', excerpt: null, body_html: 'Deutsch' })
      expect(await read('locale=en')).toMatchObject({ title: 'Hello', excerpt: null, body_html: 'Deutsch' })
      // fr keeps the default chain: fr → en → de
      expect(await read('locale=fr')).toMatchObject({ title: 'Bonjour', excerpt: 'Seulement en français', body_html: 'Deutsch' })
    } finally {
      other.close()
    }
    for (const spec of ['de:es', 'de', 'xx:fr']) {
      expect(() => loadConfig({ data: '/nonexistent' }, { ...LOCALES, CMS_LOCALE_FALLBACK: spec })).toThrow(
        `CMS_LOCALE_FALLBACK must list configured locales as locale:fallback[:fallback…], separated by commas; got "${spec}"`,
      )
    }
    // a locale listed twice would be twice in /admin/locales and the OpenAPI enums
    expect(() => loadConfig({ data: '/nonexistent' }, { CMS_LOCALES: 'fr, fr,en' })).toThrow('CMS_LOCALES names "fr" twice, got "fr, fr,en"')
  })
})

describe('unknown locale', () => {
  test('should answer 400 on every read that takes locale, search included', async () => {
    for (const path of [`/admin/articles?locale=es`, `/admin/articles/${hello.id}?locale=es`, '/admin/tags?locale=EN']) {
      const res = await get(path)
      expectProblem(res, 400, `Unknown locale "${path.endsWith('EN') ? 'EN' : 'es'}".`)
    }
    for (const path of ['/public/articles?locale=es', '/public/articles/hello?locale=es', '/public/search?q=hello&locale=es']) {
      expectProblem(await t.api('GET', path, pub), 400, 'Unknown locale "es".')
    }
  })

  test('should not take names of Object.prototype for locales', async () => {
    for (const code of ['constructor', 'toString', '__proto__']) {
      expectProblem(await get(`/admin/articles/${hello.id}?locale=${code}`), 400, `Unknown locale "${code}".`)
      expectProblem(await t.api('GET', `/public/search?q=hello&locale=${code}`, pub), 400, `Unknown locale "${code}".`)
    }
  })

  test('should take an empty locale as no locale', async () => {
    const res = await get(`/admin/articles/${hello.id}?locale=`)
    expect(res.body).toEqual(hello)
    expect(res.headers.get('content-language')).toBeNull()
  })
})

describe('collections, /public, embedded relations', () => {
  test('should localize admin and public collections and keep locale in the page links', async () => {
    const admin = await get('/admin/articles?locale=en&order[slug]=asc&per_page=1')
    expect(admin.headers.get('content-language')).toBe('en')
    expect(members(admin)).toEqual([
      localized(hello, {
        title: 'Hello',
        excerpt: 'Only English',
        body_html: '<p>Nur <b>Deutsch</b></p>',
        seo: { ...hello.seo, meta_title: 'Hallo', meta_description: null },
        category: { ...hello.category, name: 'News' },
        tags: [{ ...hello.tags[0], name: 'Cat' }],
      }),
    ])
    expect(admin.body['hydra:view']['hydra:next']).toBe('/admin/articles?locale=en&order[slug]=asc&per_page=1&page=2')

    const list = await t.api('GET', '/public/articles?locale=en&order[slug]=asc', pub)
    expect(list.status).toBe(200)
    expect(list.headers.get('content-language')).toBe('en')
    expect(list.headers.get('cache-control')).toBe('public, max-age=60')
    const publicHello = (extra: Record<string, unknown>) =>
      localized(hello, {
        title: 'Hello',
        excerpt: 'Only English',
        body_html: '<p>Nur <b>Deutsch</b></p>',
        seo: { ...hello.seo, meta_title: 'Hallo', meta_description: null },
        category: { ...hello.category, '@id': `/public/categories/${category.id}`, name: 'News' },
        tags: [{ ...hello.tags[0], '@id': `/public/tags/${tag.id}`, name: 'Cat' }],
        ...extra,
      }, '/public')
    expect(members(list)).toEqual([publicHello({}), expect.objectContaining({ slug: 'summer', title: 'Été indien', excerpt: null })])

    const item = await t.api('GET', '/public/articles/hello?locale=en', pub)
    expect(item.headers.get('content-language')).toBe('en')
    expect(item.body).toEqual({ '@context': '/contexts/Article', ...publicHello({}) })
  })

  test('should localize taxonomy collections and menus with their item labels', async () => {
    const tags = await t.api('GET', '/public/tags?locale=de', pub)
    expect(members(tags)).toEqual([{ ...tag, '@id': `/public/tags/${tag.id}`, name: 'Chat', description: null }].map(({ '@context': _, ...m }) => m))
    await t.api('POST', '/admin/menus', o({ body: { slug: 'main', name: { en: 'Main' }, items: [{ label: { fr: 'Accueil', de: 'Start' }, url: '/', children: [{ label: { en: 'About' }, url: '/about' }] }] } }))
    const menu = await t.api('GET', '/public/menus/main?locale=de', pub)
    expect(menu.headers.get('content-language')).toBe('de')
    expect(menu.body.name).toBe('Main')
    expect(menu.body.items.map((i: any) => [i.label, i.children.map((c: any) => c.label)])).toEqual([['Start', ['About']]])
    const plain = await t.api('GET', '/public/menus/main', pub)
    expect(plain.body.items[0].label).toEqual({ fr: 'Accueil', de: 'Start' })
  })
})

describe('filters on the value shown', () => {
  const total = (res: ApiResponse) => [res.body['hydra:totalItems'], slugs(res)]

  test('should match the shown value, including one that exists only through the fallback', async () => {
    // without locale: any locale matches, as before
    expect(total(await get('/admin/articles?title=bonjour'))).toEqual([1, ['hello']])
    expect(total(await get('/admin/articles?title=hello'))).toEqual([1, ['hello']])
    // with locale=en the shown title is "Hello": "bonjour" no longer matches it
    expect(total(await get('/admin/articles?locale=en&title=bonjour'))).toEqual([0, []])
    expect(total(await get('/admin/articles?locale=en&title=HELLO'))).toEqual([1, ['hello']])
    // "Été indien" has no English title: shown through the fallback, and found (accents folded)
    expect(total(await get('/admin/articles?locale=en&title=ete'))).toEqual([1, ['summer']])
    expect(total(await get('/admin/articles?locale=en&fallback=false&title=ete'))).toEqual([0, []])
    // de: the blank German title falls back to the French one
    expect(total(await get('/admin/articles?locale=de&title=bonjour'))).toEqual([1, ['hello']])
    // several values: any of them, each on the shown value
    expect(total(await get('/admin/articles?locale=en&title[]=hello&title[]=indien'))).toEqual([2, ['hello', 'summer']])
    expect(total(await get('/admin/articles?locale=en&title[]=bonjour&title[]=indien'))).toEqual([1, ['summer']])
  })

  test('should match HTML fields on their text, and the same on /public and taxonomies', async () => {
    expect(total(await get('/admin/articles?locale=fr&body_html=nur deutsch'))).toEqual([1, ['hello']])
    expect(total(await get('/admin/articles?locale=fr&body_html=<b>'))).toEqual([0, []])
    expect(total(await t.api('GET', '/public/articles?locale=en&title=ete', pub))).toEqual([1, ['summer']])
    expect(total(await t.api('GET', '/public/articles?locale=fr&title=hello', pub))).toEqual([0, []])
    expect(total(await get('/admin/tags?locale=en&name=chat'))).toEqual([0, []])
    expect(total(await get('/admin/tags?locale=fr&name=chat'))).toEqual([1, ['chat']])
  })
})

describe('caching', () => {
  test('should give a localized read its own ETag, even when its bytes are the same', async () => {
    const plain = await get(`/admin/articles/${hello.id}`)
    const en = await get(`/admin/articles/${hello.id}?locale=en`)
    expect(en.headers.get('etag')).not.toBe(plain.headers.get('etag'))
    const stale = await t.api('GET', `/admin/articles/${hello.id}?locale=en`, o({ headers: { 'If-None-Match': plain.headers.get('etag')! } }))
    expect(stale.status).toBe(200)
    const fresh = await t.api('GET', `/admin/articles/${hello.id}?locale=en`, o({ headers: { 'If-None-Match': en.headers.get('etag')! } }))
    expect(fresh.status).toBe(304)
    // a redirect has no multilingual field: the same bytes, still another ETag
    const redirect = (await t.api('POST', '/admin/redirects', o({ body: { source_path: '/old', target_path: '/new' } }))).body
    const [a, b] = await Promise.all([get(`/admin/redirects/${redirect.id}`), get(`/admin/redirects/${redirect.id}?locale=fr`)])
    expect(b.text).toBe(a.text)
    expect(b.headers.get('content-language')).toBe('fr')
    expect(b.headers.get('etag')).not.toBe(a.headers.get('etag'))
    const publicPlain = await t.api('GET', '/public/articles/hello', pub)
    const publicFr = await t.api('GET', '/public/articles/hello?locale=fr', pub)
    expect(publicFr.headers.get('etag')).not.toBe(publicPlain.headers.get('etag'))
  })
})

describe('If-Match', () => {
  test("should take a localized read's ETag for the version it shows, with or without fallback, and refuse it once changed", async () => {
    const item = (await t.api('POST', '/admin/tags', o({ body: { name: { fr: 'Étiquette', en: 'Label' } } }))).body
    const redirect = (await t.api('POST', '/admin/redirects', o({ body: { source_path: '/from-etag', target_path: '/to' } }))).body
    for (const [path, body] of [[`/admin/tags/${item.id}`, { description: { en: 'x' } }], [`/admin/redirects/${redirect.id}`, { target_path: '/elsewhere' }]] as const) {
      for (const query of ['?locale=en', '?locale=de', '?locale=de&fallback=false']) {
        const etag = (await get(path + query)).headers.get('etag')!
        const before = (await get(path)).body.version
        const res = await t.api('PATCH', path, o({ body, headers: { 'If-Match': etag } }))
        expect({ query, status: res.status }).toEqual({ query, status: 200 })
        // the same tag names the version before: refused now
        expectProblem(await t.api('PATCH', path, o({ body, headers: { 'If-Match': etag } })), 412, 'The resource has been modified. Please refresh and try again.')
        expect((await get(path)).body.version).toBe(before + 1)
      }
    }
    // a sparse read's ETag is not one of them (docs/delivery.md)
    const sparse = (await get(`/admin/tags/${item.id}?properties[]=slug`)).headers.get('etag')!
    expectProblem(await t.api('PATCH', `/admin/tags/${item.id}`, o({ body: { description: null }, headers: { 'If-Match': sparse } })), 412)
  })
})

describe('search', () => {
  test('should take locale as an alias of lang', async () => {
    const byLang = await t.api('GET', '/public/search?q=hello&lang=en', pub)
    const byLocale = await t.api('GET', '/public/search?q=hello&locale=en', pub)
    expect(byLocale.status).toBe(200)
    expect(byLocale.headers.get('content-language')).toBe('en')
    expect(members(byLocale).map((m: any) => [m.slug, m.title, m.excerpt])).toEqual([['hello', 'Hello', 'Only English']])
    expect(byLocale.body['hydra:member']).toEqual(byLang.body['hydra:member'])
    // lang=en restricts matching to English: the French word is not found, with either name
    expect((await t.api('GET', '/public/search?q=bonjour&locale=en', pub)).body['hydra:totalItems']).toBe(0)
    expect((await t.api('GET', '/public/search?q=bonjour&lang=en', pub)).body['hydra:totalItems']).toBe(0)
    expect((await t.api('GET', '/public/search?q=bonjour', pub)).headers.get('content-language')).toBeNull()
  })
})

describe('/openapi.json', () => {
  test('should document locale and fallback on resource reads, and strings in their schemas', async () => {
    const doc = (await t.api('GET', '/openapi.json')).body
    const names = (path: string) => doc.paths[path].get.parameters.map((p: any) => p.$ref ?? p.name)
    for (const path of ['/admin/articles', '/admin/articles/{id}', '/public/articles', '/public/articles/{slug}', '/public/menus/{slug}']) {
      expect(names(path)).toEqual(expect.arrayContaining(['#/components/parameters/locale', '#/components/parameters/fallback']))
      expect(doc.paths[path].get.responses['200'].headers['Content-Language']).toEqual({ $ref: '#/components/headers/ContentLanguage' })
    }
    expect(names('/admin/articles/{id}/revisions')).not.toContain('#/components/parameters/locale')
    expect(doc.components.parameters.locale.schema).toEqual({ type: 'string', enum: ['fr', 'en', 'de'] })
    const title = doc.components.schemas.Article.properties.title
    expect(title.anyOf).toEqual([
      // other locales: texts of a locale taken out of CMS_LOCALES stay shown
      {
        type: 'object',
        additionalProperties: { type: 'string', description: 'A locale no longer configured (CMS_LOCALES): its text, kept from before' },
        properties: { fr: { type: 'string' }, en: { type: 'string' }, de: { type: 'string' } },
      },
      { type: 'string', nullable: true },
    ])
    expect(title.description).toContain('with `?locale=`, the one string shown')
    expect(names('/public/search')).toContain('locale')
  })
})
