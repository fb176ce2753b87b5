/** The public redirect resolver (CONTRACT §8): a path → where to send the visitor. */
import type { Scope } from '../store/repository'

export type ResolvedRedirect = { source_path: string; target_path: string; status_code: number }

/**
 * Finds the site's active redirect for `path` and counts the hit in the same statement, so
 * concurrent hits are never lost. Exact match on `source_path`. Null when there is none.
 * note: the hit does not bump `version` or `updated_at`: it is traffic, not an edit.
 */
export function resolveRedirect(scope: Scope, path: string): ResolvedRedirect | null {
  return scope.db
    .query(
      `UPDATE redirects SET hit_count = hit_count + 1
       WHERE site_id = ? AND source_path = ? AND status = 'active'
       RETURNING source_path, target_path, status_code`,
    )
    .get(scope.siteId, path) as ResolvedRedirect | null
}
