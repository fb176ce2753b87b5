/**
 * `GET /media/<tenant>/<file>` (CONTRACT "Media"): serves the files of a tenant's media items,
 * without the tenant pipeline (the tenant is in the path). Only names that belong to a row are
 * served, and only from that tenant's media folder; private items need a bearer token of the
 * tenant or a signed URL that has not expired. The bytes come from the tenant's files (folder or
 * bucket, store/media-store.ts), with `Range` and conditional requests answered alike.
 */
import type { Database } from 'bun:sqlite'
import type { Config } from '../config'
import { filesOf, uuidOfFileName } from '../domain/media-files'
import { backfillPlaceholder, lacksPlaceholder } from '../domain/media-placeholders'
import { TransformCaches, Transformer, removeTransformsOf } from '../domain/media-transforms'
import { ImageError } from '../lib/image'
import { EXTENSION_OF, MIME_OF, TRANSFORMABLE, makeTransform, parseTransform, planKey, planTransform, type FocalPoint, type TransformRequest, type TransformRules } from '../lib/image-transform'
import { verifyMediaSignature } from '../domain/media-urls'
import { TENANT_SLUG } from '../domain/tenants'
import type { ByteRange, FileStat, TenantFiles } from '../lib/file-store'
import { parseRange } from '../lib/http-range'
import type { Row } from '../registry/types'
import { mediaByUuid } from '../store/media-store'
import { fillPlaceholder } from '../store/media-placeholders'
import { openActive, withActive } from '../store/tenant-lease'
import { matches } from './conditional'
import type { AppContext } from './context'
import { exchangeOf } from './exchange'
import type { Identity } from './identity'
import { authenticate } from './pipeline'
import { problem } from '../lib/problem'
import { fileResponse } from './respond'

const PREFIX = '/media/'
/** Names never change content (a new upload is a new name), so public copies may be kept. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable'
const PRIVATE_CACHE = 'private, no-cache'
/** Types a browser could run script in when opened directly: always downloaded instead. */
const ATTACHMENT_TYPES = ['image/svg+xml']

const notFound = () => problem.notFound('File not found.')

/** Tenant and file name from the raw URL, before any decoding: `%2e%2e`, `%2f` never match. */
function splitPath(request: Request): { slug: string; name: string } {
  const url = request.url
  const pathStart = url.indexOf('/', url.indexOf('//') + 2)
  const query = url.indexOf('?', pathStart)
  const path = url.slice(pathStart, query === -1 ? undefined : query)
  const [slug = '', name = '', ...rest] = path.slice(PREFIX.length).split('/')
  if (!path.startsWith(PREFIX) || rest.length > 0) throw notFound()
  return { slug, name }
}

function checkPrivateAccess(app: AppContext, request: Request, identity: Identity, tenant: string, db: Database, name: string): void {
  const params = new URL(request.url).searchParams
  const signature = params.get('signature')
  const expires = params.get('expires')
  if (signature !== null && verifyMediaSignature(app.config.jwtSecret, tenant, name, expires, signature)) return
  // a token of the tenant (any role may read media) when the signature is absent or stale
  if (request.headers.get('authorization') !== null) {
    const actor = authenticate(identity, tenant, db)
    const exchange = exchangeOf(request)
    if (exchange) exchange.actor = actor
    return
  }
  if (signature !== null || expires !== null) throw problem.forbidden('The signature is invalid or has expired.')
  throw problem.unauthorized('JWT Token not found')
}

