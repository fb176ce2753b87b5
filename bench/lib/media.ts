import type { BenchInfo } from './info'
import { gradientPng } from './png'

type Fetch = (request: Request) => Promise<Response>

/**
 * Uploads a 1200×800 test image through the media route when this build has one; the path of
 * its thumbnail, or null (the runner then skips workload h).
 */
export async function uploadBenchImage(base: string, info: BenchInfo, send: Fetch = fetch): Promise<string | null> {
  const form = new FormData()
  form.append('file', new Blob([gradientPng(1200, 800)], { type: 'image/png' }), 'bench.png')
  const res = await send(
    new Request(`${base}/admin/media`, {
      method: 'POST',
      headers: { 'X-Tenant-Id': info.tenant, Authorization: `Bearer ${info.token}` },
      body: form,
    }),
  )
  const body = (await res.json().catch(() => null)) as { urls?: { thumbnail?: string } } | null
  if (res.status !== 201 || !body?.urls?.thumbnail) return null
  return body.urls.thumbnail.replace(/^https?:\/\/[^/]+/, '')
}
