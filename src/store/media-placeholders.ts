/** The one write media delivery makes: a placeholder for an image uploaded before they existed. */
import type { Database } from 'bun:sqlite'

/**
 * Derived data, not an edit: no version bump, revision or event. note: only while still empty, so
 * a placeholder made at upload is never replaced.
 */
export function fillPlaceholder(db: Database, uuid: string, placeholder: string): void {
  db.query('UPDATE media SET placeholder = ? WHERE uuid = ? AND placeholder IS NULL').run(placeholder, uuid)
}
