/** ETag, If-None-Match (304) and cache headers (CONTRACT §6, §8). */
import { etagOf } from '../store/repository'
import { jsonResponse, JSONLD } from './respond'

/** Does an If-None-Match / If-Match header list this tag (or `*`)? Weak prefixes compare equal. */
export function matches(header: string | null, etag: string): boolean {
  if (header === null) return false
  return header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '')
    return tag === '*' || tag === etag
  })
}

/** A cacheable GET: 304 when the client has it, else 200 with the ETag. */
export function conditionalJson(request: Request, body: unknown, extra: Record<string, string> = {}, type = JSONLD): Response {
  const etag = etagOf(body)
  const headers = { ETag: etag, ...extra }
  if (matches(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers })
  return jsonResponse(body, 200, headers, type)
}

export const PUBLIC_CACHE = { 'Cache-Control': 'public, max-age=60' }
