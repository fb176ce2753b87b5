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

const BUSY = 'Too many sign-in attempts for this account at once. Please retry in a moment.'

function lockedProblem(until: number, now: number) {
  const retryAfter = Math.max(1, Math.ceil((until - now) / 1000))
  return problem.signInLocked(retryAfter, { limit: SIGN_IN_THROTTLE.failures, remaining: 0, reset: Math.ceil(until / 1000) })
}

const isLocked = (state: ThrottleState | null, now: number): state is ThrottleState & { lockedUntil: number } =>
  state?.lockedUntil != null && state.lockedUntil > now

/** An attempt under way: its failure is counted before its password is checked (`beginSignIn`). */
export type SignInAttempt = { email: string; ticket: number }

/**
 * The attempts of the window: failed ones by their time, those under way (whose password is
 * being checked) by their ticket, negated.
 */
const inWindow = (state: ThrottleState | null, now: number) => (state?.failures ?? []).filter((at) => Math.abs(at) > now - SIGN_IN_THROTTLE.windowMs)

/**
 * Admits an attempt before its password is checked, or throws the 429: when the email is locked,
 * or when its failed attempts and those under way already number five. note: checking first and
 * counting only after the slow password check let attempts sent side by side all pass the
 * check: 30 at once got 30 guesses, not 5. The ticket is the attempt's time, made unique.
 */
export function beginSignIn(db: Database, email: string, now = Date.now()): SignInAttempt {
  return writeTransaction(db, () => {
    const hash = hashOf(email)
    const state = throttleState(db, hash)
    if (isLocked(state, now)) throw lockedProblem(state.lockedUntil, now)
    const attempts = inWindow(state, now)
    if (attempts.length >= SIGN_IN_THROTTLE.failures) {
      // not locked (yet): the attempts under way may all succeed; a second tells whether they did
      if (attempts.some((at) => at < 0)) throw problem.signInLocked(1, { limit: SIGN_IN_THROTTLE.failures, remaining: 0, reset: Math.ceil(now / 1000) + 1 }, BUSY)
      throw lockedProblem(now + SIGN_IN_THROTTLE.lockMs, now)
    }
    const ticket = now + Math.random() * 0.5
    putThrottleState(db, hash, { failures: [...attempts, -ticket], lockedUntil: null }, now)
    return { email, ticket }
  })
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
 * A failed sign-in (counted by `beginSignIn`); the fifth within the window locks the email.
 * `user` is the account when the email is known (its audit events), null otherwise; `ip` is the
 * client's address as the rate limiter counts it, for the audit data.
 */
export function noteFailedSignIn(db: Database, attempt: SignInAttempt, user: UserRow | null, ip: string, now = Date.now()): void {
  writeTransaction(db, () => {
    const hash = hashOf(attempt.email)
    const state = throttleState(db, hash)
    // note: a concurrent attempt may have locked it meanwhile; the lock stands as it is
    if (isLocked(state, now)) return
    // this attempt is now a failure (also when a right password meanwhile forgot the others)
    const attempts = [...inWindow(state, now).filter((at) => at !== -attempt.ticket), attempt.ticket]
    const failures = attempts.filter((at) => at > 0)
    const locks = failures.length >= SIGN_IN_THROTTLE.failures
    const lockedUntil = locks ? now + SIGN_IN_THROTTLE.lockMs : null
    putThrottleState(db, hash, { failures: locks ? [] : attempts, lockedUntil }, now)
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
 * concurrent attempt), else the email's failures are forgotten, but for the attempts still under
 * way, whose outcome is not known yet.
 */
export function noteSignedIn(db: Database, attempt: SignInAttempt, now = Date.now()): void {
  writeTransaction(db, () => {
    const hash = hashOf(attempt.email)
    const state = throttleState(db, hash)
    if (isLocked(state, now)) throw lockedProblem(state.lockedUntil, now)
    const underWay = inWindow(state, now).filter((at) => at < 0 && at !== -attempt.ticket)
    if (underWay.length) putThrottleState(db, hash, { failures: underWay, lockedUntil: null }, now)
    else if (state) removeThrottleState(db, hash)
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
