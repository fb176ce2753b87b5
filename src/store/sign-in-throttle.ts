/** Failed sign-ins per email (migration 0007), as the sign-in throttle reads and writes them. */
import type { Database } from 'bun:sqlite'
import { eq, lt, sql } from 'drizzle-orm'
import { prepared } from './orm'
import { signInThrottle, users } from './schema/tenant'

export type ThrottleState = { failures: number[]; lockedUntil: number | null }

const stmts = prepared((orm) => ({
  get: orm
    .select({ failures: signInThrottle.failures, lockedUntil: signInThrottle.lockedUntil })
    .from(signInThrottle)
    .where(eq(signInThrottle.emailHash, sql.placeholder('hash')))
    .prepare(),
  put: orm
    .insert(signInThrottle)
    .values({ emailHash: sql.placeholder('hash'), failures: sql.placeholder('failures'), lockedUntil: sql.placeholder('lockedUntil'), updatedAt: sql.placeholder('now') })
    .onConflictDoUpdate({
      target: signInThrottle.emailHash,
      set: { failures: sql`excluded.failures`, lockedUntil: sql`excluded.locked_until`, updatedAt: sql`excluded.updated_at` },
    })
    .prepare(),
  remove: orm.delete(signInThrottle).where(eq(signInThrottle.emailHash, sql.placeholder('hash'))).prepare(),
  prune: orm.delete(signInThrottle).where(lt(signInThrottle.updatedAt, sql.placeholder('before'))).prepare(),
  lockUser: orm.update(users).set({ lockedUntil: sql`${sql.placeholder('until')}` }).where(eq(users.email, sql.placeholder('email'))).prepare(),
}))

export function throttleState(db: Database, hash: string): ThrottleState | null {
  const row = stmts(db).get.get({ hash })
  return row ? { failures: JSON.parse(row.failures) as number[], lockedUntil: row.lockedUntil } : null
}

export function putThrottleState(db: Database, hash: string, state: ThrottleState, now: number): void {
  stmts(db).put.run({ hash, failures: JSON.stringify(state.failures), lockedUntil: state.lockedUntil, now })
}

export function removeThrottleState(db: Database, hash: string): void {
  stmts(db).remove.run({ hash })
}

/** Drops the rows nothing happened to since `before` (their failures and locks are over). */
export function pruneThrottleStates(db: Database, before: number): void {
  stmts(db).prune.run({ before })
}

/** The user's `locked_until`, shown on the user (the throttle row stays the rule). */
export function setUserLockedUntil(db: Database, email: string, until: number | null): void {
  stmts(db).lockUser.run({ email, until })
}
