/**
 * Media test helpers: uploads as a client sends them, raw file fetches (bytes, not text), and a
 * look at what a tenant holds on disk and in its table, to prove a refused upload left nothing.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { encodeImage, photoLike } from './test-images'
import type { ApiResponse, TestService } from './service'

export const text = (s: string) => new TextEncoder().encode(s)

/** A JPEG/PNG/WebP of the given size that compresses like a photo. */
export const image = (mime: 'image/jpeg' | 'image/png' | 'image/webp', width: number, height: number) =>
  encodeImage(photoLike(width, height), mime)

export type UploadOptions = {
  tenant: string
  token: string
  filename?: string
  /** What the client claims; never trusted by the service. */
  type?: string
  fields?: Record<string, string>
}

export function form(bytes: Uint8Array, opts: Omit<UploadOptions, 'tenant' | 'token'> = {}): FormData {
  const fd = new FormData()
  fd.append('file', new File([bytes as Uint8Array<ArrayBuffer>], opts.filename ?? 'upload.bin', { type: opts.type ?? 'application/octet-stream' }))
  for (const [k, v] of Object.entries(opts.fields ?? {})) fd.append(k, v)
  return fd
}

export function upload(t: TestService, bytes: Uint8Array, opts: UploadOptions): Promise<ApiResponse> {
  return t.api('POST', '/admin/media', { tenant: opts.tenant, token: opts.token, raw: form(bytes, opts) })
}

/** Uploads and expects a 201; returns the created media item. */
export async function uploaded(t: TestService, bytes: Uint8Array, opts: UploadOptions): Promise<any> {
  const res = await upload(t, bytes, opts)
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${res.text}`)
  return res.body
}

export type RawResponse = { status: number; headers: Headers; bytes: Uint8Array }

/** GET a file URL (root-relative, as in `urls`) without any tenant header. */
export async function fetchFile(t: TestService, url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const res = await t.service.fetch(new Request(`http://cms.test${url}`, { headers }))
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) }
}

export const mediaDir = (t: TestService, tenant: string) => join(t.dir, 'tenants', tenant, 'media')

/** The tenant's stored files (its folder or its objects in the bucket), as the service sees them. */
export const storedFiles = (t: TestService, tenant: string) => t.service.ctx.media.files({ slug: tenant, mediaDir: mediaDir(t, tenant) })

/**
 * What the tenant holds: every name in its media folder (uploads in progress included) and in
 * its store, and its media rows. Waits for removals the store does in the background.
 */
export async function holdings(t: TestService, tenant: string): Promise<{ files: string[]; rows: unknown[] }> {
  await t.service.ctx.media.settled()
  const names = new Set([...readdirSync(mediaDir(t, tenant)), ...(await storedFiles(t, tenant).list())])
  const rows = t.service.ctx.pool.with(tenant, (h) => h.db.query('SELECT * FROM media ORDER BY id').all())
  return { files: [...names].sort(), rows }
}
