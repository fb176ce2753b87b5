/**
 * What the public sees of one row, as a rule on its values: the row-level twin of the SQL that
 * /public reads apply (http/scope.ts). The change feed (CONTRACT §13) records, with each event,
 * whether the write made an item appear, change or disappear for the public.
 */
import type { ResourceDef } from './define'
import type { Row } from './types'

/** Whether `row` (its stored columns) is visible on /public at `now`. */
export function isPubliclyVisible(def: ResourceDef, row: Row, now: number): boolean {
  const visible = def.public?.visible ?? 'all'
  if (visible === 'all') return true
  if (row.status !== 'published') return false
  return visible === 'published' || (typeof row.published_at === 'number' && row.published_at <= now)
}

export type PublicChange = 'upsert' | 'remove' | null

/**
 * What a write did for the public: `upsert` when the item is visible after it (it appeared or
 * changed while visible), `remove` when it was visible before and is not after, else nothing.
 * `before` null: the row is new; `after` null: it was deleted.
 */
export function publicChangeOf(def: ResourceDef, before: Row | null, after: Row | null, now: number): PublicChange {
  if (!def.public) return null
  if (after && isPubliclyVisible(def, after, now)) return 'upsert'
  if (before && isPubliclyVisible(def, before, now)) return 'remove'
  return null
}

/** The field that names an item on /public (`/public/articles/{slug}`). */
export const publicKeyOf = (def: ResourceDef, row: Row): string | null => {
  const column = def.fields[def.public?.key ?? 'slug']?.column
  return column && typeof row[column] === 'string' ? (row[column] as string) : null
}
