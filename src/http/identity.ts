/**
 * Who a request says it is, worked out once per request in stage 1 (CONTRACT §4): the rate
 * limiter picks its bucket from it and the auth stage turns it into an actor, so a bearer token
 * is verified, and an API key looked up, once.
 */
import type { Config } from '../config'
import { findApiKey, type ApiKey } from '../domain/api-keys'
import { verifyJwt, type Verified } from '../domain/auth'
import { withActive, type TenantStores } from '../store/tenant-lease'

export type Identity =
  /** No `Authorization: Bearer …` header. */
  | { kind: 'none' }
  | { kind: 'jwt'; verified: Verified }
  /**
   * A `cms_…` key, looked up in the tenant that X-Tenant-Id names: its row, null when there is
   * no such key, undefined when it could not be looked up (no active tenant, database closed).
   */
  | { kind: 'api-key'; token: string; tenant: string; key: ApiKey | null | undefined }

export const NO_IDENTITY: Identity = { kind: 'none' }

export async function identify(stores: TenantStores, config: Config, request: Request): Promise<Identity> {
  const header = request.headers.get('authorization')
  // the scheme is case-insensitive (RFC 7235)
  if (!header || !/^bearer\s+\S/i.test(header)) return NO_IDENTITY
  const token = header.replace(/^bearer\s+/i, '').trim()
  if (!token.startsWith('cms_')) return { kind: 'jwt', verified: await verifyJwt(token, config.jwtSecret) }
  const tenant = request.headers.get('x-tenant-id')?.trim() ?? ''
  return { kind: 'api-key', token, tenant, key: tenant ? lookUpKey(stores, tenant, token) : undefined }
}

function lookUpKey(stores: TenantStores, slug: string, token: string): ApiKey | null | undefined {
  try {
    return withActive(stores, slug, (lease) => findApiKey(lease.handle.db, token))
  } catch {
    // note: a tenant database that cannot open fails later, in the tenant stage, as a problem
    return undefined
  }
}
