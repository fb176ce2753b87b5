/** The public redirect resolver (CONTRACT §8): a path → where to send the visitor. */
import type { Scope } from '../store/repository'
import { hitRedirect, type RedirectHit } from '../store/resource-tables'

export type ResolvedRedirect = RedirectHit

/**
 * Finds the site's active redirect for `path` and counts the hit in the same statement, so
 * concurrent hits are never lost. Exact match on `source_path`. Null when there is none.
 * note: the hit does not bump `version` or `updated_at`: it is traffic, not an edit.
 */
export function resolveRedirect(scope: Scope, path: string): ResolvedRedirect | null {
  return hitRedirect(scope.db, scope.lookup('redirects'), scope.siteId!, path)
}
