/**
 * clients/typescript against the real service over HTTP: sign-in and refresh (automatic on an
 * expired token, once, shared by concurrent requests), the tenant and site headers, items created
 * and read, collections walked across pages with their filters, and problems thrown typed.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { CmsProblemError, createCmsClient, ok, queryString, type CmsClientOptions, type TokenPair } from '../../clients/typescript'
import { signJwt } from '../../src/domain/auth'
import { image } from '../helpers/media'
import { PASSWORD, startTestService, UUID_RE } from '../helpers/service'

const t = startTestService()
const server = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: (request, srv) => t.service.fetch(request, srv) })
const baseUrl = `http://127.0.0.1:${server.port}`
let admin = ''

afterAll(() => {
  server.stop(true)
  t.close()
})

beforeAll(async () => {
  t.createTenant('acme')
  t.createTenant('other')
  admin = await t.createUser('acme', 'admin')
})

/** A client whose requests are recorded (method and URL as sent). */
function recorded(opts: Partial<CmsClientOptions> = {}) {
  const sent: string[] = []
  const cms = createCmsClient({
    baseUrl,
    tenant: 'acme',
    fetch: (request) => {
      sent.push(`${request.method} ${request.url.slice(baseUrl.length)}`)
      return fetch(request)
    },
    ...opts,
  })
  return { cms, sent }
}

async function signedIn(opts: Partial<CmsClientOptions> = {}) {
  const r = recorded(opts)
  await r.cms.signIn(admin, PASSWORD)
  return r
}

/** An access token that expired long ago, for a real user of the tenant. */
async function expiredToken(): Promise<string> {
  const me = await t.api('GET', '/admin/me', { tenant: 'acme', token: await t.login('acme', admin) })
  return signJwt({ sub: me.body.id, tenant: 'acme', roles: ['ROLE_CMS_ADMIN'], iat: 1, exp: 2 }, t.config.jwtSecret)
}

