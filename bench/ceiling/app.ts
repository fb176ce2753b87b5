/**
 * The ceiling's request handling: plain routing over the URL, the per-request checks, then the
 * hand-written article queries. See bench/ceiling.ts.
 */
import type { Database } from 'bun:sqlite'
import { join, normalize } from 'node:path'
import { byUuid, list, present, publicBySlug, withContext } from './articles'
import { Fail, Store } from './db'
import { openSearch, search } from './search'
import { create, patchExcerpt } from './writes'

const LD = 'application/ld+json; charset=utf-8'

/** As the service: an ETag on items and public reads (`request` given: If-None-Match), none on admin lists. */
function json(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
  request?: Request,
  etagged = true,
): Response {
  const text = JSON.stringify(body)
  if (!etagged) return new Response(text, { status, headers: { 'Content-Type': LD, ...headers } })
  const etag = `"${Bun.hash(text).toString(36)}"`
  if (request && request.headers.get('if-none-match') === etag)
    return new Response(null, { status: 304, headers: { ETag: etag, ...headers } })
  return new Response(text, { status, headers: { 'Content-Type': LD, ETag: etag, ...headers } })
}

function problem(status: number, detail: string): Response {
  return new Response(
    JSON.stringify({ type: 'https://tools.ietf.org/html/rfc7807', title: 'Error', status, detail }),
    {
      status,
      headers: { 'Content-Type': 'application/problem+json' },
    },
  )
}

const ITEM = /^\/(admin|public)\/articles\/([^/]+)$/
const PUBLIC_CACHE = { 'Cache-Control': 'public, max-age=60' }

export function createCeiling(
  dataDir: string,
  opts: { fts: boolean },
): { fetch: (request: Request) => Promise<Response> } {
  const store = new Store(dataDir)
  let fts: Database | null = null

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const path = url.pathname
    if (path === '/health') return Response.json({ status: 'ok' })
    if (path.startsWith('/media/')) {
      // the tenant is in the path; no traversal out of its media folder
      const [, , slug, ...rest] = path.split('/')
      const tenant = store.tenant(slug ?? null)
      const name = decodeURIComponent(rest.join('/'))
      // the same query as the service: a name is served only if it belongs to a public item
      const row = tenant.db.query('SELECT * FROM media WHERE uuid = ?').get(name.slice(0, 36)) as {
        filename: string
        variants: string | null
        mime_type: string
        visibility: string
      } | null
      const variants = Object.values(JSON.parse(row?.variants ?? '{}') as Record<string, { file: string; mime: string }>)
      const mime = row?.filename === name ? row.mime_type : variants.find((v) => v.file === name)?.mime
      if (!row || !mime || row.visibility !== 'public') throw new Fail(404, 'Not found.')
      const file = normalize(join(tenant.mediaDir, name))
      if (!file.startsWith(tenant.mediaDir + '/')) throw new Fail(404, 'Not found.')
      const blob = Bun.file(file)
      if (!(await blob.exists())) throw new Fail(404, 'Not found.')
      return new Response(blob, {
        headers: {
          'Content-Type': mime,
          ETag: `"${blob.size}-${blob.lastModified}"`,
          'Cache-Control': 'public, max-age=31536000, immutable',
        },
      })
    }
    const tenant = store.tenant(request.headers.get('x-tenant-id'))
    const isAdmin = path.startsWith('/admin/')
    const user = isAdmin ? store.user(tenant, request.headers.get('authorization')) : null
    const siteId = store.siteId(tenant)
    const db = tenant.db
    if (path === '/admin/articles' || path === '/public/articles') {
      if (request.method === 'GET')
        return json(
          list(db, siteId, isAdmin ? '/admin' : '/public', path, url.searchParams),
          200,
          isAdmin ? {} : PUBLIC_CACHE,
          request,
          !isAdmin,
        )
      if (request.method === 'POST' && user) {
        const item = create(db, siteId, user, (await request.json()) as Record<string, unknown>)
        return json(item, 201, { Location: item['@id'] as string })
      }
    }
    if (path === '/public/search' && request.method === 'GET') {
      fts ??= opts.fts ? openSearch(dataDir, db) : null
      if (!fts) throw new Fail(404, 'No route found.')
      return json(search(fts, db, url.searchParams), 200, PUBLIC_CACHE, request)
    }
    const m = ITEM.exec(path)
    if (m && request.method === 'GET') {
      const row = isAdmin
        ? byUuid(db, siteId, m[2]!)
        : publicBySlug(db, siteId, decodeURIComponent(m[2]!))
      if (!row) throw new Fail(404, 'Article not found.')
      return json(
        withContext(present(db, [row], isAdmin ? '/admin' : '/public')[0]!),
        200,
        isAdmin ? {} : PUBLIC_CACHE,
        request,
      )
    }
    if (m && isAdmin && user && request.method === 'PATCH') {
      const item = patchExcerpt(
        db,
        siteId,
        user,
        m[2]!,
        (await request.json()) as Record<string, unknown>,
      )
      if (!item) throw new Fail(404, 'Article not found.')
      return json(item)
    }
    throw new Fail(404, `No route found for "${request.method} ${path}".`)
  }

  return {
    async fetch(request) {
      try {
        return await handle(request)
      } catch (err) {
        if (err instanceof Fail) return problem(err.status, err.detail)
        if (err instanceof SyntaxError)
          return problem(400, 'Syntax error: the request body is not valid JSON.')
        console.error(err)
        return problem(500, 'Internal Server Error')
      }
    },
  }
}
