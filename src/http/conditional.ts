/** ETag, If-None-Match (304) and cache headers (CONTRACT §6, §8). */
import { etagOfText } from '../store/repository'
import { jsonTextResponse, JSONLD } from './respond'

/** Does an If-None-Match / If-Match header list this tag (or `*`)? Weak prefixes compare equal. */
export function matches(header: string | null, etag: string): boolean {
  if (header === null) return false
  return header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '')
    return tag === '*' || tag === etag
  })
}

/**
 * A cacheable GET: 304 when the client has it, else 200 with the ETag.
 * note: serialised once and hashed as text; hashing a second serialisation cost ~8 % of an item
 * read and ~10 % of a 30-item public list (bench/profile.ts).
 */
export function conditionalJson(request: Request, body: unknown, extra: Record<string, string> = {}, type = JSONLD): Response {
  const text = JSON.stringify(body)
  const etag = etagOfText(text)
  const headers = { ETag: etag, ...extra }
  if (matches(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers })
  return jsonTextResponse(text, 200, headers, type)
}

export const PUBLIC_CACHE = { 'Cache-Control': 'public, max-age=60' }
