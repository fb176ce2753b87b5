/**
 * A typed client for the CMS API: openapi-fetch over the generated `schema.d.ts`, plus what
 * openapi-fetch leaves to its users: sign-in with a refresh on "Expired JWT Token", the tenant
 * and site headers, `locale`/`properties`/filter query strings, collections as async iterators
 * that follow `hydra:next`, and RFC 7807 problems thrown as `CmsProblemError`.
 *
 * One file on purpose: its only relative import is a type import (erased by every transpiler),
 * so it runs as it is in Bun, in Node's type stripping, and in Next.js, Astro or Vite builds.
 * Its one runtime dependency is openapi-fetch.
 */
import createClient from 'openapi-fetch'
import type { Client } from 'openapi-fetch'
import type { components, paths } from './schema'

export type { components, paths }
export type Problem = components['schemas']['Problem']
export type TokenPair = {
  token: string
  token_type: string
  expires_in: number
  refresh_token: string
}

// ---------------------------------------------------------------------------------------------
// Types derived from the generated paths

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'
type Op<P extends keyof paths, M extends Method> = paths[P] extends { [K in M]: infer O } ? O : never
type PathsWith<M extends Method> = {
  [P in keyof paths]: paths[P] extends { [K in M]: { responses: unknown } } ? P : never
}[keyof paths]
type BodyOf<R> = R extends { content: infer C } ? C[keyof C] : never
/** The body of the first 2xx response (204: `undefined`). */
type Success<O> = O extends { responses: infer R }
  ? 200 extends keyof R ? BodyOf<R[200]>
    : 201 extends keyof R ? BodyOf<R[201]>
    : 204 extends keyof R ? undefined
    : never
  : never
type Query<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never
type PathParamsOf<O> = O extends { parameters: { path?: infer T } } ? T : never
type RequestBody<O> = O extends { requestBody?: infer B } ? BodyOf<NonNullable<B>> : never

/** Paths whose GET answers a Hydra collection. */
export type CollectionPath = {
  [P in PathsWith<'get'>]: Success<Op<P, 'get'>> extends { 'hydra:member': unknown[] } ? P : never
}[PathsWith<'get'>]
/** A member of the collection at `P`, e.g. `Member<'/public/articles'>`. */
export type Member<P extends CollectionPath> =
  Success<Op<P, 'get'>> extends { 'hydra:member': (infer T)[] } ? T : never
/** What GET `P` answers, e.g. `Item<'/admin/articles/{id}'>`. */
export type Item<P extends PathsWith<'get'>> = Success<Op<P, 'get'>>
/** The filters and orderings of a collection, as `/openapi.json` lists them. */
export type Filters<P extends CollectionPath> = DatesToo<Omit<Query<Op<P, 'get'>>, NotFilters>>
// `properties[]` and `properties[<relation>][]` are read options (`properties`), not filters
type NotFilters = 'page' | 'per_page' | 'itemsPerPage' | 'locale' | 'fallback' | 'properties' | `properties[${string}`
/** Date filters (`published_at[after]`…) take a `Date` too, sent as ISO 8601. */
type DatesToo<Q> = { [K in keyof Q]: K extends `${string}[${DateBound}]` ? Q[K] | Date : Q[K] }
type DateBound = 'after' | 'before' | 'strictly_after' | 'strictly_before'
export type PathParams<P extends keyof paths, M extends Method = 'get'> = PathParamsOf<Op<P, M>>

/** `[options?]` for a path without parameters, `[params, options?]` for one with. */
type Args<P extends keyof paths, M extends Method, O> = [PathParams<P, M>] extends [undefined]
  ? [options?: O]
  : [params: PathParams<P, M>, options?: O]

type Elem<V> = NonNullable<V> extends readonly (infer E)[] ? E : NonNullable<V>
type FieldOf<T> = Extract<keyof T, string>
type RelationOf<T> = {
  [K in FieldOf<T>]: Elem<T[K]> extends { '@id': string } ? K : never
}[FieldOf<T>]
/**
 * A sparse fieldset (API Platform's property filter): `['title', 'slug', { tags: ['slug'] }]` is
 * sent as `properties[]=title&properties[]=slug&properties[tags][]=slug`.
 */
