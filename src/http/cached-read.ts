/**
 * GETs of resources answered through the read cache (store/read-cache.ts, docs/delivery.md):
 * the key of a representation is everything it depends on besides the database.
 */
import { linkPeriod } from '../domain/media-urls'
import { stringifyBody } from '../lib/raw-json'
import type { ResourceDef } from '../registry/define'
import { RESOURCES } from '../resources'
import type { CachedText } from '../store/read-cache'
import { nextVisibleChange, readRepresentation, representationTag, taggedText, type Scope } from '../store/repository'
import type { RequestContext } from './context'

/** Resources whose published rows show on /public once their date has come. */
const DATED = RESOURCES.filter((def) => def.public?.visible === 'published-and-due')

/**
 * The representation of `body()` (null: not found) as text with its ETag, from the cache when the
 * database has not changed since it was made. `language`: the `Content-Language` it is sent with.
 */
export function cachedRepresentation(rc: RequestContext, scope: Scope, def: ResourceDef, language: string | undefined, body: () => unknown): CachedText | null {
  const store = rc.app.readCache
  const make = (): CachedText | null => {
    const value = body()
    if (value === null) return null
    const text = stringifyBody(value)
    // a /public read without preview shows rows whose date has come: one may come before any write
    const dated = store && scope.prefix === '/public' && !scope.preview
    return { text, etag: representationTag(taggedText(def, text), language), tags: scope.tags?.list(), until: dated ? nextVisibleChange(scope, DATED) : undefined }
  }
  if (!store) return make()
  const query = rc.url.params.size === 0 ? '' : rc.url.params.toString()
  const key = `${rc.url.path}\u0000${query}\u0000${scope.siteId}\u0000${scope.preview ? 1 : 0}\u0000${linkPeriod()}`
  return readRepresentation(scope, def, { store, key }, make)
}
