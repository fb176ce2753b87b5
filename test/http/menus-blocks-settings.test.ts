/** CONTRACT §6 menus, blocks, settings and their public delivery (§8). */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import {
  expectProblem,
  startTestService,
  UUID_RE,
  type RoleName,
  type TestService,
} from '../helpers/service'

let t: TestService
let tok: Record<RoleName, string>
let otherSite: string
const o = (extra: Record<string, unknown> = {}) => ({ tenant: 'acme', token: tok.admin, ...extra })

beforeAll(async () => {
  t = startTestService()
  tok = await t.tenantWithUsers('acme')
  otherSite = (await t.api('POST', '/admin/sites', o({ body: { slug: 'blog', name: 'Blog' } })))
    .body.uuid
})
afterAll(() => t.close())

const article = async (extra: Record<string, unknown> = {}, opts: Record<string, unknown> = {}) =>
  (
    await t.api(
      'POST',
      '/admin/articles',
      o({ body: { title: { fr: 'Cible' }, ...extra }, ...opts }),
    )
  ).body

const item = (extra: Record<string, unknown> = {}) => ({
  label: { fr: 'Lien' },
  url: '/x',
  ...extra,
})

/** A chain of `levels` nested items. */
const nested = (levels: number): Record<string, unknown> =>
  levels === 1 ? item() : item({ children: [nested(levels - 1)] })

