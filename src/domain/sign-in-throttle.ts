/**
 * Sign-in throttling per account (CONTRACT §14): 5 failed sign-ins for one email within 15
 * minutes lock that email's sign-in for 15 minutes; while locked, even the right password gets
 * 429. The state lives in the tenant database, in write transactions, so every process serving
 * the tenant counts the same attempts. Unknown emails are counted and locked exactly like known
 * ones, so the answers never tell whether an account exists; only known accounts get audit
 * events (`user.login_failed`, `user.locked`).
 */
import type { Database } from 'bun:sqlite'
import { problem } from '../lib/problem'
import type { ItemOperation } from '../registry/define'
import { toIso } from '../lib/time'
import { newUuid } from '../lib/uuid'
import { insertEvent } from '../store/events'
import { writeTransaction } from '../store/orm'
import {
  pruneThrottleStates,
  putThrottleState,
  removeThrottleState,
  setUserLockedUntil,
  throttleState,
  type ThrottleState,
} from '../store/sign-in-throttle'
import type { UserRow } from '../store/users'

export const SIGN_IN_THROTTLE = { failures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const

const hashOf = (email: string) => new Bun.CryptoHasher('sha256').update(email).digest('hex')

/** The email as sign-in looks it up. */
export const normalisedEmail = (email: string) => email.trim().toLowerCase()

function lockedProblem(until: number, now: number) {
  const retryAfter = Math.max(1, Math.ceil((until - now) / 1000))
  return problem.signInLocked(retryAfter, { limit: SIGN_IN_THROTTLE.failures, remaining: 0, reset: Math.ceil(until / 1000) })
}

const isLocked = (state: ThrottleState | null, now: number): state is ThrottleState & { lockedUntil: number } =>
  state?.lockedUntil != null && state.lockedUntil > now

/** Throws the 429 when the (normalised) email's sign-in is locked, before any password is checked. */
export function assertSignInOpen(db: Database, email: string, now = Date.now()): void {
  const state = throttleState(db, hashOf(email))
  if (isLocked(state, now)) throw lockedProblem(state.lockedUntil, now)
}

function userEvent(db: Database, user: UserRow, event: string, data: Record<string, unknown>, now: number): void {
  insertEvent(db, {
    uuid: newUuid(),
    event,
    resource: 'users',
    entityUuid: user.uuid,
    siteId: null,
    // note: nobody is signed in yet: the event names the account, not an actor
    actorType: null,
    actorId: null,
    actorLabel: null,
    occurredAt: now,
    data: JSON.stringify({ '@id': `/admin/users/${user.uuid}`, '@type': 'User', id: user.uuid, email: user.email, ...data }),
  })
}

/**
 * Counts a failed sign-in; the fifth within the window locks the email. `user` is the account
 * when the email is known (its audit events), null otherwise; `ip` is the client's address as
 * the rate limiter counts it, for the audit data.
 */
export function noteFailedSignIn(db: Database, email: string, user: UserRow | null, ip: string, now = Date.now()): void {
  writeTransaction(db, () => {
    const hash = hashOf(email)
    const state = throttleState(db, hash)
    // note: a concurrent attempt may have locked it meanwhile; the lock stands as it is
    if (isLocked(state, now)) return
    const failures = [...(state?.failures ?? []).filter((at) => at > now - SIGN_IN_THROTTLE.windowMs), now]
    const locks = failures.length >= SIGN_IN_THROTTLE.failures
    const lockedUntil = locks ? now + SIGN_IN_THROTTLE.lockMs : null
    putThrottleState(db, hash, { failures: locks ? [] : failures, lockedUntil }, now)
    if (user) {
      userEvent(db, user, 'user.login_failed', { failures: failures.length, ip }, now)
      if (locks) {
        setUserLockedUntil(db, user.email, lockedUntil)
        userEvent(db, user, 'user.locked', { locked_until: toIso(lockedUntil), ip }, now)
      }
    }
    // rows untouched for a window are over (a lock lasts one window): the table stays small
    if (!state) pruneThrottleStates(db, now - Math.max(SIGN_IN_THROTTLE.windowMs, SIGN_IN_THROTTLE.lockMs))
  })
}

/**
 * A sign-in whose password was right: refused if a lock came meanwhile (another process, a
 * concurrent attempt), else the email's failures are forgotten.
 */
export function noteSignedIn(db: Database, email: string, now = Date.now()): void {
  writeTransaction(db, () => {
    const hash = hashOf(email)
    const state = throttleState(db, hash)
    if (isLocked(state, now)) throw lockedProblem(state.lockedUntil, now)
    if (state) removeThrottleState(db, hash)
  })
}

/** Lifts the lock and forgets the failures of a user's email (administrators' unlock). */
export function unlockSignIn(db: Database, email: string): void {
  removeThrottleState(db, hashOf(normalisedEmail(email)))
  setUserLockedUntil(db, email, null)
}

/** `POST /admin/users/{uuid}/unlock` (administrators): the lock goes, with a `user.unlocked` event. */
export const unlock: ItemOperation = {
  method: 'POST',
  path: 'unlock',
  action: 'update',
  summary: 'Lifts the sign-in lock that failed sign-ins put on the user, and forgets those failures.',
  apply(current, ctx) {
    unlockSignIn(ctx.db, current.email as string)
    return {}
  },
  events: (singular) => [`${singular}.unlocked`],
}
