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

/** The path part of a target on this site (query and fragment aside); null for another host. */
const pathOf = (target: string): string | null => (target.startsWith('/') ? target.replace(/[?#].*$/, '') : null)

/** A path as compared: percent-encoding decoded (`/caf%C3%A9` and `/café` are one path). */
const keyOf = (path: string): string => decodedPath(path) ?? path

/**
 * The paths a visitor sent to `target` may ask the resolver for: as written or just its path (a
 * front end may pass `location.pathname` alone), each as typed, decoded or encoded.
 */
function askedFor(target: string): string[] {
  const forms: string[] = []
  for (const path of [target, pathOf(target)]) {
    if (path === null) continue
    const decoded = keyOf(path)
    forms.push(path, decoded, encodedPath(decoded))
  }
  return [...new Set(forms)]
}

const encodedPath = (path: string): string => {
  try {
    return encodeURI(path)
  } catch {
    return path // a lone surrogate: no encoded form
  }
}

const MAX_HOPS = 20

/**
 * An active redirect may not lead back to its own source, directly (`/a` → `/a`) or through the
 * site's other active redirects (`/a` → `/b` → `/a`): visitors would be sent round forever. Paths
 * are compared as the resolver matches them (`/caf%C3%A9` is `/café`; `/a?x=1` also reaches `/a`),
 * and the next hop is the redirect the resolver would pick.
 */
export function redirectLoop(def: ResourceDef, values: Values, ctx: HookCtx, current: Values | null): Violation[] {
  if (values.status !== 'active' || ctx.siteId === null) return []
  const source = values.source_path as string
  const sourceKey = keyOf(source)
  // the redirect being changed is stored under its old source: that path no longer leads on
  const moved = typeof current?.source_path === 'string' ? keyOf(current.source_path) : null
  const hops = [source]
  let next: string | null = values.target_path as string
  while (next !== null && next.startsWith('/') && hops.length <= MAX_HOPS) {
    hops.push(next)
    const asked = askedFor(next)
    if (asked.some((path) => keyOf(path) === sourceKey)) {
      return [{ propertyPath: 'target_path', message: `This redirect would loop: ${hops.join(' → ')}.`, code: CODES.loop }]
    }
    if (moved !== null && asked.some((path) => keyOf(path) === moved)) break
    let target: string | null = null
    for (const path of asked) if ((target = activeRedirectTarget(ctx.db, def, ctx.siteId, path)) !== null) break
    next = target
  }
  return []
}