export type Properties<T> = readonly (FieldOf<T> | RelationFields<T>)[]
type RelationFields<T> = [RelationOf<T>] extends [never]
  ? never
  : { [K in RelationOf<T>]?: readonly FieldOf<Elem<T[K]>>[] }

export type ReadOptions<T> = {
  /** `?locale=`: multilingual fields come back as strings in that locale (default: the client's). */
  locale?: string
  /** `false` sends `fallback=false`: no fallback to other locales when a value is missing. */
  fallback?: boolean
  properties?: Properties<T>
  /** Extra request headers, e.g. `X-Preview-Token` or another `X-Site-Id`. */
  headers?: Record<string, string>
}

export type ListOptions<P extends CollectionPath> = ReadOptions<Member<P>> & {
  filters?: Filters<P>
  /** Items per page (`per_page`, at most 100); fewer requests for a long walk. */
  perPage?: number
}

export type CmsClientOptions = {
  /** Where the service answers, e.g. `https://cms.example.com` (a path prefix is kept). */
  baseUrl: string
  /** The tenant's slug, sent as `X-Tenant-Id`. */
  tenant: string
  /** A site UUID, sent as `X-Site-Id` (default: the tenant's first active site). */
  site?: string
  /** Default `locale` of every read made with get/page/list. */
  locale?: string
  /** Default `fallback` of every read made with get/page/list. */
  fallback?: boolean
  /** A token pair saved from an earlier sign-in, or `{ token: 'cms_…' }` for an API key. */
  tokens?: Partial<TokenPair> & { token: string }
  /** Called with every new token pair (sign-in, refresh), and with `null` when a refresh fails. */
  onTokens?: (tokens: TokenPair | null) => void
  /** A fetch of your own (Next.js caching options, tests). */
  fetch?: (request: Request) => Promise<Response>
}

// ---------------------------------------------------------------------------------------------
// Problems

/** An error answer of the service, with its RFC 7807 body. */
export class CmsProblemError extends Error {
  readonly status: number
  readonly problem: Problem
  readonly response: Response

  constructor(problem: Problem, response: Response) {
    super(`${problem.status} ${problem.title}: ${problem.detail}`)
    this.name = 'CmsProblemError'
    this.status = problem.status
    this.problem = problem
    this.response = response
  }
}

function isProblem(body: unknown): body is Problem {
  const b = body as Problem | null
  return typeof b === 'object' && b !== null && typeof b.status === 'number' && typeof b.title === 'string'
}

/** The problem of a failed response; a body that is none (a proxy's page) becomes one. */
function problemError(response: Response, body: unknown): CmsProblemError {
  if (isProblem(body)) return new CmsProblemError({ ...body, detail: body.detail ?? '' }, response)
  const detail = typeof body === 'string' ? body.slice(0, 500) : ''
  const title = response.statusText || 'Error'
  return new CmsProblemError({ type: 'about:blank', title, status: response.status, detail }, response)
}

type Answer = { data?: unknown; error?: unknown; response: Response }

/** A response's body as JSON when it is JSON, else its text (a proxy's error page), else null. */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '')
  if (text === '') return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** The data of an openapi-fetch call, or its problem thrown: `await ok(cms.api.POST(…))`. */
export async function ok<R extends Answer>(call: Promise<R>): Promise<Exclude<R['data'], undefined>> {
  const { data, error, response } = await call
  if (!response.ok) throw problemError(response, error)
  return data as Exclude<R['data'], undefined>
}

// ---------------------------------------------------------------------------------------------
// Query strings

const key = (name: string) => encodeURIComponent(name).replace(/%5B/g, '[').replace(/%5D/g, ']')

function scalar(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value)
}

