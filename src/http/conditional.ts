/** ETag, If-None-Match (304) and cache headers (CONTRACT §6, §8, §11). */
import { stringifyBody } from '../lib/raw-json'
import type { TagSet } from '../registry/cache-tags'
import type { CachedText } from '../store/read-cache'
import { representationTag } from '../store/repository'
import { jsonTextResponse, JSONLD, notModified } from './respond'

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
  const text = stringifyBody(body)
  return conditionalText(request, { text, etag: representationTag(text, extra['Content-Language']) }, extra, type)
}

/** `conditionalJson` of a representation already serialised, with its ETag (`representationTag`). */
export function conditionalText(request: Request, { text, etag }: CachedText, extra: Record<string, string> = {}, type = JSONLD): Response {
  const headers = { ETag: etag, ...extra }
  if (matches(request.headers.get('if-none-match'), etag)) return notModified(headers)
  return jsonTextResponse(text, 200, headers, type)
}

/**
 * Cache headers of /public responses (CONTRACT §8). The tenant, the site and preview mode are
 * chosen by request headers, so a shared cache must key on them (Vary); a preview response
 * holds drafts and must never be stored by a shared cache.
 */
/** What chooses a /public answer's content: a shared cache keys on them (docs/delivery.md). */
export const PUBLIC_VARY = 'X-Tenant-Id, X-Site-Id, X-Preview-Token'

export function publicCache(preview: boolean, tags?: TagSet | readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {
    'Cache-Control': preview ? 'private, no-store' : 'public, max-age=60',
    Vary: PUBLIC_VARY,
  }
  return tags ? Object.assign(headers, tagHeaders(tags)) : headers
}

/**
 * CONTRACT §11: the cache tags of a /public response, for CDNs that purge by tag: `Cache-Tag`
 * (Cloudflare, Akamai) comma-separated, `Surrogate-Key` (Fastly) space-separated.
 */
export function tagHeaders(tags: TagSet | readonly string[]): Record<string, string> {
  const list = 'list' in tags ? tags.list() : tags
  return { 'Cache-Tag': list.join(','), 'Surrogate-Key': list.join(' ') }
}
