/** The media part of the binary smoke test: upload a generated JPEG, fetch and decode its thumbnail. */
import { decodeImage, encodeImage, photoLike } from '../test/helpers/test-images'

type Check = (cond: unknown, what: string) => void

export async function smokeMedia(base: string, auth: Record<string, string>, check: Check): Promise<void> {
  const jpeg = await encodeImage(photoLike(1600, 900), 'image/jpeg')
  const form = new FormData()
  form.append('file', new File([jpeg as Uint8Array<ArrayBuffer>], 'photo.jpg', { type: 'image/jpeg' }))
  const headers = { 'X-Tenant-Id': auth['X-Tenant-Id']!, Authorization: auth.Authorization! }
  const res = await fetch(`${base}/admin/media`, { method: 'POST', headers, body: form })
  const media = (await res.json()) as { status: string; mime_type: string; width: number; urls: Record<string, string> }
  check(res.status === 201 && media.status === 'ready' && media.mime_type === 'image/jpeg' && media.width === 1600, 'image uploaded (201, ready, sniffed as JPEG)')
  const thumb = await fetch(`${base}${media.urls.thumbnail}`)
  const decoded = await decodeImage(new Uint8Array(await thumb.arrayBuffer()), thumb.headers.get('content-type') ?? '')
  check(thumb.status === 200 && decoded.width === 320, `thumbnail fetched and decoded, ${decoded.width} px wide`)
}
