/** API keys as the request pipeline reads them: by the SHA-256 of the bearer. */
import type { Database } from 'bun:sqlite'
import { eq, sql } from 'drizzle-orm'
import { prepared, writeTransaction } from './orm'
import { apiKeys } from './schema/tenant'

export type ApiKeyRow = { id: number; uuid: string; name: string; roles: string; expiresAt: number | null; lastUsedAt: number | null; ownerId: string | null; rightsLoweredAt: number | null }

const columns = {
  id: apiKeys.id,
  uuid: apiKeys.uuid,
  name: apiKeys.name,
  roles: apiKeys.roles,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
  ownerId: apiKeys.ownerId,
  rightsLoweredAt: apiKeys.rightsLoweredAt,
}

const stmts = prepared((orm) => ({
  // note: on every request made with an API key
  byHash: orm
    .select(columns)
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, sql.placeholder('hash')))
    .prepare(),
  // note: on /public requests with a preview token a key issued
  byUuid: orm
    .select(columns)
    .from(apiKeys)
    .where(eq(apiKeys.uuid, sql.placeholder('uuid')))
    .prepare(),
  setOwner: orm.update(apiKeys).set({ ownerId: sql`${sql.placeholder('owner')}` }).where(eq(apiKeys.id, sql.placeholder('id'))).prepare(),
  touch: orm.update(apiKeys).set({ lastUsedAt: sql`${sql.placeholder('at')}` }).where(eq(apiKeys.id, sql.placeholder('id'))).prepare(),
}))

export const apiKeyByHash = (db: Database, hash: string): ApiKeyRow | null => stmts(db).byHash.get({ hash }) ?? null

export const apiKeyByUuid = (db: Database, uuid: string): ApiKeyRow | null => stmts(db).byUuid.get({ uuid }) ?? null

export function noteApiKeyUse(db: Database, id: number, at: number): void {
  // a transaction, not a lone statement: it frees the thread's other write locks before it waits (orm.ts `flushOtherGroups`)
  writeTransaction(db, () => stmts(db).touch.run({ id, at }))
}

export function setApiKeyOwner(db: Database, id: number, owner: string): void {
  stmts(db).setOwner.run({ id, owner })
}
