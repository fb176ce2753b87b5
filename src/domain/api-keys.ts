/**
 * API keys at request time (CONTRACT §3): a `cms_…` bearer is looked up by its SHA-256 in the
 * tenant's database; a revoked (deleted) or expired key is refused at its next request. The key
 * acts as its own principal: roles, rate-limit bucket and audit actor are the key's.
 */
import type { Database } from 'bun:sqlite'
import { problem } from '../lib/problem'
import type { Actor } from '../registry/define'
import { apiKeyByHash, noteApiKeyUse } from '../store/api-keys'
import { sha256 } from './auth'

// note: last_used_at is refreshed at most once a minute, so reads stay reads
const TOUCH_EVERY_MS = 60_000

const findKey = (db: Database, token: string) => apiKeyByHash(db, sha256(token))

export function authenticateApiKey(db: Database, token: string, now = Date.now()): Actor {
  const key = findKey(db, token)
  if (!key) throw problem.unauthorized('Invalid API key.')
  if (key.expiresAt !== null && key.expiresAt <= now)
    throw problem.unauthorized('Expired API key.')
  if (key.lastUsedAt === null || key.lastUsedAt < now - TOUCH_EVERY_MS) {
    noteApiKeyUse(db, key.id, now)
  }
  return { type: 'api_key', id: key.uuid, label: key.name, roles: JSON.parse(key.roles) }
}

/** The key's uuid when it is valid now, else null (the request then counts against its IP). */
export function activeKeyId(db: Database, token: string, now = Date.now()): string | null {
  const key = findKey(db, token)
  return key && (key.expiresAt === null || key.expiresAt > now) ? key.uuid : null
}