describe('menus', () => {
  test('should create, read, filter and replace a menu tree through the engine', async () => {
    const page = (await t.api('POST', '/admin/pages', o({ body: { title: { fr: 'Contact' } } })))
      .body
    const created = await t.api(
      'POST',
      '/admin/menus',
      o({
        body: {
          name: { fr: 'Principal', en: 'Main' },
          location: 'header',
          items: [
            { id: 'home', label: { fr: 'Accueil' }, url: '/' },
            {
              label: { fr: 'Contact' },
              target: page['@id'],
              children: [{ label: { en: 'Mail' }, url: 'mailto:hi@acme.test' }],
            },
          ],
        },
      }),
    )
    expect(created.status).toBe(201)
    const menu = created.body
    expect(menu).toMatchObject({
      '@type': 'Menu',
      slug: 'principal',
      location: 'header',
      version: 1,
    })
    expect(menu.items[0]).toEqual({
      id: 'home',
      label: { fr: 'Accueil' },
      url: '/',
      target: null,
      target_item: null,
      children: [],
    })
    expect(menu.items[1].id).toMatch(UUID_RE)
    expect(menu.items[1].target).toBe(page['@id'])
    expect(menu.items[1].target_item).toEqual({
      '@id': page['@id'],
      '@type': 'Page',
      id: page.id,
      slug: 'contact',
    })
    expect(menu.items[1].children[0].url).toBe('mailto:hi@acme.test')

    const etag = created.headers.get('etag')!
    const got = await t.api('GET', menu['@id'], o())
    expect(got.body).toEqual(menu)
    expect(got.headers.get('etag')).toBe(etag)

    // the tree is written whole: a GET body can be PUT back, then replaced by a new tree
    const same = await t.api('PUT', menu['@id'], o({ body: menu, headers: { 'If-Match': etag } }))
    expect(same.status).toBe(200)
    expect(same.body.items).toEqual(menu.items)
    expect(same.body.version).toBe(2)
    const replaced = await t.api('PATCH', menu['@id'], o({ body: { items: [item()] } }))
    expect(replaced.body.items).toHaveLength(1)
    expectProblem(
      await t.api('PUT', menu['@id'], o({ body: menu, headers: { 'If-Match': etag } })),
      412,
    )

    await t.api('POST', '/admin/menus', o({ body: { name: { fr: 'Pied' }, slug: 'footer' } }))
    const list = await t.api('GET', '/admin/menus?slug=footer', o())
    expect(list.body['hydra:totalItems']).toBe(1)
    expect(list.body['hydra:member'][0].slug).toBe('footer')
    const ordered = await t.api('GET', '/admin/menus?order[created_at]=asc', o())
    expect(ordered.body['hydra:member'].map((m: any) => m.slug)).toEqual(['principal', 'footer'])
  })

  test('should accept three levels and refuse a fourth with the path of the deepest children', async () => {
    expect(
      (
        await t.api(
          'POST',
          '/admin/menus',
          o({ body: { name: { fr: 'Trois' }, items: [nested(3)] } }),
        )
      ).status,
    ).toBe(201)
    const res = await t.api(
      'POST',
      '/admin/menus',
      o({ body: { name: { fr: 'Quatre' }, items: [item(), nested(4)] } }),
    )
    expectProblem(res, 422)
    expect(res.body.violations).toEqual([
      {
        propertyPath: 'items[1].children[0].children[0].children',
        message: 'A menu has at most 3 levels.',
        code: expect.any(String),
      },
    ])
  })

  test('should refuse a target that does not exist or lives in another site, with its tree path', async () => {
    const there = await article({}, { site: otherSite })
    const here = await article()
    const missing = `/admin/articles/${crypto.randomUUID()}`
    const res = await t.api(
      'POST',
      '/admin/menus',
      o({
        body: {
          name: { fr: 'Cibles' },
          items: [
            item({
              url: undefined,
              target: here['@id'],
              children: [item(), item({ url: undefined, target: there['@id'] })],
            }),
            item({ url: undefined, target: missing }),
          ],
        },
      }),
    )
    expectProblem(res, 422)
    expect(res.body.violations.map((v: any) => v.propertyPath)).toEqual([
      'items[0].children[1].target',
      'items[1].target',
    ])
    expect(res.body.violations[0].message).toBe(
      'This value should be an existing article or page of this site.',
    )
    // the same article is a valid target from its own site
    const own = await t.api(
      'POST',
      '/admin/menus',
      o({
        site: otherSite,
        body: { name: { fr: 'Blog' }, items: [item({ url: undefined, target: there['@id'] })] },
      }),
    )
    expect(own.status).toBe(201)
  })

  test('should take its own GET body back after a target was deleted, and still refuse a new missing target', async () => {
    const gone = await article()
    const kept = await article()
    const menu = (await t.api('POST', '/admin/menus', o({ body: { name: { fr: 'Survivant' }, items: [item({ url: undefined, target: gone['@id'] }), item({ url: undefined, target: kept['@id'] })] } }))).body
    expect((await t.api('DELETE', gone['@id'], o())).status).toBe(204)
    const got = (await t.api('GET', menu['@id'], o())).body
    expect(got.items[0]).toMatchObject({ target: gone['@id'], target_item: null })
    // before: 422 items[0].target, though the body is the menu's own
    const put = await t.api('PUT', menu['@id'], o({ body: got }))
    expect(put.status).toBe(200)
    expect(put.body.items.map((i: any) => i.target)).toEqual([gone['@id'], kept['@id']])
    const another = await article()
    expect((await t.api('DELETE', another['@id'], o())).status).toBe(204)
    const res = await t.api('PUT', menu['@id'], o({ body: { ...got, items: [...got.items, item({ url: undefined, target: another['@id'] })] } }))
    expectProblem(res, 422)
    expect(res.body.violations.map((v: any) => v.propertyPath)).toEqual(['items[2].target'])
  })

  test('should want exactly one of url and target, a safe url, a label and unique ids', async () => {
    const a = await article()
    const res = await t.api(
      'POST',
      '/admin/menus',
      o({
        body: {
          name: { fr: 'Règles' },
          items: [
            { id: 'a', label: { fr: 'Les deux' }, url: '/x', target: a['@id'] },
            { id: 'b', label: { fr: 'Aucun' } },
            { id: 'c', label: { fr: 'Script' }, url: 'javascript:alert(1)' },
            { id: 'a', label: { fr: ' ' }, url: '/y' },
            { id: 'e', label: { de: 'Nein' }, target: '/admin/tags/' + a.id },
            { id: 'f', label: { fr: 'Ailleurs' }, url: '//evil.example/' },
          ],
        },
      }),
    )
    expectProblem(res, 422)
    expect(res.body.violations.map((v: any) => v.propertyPath)).toEqual([
      'items[0]',
      'items[1]',
      'items[2].url',
      'items[3].id',
      'items[3].label',
      'items[4].label.de',
      'items[4].target',
      'items[5].url',
    ])
  })

  test('should deliver a menu publicly by slug, leaving out items whose target is not public', async () => {
    const published = await article({ status: 'published', title: { fr: 'Publié' } })
    const draft = await article({ title: { fr: 'Brouillon' } })
    await t.api(
      'POST',
      '/admin/menus',
      o({
        body: {
          slug: 'public-nav',
          name: { fr: 'Nav' },
          items: [
            item({ url: undefined, target: published['@id'] }),
            item({ url: undefined, target: draft['@id'], children: [item()] }),
            item({ url: 'https://acme.test/' }),
          ],
        },
      }),
    )
    const res = await t.api('GET', '/public/menus/public-nav', { tenant: 'acme' })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=60')
    expect(res.body['@id']).toStartWith('/public/menus/')
    expect(res.body.items).toHaveLength(2)
    expect(res.body.items[0].target).toBe(`/public/articles/${published.id}`)
    expect(res.body.items[0].target_item).toMatchObject({ '@type': 'Article', slug: 'publie' })
    expect(res.body.items[1].url).toBe('https://acme.test/')
    const etag = res.headers.get('etag')!
    const again = await t.api('GET', '/public/menus/public-nav', {
      tenant: 'acme',
      headers: { 'If-None-Match': etag },
    })
    expect(again.status).toBe(304)
    expectProblem(await t.api('GET', '/public/menus/nope', { tenant: 'acme' }), 404)
    // the admin sees the whole tree
    const adminView = await t.api('GET', '/admin/menus?slug=public-nav', o())
    expect(adminView.body['hydra:member'][0].items).toHaveLength(3)
  })

  test('should follow the assets row of the role matrix', async () => {
    expect(
      (
        await t.api(
          'POST',
          '/admin/menus',
          o({ token: tok.editor, body: { name: { fr: 'Éditeur' } } }),
        )
      ).status,
    ).toBe(201)
    expectProblem(
      await t.api(
        'POST',
        '/admin/menus',
        o({ token: tok.author, body: { name: { fr: 'Auteur' } } }),
      ),
      403,
      'Access Denied.',
    )
    expectProblem(
      await t.api(
        'POST',
        '/admin/menus',
        o({ token: tok.viewer, body: { name: { fr: 'Lecteur' } } }),
      ),
      403,
    )
    expect((await t.api('GET', '/admin/menus', o({ token: tok.viewer }))).status).toBe(200)
  })
})

