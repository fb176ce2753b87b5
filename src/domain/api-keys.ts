/**
 * API keys at request time (CONTRACT §3): a `cms_…` bearer is looked up by its SHA-256 in the
 * tenant's database; a revoked (deleted) or expired key is refused at its next request. The key
 * acts as its own principal: roles, rate-limit bucket and audit actor are the key's.
 */
import type { Database } from 'bun:sqlite'
import { problem } from '../lib/problem'
import type { Actor } from '../registry/define'
import { sha256 } from './auth'

type KeyRow = {
  id: number
  uuid: string
  name: string
  roles: string
  expires_at: number | null
  last_used_at: number | null
}

// note: last_used_at is refreshed at most once a minute, so reads stay reads
const TOUCH_EVERY_MS = 60_000

function findKey(db: Database, token: string): KeyRow | null {
  return db
    .query(
      'SELECT id, uuid, name, roles, expires_at, last_used_at FROM api_keys WHERE key_hash = ?',
    )
    .get(sha256(token)) as KeyRow | null
}

export function authenticateApiKey(db: Database, token: string, now = Date.now()): Actor {
  const key = findKey(db, token)
  if (!key) throw problem.unauthorized('Invalid API key.')
  if (key.expires_at !== null && key.expires_at <= now)
    throw problem.unauthorized('Expired API key.')
  if (key.last_used_at === null || key.last_used_at < now - TOUCH_EVERY_MS) {
    db.query('UPDATE api_keys SET last_used_at = ? WHERE id = ?').run(now, key.id)
  }
  return { type: 'api_key', id: key.uuid, label: key.name, roles: JSON.parse(key.roles) }
}

/** The key's uuid when it is valid now, else null (the request then counts against its IP). */
export function activeKeyId(db: Database, token: string, now = Date.now()): string | null {
  const key = findKey(db, token)
  return key && (key.expires_at === null || key.expires_at > now) ? key.uuid : null
}