function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`
}

function headersFor(row: Row, file: { file: string; mime: string }, etag: string, modified: Date): Record<string, string> {
  const isOriginal = file.file === row.filename
  const attachment = ATTACHMENT_TYPES.includes(file.mime)
  const headers: Record<string, string> = {
    'Content-Type': file.mime === 'text/plain' ? 'text/plain; charset=utf-8' : file.mime,
    ETag: etag,
    'Last-Modified': modified.toUTCString(),
    'Cache-Control': row.visibility === 'private' ? PRIVATE_CACHE : PUBLIC_CACHE,
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': contentDisposition(attachment ? 'attachment' : 'inline', isOriginal ? row.original_filename : file.file),
  }
  // note: even opened directly, an SVG may not run script or load anything
  if (attachment) headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox"
  return headers
}

export function serveMediaFile(app: AppContext, request: Request, identity: Identity): Response | Promise<Response> {
  const { slug, name } = splitPath(request)
  const uuid = uuidOfFileName(name)
  if (!TENANT_SLUG.test(slug) || !uuid) throw notFound()
  // suspended and deleted tenants serve nothing, as for every other request (CONTRACT §4)
  const lease = openActive(app, slug)
  if (!lease) throw notFound()
  const exchange = exchangeOf(request)
  if (exchange) exchange.tenant = slug
  const { handle } = lease
  try {
    const row = mediaByUuid(handle.db, uuid)
    const file = row ? filesOf(row).find((f) => f.file === name) : undefined
    if (!row || !file) throw notFound()
    if (row.visibility === 'private') checkPrivateAccess(app, request, identity, slug, handle.db, name)
    // the query is read only when there is one: the plain file path stays as it was
    const query = request.url.includes('?') ? new URL(request.url).searchParams : null
    const transform = query ? parseTransform(query, transformRules(app.config)) : null
    const files = app.media.files(handle)
    // a transform is made here from the stored original; plain files may come from the bucket directly
    if (!transform && app.config.s3.redirect && app.media.kind === 's3') return redirectToBucket(app, files, row, file)
    const { mediaDir } = handle
    // what follows needs the row and the files, not the database: it may run after the release
    const respond = (stored: FileStat | null): Response | Promise<Response> => {
      if (!stored) throw notFound()
      const read = () => files.bytes(name)
      if (lacksPlaceholder(mediaDir, row)) schedulePlaceholder(app, slug, mediaDir, row, file.file === row.filename ? read : null)
      if (transform) return serveTransform(app, request, { slug, mediaDir }, row, file.file, transform, read)
      const size = stored.size
      const etag = `"${Bun.hash(`${name}:${size}:${stored.mtime.getTime()}`).toString(36)}"`
      return sendFile(request, (length, range) => files.body(name, length, range), size, etag, headersFor(row, file, etag, stored.mtime))
    }
    // note: a file on this disk is answered without an await, as before the store existed
    return files.statNow ? respond(files.statNow(name)) : files.stat(name).then(respond)
  } finally {
    lease.release()
  }
}

type BodyOf = (length: number, range?: ByteRange) => Blob | ReadableStream<Uint8Array> | Promise<Uint8Array<ArrayBuffer>>

const blobBody = (blob: Blob): BodyOf => (_length, range) => (range ? blob.slice(range.start, range.end + 1) : blob)

/** 304, a range (206/416) or the whole file, after the headers are known. */
function sendFile(request: Request, bodyOf: BodyOf, size: number, etag: string, headers: Record<string, string>): Response | Promise<Response> {
  if (matches(request.headers.get('if-none-match'), etag)) return fileResponse(null, 304, headers)
  const ifRange = request.headers.get('if-range')
  const range = ifRange === null || ifRange.trim() === etag ? parseRange(request.headers.get('range'), size) : null
  if (range === 'unsatisfiable') throw problem.rangeNotSatisfiable(size)
  const length = range ? range.end - range.start + 1 : size
  if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`
  const body = bodyOf(length, range ?? undefined)
  // note: bytes and files carry their length; a stream (a large object from a bucket) goes chunked
  const send = (b: Blob | ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>) => {
    if (!(b instanceof ReadableStream)) headers['Content-Length'] = String(length)
    return fileResponse(b, range ? 206 : 200, headers, length)
  }
  return body instanceof Promise ? body.then(send) : send(body)
}

const transformRules = (config: Config): TransformRules => ({ mode: config.transforms, max: config.transformMax, presets: config.transformPresets })

/** The process's transformer, made on first use (CLI commands never need one). */
export function transformerOf(app: AppContext): Transformer {
  const { metrics } = app
  app.transforms ??= new Transformer({
    index: app.transformNode?.index ?? new TransformCaches(app.config.transformCacheBytes),
    jobs: app.transformNode?.jobs,
    concurrency: app.config.transformConcurrency,
    waitMs: app.config.transformWaitMs,
    observe: metrics && ((result, seconds) => metrics.transform(result, seconds)),
  })
  return app.transforms
}

function focalPointOf(row: Row): FocalPoint {
  const stored = JSON.parse(row.focal_point ?? '{}') as Partial<FocalPoint>
  return { x: stored.x ?? 0.5, y: stored.y ?? 0.5 }
}

