/**
 * API keys at request time (CONTRACT §3): a `cms_…` bearer is looked up by its SHA-256 in the
 * tenant's database; a revoked (deleted) or expired key is refused at its next request. The key
 * is its own principal (rate-limit bucket, audit actor) but acts for a user, its owner (the one
 * who made it, or the owner of the key that made it): it stops when that user is disabled or
 * deleted, and never acts above the user's highest role of the moment (docs/events.md).
 */
import type { Database } from 'bun:sqlite'
import { faultOf } from '../lib/faults'
import { problem } from '../lib/problem'
import type { Actor, HookCtx } from '../registry/define'
import type { Row } from '../registry/types'
import { bestRank, roleRank, ROLES } from '../registry/policy'
import { userByUuid } from '../store/users'
import { apiKeyByHash, apiKeyByUuid, noteApiKeyUse, setApiKeyOwner, type ApiKeyRow } from '../store/api-keys'
import { sha256 } from './auth'

export type ApiKey = ApiKeyRow

// note: last_used_at is refreshed at most once a minute, so reads stay reads
const TOUCH_EVERY_MS = 60_000

/** The key a `cms_…` bearer names, or null; looked up once per request (rate limit and auth). */
export const findApiKey = (db: Database, token: string): ApiKey | null => apiKeyByHash(db, sha256(token))

/** A key that exists and has not expired: the request then has the key's own rate-limit bucket. */
export const isUsable = (key: ApiKey | null, now = Date.now()): key is ApiKey =>
  key !== null && (key.expiresAt === null || key.expiresAt > now)

/**
 * The roles a key acts with now: its own, each above its owner's highest brought down to it (an
 * administrator's key acts as an editor while its user is one); null when the owner is disabled
 * or deleted. A key made before owners were recorded (no owner) has its own roles.
 */
export function keyRoles(db: Database, key: ApiKey): string[] | null {
  const roles = JSON.parse(key.roles) as string[]
  if (key.ownerId === null) return roles
  const owner = userByUuid(db, key.ownerId)
  if (!owner || owner.status !== 'active') return null
  const best = bestRank(JSON.parse(owner.roles) as string[])
  if (best === Infinity) return []
  return [...new Set(roles.map((r) => (roleRank(r) < best ? ROLES[best]! : r)))]
}

/** The key as the request's actor, or the 401 of a missing or expired key, or one whose user is gone. */
export function apiKeyActor(db: Database, key: ApiKey | null, now = Date.now()): Actor {
  if (!key) throw problem.invalidToken('Invalid API key.')
  if (key.expiresAt !== null && key.expiresAt <= now)
    throw problem.invalidToken('Expired API key.')
  const roles = keyRoles(db, key)
  if (roles === null) throw problem.invalidToken("The API key's user is disabled or deleted.")
  if (key.lastUsedAt === null || key.lastUsedAt < now - TOUCH_EVERY_MS) {
    try {
      noteApiKeyUse(db, key.id, now)
    } catch (err) {
      // a full disk or a held write lock must not fail a read: a later request records the use
      if (!faultOf(err)) throw err
    }
  }
  return { type: 'api_key', id: key.uuid, label: key.name, roles }
}

/** A new key acts for the user who made it, or for the user the key that made it acts for. */
export function ownedByItsMaker(row: Row, ctx: HookCtx): void {
  if (row.version !== 1 || row.owner_id !== null || !ctx.actor) return
  const owner = ctx.actor.type === 'user' ? ctx.actor.id : ctx.actor.type === 'api_key' ? (apiKeyByUuid(ctx.db, ctx.actor.id)?.ownerId ?? null) : null
  if (owner === null) return
  setApiKeyOwner(ctx.db, row.id, owner)
  // the answer to the create shows it
  row.owner_id = owner
}