describe('blocks', () => {
  test('should store a block and deliver it publicly only once published', async () => {
    const created = await t.api(
      'POST',
      '/admin/blocks',
      o({
        body: {
          name: { fr: 'Bandeau' },
          type: 'banner',
          content: { fr: '<p>Soldes</p>' },
          data: { color: 'red', items: [1, 2] },
        },
      }),
    )
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      '@type': 'Block',
      slug: 'bandeau',
      type: 'banner',
      status: 'draft',
      data: { color: 'red', items: [1, 2] },
      content: { fr: '<p>Soldes</p>' },
    })
    expectProblem(await t.api('GET', '/public/blocks/bandeau', { tenant: 'acme' }), 404)
    // data is one document: PATCH replaces it, null sets its default ({}); not an object: 400
    const patch = (body: unknown) => t.api('PATCH', created.body['@id'], o({ body, headers: { 'Content-Type': 'application/merge-patch+json' } }))
    expect((await patch({ data: { size: 2 } })).body.data).toEqual({ size: 2 })
    expect((await patch({ data: null })).body.data).toEqual({})
    expectProblem(await patch({ data: [1] }), 400)
    await patch({ data: { color: 'red', items: [1, 2] } })
    await t.api('PATCH', created.body['@id'], o({ body: { status: 'published' } }))
    const pub = await t.api('GET', '/public/blocks/bandeau', { tenant: 'acme' })
    expect(pub.status).toBe(200)
    expect(pub.body.data).toEqual({ color: 'red', items: [1, 2] })
    expect(pub.headers.get('cache-control')).toBe('public, max-age=60')
    expect(
      (
        await t.api('GET', '/public/blocks/bandeau', {
          tenant: 'acme',
          headers: { 'If-None-Match': pub.headers.get('etag')! },
        })
      ).status,
    ).toBe(304)
    // another site does not see it
    expectProblem(
      await t.api('GET', '/public/blocks/bandeau', { tenant: 'acme', site: otherSite }),
      404,
    )
  })

  test('should validate data, status and the slug filter', async () => {
    expectProblem(
      await t.api('POST', '/admin/blocks', o({ body: { name: { fr: 'X' }, data: [1] } })),
      400,
    )
    const bad = await t.api(
      'POST',
      '/admin/blocks',
      o({ body: { name: { fr: 'X' }, status: 'live' } }),
    )
    expectProblem(bad, 422)
    expect(bad.body.violations[0].propertyPath).toBe('status')
    const dup = await t.api(
      'POST',
      '/admin/blocks',
      o({ body: { name: { fr: 'Y' }, slug: 'bandeau' } }),
    )
    expectProblem(dup, 422)
    expect(dup.body.violations[0]).toMatchObject({
      propertyPath: 'slug',
      code: '23bd9dbf-6b9b-41cd-a99e-4844bcf3077f',
    })
    const list = await t.api('GET', '/admin/blocks?slug=bandeau', o())
    expect(list.body['hydra:totalItems']).toBe(1)
  })
})