describe('sign-in and refresh', () => {
  test('should sign in, keep the pair, and send it with the tenant header', async () => {
    const seen: (TokenPair | null)[] = []
    const { cms } = recorded({ onTokens: (p) => seen.push(p) })
    const pair = await cms.signIn(admin, PASSWORD)
    expect(pair.token_type).toBe('Bearer')
    expect(pair.refresh_token).toBeString()
    expect(seen).toEqual([pair])
    expect(cms.tokens).toEqual(pair)
    const me = await cms.get('/admin/me')
    // a user or an API key: the type narrows on @type
    expect(me['@type'] === 'User' && me.email).toBe(admin)
  })

  test('should throw the problem of a refused sign-in', async () => {
    const { cms } = recorded()
    const error = await cms.signIn(admin, 'wrong-password').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CmsProblemError)
    const problem = (error as CmsProblemError).problem
    expect(problem.status).toBe(401)
    expect(problem.type).toBe('https://tools.ietf.org/html/rfc7807')
    expect(problem.detail).toBeString()
    expect(cms.tokens).toBeNull()
  })

  test('should refresh on demand with a rotating refresh token', async () => {
    const { cms } = await signedIn()
    const first = cms.tokens!
    expect(await cms.refresh()).toBe(true)
    expect(cms.tokens!.refresh_token).not.toBe(first.refresh_token)
    // the old refresh token works once only
    const stale = createCmsClient({ baseUrl, tenant: 'acme', tokens: { token: first.token!, refresh_token: first.refresh_token } })
    expect(await stale.refresh()).toBe(false)
    expect(stale.tokens).toBeNull()
  })

  test('should refresh once and retry when the access token has expired', async () => {
    const { cms: source } = await signedIn()
    const seen: (TokenPair | null)[] = []
    const { cms, sent } = recorded({ tokens: { token: await expiredToken(), refresh_token: source.tokens!.refresh_token }, onTokens: (p) => seen.push(p) })
    // three at once: one refresh serves them all (a second would be refused: tokens rotate)
    const answers = await Promise.all([cms.get('/admin/me'), cms.page('/admin/tags'), cms.get('/admin/media/quota/info')])
    expect(answers[0]['@type'] === 'User' && answers[0].email).toBe(admin)
    expect(sent.filter((s) => s === 'POST /auth/refresh')).toHaveLength(1)
    expect(sent.filter((s) => s === 'GET /admin/me')).toHaveLength(2)
    expect(seen).toHaveLength(1)
    expect(cms.tokens!.token).toBe(seen[0]!.token)
  })

  test('should retry with the new pair, not refresh again, when a 401 comes after another request refreshed', async () => {
    const { cms: source } = await signedIn()
    const seen: (TokenPair | null)[] = []
    const sent: string[] = []
    // the answer of the tag list is held until the refresh of /admin/me is done
    let refreshed = () => {}
    const done = new Promise<void>((resolve) => (refreshed = resolve))
    const cms = createCmsClient({
      baseUrl,
      tenant: 'acme',
      tokens: { token: await expiredToken(), refresh_token: source.tokens!.refresh_token },
      onTokens: (p) => (seen.push(p), refreshed()),
      fetch: async (request) => {
        const path = request.url.slice(baseUrl.length)
        sent.push(`${request.method} ${path}`)
        const res = await fetch(request)
        if (path.startsWith('/admin/tags') && sent.filter((s) => s.startsWith('GET /admin/tags')).length === 1) await done
        return res
      },
    })
    const [me, tags] = await Promise.all([cms.get('/admin/me'), cms.page('/admin/tags')])
    expect(me['@type'] === 'User' && me.email).toBe(admin)
    expect(tags['@type']).toBe('hydra:Collection')
    expect(sent.filter((s) => s === 'POST /auth/refresh')).toHaveLength(1)
    expect(seen).toHaveLength(1)
  })

  test('should give up with the 401 when the refresh is refused, forgetting the tokens', async () => {
    const seen: (TokenPair | null)[] = []
    const { cms, sent } = recorded({ tokens: { token: await expiredToken(), refresh_token: 'not-a-refresh-token' }, onTokens: (p) => seen.push(p) })
    const error = (await cms.get('/admin/me').catch((e: unknown) => e)) as CmsProblemError
    expect(error).toBeInstanceOf(CmsProblemError)
    expect(error.status).toBe(401)
    expect(error.problem.detail).toBe('Expired JWT Token')
    expect(sent).toEqual(['GET /admin/me', 'POST /auth/refresh'])
    expect(seen).toEqual([null])
  })

  test('should not refresh on an invalid (not expired) token', async () => {
    const { cms, sent } = recorded({ tokens: { token: 'abc.def.ghi', refresh_token: 'whatever' } })
    const error = (await cms.get('/admin/me').catch((e: unknown) => e)) as CmsProblemError
    expect(error.problem.detail).toBe('Invalid JWT Token')
    expect(sent).toEqual(['GET /admin/me'])
  })
})

