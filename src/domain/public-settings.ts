/** The public settings of a site, as one object keyed by setting key (GET /public/settings). */
import type { Database } from 'bun:sqlite'

export function publicSettings(db: Database, siteId: number): Record<string, unknown> {
  const rows = db
    .query('SELECT key, value FROM settings WHERE site_id = ? AND is_public = 1 ORDER BY key')
    .all(siteId) as { key: string; value: string }[]
  return Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value)]))
}