describe('settings', () => {
  test('should keep any JSON value under a key unique per site', async () => {
    const res = await t.api(
      'POST',
      '/admin/settings',
      o({
        body: { key: 'site.title', value: { fr: 'Acme' }, is_public: true, description: 'Title' },
      }),
    )
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      '@type': 'Setting',
      key: 'site.title',
      value: { fr: 'Acme' },
      is_public: true,
      description: 'Title',
      version: 1,
    })
    for (const value of [42, 'text', [1, 'a'], null, true]) {
      const s = await t.api(
        'POST',
        '/admin/settings',
        o({ body: { key: `v_${typeof value}_${Math.random().toString(36).slice(2, 6)}`, value } }),
      )
      expect(s.status).toBe(201)
      expect(s.body.value).toEqual(value)
    }
    const dup = await t.api('POST', '/admin/settings', o({ body: { key: 'site.title', value: 1 } }))
    expectProblem(dup, 422)
    expect(dup.body.violations[0]).toMatchObject({
      propertyPath: 'key',
      message: 'This value is already used.',
    })
    expect(
      (
        await t.api(
          'POST',
          '/admin/settings',
          o({ site: otherSite, body: { key: 'site.title', value: 'Blog', is_public: true } }),
        )
      ).status,
    ).toBe(201)
    for (const key of ['Site.Title', 'a..b', '', 'a b']) {
      const bad = await t.api('POST', '/admin/settings', o({ body: { key, value: 1 } }))
      expectProblem(bad, 422)
      expect(bad.body.violations[0].propertyPath).toBe('key')
    }
    const filtered = await t.api('GET', '/admin/settings?key=site.title', o())
    expect(filtered.body['hydra:totalItems']).toBe(1)
    // 1e309 parses to Infinity, which JSON would store as null without a word: refused, nothing kept
    const infinite = await t.api('POST', '/admin/settings', o({ raw: '{"key":"num.inf","value":{"a":[1,1e309]}}', headers: { 'Content-Type': 'application/json' } }))
    expectProblem(infinite, 422, 'value.a[1]: This number is too large to be stored.')
    const block = await t.api('POST', '/admin/blocks', o({ raw: '{"name":{"fr":"inf"},"data":{"x":1e309,"y":-1e999}}', headers: { 'Content-Type': 'application/json' } }))
    expect(block.body.violations.map((v: any) => v.propertyPath)).toEqual(['data.x', 'data.y'])
    expect((await t.api('GET', '/admin/settings?key=num.inf', o())).body['hydra:totalItems']).toBe(0)
  })

  test('should serve only public settings of the site as one object', async () => {
    await t.api(
      'POST',
      '/admin/settings',
      o({ body: { key: 'secret_token', value: 'hidden', is_public: false } }),
    )
    await t.api(
      'POST',
      '/admin/settings',
      o({ body: { key: 'social.links', value: ['https://x.test'], is_public: true } }),
    )
    const res = await t.api('GET', '/public/settings', { tenant: 'acme' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toStartWith('application/json')
    expect(res.headers.get('cache-control')).toBe('public, max-age=60')
    expect(res.body).toEqual({ 'site.title': { fr: 'Acme' }, 'social.links': ['https://x.test'] })
    expect(
      (await t.api('GET', '/public/settings', { tenant: 'acme', site: otherSite })).body,
    ).toEqual({ 'site.title': 'Blog' })
    expect(
      (
        await t.api('GET', '/public/settings', {
          tenant: 'acme',
          headers: { 'If-None-Match': res.headers.get('etag')! },
        })
      ).status,
    ).toBe(304)
    expectProblem(await t.api('GET', '/public/settings', {}), 400)
  })

  test('should let editors read settings only, and refuse authors and viewers', async () => {
    expect((await t.api('GET', '/admin/settings', o({ token: tok.editor }))).status).toBe(200)
    expectProblem(
      await t.api(
        'POST',
        '/admin/settings',
        o({ token: tok.editor, body: { key: 'x', value: 1 } }),
      ),
      403,
    )
    for (const role of ['author', 'viewer'] as const)
      expectProblem(await t.api('GET', '/admin/settings', o({ token: tok[role] })), 403)
  })
})