describe('items', () => {
  test('should create, read, update and delete typed items', async () => {
    const { cms } = await signedIn()
    const tag = await cms.create('/admin/tags', { name: { fr: 'Été', en: 'Summer' } })
    expect(tag.id).toMatch(UUID_RE)
    const article = await cms.create('/admin/articles', { title: { fr: 'Bonjour', en: 'Hello' }, tags: [tag['@id']], status: 'published' })
    expect(article.version).toBe(1)

    const read = await cms.get('/admin/articles/{id}', { id: article.id })
    expect(read.title).toEqual({ fr: 'Bonjour', en: 'Hello' })
    expect(read.tags?.map((x) => x.id)).toEqual([tag.id])

    const patched = await cms.update('/admin/articles/{id}', { id: article.id }, { title: { en: 'Hi' } })
    expect(patched.title).toEqual({ fr: 'Bonjour', en: 'Hi' })
    expect(patched.version).toBe(2)

    const unpublished = await ok(cms.api.POST('/admin/articles/{id}/unpublish', { params: { path: { id: article.id } } }))
    expect(unpublished.status).toBe('draft')

    await cms.remove('/admin/articles/{id}', { id: article.id })
    const gone = (await cms.get('/admin/articles/{id}', { id: article.id }).catch((e: unknown) => e)) as CmsProblemError
    expect(gone.status).toBe(404)
  })

  test('should upload a file with create() and a FormData', async () => {
    const { cms } = await signedIn()
    const form = new FormData()
    form.append('file', new File([(await image('image/png', 40, 30)) as Uint8Array<ArrayBuffer>], 'upload.png'))
    form.append('focal_point', JSON.stringify({ x: 0.25, y: 0.75 }))
    const media = await cms.create('/admin/media', form)
    expect(media).toMatchObject({ mime_type: 'image/png', width: 40, focal_point: { x: 0.25, y: 0.75 } })
    expect(media.urls?.original).toStartWith('/media/acme/')
  })

  test('should keep the text of an answer that is no problem (a proxy page), on every call', async () => {
    const page = '<html><body>502 Bad Gateway</body></html>'
    const proxied = async (request: Request) => (new URL(request.url).pathname === '/auth/token' ? fetch(request) : new Response(page, { status: 502, statusText: 'Bad Gateway' }))
    const { cms } = await signedIn({ fetch: proxied })
    for (const call of [() => cms.changes().next(), () => cms.list('/admin/tags').next(), () => cms.stream().next()]) {
      const error = await call().catch((e) => e)
      expect(error).toBeInstanceOf(CmsProblemError)
      expect((error as CmsProblemError).problem).toMatchObject({ status: 502, title: 'Bad Gateway', detail: page })
    }
  })

  test('should throw a typed problem with violations on 422 and the status on 412', async () => {
    const { cms } = await signedIn()
    const invalid = (await cms.create('/admin/articles', { title: { fr: '' } }).catch((e: unknown) => e)) as CmsProblemError
    expect(invalid).toBeInstanceOf(CmsProblemError)
    expect(invalid.status).toBe(422)
    expect(invalid.problem.violations?.[0]?.propertyPath).toStartWith('title')
    expect(invalid.message).toContain('422')

    const tag = await cms.create('/admin/tags', { name: { en: 'Locked' } })
    const stale = (await cms.update('/admin/tags/{id}', { id: tag.id }, { name: { en: 'x' } }, { ifMatch: '"stale"' }).catch((e: unknown) => e)) as CmsProblemError
    expect(stale.status).toBe(412)
    expect(stale.response.headers.get('content-type')).toStartWith('application/problem+json')
  })

  test('should send X-Site-Id: items of another site stay apart', async () => {
    const { cms } = await signedIn()
    const sites = await cms.get('/admin/sites')
    const second = await cms.create('/admin/sites', { slug: 'second', name: 'Second' })
    cms.setSite(second.uuid)
    await cms.create('/admin/tags', { name: { en: 'Only on second' }, slug: 'only-second' })
    expect((await cms.page('/admin/tags', { filters: { slug: 'only-second' } }))['hydra:totalItems']).toBe(1)
    cms.setSite(sites[0]!.uuid)
    expect((await cms.page('/admin/tags', { filters: { slug: 'only-second' } }))['hydra:totalItems']).toBe(0)
  })

  test('should keep tenants apart: another tenant refuses the token', async () => {
    const { cms } = await signedIn()
    const other = createCmsClient({ baseUrl, tenant: 'other', tokens: { token: cms.tokens!.token! } })
    const error = (await other.get('/admin/me').catch((e: unknown) => e)) as CmsProblemError
    expect(error.status).toBe(403)
  })
})