/** `?w=&h=&fit=&fm=&q=` or `?p=` on an image's original (CONTRACT §12). */
async function serveTransform(app: AppContext, request: Request, { slug, mediaDir }: { slug: string; mediaDir: string }, row: Row, name: string, transform: TransformRequest, read: () => Promise<Uint8Array>): Promise<Response> {
  if (name !== row.filename) throw problem.badRequest("Transforms apply to a media item's original file, not to its variants.")
  const mime = row.mime_type as string
  if (!TRANSFORMABLE.has(mime) || !row.width || !row.height) {
    throw problem.badRequest(`Transforms apply to JPEG, PNG, WebP and GIF images; this file is ${mime}.`)
  }
  const plan = planTransform(transform, { width: row.width, height: row.height, mime }, request.headers.get('accept'), focalPointOf(row))
  const key = planKey(plan)
  // the key holds every input of the result (size, crop from the focal point, format, quality)
  const etag = `"${Bun.hash(`${row.uuid}/${key}`).toString(36)}"`
  const headers: Record<string, string> = {
    'Content-Type': MIME_OF[plan.format],
    ETag: etag,
    'Cache-Control': row.visibility === 'private' ? PRIVATE_CACHE : PUBLIC_CACHE,
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': contentDisposition('inline', `${String(row.original_filename).replace(/\.[^.]*$/, '')}-${plan.width}x${plan.height}.${EXTENSION_OF[plan.format]}`),
  }
  if (plan.negotiated) headers.Vary = 'Accept'
  // the client holds it already: no need to make it
  if (matches(request.headers.get('if-none-match'), etag)) return fileResponse(null, 304, headers)
  let made
  try {
    made = await transformerOf(app).get(mediaDir, row.uuid, key, async () => makeTransform(await read(), mime, plan))
  } catch (err) {
    // an original removed with its item while the job waited: the file is unknown now, no failure
    throwIfDeleted(app, slug, mediaDir, row.uuid)
    if (err instanceof ImageError) throw problem.badRequest(`This image cannot be transformed: ${err.message}.`)
    throw err
  }
  // note: checked once a job's result is kept: a delete committed before is seen here (and its
  // late file removed here), one committed after removes the file itself. A file already kept
  // was there before the item was read at the start of this request, which a delete clears.
  if (made.made) throwIfDeleted(app, slug, mediaDir, row.uuid)
  headers['Last-Modified'] = made.mtime.toUTCString()
  return sendFile(request, blobBody(Bun.file(made.path)), made.size, etag, headers)
}

/** A 404 once the item (or its tenant) is gone, taking along what a late transform left in the cache. */
function throwIfDeleted(app: AppContext, slug: string, mediaDir: string, uuid: string): void {
  if (withActive(app, slug, (lease) => mediaByUuid(lease.handle.db, uuid) !== null)) return
  removeTransformsOf(mediaDir, uuid)
  throw notFound()
}

/**
 * An image uploaded before placeholders existed gets one after this response (not on its
 * path); a variant's request reads the original through the same store.
 */
function schedulePlaceholder(app: AppContext, slug: string, mediaDir: string, row: Row, readOriginal: (() => Promise<Uint8Array>) | null): void {
  const read = readOriginal ?? (() => {
    const files = withActive(app, slug, (lease) => app.media.files(lease.handle))
    return files ? files.bytes(row.filename) : Promise.reject(new Error('tenant not active'))
  })
  queueMicrotask(() => {
    void backfillPlaceholder(mediaDir, row, read, (placeholder) => {
      withActive(app, slug, (lease) => fillPlaceholder(lease.handle.db, row.uuid, placeholder))
    })
  })
}

/**
 * `CMS_S3_REDIRECT=1`: the bucket serves the bytes. The presigned URL carries the type and the
 * disposition the service would have sent, and expires after `CMS_S3_PRESIGN_TTL`; the redirect
 * itself is never stored, since it outlives nothing but that URL.
 */
function redirectToBucket(app: AppContext, files: TenantFiles, row: Row, file: { file: string; mime: string }): Response {
  const plain = headersFor(row, file, '', new Date(0))
  const location = files.presign(file.file, {
    ttlSeconds: app.config.s3.presignTtlSeconds,
    type: plain['Content-Type'],
    disposition: plain['Content-Disposition'],
  })
  if (!location) throw notFound()
  return new Response(null, { status: 302, headers: { Location: location, 'Cache-Control': 'no-store' } })
}
