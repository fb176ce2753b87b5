/** Rules about a tenant's users that need the database (CONTRACT §6). */
import type { Database } from 'bun:sqlite'
import { problem } from '../lib/problem'
import { endSessionsByEmail } from '../store/tokens'
import { countOtherActiveWithRole, noteRightsLowered, userByEmail } from '../store/users'
import { bestRank } from '../registry/policy'
import type { Values } from '../registry/define'

export const ADMIN = 'ROLE_CMS_ADMIN'

/** The tenant's last administrator cannot be removed, disabled or demoted (409). */
export function assertNotLastAdmin(db: Database, selfUuid: string): void {
  if (countOtherActiveWithRole(db, ADMIN, selfUuid) === 0) {
    throw problem.conflict("The tenant's last administrator cannot be removed, disabled or demoted.")
  }
}

/** The same rule for a user known by its (stored) email. */
export function assertNotLastAdminByEmail(db: Database, email: string): void {
  assertNotLastAdmin(db, userByEmail(db, email)!.uuid)
}

/** Ends the sessions of the user with this email: their refresh tokens and earlier access tokens stop working. */
export const endSessionsOf = (db: Database, email: string): void => endSessionsByEmail(db, email)

/** Whether a write takes rights away: a lower highest role, or an active account disabled. */
export function rightsTaken(current: Values, values: Values): boolean {
  if (current.status === 'active' && values.status !== undefined && values.status !== 'active') return true
  return bestRank((values.roles ?? []) as string[]) > bestRank((current.roles ?? []) as string[])
}

export { noteRightsLowered }