describe('collections', () => {
  let cms: Awaited<ReturnType<typeof signedIn>>['cms']
  beforeAll(async () => {
    cms = (await signedIn()).cms
    for (let i = 1; i <= 7; i++) await cms.create('/admin/tags', { name: { en: `Walk ${i}` }, slug: `walk-${i}` })
    await cms.create('/admin/tags', { name: { en: 'Elsewhere' }, slug: 'elsewhere' })
    const stories = [['one', 'published', '2026-01-10'], ['two', 'draft', null], ['three', 'published', '2026-03-10']] as const
    for (const [slug, status, day] of stories) {
      const published_at = day && `${day}T09:00:00+00:00`
      await cms.create('/admin/articles', { title: { en: `Story ${slug}` }, slug: `story-${slug}`, status, published_at })
    }
  })

  test('should iterate every page following hydra:next, keeping filters and ordering', async () => {
    const { cms: walker, sent } = recorded({ tokens: cms.tokens as TokenPair })
    const slugs: string[] = []
    for await (const tag of walker.list('/admin/tags', { filters: { name: 'walk', 'order[slug]': 'desc' }, perPage: 3 })) slugs.push(tag.slug!)
    expect(slugs).toEqual(['walk-7', 'walk-6', 'walk-5', 'walk-4', 'walk-3', 'walk-2', 'walk-1'])
    expect(sent).toHaveLength(3)
    expect(sent[0]).toBe('GET /admin/tags?name=walk&order[slug]=desc&per_page=3')
  })

  test('should stop early when the loop breaks', async () => {
    const { cms: walker, sent } = recorded({ tokens: cms.tokens as TokenPair })
    for await (const tag of walker.list('/admin/tags', { perPage: 2 })) if (tag) break
    expect(sent).toHaveLength(1)
  })

  test('should send list filters as name[] and read one page with its total', async () => {
    const page = await cms.page('/admin/articles', { filters: { 'status[]': ['published'], 'order[slug]': 'asc' }, perPage: 1, page: 2 })
    expect(page['hydra:totalItems']).toBe(2)
    expect(page['hydra:member'].map((a) => a.slug)).toEqual(['story-three'])
    expect(page['hydra:view']['hydra:previous']).toBeString()
  })

  test('should send a Date to a date filter as ISO 8601', async () => {
    const { cms: reader, sent } = recorded({ tokens: cms.tokens as TokenPair })
    const after = await reader.page('/admin/articles', { filters: { 'published_at[after]': new Date('2026-02-01T00:00:00Z') } })
    expect(after['hydra:member'].map((a) => a.slug)).toEqual(['story-three'])
    expect(sent[0]).toBe('GET /admin/articles?published_at[after]=2026-02-01T00%3A00%3A00.000Z')
    const before = await reader.page('/admin/articles', { filters: { 'published_at[strictly_before]': '2026-01-10T09:00:00Z' } })
    expect(before['hydra:totalItems']).toBe(0)
  })

  test('should page through search results like any collection', async () => {
    const { cms } = await signedIn()
    await cms.create('/admin/articles', { title: { fr: 'Cherchable un' }, status: 'published' })
    await cms.create('/admin/articles', { title: { fr: 'Cherchable deux' }, status: 'published' })
    const found: string[] = []
    for await (const result of cms.list('/public/search', { filters: { q: 'cherchable' }, perPage: 1 })) found.push(String(result.slug))
    expect(found.sort()).toEqual(['cherchable-deux', 'cherchable-un'])
    expect((await cms.page('/public/search', { filters: { q: 'cherchable' } }))['hydra:totalItems']).toBe(2)
    // the next tests count the published articles
    for await (const article of cms.list('/admin/articles', { filters: { title: 'cherchable' } })) await cms.remove('/admin/articles/{id}', { id: article.id })
  })

  test('should read public collections without a token', async () => {
    const anonymous = createCmsClient({ baseUrl, tenant: 'acme' })
    const slugs: string[] = []
    for await (const a of anonymous.list('/public/articles', { filters: { 'order[slug]': 'asc' } })) slugs.push(a.slug!)
    expect(slugs).toEqual(['story-one', 'story-three'])
    const one = await anonymous.get('/public/articles/{slug}', { slug: 'story-one' })
    expect(one.title).toEqual({ en: 'Story one' })
  })

  test('should pass locale, fallback and properties through as query parameters', async () => {
    const { cms: reader, sent } = recorded({ tokens: cms.tokens as TokenPair, locale: 'en' })
    const page = await reader.page('/admin/articles', { properties: ['title', 'slug', { tags: ['slug'] }], fallback: false, filters: { 'order[slug]': 'asc' } })
    expect(page['hydra:member'].length).toBeGreaterThan(0)
    expect(sent).toEqual(['GET /admin/articles?order[slug]=asc&locale=en&fallback=false&properties[]=title&properties[]=slug&properties[tags][]=slug'])
    const next = page['hydra:member'][0]!
    await reader.get('/admin/articles/{id}', { id: next.id }, { locale: 'fr', properties: ['slug'] })
    expect(sent[1]).toBe(`GET /admin/articles/${next.id}?locale=fr&properties[]=slug`)
  })

  test('should get back only the properties asked for, nested ones included', async () => {
    const tag = await cms.create('/admin/tags', { slug: 'fieldset', name: { en: 'Fieldset' } })
    const made = await cms.create('/admin/articles', { slug: 'sparse', title: { en: 'Sparse' }, body_html: { en: '<p>Long</p>' }, tags: [tag['@id']] })
    const page = await cms.page('/admin/articles', { properties: ['title', { tags: ['slug'] }], filters: { title: 'Sparse' } })
    expect(page['hydra:member']).toEqual([
      { '@id': made['@id'], '@type': 'Article', id: made.id, title: { en: 'Sparse' }, tags: [{ '@id': tag['@id'], '@type': 'Tag', id: tag.id, slug: 'fieldset' }] },
    ])
    const item = await cms.get('/admin/articles/{id}', { id: made.id }, { properties: ['slug', 'tags'] })
    expect(item).toEqual({ '@context': '/contexts/Article', '@id': made['@id'], '@type': 'Article', id: made.id, slug: 'sparse', tags: [{ '@id': tag['@id'], '@type': 'Tag', id: tag.id, slug: 'fieldset', name: { en: 'Fieldset' } }] })
  })
})

