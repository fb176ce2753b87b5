import type { Database } from 'bun:sqlite'
import init from '../../migrations/0001_init.sql' with { type: 'text' }
import search from '../../migrations/0002_search.sql' with { type: 'text' }
import registryInit from '../../migrations/registry/0001_registry.sql' with { type: 'text' }
import registryGeneration from '../../migrations/registry/0002_generation.sql' with { type: 'text' }
import webhookDue from '../../migrations/registry/0003_webhook_due.sql' with { type: 'text' }
import menusBlocksSettingsWebhooks from '../../migrations/0003_menus_blocks_settings_webhooks.sql' with { type: 'text' }
import searchPending from '../../migrations/0004_search_pending.sql' with { type: 'text' }
import archivedBucket from '../../migrations/0005_archived_bucket.sql' with { type: 'text' }
import mediaFocalPlaceholder from '../../migrations/0006_media_focal_point_placeholder.sql' with { type: 'text' }
import signInThrottle from '../../migrations/0007_sign_in_throttle.sql' with { type: 'text' }
import compactStorageSql from '../../migrations/0009_compact_storage.sql' with { type: 'text' }
import { compactStorage } from './compact-storage'
import { PAGE_SIZE } from './sqlite'

/**
 * A migration's SQL, then, when SQL alone cannot do it, code in the same transaction; `vacuum`:
 * it frees much of the file, which shrinks by a VACUUM once the migrations are committed.
 */
export type Migration = { name: string; sql: string; run?: (db: Database) => void; vacuum?: boolean }

// note: migrations are imported as text so the compiled binary embeds them; nothing is read
// from migrations/ at run time. A test checks that every .sql file is listed here.
export const TENANT_MIGRATIONS: Migration[] = [
  { name: '0001_init', sql: init },
  { name: '0002_search', sql: search },
  { name: '0003_menus_blocks_settings_webhooks', sql: menusBlocksSettingsWebhooks },
  { name: '0004_search_pending', sql: searchPending },
  { name: '0005_archived_bucket', sql: archivedBucket },
  { name: '0006_media_focal_point_placeholder', sql: mediaFocalPlaceholder },
  { name: '0007_sign_in_throttle', sql: signInThrottle },
  { name: '0009_compact_storage', sql: compactStorageSql, run: compactStorage, vacuum: true },
]
export const REGISTRY_MIGRATIONS: Migration[] = [
  { name: '0001_registry', sql: registryInit },
  { name: '0002_generation', sql: registryGeneration },
  { name: '0003_webhook_due', sql: webhookDue },
]

/** Free pages worth a VACUUM (4 MiB of 4 KiB pages): a new or small tenant skips it. */
const worthVacuum = (db: Database) => (db.query('PRAGMA freelist_count').get() as { freelist_count: number }).freelist_count >= 1024

/**
 * Gives the freed pages back to the file system, with the page size of new databases.
 * note: best effort: another connection using the file at this moment makes it fail, and the
 * freed pages are then reused by later writes instead; the page size changes only outside WAL.
 */
function compactFile(db: Database): void {
  try {
    db.exec('PRAGMA journal_mode = DELETE')
    db.exec(`PRAGMA page_size = ${PAGE_SIZE}`)
    db.exec('VACUUM')
  } catch {
    // note: left as it is
  } finally {
    db.exec('PRAGMA journal_mode = WAL')
  }
}

/** `user_version` counts applied migrations, so the check on open is one pragma read. */
export function pendingMigrations(db: Database, list: Migration[]): Migration[] {
  const { user_version } = db.query('PRAGMA user_version').get() as { user_version: number }
  return list.slice(user_version)
}

/**
 * Applies pending migrations in order, each in its own transaction. Returns their names.
 * note: the version is read again under the write lock, so two processes opening the same
 * new database (a CLI command beside a server) never apply a migration twice.
 */
export function migrate(db: Database, list: Migration[]): string[] {
  const applied: string[] = []
  if (pendingMigrations(db, list).length === 0) return applied
  let vacuum = false
  db.transaction(() => {
    for (const m of pendingMigrations(db, list)) {
      db.exec(m.sql)
      m.run?.(db)
      db.exec(`PRAGMA user_version = ${list.indexOf(m) + 1}`)
      applied.push(m.name)
      vacuum ||= m.vacuum === true
    }
  }).immediate()
  if (vacuum && worthVacuum(db)) compactFile(db)
  return applied
}