/**
 * Serializes a query the way the service (and API Platform) reads it: arrays as `name[]=a&name[]=b`,
 * dates as ISO 8601, `properties` as a sparse fieldset; `undefined` and `null` are left out.
 */
export function queryString(query: Record<string, unknown>): string {
  const parts: string[] = []
  const add = (name: string, value: unknown) =>
    parts.push(`${key(name)}=${encodeURIComponent(scalar(value))}`)
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    if (name === 'properties' && Array.isArray(value)) {
      for (const p of value) {
        if (typeof p === 'string') add('properties[]', p)
        else {
          for (const [relation, fields] of Object.entries(p as Record<string, string[]>)) {
            for (const field of fields ?? []) add(`properties[${relation}][]`, field)
          }
        }
      }
    } else if (Array.isArray(value)) {
      const list = name.endsWith('[]') ? name : `${name}[]`
      for (const v of value) add(list, v)
    } else add(name, value)
  }
  return parts.join('&')
}

// ---------------------------------------------------------------------------------------------
// The client

const EXPIRED = 'Expired JWT Token'

export type CmsClient = ReturnType<typeof createCmsClient>

export function createCmsClient(options: CmsClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const send = options.fetch ?? ((request: Request) => fetch(request))
  let site = options.site
  let tokens: (Partial<TokenPair> & { token: string }) | null = options.tokens ?? null
  let refreshing: Promise<boolean> | null = null

  const isAuthRoute = (request: Request) =>
    /\/auth\/(token|refresh)$/.test(new URL(request.url).pathname)

  function withHeaders(request: Request): Request {
    const h = request.headers
    if (!h.has('X-Tenant-Id')) h.set('X-Tenant-Id', options.tenant)
    if (site && !h.has('X-Site-Id')) h.set('X-Site-Id', site)
    if (tokens && !isAuthRoute(request) && !h.has('Authorization')) {
      h.set('Authorization', `Bearer ${tokens.token}`)
    }
    return request
  }

  async function isExpired(response: Response): Promise<boolean> {
    if (response.status !== 401) return false
    const body = await response.clone().json().catch(() => null)
    return (body as Problem | null)?.detail === EXPIRED
  }

  /** Every request goes through here: headers, then one refresh and retry on an expired token. */
  async function transport(request: Request): Promise<Response> {
    const canRetry = Boolean(tokens?.refresh_token) && !isAuthRoute(request)
    const spare = canRetry ? request.clone() : null
    const used = tokens?.token
    const response = await send(withHeaders(request))
    if (!spare || !(await isExpired(response))) return response
    // a request sent with the old token, answered after another one's refresh, takes the new
    // pair: a second refresh would rotate the pair again for nothing
    if (tokens?.token === used && !(await refresh().catch(() => false))) return response
    if (!tokens) return response
    return send(withHeaders(spare))
  }

  const api: Client<paths> = createClient<paths>({
    baseUrl,
    fetch: transport,
    querySerializer: queryString,
  })

  function keep(pair: TokenPair): TokenPair {
    tokens = pair
    options.onTokens?.(pair)
    return pair
  }

  function pairOf(data: Partial<TokenPair> | undefined): TokenPair {
    if (!data?.token || !data.refresh_token) throw new Error('The service answered without a token pair')
    const { token, token_type = 'Bearer', expires_in = 0, refresh_token } = data
    return { token, token_type, expires_in, refresh_token }
  }

  /** POST /auth/token; the pair is kept for the next requests (and given to `onTokens`). */
  async function signIn(email: string, password: string): Promise<TokenPair> {
    return keep(pairOf(await ok(api.POST('/auth/token', { body: { email, password } }))))
  }

  /**
   * POST /auth/refresh with the kept refresh token. Refresh tokens rotate (each works once), so
   * concurrent callers share one request. Resolves to false, forgetting the tokens, when refused.
   */
  function refresh(): Promise<boolean> {
    const refreshToken = tokens?.refresh_token
    if (!refreshToken) return Promise.resolve(false)
    refreshing ??= (async () => {
      try {
        const body = { refresh_token: refreshToken }
        const { data, response } = await api.POST('/auth/refresh', { body })
        if (response.ok) return Boolean(keep(pairOf(data)))
        if (response.status >= 500) return false
        tokens = null
        options.onTokens?.(null)
        return false
      } finally {
        refreshing = null
      }
    })()
    return refreshing
  }

  function readQuery<T>(read: ReadOptions<T> | undefined, extra: Record<string, unknown> = {}) {
    const locale = read?.locale ?? options.locale
    const fallback = read?.fallback ?? options.fallback
    return {
      ...extra,
      locale,
      fallback: fallback === false ? 'false' : undefined,
      properties: read?.properties,
    }
  }

  // openapi-fetch's per-path types are exact; these generic helpers reach it through `call`
  const request = api.request as (method: Method, path: string, init: unknown) => Promise<Answer>
  const call = (method: Method, path: string, init: Record<string, unknown>) =>
    ok(request(method, path, init))

  /** GET an item (or any non-collection resource), e.g. `get('/admin/articles/{id}', { id })`. */
  async function get<P extends PathsWith<'get'>>(
    path: P,
    ...args: Args<P, 'get', ReadOptions<Item<P>>>
  ): Promise<Item<P>> {
    const [params, read] = splitArgs<ReadOptions<Item<P>>>(path, args)
    const init = { params: { path: params, query: readQuery(read) }, headers: read?.headers }
    return (await call('get', path, init)) as Item<P>
  }

  type PageOptions<P extends CollectionPath> = ListOptions<P> & { page?: number }

  function firstPage<P extends CollectionPath>(path: P, params: unknown, opts?: PageOptions<P>) {
    const query = readQuery(opts, { ...opts?.filters, page: opts?.page, per_page: opts?.perPage })
    return call('get', path, { params: { path: params, query }, headers: opts?.headers })
  }

  /** GET one page of a collection, with `hydra:totalItems` and `hydra:view`. */
  async function page<P extends CollectionPath>(
    path: P,
    ...args: Args<P, 'get', PageOptions<P>>
  ): Promise<Item<P>> {
    const [params, opts] = splitArgs<PageOptions<P>>(path, args)
    return (await firstPage(path, params, opts)) as Item<P>
  }

  /**
   * Every member of a collection, page after page, following `hydra:next` (the service keeps
   * the query in it): `for await (const article of cms.list('/public/articles')) …`.
   */
  async function* list<P extends CollectionPath>(
    path: P,
    ...args: Args<P, 'get', ListOptions<P>>
  ): AsyncGenerator<Member<P>, void, undefined> {
    type Page = { 'hydra:member': Member<P>[]; 'hydra:view'?: { 'hydra:next'?: string } }
    const [params, opts] = splitArgs<ListOptions<P>>(path, args)
    let current = (await firstPage(path, params, opts)) as Page
    for (;;) {
      yield* current['hydra:member']
      const next = current['hydra:view']?.['hydra:next']
      if (!next) return
      const url = next.startsWith('/') ? baseUrl + next : next
      const response = await transport(new Request(url, { headers: opts?.headers }))
      const body: unknown = await bodyOf(response)
      if (!response.ok) throw problemError(response, body)
      current = body as Page
    }
  }

  /**
   * POST a new item to a collection; resolves to the created item. An upload
   * (`/admin/media`) takes a `FormData` with its `file` (and `alt`, `visibility`, `focal_point`).
   */
  function create<P extends PathsWith<'post'>>(
    path: P,
    body: RequestBody<Op<P, 'post'>> | FormData,
    ...args: Args<P, 'post', { headers?: Record<string, string> }>
  ): Promise<Success<Op<P, 'post'>>> {
    const [params, opts] = splitArgs<{ headers?: Record<string, string> }>(path, args)
    // a form goes as multipart/form-data, its boundary set by fetch
    const form = body instanceof FormData ? { bodySerializer: (b: FormData) => b } : {}
    const init = { params: { path: params }, body, headers: opts?.headers, ...form }
    return call('post', path, init) as Promise<Success<Op<P, 'post'>>>
  }

  type WriteOptions = { headers?: Record<string, string>; ifMatch?: string }
  const writeHeaders = (opts?: WriteOptions) =>
    opts?.ifMatch ? { ...opts.headers, 'If-Match': opts.ifMatch } : opts?.headers

  /** PATCH: only the fields given change. `ifMatch`: the ETag you edit (else 412). */
  function update<P extends PathsWith<'patch'>>(
    path: P,
    params: PathParams<P, 'patch'>,
    body: RequestBody<Op<P, 'patch'>>,
    opts?: WriteOptions,
  ): Promise<Success<Op<P, 'patch'>>> {
    const init = { params: { path: params }, body, headers: writeHeaders(opts) }
    return call('patch', path, init) as Promise<Success<Op<P, 'patch'>>>
  }

  /** PUT: the item is replaced (absent fields return to their defaults). */
  function replace<P extends PathsWith<'put'>>(
    path: P,
    params: PathParams<P, 'put'>,
    body: RequestBody<Op<P, 'put'>>,
    opts?: WriteOptions,
  ): Promise<Success<Op<P, 'put'>>> {
    const init = { params: { path: params }, body, headers: writeHeaders(opts) }
    return call('put', path, init) as Promise<Success<Op<P, 'put'>>>
  }

  /** DELETE an item. */
  async function remove<P extends PathsWith<'delete'>>(
    path: P,
    params: PathParams<P, 'delete'>,
    opts?: WriteOptions,
  ): Promise<void> {
    await call('delete', path, { params: { path: params }, headers: writeHeaders(opts) })
  }

  const feedPath = (feed: Feed | undefined) => (feed === 'public' ? '/public/changes' : '/admin/changes')
  const feedQuery = (opts: ChangesOptions | undefined, after: string | undefined) => {
    const query = queryString({ after, resource: opts?.resources?.join(','), per_page: opts?.perPage })
    return query ? `?${query}` : ''
  }

  /**
   * The change feed (`/admin/changes`, or `/public/changes` with `feed: 'public'`), oldest first,
   * after `after`, following `hydra:next`. Keep the last change's `cursor` to continue later.
   */
  async function* changes<F extends Feed = 'admin'>(opts?: ChangesOptions<F>): AsyncGenerator<ChangeOf<F>, void, undefined> {
    let url: string | undefined = `${baseUrl}${feedPath(opts?.feed)}${feedQuery(opts, opts?.after)}`
    while (url) {
      const response = await transport(new Request(url, { headers: opts?.headers }))
      const body: unknown = await bodyOf(response)
      if (!response.ok) throw problemError(response, body)
      const page = body as { 'hydra:member': ChangeOf<F>[]; 'hydra:view'?: { 'hydra:next'?: string } }
      yield* page['hydra:member']
      const next = page['hydra:view']?.['hydra:next']
      url = next ? (next.startsWith('/') ? baseUrl + next : next) : undefined
    }
  }

  /**
   * The live change stream (Server-Sent Events over fetch, so the token is sent), as an async
   * iterator that never ends by itself: a dropped connection is reopened with the last cursor
   * (`Last-Event-ID`), so every change arrives once. Stop it with `signal` or by leaving the loop.
   * A cursor the service no longer keeps throws a 410 `CmsProblemError`: read the feed again.
   */
  async function* stream<F extends Feed = 'admin'>(opts?: StreamOptions<F>): AsyncGenerator<ChangeOf<F>, void, undefined> {
    let cursor = opts?.after
    let retryMs = opts?.reconnectMs ?? 2000
    const signal = opts?.signal
    while (!signal?.aborted) {
      const headers: Record<string, string> = { Accept: 'text/event-stream', ...opts?.headers }
      if (cursor !== undefined) headers['Last-Event-ID'] = cursor
      let response: Response
      try {
        response = await transport(new Request(`${baseUrl}${feedPath(opts?.feed)}/stream${feedQuery(opts, undefined)}`, { headers, signal }))
      } catch {
        if (signal?.aborted) return
        await pause(retryMs, signal)
        continue
      }
      if (response.status === 503) {
        await response.body?.cancel()
        await pause(Number(response.headers.get('Retry-After') ?? 1) * 1000, signal)
        continue
      }
      if (!response.ok || !response.body) throw problemError(response, await bodyOf(response))
      try {
        for await (const event of serverSentEvents(response.body)) {
          if (event.retry !== undefined) retryMs = opts?.reconnectMs ?? event.retry
          // an id without data (the first frame) still moves the cursor, as in an EventSource
          if (event.id !== undefined) cursor = event.id
          if (event.data === undefined) continue
          yield JSON.parse(event.data) as ChangeOf<F>
        }
      } catch {
        // the connection broke: reopened below with the last cursor
      }
      if (signal?.aborted) return
      await pause(retryMs, signal)
    }
  }

  return {
    /** The openapi-fetch client over every operation: `{ data, error, response }` per call. */
    api,
    signIn,
    refresh,
    signOut(): void {
      tokens = null
      options.onTokens?.(null)
    },
    /** The kept token pair (to save it across restarts), or null. */
    get tokens(): Readonly<Partial<TokenPair>> | null {
      return tokens
    },
    /** Switches the `X-Site-Id` of the next requests (`undefined`: the tenant's default site). */
    setSite(uuid: string | undefined): void {
      site = uuid
    },
    get,
    page,
    list,
    create,
    update,
    replace,
    remove,
    changes,
    stream,
  }
}

