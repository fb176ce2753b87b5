/** Small lookups the request pipeline makes on every request; prepared once per database. */
import type { Database } from 'bun:sqlite'

export type SiteRow = { id: number; uuid: string; slug: string; name: string; status: string }
export type UserAuthRow = { id: number; uuid: string; email: string; roles: string; status: string }

export const userByUuid = (db: Database, uuid: string) =>
  db.query('SELECT id, uuid, email, roles, status FROM users WHERE uuid = ?').get(uuid) as UserAuthRow | null

export const activeSiteByUuid = (db: Database, uuid: string) =>
  db.query("SELECT id, uuid, slug, name, status FROM sites WHERE uuid = ? AND status = 'active'").get(uuid) as SiteRow | null

/** CONTRACT §4: without X-Site-Id, the first active site (lowest id). */
export const firstActiveSite = (db: Database) =>
  db.query("SELECT id, uuid, slug, name, status FROM sites WHERE status = 'active' ORDER BY id LIMIT 1").get() as SiteRow | null