describe('query strings', () => {
  test('should serialize lists, dates and nested properties; leave out empty values', () => {
    expect(
      queryString({
        'tags.slug[]': ['a b', 'c&d'],
        status: ['draft'],
        'published_at[after]': new Date('2026-11-01T00:00:00Z'),
        title: undefined,
        page: null,
        properties: ['title', { featuredImage: ['urls'], tags: ['slug', 'name'] }],
      }),
    ).toBe(
      'tags.slug[]=a%20b&tags.slug[]=c%26d&status[]=draft&published_at[after]=2026-11-01T00%3A00%3A00.000Z' +
        '&properties[]=title&properties[featuredImage][]=urls&properties[tags][]=slug&properties[tags][]=name',
    )
  })
})

/** Compile-time checks (run by `bun run typecheck`): the types reject what the API does not have. */
export function typeChecks(cms: ReturnType<typeof createCmsClient>): void {
  // @ts-expect-error: no such path
  void cms.get('/admin/nothing')
  // @ts-expect-error: an item path needs its id
  void cms.get('/admin/articles/{id}')
  // @ts-expect-error: not a filter of articles
  void cms.page('/admin/articles', { filters: { colour: 'red' } })
  // @ts-expect-error: an ordering takes asc or desc
  void cms.page('/admin/articles', { filters: { 'order[slug]': 'up' } })
  // @ts-expect-error: not a field of tags
  void cms.page('/admin/tags', { properties: ['colour'] })
  // @ts-expect-error: not an embedded field of an article's tags
  void cms.page('/admin/articles', { properties: [{ tags: ['colour'] }] })
  // @ts-expect-error: sparse fieldsets are read options, not filters
  void cms.page('/admin/articles', { filters: { 'properties[tags][]': ['slug'] } })
  // @ts-expect-error: a Date only where the filter is a date filter
  void cms.page('/admin/articles', { filters: { slug: new Date() } })
  // @ts-expect-error: a body of articles needs a title object
  void cms.create('/admin/articles', { title: 'Hello' })
}