/** Which change feed: every write the user may see (`admin`) or what the public sees. */
export type Feed = 'admin' | 'public'
export type Change = components['schemas']['Change']
export type PublicChange = components['schemas']['PublicChange']
type ChangeOf<F extends Feed> = F extends 'public' ? PublicChange : Change

export type ChangesOptions<F extends Feed = Feed> = {
  feed?: F
  /** Only the changes after this cursor (a change's `cursor`). */
  after?: string
  /** Only these resources, e.g. `['articles', 'pages']`. */
  resources?: readonly string[]
  perPage?: number
  headers?: Record<string, string>
}

export type StreamOptions<F extends Feed = Feed> = Omit<ChangesOptions<F>, 'perPage'> & {
  signal?: AbortSignal
  /** The wait before reconnecting, in ms (default: the service's `retry:`). */
  reconnectMs?: number
}

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })

type ServerSentEvent = { id?: string; event?: string; data?: string; retry?: number }

/** Parses a text/event-stream body (the WHATWG rules: fields per line, events end at a blank line). */
async function* serverSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const decoder = new TextDecoder()
  let buffer = ''
  let event: ServerSentEvent = {}
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true })
    let newline: number
    while ((newline = buffer.search(/\r\n|\r|\n/)) !== -1) {
      // a CR that ends the chunk may be the first half of CRLF
      if (buffer[newline] === '\r' && newline === buffer.length - 1) break
      const line = buffer.slice(0, newline)
      buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1))
      if (line === '') {
        if (event.data !== undefined || event.retry !== undefined) yield event
        event = {}
        continue
      }
      if (line.startsWith(':')) continue
      const colon = line.indexOf(':')
      const field = colon === -1 ? line : line.slice(0, colon)
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '')
      if (field === 'data') event.data = event.data === undefined ? value : `${event.data}\n${value}`
      else if (field === 'id') event.id = value
      else if (field === 'event') event.event = value
      else if (field === 'retry' && /^\d+$/.test(value)) event.retry = Number(value)
    }
  }
}

/** `[params, options?]` for a path with parameters, `[options?]` for one without. */
function splitArgs<O>(path: string, args: readonly unknown[]): [unknown, O | undefined] {
  return path.includes('{') ? [args[0], args[1] as O | undefined] : [undefined, args[0] as O | undefined]
}
