/** Users of a tenant, as sign-in and the request pipeline read them (not the generic CRUD). */
import type { Database } from 'bun:sqlite'
import { and, eq, ne, sql } from 'drizzle-orm'
import { ormOf, prepared } from './orm'
import { users } from './schema/tenant'
import { remembered } from './snapshot-memo'

export type UserAuthRow = { id: number; uuid: string; email: string; roles: string; status: string; sessionsEndedAt: number | null }
export type UserRow = UserAuthRow & { name: string; password: string }

const auth = { id: users.id, uuid: users.uuid, email: users.email, roles: users.roles, status: users.status, sessionsEndedAt: users.sessionsEndedAt }
const full = { ...auth, name: users.name, password: users.password }

const stmts = prepared((orm) => ({
  // note: on every authenticated request
  byUuid: orm.select(auth).from(users).where(eq(users.uuid, sql.placeholder('uuid'))).prepare(),
  byEmail: orm.select(full).from(users).where(eq(users.email, sql.placeholder('email'))).prepare(),
  byId: orm.select(full).from(users).where(eq(users.id, sql.placeholder('id'))).prepare(),
  touchLogin: orm.update(users).set({ lastLoginAt: sql`${sql.placeholder('at')}` }).where(eq(users.id, sql.placeholder('id'))).prepare(),
}))

export const userByUuid = (db: Database, uuid: string): UserAuthRow | null => remembered(db, `user:${uuid}`, () => stmts(db).byUuid.get({ uuid }) ?? null)

export const userByEmail = (db: Database, email: string): UserRow | null => stmts(db).byEmail.get({ email }) ?? null

export const userById = (db: Database, id: number): UserRow | null => stmts(db).byId.get({ id }) ?? null

export function noteLogin(db: Database, userId: number, at: number): void {
  stmts(db).touchLogin.run({ id: userId, at })
}

/** How many active users other than `exceptUuid` hold `role` (the last-administrator rule). */
export function countOtherActiveWithRole(db: Database, role: string, exceptUuid: string): number {
  return ormOf(db)
    .select({ n: sql<number>`count(*)` })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        ne(users.uuid, exceptUuid),
        sql`exists (select 1 from json_each(${users.roles}) r where r.value = ${role})`,
      ),
    )
    .get()!.n
}

/** When a demotion or a disabling last took rights from the user with this uuid (ms); null: never. */
export function rightsLoweredAt(db: Database, uuid: string): number | null {
  const row = db.query('SELECT rights_lowered_at AS at FROM users WHERE uuid = ?').get(uuid) as { at: number | null } | null
  return row?.at ?? null
}

/** Records that rights were taken from a user (by email) or an API key (by uuid), now. */
export function noteRightsLowered(db: Database, table: 'users' | 'api_keys', by: { email: string } | { id: number }, at: number): void {
  if ('email' in by) db.query(`UPDATE ${table} SET rights_lowered_at = ? WHERE email = ?`).run(at, by.email)
  else db.query(`UPDATE ${table} SET rights_lowered_at = ? WHERE id = ?`).run(at, by.id)
}
