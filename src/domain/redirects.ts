/** The public redirect resolver (CONTRACT §8): a path → where to send the visitor. */
import { CODES, type Violation } from '../lib/problem'
import type { HookCtx, ResourceDef, Values } from '../registry/define'
import type { Scope } from '../store/repository'
import { activeRedirectTarget, hitRedirect, type RedirectHit } from '../store/resource-tables'

export type ResolvedRedirect = RedirectHit

/**
 * Finds the site's active redirect for `path` and counts the hit in the same statement, so
 * concurrent hits are never lost. Exact match on `source_path`, then on the path with its
 * percent-encoding decoded: browsers send `/caf%C3%A9` for the `/café` an editor typed. Null
 * when there is none.
 * note: the hit does not bump `version` or `updated_at`: it is traffic, not an edit.
 */
export function resolveRedirect(scope: Scope, path: string): ResolvedRedirect | null {
  const def = scope.lookup('redirects')
  const found = hitRedirect(scope.db, def, scope.siteId!, path)
  if (found || !path.includes('%')) return found
  const decoded = decodedPath(path)
  return decoded === null || decoded === path ? null : hitRedirect(scope.db, def, scope.siteId!, decoded)
}

function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path)
  } catch {
    return null
  }
}

/** The path a target leads to on this site (query and fragment aside); null for another host. */
const pathOf = (target: string): string | null => (target.startsWith('/') ? target.replace(/[?#].*$/, '') : null)

const MAX_HOPS = 20

/**
 * An active redirect may not lead back to its own source, directly (`/a` → `/a`) or through the
 * site's other active redirects (`/a` → `/b` → `/a`): visitors would be sent round forever.
 */
export function redirectLoop(def: ResourceDef, values: Values, ctx: HookCtx, current: Values | null): Violation[] {
  if (values.status !== 'active' || ctx.siteId === null) return []
  const source = values.source_path as string
  // the redirect being changed is stored under its old source: that path no longer leads on
  const moved = current?.source_path
  const hops = [source]
  let next = pathOf(values.target_path as string)
  while (next !== null && hops.length <= MAX_HOPS) {
    hops.push(next)
    if (next === source) {
      return [{ propertyPath: 'target_path', message: `This redirect would loop: ${hops.join(' → ')}.`, code: CODES.loop }]
    }
    if (next === moved) break
    const target = activeRedirectTarget(ctx.db, def, ctx.siteId, next)
    next = target === null ? null : pathOf(target)
  }
  return []
}
