/**
 * API keys at request time (CONTRACT §3): a `cms_…` bearer is looked up by its SHA-256 in the
 * tenant's database; a revoked (deleted) or expired key is refused at its next request. The key
 * acts as its own principal: roles, rate-limit bucket and audit actor are the key's.
 */
import type { Database } from 'bun:sqlite'
import { faultOf } from '../lib/faults'
import { problem } from '../lib/problem'
import type { Actor } from '../registry/define'
import { apiKeyByHash, noteApiKeyUse, type ApiKeyRow } from '../store/api-keys'
import { sha256 } from './auth'

export type ApiKey = ApiKeyRow

// note: last_used_at is refreshed at most once a minute, so reads stay reads
const TOUCH_EVERY_MS = 60_000

/** The key a `cms_…` bearer names, or null; looked up once per request (rate limit and auth). */
export const findApiKey = (db: Database, token: string): ApiKey | null => apiKeyByHash(db, sha256(token))

/** A key that exists and has not expired: the request then has the key's own rate-limit bucket. */
export const isUsable = (key: ApiKey | null, now = Date.now()): key is ApiKey =>
  key !== null && (key.expiresAt === null || key.expiresAt > now)

/** The key as the request's actor, or the 401 of a missing or expired key. */
export function apiKeyActor(db: Database, key: ApiKey | null, now = Date.now()): Actor {
  if (!key) throw problem.invalidToken('Invalid API key.')
  if (key.expiresAt !== null && key.expiresAt <= now)
    throw problem.invalidToken('Expired API key.')
  if (key.lastUsedAt === null || key.lastUsedAt < now - TOUCH_EVERY_MS) {
    try {
      noteApiKeyUse(db, key.id, now)
    } catch (err) {
      // a full disk or a held write lock must not fail a read: a later request records the use
      if (!faultOf(err)) throw err
    }
  }
  return { type: 'api_key', id: key.uuid, label: key.name, roles: JSON.parse(key.roles) }
}
