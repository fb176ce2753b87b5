/** The public settings of a site, as one object keyed by setting key (GET /public/settings). */
import type { Scope } from '../store/repository'
import { publicSettingRows } from '../store/resource-tables'

export function publicSettings(scope: Scope): Record<string, unknown> {
  const rows = publicSettingRows(scope.db, scope.lookup('settings'), scope.siteId!)
  return Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value)]))
}
