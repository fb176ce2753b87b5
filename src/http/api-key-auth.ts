/**
 * Wires API keys into the pipeline (authentication) and into stage 1 (rate-limit bucket).
 * Imported by app.ts (for the rate limiter), so the authenticator is in place before any request.
 */
import { activeKeyId, authenticateApiKey } from '../domain/api-keys'
import type { AppContext } from './context'
import { setApiKeyAuthenticator } from './pipeline'

setApiKeyAuthenticator((db, token) => authenticateApiKey(db, token))

/**
 * CONTRACT §3: a key is rate-limited as its own user. Resolved against the tenant the request
 * names; an unknown, revoked or expired key counts against the client's IP like any anonymous
 * request, so made-up keys cannot mint fresh buckets.
 */
export function apiKeyRateId(ctx: AppContext): (request: Request, token: string) => string | null {
  return (request, token) => {
    const slug = request.headers.get('x-tenant-id')?.trim()
    if (!slug) return null
    const tenant = ctx.registry.bySlug(slug)
    if (!tenant || tenant.status !== 'active') return null
    try {
      const id = ctx.pool.with(slug, (handle) => activeKeyId(handle.db, token), tenant)
      return id && `${slug}:${id}`
    } catch {
      // note: a tenant database that cannot open fails later, in the pipeline, as a problem
      return null
    }
  }
}
