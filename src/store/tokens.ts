/** Refresh tokens, stored as their SHA-256 (preview and access tokens are signed, not stored). */
import type { Database } from 'bun:sqlite'
import { eq, inArray } from 'drizzle-orm'
import { ormOf } from './orm'
import { refreshTokens, users } from './schema/tenant'

export function insertRefreshToken(db: Database, token: { userId: number; hash: string; expiresAt: number; now: number }): void {
  ormOf(db)
    .insert(refreshTokens)
    .values({ userId: token.userId, tokenHash: token.hash, expiresAt: token.expiresAt, createdAt: token.now })
    .run()
}

/** Removes a refresh token and returns whose it was, so it can be used once only (rotation). */
export function takeRefreshToken(db: Database, hash: string): { userId: number; expiresAt: number } | null {
  return (
    ormOf(db)
      .delete(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hash))
      .returning({ userId: refreshTokens.userId, expiresAt: refreshTokens.expiresAt })
      .get() ?? null
  )
}

/**
 * Removes every refresh token of the user with this email (a new password ends their sessions),
 * and notes when, so that their access tokens issued before end too (http/pipeline.ts).
 */
export function endSessionsByEmail(db: Database, email: string, now = Date.now()): void {
  const orm = ormOf(db)
  orm.update(users).set({ sessionsEndedAt: now }).where(eq(users.email, email)).run()
  orm
    .delete(refreshTokens)
    .where(inArray(refreshTokens.userId, orm.select({ id: users.id }).from(users).where(eq(users.email, email))))
    .run()
}
