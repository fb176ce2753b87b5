/** GET /public/search (CONTRACT §8): relevance, language, visibility, isolation, robustness. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { withTenantScope } from '../../src/cli/common'
import { signJwt } from '../../src/domain/auth'
import { publishDue } from '../../src/domain/publishing'
import { resourceByPath } from '../../src/resources'
import { createItem } from '../../src/store/repository'
import { queryIndex } from '../../src/store/search'
import { catchUpIndex } from '../../src/store/search-index'
import { expectProblem, startTestService, walkCollection, type RoleName } from '../helpers/service'

const t = startTestService()
let acme: Record<RoleName, string>
let globex: Record<RoleName, string>
let secondSite: string

beforeAll(async () => {
  acme = await t.tenantWithUsers('acme')
  globex = await t.tenantWithUsers('globex')
  // the app:site:create code path
  secondSite = await withTenantScope(t.config, 'acme', (scope) => createItem(scope, resourceByPath('sites'), { slug: 'second', name: 'Second' }).item.uuid as string)
  // note: eight argon2 hashes and logins can outlast the default 5 s hook timeout on a busy machine
}, 30_000)
afterAll(() => t.close())

type Content = Record<string, unknown>

async function create(path: 'articles' | 'pages', body: Content, opts: { tenant?: string; site?: string } = {}) {
  const tenant = opts.tenant ?? 'acme'
  const token = (tenant === 'acme' ? acme : globex).admin
  const res = await t.api('POST', `/admin/${path}`, { tenant, token, site: opts.site, body: { status: 'published', ...body } })
  expect(res.status).toBe(201)
  return res.body as { id: string; '@id': string; slug: string; status: string }
}

const search = (query: string, opts: { tenant?: string; site?: string; headers?: Record<string, string> } = {}) =>
  t.api('GET', `/public/search?${query}`, { tenant: opts.tenant ?? 'acme', site: opts.site, headers: opts.headers })

const ids = (res: { body: any }) => res.body['hydra:member'].map((m: any) => m.id)

describe('request', () => {
  test('should answer 400 when q is missing or blank', async () => {
    expectProblem(await search(''), 400, 'The "q" query parameter is required.')
    expectProblem(await search('q='), 400)
    expectProblem(await search('q=%20%20%09'), 400)
  })

  test('should answer 400 for an unknown content_type or lang', async () => {
    expectProblem(await search('q=x&content_type=video'), 400, /content_type "video"/)
    // lang is an alias of locale: the same answer for an unknown one
    expectProblem(await search('q=x&lang=de'), 400, 'Unknown locale "de".')
    expectProblem(await search('q=x&locale=de'), 400, 'Unknown locale "de".')
    expectProblem(await search('q=x&page=0'), 400)
  })

  test('should require X-Tenant-Id', async () => {
    expectProblem(await t.api('GET', '/public/search?q=x', { tenant: null }), 400, 'X-Tenant-Id header is required.')
  })

  test('should search every FTS syntax character as text and never fail', async () => {
    const near = await create('articles', { title: { en: 'Standing near the quokka' } })
    const inputs = ['"', '""', "'", '*', '-', '+', '^', ':', '(', ')', '()', '{', '}', '[', ']', '\\', 'NEAR', 'NEAR(a b)', 'a NEAR/2 b', 'AND', 'OR', 'NOT',
      '-quokka', 'quokka*', '"quokka', 'quokka"', 'title:quokka', '{title body}: quokka', '(quokka', 'quokka OR', 'NOT quokka', '^quokka', '* * *', '%', '_', '\u0000', '😀']
    for (const q of inputs) {
      const res = await search(`q=${encodeURIComponent(q)}`)
      expect(res.status, `q=${q}`).toBe(200)
      expect(res.body['@type']).toBe('hydra:Collection')
    }
    // the words around the syntax are still found
    for (const q of ['-quokka', 'quokka:', '(quokka)', '"quokka', 'quokka"', '^quokka', 'quokka*', '{quokka}']) {
      expect(ids(await search(`q=${encodeURIComponent(q)}`)), q).toContain(near.id)
    }
    // syntax words are plain words: `title:` and `NOT` must be in the text too
    expect(ids(await search('q=NEAR+quokka'))).toEqual([near.id])
    expect(ids(await search('q=title%3Aquokka'))).toEqual([])
    expect(ids(await search('q=NOT+quokka'))).toEqual([])
  })

  test('should answer an empty collection for a query of symbols only', async () => {
    const res = await search(`q=${encodeURIComponent('*** -- () "" :: ^')}`)
    expect(res.status).toBe(200)
    expect(res.body['hydra:totalItems']).toBe(0)
    expect(res.body['hydra:member']).toEqual([])
  })
})

describe('results', () => {
  test('should rank a title hit above an excerpt hit above a body hit', async () => {
    // created in reverse order, so creation order cannot explain the ranking
    const body = await create('articles', { title: { fr: 'Un voyage' }, body_html: { fr: '<p>Nous avons vu un zanzibar au loin, puis la mer.</p>' } })
    const excerpt = await create('articles', { title: { fr: 'Un autre voyage' }, excerpt: { fr: 'Le zanzibar et nous' } })
    const title = await create('articles', { title: { fr: 'Le zanzibar' }, body_html: { fr: '<p>Rien à voir.</p>' } })
    const res = await search('q=zanzibar')
    expect(ids(res)).toEqual([title.id, excerpt.id, body.id])
    const scores = res.body['hydra:member'].map((m: any) => m.score)
    expect(scores[0]).toBeGreaterThan(scores[1])
    expect(scores[1]).toBeGreaterThan(scores[2])
  })

  test('should decode named entities before indexing: a word written with &eacute; is found by its letters', async () => {
    const a = await create('articles', { title: { fr: 'Entités' }, body_html: { fr: '<p>La th&eacute;i&egrave;re du gar&ccedil;onnet, &laquo;ébréch&eacute;e&raquo;&hellip;</p>' } })
    expect(ids(await search('q=theiere'))).toEqual([a.id])
    expect(ids(await search('q=garconnet'))).toEqual([a.id])
    expect((await search('q=theiere')).body['hydra:member'][0].highlight).toBe('La <mark>théière</mark> du garçonnet, «ébréchée»…')
    expect(ids(await search('q=egrave'))).toEqual([])
    // a reference past U+10FFFF was a 500 on every HTML field: a browser shows U+FFFD
    const odd = await create('articles', { title: { fr: 'Référence' }, body_html: { fr: '<p>x &#x110000; Dampf&shy;schiff <b>H</b>aus<!-- cachee --></p>' } })
    expect(ids(await search('q=dampfschiff+haus'))).toEqual([odd.id])
    expect(ids(await search('q=cachee'))).toEqual([])
    // the multilingual filters see the same text
    const filtered = await t.api('GET', '/admin/articles?body_html=theiere', { tenant: 'acme', token: acme.admin })
    expect(filtered.body['hydra:member'].map((m: any) => m.id)).toEqual([a.id])
  })

  test('should return the SearchResult shape with a public IRI and a highlight', async () => {
    const a = await create('articles', {
      title: { fr: 'Le marché de Noël', en: 'The Christmas market' },
      excerpt: { fr: 'Vin chaud', en: 'Mulled wine' },
      body_html: { fr: '<p>Les <strong>bredele</strong> &amp; le vin chaud: 5 &lt; 6 <script>x()</script></p>' },
    })
    const res = await search('q=bredele')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toStartWith('application/ld+json')
    expect(res.body['@context']).toBe('/contexts/SearchResult')
    expect(res.body['@id']).toBe('/public/search')
    expect(res.body['hydra:totalItems']).toBe(1)
    const [m] = res.body['hydra:member']
    expect(m).toEqual({
      '@id': `/public/articles/${a.id}`,
      '@type': 'SearchResult',
      content_type: 'article',
      id: a.id,
      slug: a.slug,
      title: 'Le marché de Noël',
      excerpt: 'Vin chaud',
      highlight: expect.any(String),
      score: expect.any(Number),
      published_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/),
    })
    // HTML is stripped before indexing, the text is escaped, only <mark> is added
    expect(m.highlight).toBe('Les <mark>bredele</mark> &#38; le vin chaud: 5 &#60; 6')
    expect(m.score).toBeGreaterThan(0)
    // tag names and script bodies are not indexed
    expect((await search('q=strong')).body['hydra:totalItems']).toBe(0)
    expect((await search('q=script')).body['hydra:totalItems']).toBe(0)
  })

  test('should ignore accents and case, both ways', async () => {
    const a = await create('articles', { title: { fr: 'Un été à Montréal' } })
    const b = await create('articles', { title: { fr: 'Cafe crème' } })
    expect(ids(await search('q=ete+montreal'))).toEqual([a.id])
    expect(ids(await search('q=%C3%89T%C3%89'))).toContain(a.id)
    expect(ids(await search('q=caf%C3%A9'))).toEqual([b.id])
    expect((await search('q=ete')).body['hydra:member'].find((m: any) => m.id === a.id).highlight).toContain('<mark>été</mark>')
  })

  test('should find ligatures, ß, stroked letters, Greek accents and ё as readers type them, both ways', async () => {
    const a = await create('articles', { title: { fr: 'Le cœur de Łódź' }, body_html: { fr: '<p>Une Straße près d’Αθήνα, une ёлка.</p>' } })
    for (const q of ['coeur', 'c%C5%93ur', 'CŒUR', 'lodz', '%C5%81%C3%B3d%C5%BA', 'strasse', 'stra%C3%9Fe', '%CE%B1%CE%B8%CE%B7%CE%BD%CE%B1', '%D0%B5%D0%BB%D0%BA%D0%B0']) {
      expect({ q, ids: ids(await search(`q=${q}`)) }).toEqual({ q, ids: [a.id] })
    }
    const [m] = (await search('q=coeur+lodz')).body['hydra:member']
    expect(m.highlight).toBe('Le <mark>cœur</mark> de <mark>Łódź</mark>')
    expect((await search('q=strasse+atheo')).body['hydra:totalItems']).toBe(0)
    // Arabic as it is typed: no short vowels, a bare alef
    const ar = await create('articles', { title: { fr: 'كَتَبَ أحمد الدرس' } })
    for (const q of ['كتب', 'احمد', 'أحمد']) expect({ q, ids: ids(await search(`q=${encodeURIComponent(q)}`)) }).toEqual({ q, ids: [ar.id] })
    expect((await search('q=strasse+%CE%B1%CE%B8%CE%B7')).body['hydra:member'][0].highlight).toBe('Une <mark>Straße</mark> près d’<mark>Αθήνα</mark>, une ёлка.')
  })

  test('should find a word inside a run of Chinese, Japanese, Korean or Thai, letters in that order', async () => {
    const ja = await create('articles', { title: { fr: '東京タワーに行きました' }, body_html: { fr: '<p>iPhone用ケースを買った</p>' } })
    const zh = await create('articles', { title: { fr: '我们在北京大学学习' } })
    const ko = await create('articles', { title: { fr: '서울에서 만나요' } })
    const th = await create('articles', { title: { fr: 'ภาษาไทยง่ายมาก' } })
    const found = async (q: string) => ids(await search(`q=${encodeURIComponent(q)}`))
    for (const [q, id] of [['タワー', ja.id], ['東京タワー', ja.id], ['iphone ケース', ja.id], ['ケース', ja.id], ['北京大学', zh.id], ['大学', zh.id], ['서울', ko.id], ['만나', ko.id], ['ไทย', th.id]] as const) {
      expect({ q, ids: await found(q) }).toEqual({ q, ids: [id] })
    }
    // the letters in that order, side by side: not each letter anywhere
    for (const q of ['ータワ', '京北', '学大', '울서', 'phone']) expect({ q, ids: await found(q) }).toEqual({ q, ids: [] })
    const [m] = (await search(`q=${encodeURIComponent('タワー')}`)).body['hydra:member']
    expect(m.highlight).toBe('東京<mark>タワー</mark>に行きました')
    expect((await search(`q=${encodeURIComponent('iPhone ケース')}`)).body['hydra:member'][0].highlight).toBe('<mark>iPhone</mark>用<mark>ケース</mark>を買った')
  })

  test('should keep Thai tone marks, never match across punctuation, and mark a word deep in a run', async () => {
    const found = async (q: string) => ids(await search(`q=${encodeURIComponent(q)}`))
    const wood = await create('articles', { title: { fr: 'ต้นไม้ใหญ่' } })
    const run = await create('articles', {
      title: { fr: '私は東京。北海道へ行く' },
      body_html: { fr: '<p>私は毎朝七時に起きて朝ご飯を食べてから駅まで歩いて電車に乗り会社へ向かいますがその途中で必ず近所のパン屋に寄ります</p>' },
    })
    const guide = await create('articles', { title: { fr: 'ｶﾞｲﾄﾞﾌﾞｯｸを読む' } })
    // ไม่ "not" is not ไม้ "wood"; ตน is not ต้น
    for (const [q, want] of [['ไม้', [wood.id]], ['ไม่', []], ['ตน', []], ['北海道', [run.id]], ['京北', []], ['ガイド', [guide.id]]] as const) {
      expect({ q, ids: await found(q) }).toEqual({ q, ids: [...want] })
    }
    expect((await search(`q=${encodeURIComponent('パン屋')}`)).body['hydra:member'][0].highlight).toEndWith('必ず近所の<mark>パン屋</mark>に寄ります')
    expect((await search(`q=${encodeURIComponent('ガイド')}`)).body['hydra:member'][0].highlight).toBe('<mark>ｶﾞｲﾄﾞ</mark>ﾌﾞｯｸを読む')
    // past 32 such letters, the words after are left out rather than cut to a letter
    const long = 'あいうえおかきくけこ'.repeat(3) + 'あい'
    const only = await create('articles', { title: { fr: `${long} 小さな犬` } })
    expect(await found(`${long} 大阪`)).toEqual([only.id])
  })

  test('should match the last term as a prefix, and only the last', async () => {
    const a = await create('articles', { title: { fr: 'Le potager du jardinier' } })
    expect(ids(await search('q=potager+jardi'))).toEqual([a.id])
    expect(ids(await search('q=jardi+potager'))).toEqual([])
    expect((await search('q=potager+jardi')).body['hydra:member'][0].highlight).toBe('Le <mark>potager</mark> du <mark>jardinier</mark>')
  })

  test('should match every word (AND)', async () => {
    const a = await create('articles', { title: { en: 'Blue whale sighting' } })
    await create('articles', { title: { en: 'Blue lagoon sighting' } })
    expect(ids(await search('q=whale+blue'))).toEqual([a.id])
  })

  test('should restrict matching to lang and show its strings', async () => {
    const a = await create('articles', { title: { fr: 'Pomme rouge', en: 'Red apple' }, excerpt: { fr: 'Un fruit', en: 'A fruit' } })
    expect(ids(await search('q=apple&lang=fr'))).toEqual([])
    const en = (await search('q=apple&lang=en')).body['hydra:member']
    expect(en.map((m: any) => [m.id, m.title, m.excerpt])).toEqual([[a.id, 'Red apple', 'A fruit']])
    // without lang every locale matches and the strings are in the default locale (fr)
    const any = (await search('q=apple')).body['hydra:member']
    expect(any.map((m: any) => [m.id, m.title, m.excerpt])).toEqual([[a.id, 'Pomme rouge', 'Un fruit']])
    expect(any[0].highlight).toContain('<mark>apple</mark>')
    // lang shows its string, falling back to the default locale when the item has none
    const b = await create('articles', { title: { fr: 'Seulement en français: mirabelle' } })
    expect((await search('q=mirabelle&lang=fr')).body['hydra:member'][0].title).toBe('Seulement en français: mirabelle')
    expect(ids(await search('q=mirabelle&lang=en'))).toEqual([])
    expect(b.id).toBeString()
  })

  test('should list an item once when several locales match', async () => {
    const a = await create('articles', { title: { fr: 'Toronto en hiver', en: 'Toronto in winter' } })
    const res = await search('q=toronto')
    expect(res.body['hydra:totalItems']).toBe(1)
    expect(ids(res)).toEqual([a.id])
    expect((await search('q=toronto&lang=en')).body['hydra:totalItems']).toBe(1)
  })

  test('should filter by content_type', async () => {
    const article = await create('articles', { title: { fr: 'Capybara article' } })
    const page = await create('pages', { title: { fr: 'Capybara page' } })
    expect(ids(await search('q=capybara')).sort()).toEqual([article.id, page.id].sort())
    const pages = await search('q=capybara&content_type=page')
    expect(ids(pages)).toEqual([page.id])
    expect(pages.body['hydra:member'][0]).toMatchObject({ '@id': `/public/pages/${page.id}`, content_type: 'page' })
    expect(ids(await search('q=capybara&content_type=article'))).toEqual([article.id])
    expect(ids(await search('q=capybara&content_type[]=article&content_type[]=page'))).toHaveLength(2)
  })

  test('should page results with hydra:view links that keep the query', async () => {
    for (let i = 0; i < 5; i++) await create('articles', { title: { fr: `Okapi numéro ${i}`, en: `Okapi number ${i}` } })
    const first = await search('q=okapi&per_page=2')
    expect(first.body['hydra:totalItems']).toBe(5)
    expect(first.body['hydra:member']).toHaveLength(2)
    expect(first.body['hydra:view']['hydra:next']).toBe('/public/search?q=okapi&per_page=2&page=2')
    const all = await walkCollection(t, '/public/search?q=okapi&per_page=2', { tenant: 'acme' })
    expect(new Set(all.map((m) => m.id)).size).toBe(5)
    const past = await search('q=okapi&per_page=2&page=9')
    expect(past.status).toBe(200)
    expect(past.body['hydra:member']).toEqual([])
  })
})

describe('visibility', () => {
  const preview = async () => {
    const res = await t.api('POST', '/admin/preview-tokens', { tenant: 'acme', token: acme.editor })
    expect(res.status).toBe(201)
    return { 'X-Preview-Token': res.body.token as string }
  }

  test('should hide drafts, scheduled and future content unless a preview token is sent, and archived content always', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString()
    const draft = await create('articles', { title: { fr: 'Wombat brouillon' }, status: 'draft' })
    const scheduled = await create('articles', { title: { fr: 'Wombat planifié' }, status: 'scheduled', published_at: future })
    const later = await create('articles', { title: { fr: 'Wombat plus tard' }, status: 'published', published_at: future })
    const archived = await create('pages', { title: { fr: 'Wombat archivé' }, status: 'archived' })
    const live = await create('articles', { title: { fr: 'Wombat publié' } })
    const pub = await search('q=wombat')
    expect(ids(pub)).toEqual([live.id])
    expect(pub.body['hydra:totalItems']).toBe(1)
    const seen = await search('q=wombat', { headers: await preview() })
    expect(seen.status).toBe(200)
    expect(ids(seen).sort()).toEqual([draft.id, scheduled.id, later.id, live.id].sort())
    expect(ids(await search(`q=archivé`, { headers: await preview() }))).toEqual([])
    // unarchived (published again), it is found by everyone
    await t.api('PATCH', `/admin/pages/${archived.id}`, { tenant: 'acme', token: acme.admin, body: { status: 'published' } })
    expect(ids(await search('q=archivé'))).toEqual([archived.id])
    // preview answers must never be stored by a shared cache
    expect(seen.headers.get('cache-control')).toBe('private, no-store')
  })

  test('should show published content with a future date once that date has come', async () => {
    const inAnHour = Date.now() + 3_600_000
    const a = await create('articles', { title: { fr: 'Dugong en avance' }, published_at: new Date(inAnHour).toISOString() })
    expect(a.status).toBe('scheduled')
    expect(ids(await search('q=dugong'))).toEqual([])
    // the scheduler publishes it when its date comes (run here as if an hour had passed)
    await withTenantScope(t.config, 'acme', (scope) => publishDue(scope, [resourceByPath('articles')], () => {}, inAnHour))
    t.service.ctx.pool.with('acme', (h) => catchUpIndex(h.db))
    const at = (now: number) =>
      t.service.ctx.pool.with('acme', (h) =>
        queryIndex(h.db, { match: '"dugong"', siteId: 1, defs: [resourceByPath('articles')], locale: null, publicOnly: true, now, page: 1, perPage: 10 }).total,
      )
    expect(at(inAnHour)).toBe(1)
    expect(a.id).toBeString()
  })

  test('should refuse an invalid or expired preview token with 401', async () => {
    expectProblem(await search('q=wombat', { headers: { 'X-Preview-Token': 'nope' } }), 401)
    const now = Math.floor(Date.now() / 1000)
    const expired = await signJwt({ sub: 'x', tenant: 'acme', roles: [], iat: now - 7200, exp: now - 3600, typ: 'preview' }, t.config.jwtSecret)
    expectProblem(await search('q=wombat', { headers: { 'X-Preview-Token': expired } }), 401)
    // an access token is no preview token, and another tenant's preview token does not count
    expectProblem(await search('q=wombat', { headers: { 'X-Preview-Token': acme.admin } }), 401)
    const other = await t.api('POST', '/admin/preview-tokens', { tenant: 'globex', token: globex.admin })
    expectProblem(await search('q=wombat', { headers: { 'X-Preview-Token': other.body.token } }), 401)
  })

  test('should drop an item at once when it is unpublished, deleted or changed', async () => {
    const a = await create('articles', { title: { fr: 'Ornithorynque' } })
    const b = await create('articles', { title: { fr: 'Ornithorynque bis' } })
    expect(ids(await search('q=ornithorynque')).sort()).toEqual([a.id, b.id].sort())
    expect((await t.api('POST', `/admin/articles/${a.id}/unpublish`, { tenant: 'acme', token: acme.editor })).status).toBe(200)
    expect(ids(await search('q=ornithorynque'))).toEqual([b.id])
    expect((await t.api('DELETE', `/admin/articles/${b.id}`, { tenant: 'acme', token: acme.editor })).status).toBe(204)
    expect(ids(await search('q=ornithorynque'))).toEqual([])
    // publishing again brings it back; a changed title is found by its new word only
    expect((await t.api('POST', `/admin/articles/${a.id}/publish`, { tenant: 'acme', token: acme.editor })).status).toBe(200)
    expect(ids(await search('q=ornithorynque'))).toEqual([a.id])
    await t.api('PATCH', `/admin/articles/${a.id}`, { tenant: 'acme', token: acme.editor, body: { title: { fr: 'Échidné' } } })
    expect(ids(await search('q=ornithorynque'))).toEqual([])
    expect(ids(await search('q=echidne'))).toEqual([a.id])
  })
})

describe('isolation', () => {
  test('should never show another site of the tenant', async () => {
    const here = await create('articles', { title: { fr: 'Tapir du site principal' } })
    const there = await create('articles', { title: { fr: 'Tapir du second site' } }, { site: secondSite })
    expect(ids(await search('q=tapir'))).toEqual([here.id])
    expect(ids(await search('q=tapir', { site: secondSite }))).toEqual([there.id])
  })

  test('should never show another tenant', async () => {
    const mine = await create('articles', { title: { fr: 'Lémurien acme' } })
    const theirs = await create('articles', { title: { fr: 'Lémurien globex' } }, { tenant: 'globex' })
    expect(ids(await search('q=lemurien'))).toEqual([mine.id])
    expect(ids(await search('q=lemurien', { tenant: 'globex' }))).toEqual([theirs.id])
  })
})

describe('caching', () => {
  test('should send ETag and Cache-Control, and 304 on If-None-Match', async () => {
    await create('articles', { title: { fr: 'Narval' } })
    const res = await search('q=narval')
    expect(res.headers.get('cache-control')).toBe('public, max-age=60')
    expect(res.headers.get('vary')).toContain('X-Tenant-Id')
    const etag = res.headers.get('etag')!
    expect(etag).toMatch(/^"[^"]+"$/)
    const again = await search('q=narval', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(again.text).toBe('')
    await create('articles', { title: { fr: 'Narval deux' } })
    expect((await search('q=narval', { headers: { 'If-None-Match': etag } })).status).toBe(200)
  })
})

describe('app:tenant:reindex', () => {
  test('should rebuild the index from the tables', async () => {
    const a = await create('articles', { title: { fr: 'Axolotl' }, body_html: { fr: '<p>Un <em>amphibien</em></p>' } })
    // an index that lost its content (as for content written before the search migration)
    t.service.ctx.pool.with('acme', (h) => {
      h.db.run("INSERT INTO search_fts (search_fts) VALUES ('delete-all')")
      h.db.run('DELETE FROM search_docs')
    })
    expect(ids(await search('q=axolotl'))).toEqual([])
    const proc = Bun.spawnSync(['bun', 'src/main.ts', 'app:tenant:reindex', 'acme', '--data', t.dir], { cwd: `${import.meta.dir}/../..` })
    expect(proc.stderr.toString()).toBe('')
    expect(proc.exitCode).toBe(0)
    expect(proc.stdout.toString()).toMatch(/^Tenant "acme": search index rebuilt \(\d+ articles, \d+ pages\)\.\n$/)
    expect(ids(await search('q=amphibien'))).toEqual([a.id])
    // and the write path keeps working on the rebuilt index
    await t.api('PATCH', `/admin/articles/${a.id}`, { tenant: 'acme', token: acme.editor, body: { title: { fr: 'Salamandre' } } })
    expect(ids(await search('q=axolotl'))).toEqual([])
    expect(ids(await search('q=salamandre'))).toEqual([a.id])
  })

  test('should exit 1 with one line for an unknown tenant', () => {
    const proc = Bun.spawnSync(['bun', 'src/main.ts', 'app:tenant:reindex', 'nobody', '--data', t.dir], { cwd: `${import.meta.dir}/../..` })
    expect(proc.exitCode).toBe(1)
    expect(proc.stderr.toString()).toBe('error: Tenant "nobody" not found.\n')
  })
})