describe('change feed', () => {
  /** The newest cursor of the admin feed, so a test reads only what it wrote. */
  async function newest(cms: ReturnType<typeof createCmsClient>): Promise<string | undefined> {
    let last: string | undefined
    for await (const change of cms.changes()) last = change.cursor
    return last
  }

  test('should walk the feed after a cursor with changes(), narrowed and paged', async () => {
    const { cms, sent } = await signedIn()
    const after = await newest(cms)
    for (const n of [1, 2, 3]) await cms.create('/admin/tags', { name: { fr: `Suivi ${n}` } })
    await cms.create('/admin/categories', { name: { fr: 'Ignorée' } })
    sent.length = 0
    const seen = []
    for await (const change of cms.changes({ after, resources: ['tags'], perPage: 2 })) seen.push(change)
    expect(seen.map((c) => c.event)).toEqual(['tag.created', 'tag.created', 'tag.created'])
    expect(sent).toEqual([`GET /admin/changes?after=${after}&resource=tags&per_page=2`, `GET /admin/changes?after=${seen[1]!.cursor}&resource=tags&per_page=2`])
    const published = []
    for await (const change of cms.changes({ feed: 'public', after })) published.push(`${change.event} ${change.slug}`)
    expect(published).toEqual(['upsert suivi-1', 'upsert suivi-2', 'upsert suivi-3', 'upsert ignoree'])
  })

  test('should reconnect a dropped stream with the last cursor and miss nothing', async () => {
    const streams: Headers[] = []
    const { cms } = await signedIn({
      fetch: async (request) => {
        const response = await fetch(request)
        if (!new URL(request.url).pathname.endsWith('/stream')) return response
        streams.push(request.headers)
        if (streams.length > 1) return response
        // the first connection breaks after its first change
        let changes = 0
        const cut = new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            controller.enqueue(chunk)
            if (new TextDecoder().decode(chunk).includes('data:') && ++changes === 1) controller.error(new Error('connection reset'))
          },
        })
        return new Response(response.body!.pipeThrough(cut), { status: response.status, headers: response.headers })
      },
    })
    const after = await newest(cms)
    const stop = new AbortController()
    const seen: string[] = []
    const reading = (async () => {
      for await (const change of cms.stream({ after, signal: stop.signal, reconnectMs: 10, resources: ['tags'] })) {
        seen.push(change.id)
        if (seen.length === 4) stop.abort()
      }
    })()
    for (const n of [1, 2, 3, 4]) await cms.create('/admin/tags', { name: { fr: `Flux ${n}` } })
    await reading
    const listed = []
    for await (const change of cms.changes({ after, resources: ['tags'] })) listed.push(change.id)
    expect(seen).toEqual(listed)
    expect(streams.length).toBeGreaterThan(1)
    expect(streams[0]!.get('last-event-id')).toBe(after ?? null)
    expect(streams[1]!.get('last-event-id')).not.toBe(after ?? null)
  })

  test('should miss nothing when a stream opened without a cursor drops before its first change', async () => {
    let opened = 0
    let cutFirst = () => {}
    const firstCut = new Promise<void>((resolve) => (cutFirst = resolve))
    const { cms } = await signedIn({
      fetch: async (request) => {
        const response = await fetch(request)
        if (!new URL(request.url).pathname.endsWith('/stream') || ++opened > 1) return response
        // the first connection breaks after its first frame (no change yet)
        const cut = new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            controller.enqueue(chunk)
            controller.error(new Error('connection reset'))
            cutFirst()
          },
        })
        return new Response(response.body!.pipeThrough(cut), { status: response.status, headers: response.headers })
      },
    })
    const stop = new AbortController()
    const seen: string[] = []
    const reading = (async () => {
      for await (const change of cms.stream({ signal: stop.signal, reconnectMs: 300, resources: ['tags'] })) {
        seen.push(String(change.event))
        stop.abort()
      }
    })()
    await firstCut
    // made while the stream is down, before it reconnects
    await cms.create('/admin/tags', { name: { fr: 'Pendant la coupure' } })
    await reading
    expect(seen).toEqual(['tag.created'])
  })

  test('should throw a typed problem for a cursor the service refuses', async () => {
    const { cms } = await signedIn()
    const bad = cms.changes({ after: 'x' })
    const error = await bad.next().catch((e) => e)
    expect(error).toBeInstanceOf(CmsProblemError)
    expect((error as CmsProblemError).status).toBe(400)
  })
})
