import type { Database } from 'bun:sqlite'
import { hasTable, PAGE_SIZE, schemaVersion, walMode } from './sqlite'
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
import changeFeed from '../../migrations/0008_change_feed.sql' with { type: 'text' }
import compactStorageSql from '../../migrations/0009_compact_storage.sql' with { type: 'text' }
import packedFoldsSql from '../../migrations/0010_packed_folds.sql' with { type: 'text' }
import ftsMerge16 from '../../migrations/0011_fts_merge_16.sql' with { type: 'text' }
import searchSpellingSql from '../../migrations/0012_search_spelling.sql' with { type: 'text' }
import principalRights from '../../migrations/0013_principal_rights.sql' with { type: 'text' }
import feedGaps from '../../migrations/0014_feed_gaps.sql' with { type: 'text' }
import webhookOwnCreation from '../../migrations/0015_webhook_own_creation.sql' with { type: 'text' }
import searchUnspacedSql from '../../migrations/0016_search_unspaced_scripts.sql' with { type: 'text' }
import webhookUrlsKept from '../../migrations/0017_webhook_urls_kept.sql' with { type: 'text' }
import sessionsEnded from '../../migrations/0018_sessions_ended.sql' with { type: 'text' }
import { NEWER_SCHEMA } from '../lib/faults'
import { compactStorage } from './compact-storage'
import { packFolds } from './pack-folds'
import { recutUnspaced, respellIndex } from './respell-index'
import { keepWebhookUrls } from './keep-webhook-urls'

/**
 * A migration's SQL, then, when SQL alone cannot do it, code in the same transaction (`run`);
 * `vacuum`: it frees much of the file, which shrinks by a VACUUM once the migrations are
 * committed. `position`: the `PRAGMA user_version` that meant "applied up to here" when cms
 * applied migrations by position, before it recorded their names. Only the migrations of that
 * time have one; never give it to a new migration.
 */
export type Migration = { name: string; sql: string; run?: (db: Database) => void; vacuum?: boolean; position?: number }

// note: migrations are imported as text so the compiled binary embeds them; nothing is read
// from migrations/ at run time. A test checks that every .sql file is listed here.
export const TENANT_MIGRATIONS: Migration[] = [
  { name: '0001_init', sql: init, position: 1 },
  { name: '0002_search', sql: search, position: 2 },
  { name: '0003_menus_blocks_settings_webhooks', sql: menusBlocksSettingsWebhooks, position: 3 },
  { name: '0004_search_pending', sql: searchPending, position: 4 },
  { name: '0005_archived_bucket', sql: archivedBucket, position: 5 },
  { name: '0006_media_focal_point_placeholder', sql: mediaFocalPlaceholder, position: 6 },
  { name: '0007_sign_in_throttle', sql: signInThrottle, position: 7 },
  { name: '0008_change_feed', sql: changeFeed },
  { name: '0009_compact_storage', sql: compactStorageSql, run: compactStorage, vacuum: true },
  { name: '0010_packed_folds', sql: packedFoldsSql, run: packFolds, vacuum: true },
  { name: '0011_fts_merge_16', sql: ftsMerge16 },
  { name: '0012_search_spelling', sql: searchSpellingSql, run: respellIndex },
  { name: '0013_principal_rights', sql: principalRights },
  { name: '0014_feed_gaps', sql: feedGaps },
  { name: '0015_webhook_own_creation', sql: webhookOwnCreation },
  { name: '0016_search_unspaced_scripts', sql: searchUnspacedSql, run: recutUnspaced },
  { name: '0017_webhook_urls_kept', sql: webhookUrlsKept, run: keepWebhookUrls },
  { name: '0018_sessions_ended', sql: sessionsEnded },
]
export const REGISTRY_MIGRATIONS: Migration[] = [
  { name: '0001_registry', sql: registryInit, position: 1 },
  { name: '0002_generation', sql: registryGeneration, position: 2 },
  { name: '0003_webhook_due', sql: webhookDue, position: 3 },
]

/*
 * The rule (docs/operations.md, "Upgrades and schema migrations"):
 * - every database records the names of the migrations applied to it, in `schema_migrations`;
 * - a database without that table was migrated by position: at `user_version` N it has the
 *   migrations of position 1 to N, and it gets the table (with those names) on its next open;
 * - a database that records a migration this binary does not know was written by a newer cms:
 *   it is refused before anything changes, since this code cannot know what that schema means;
 * - every known migration it lacks is applied, in name order, whatever order they were added
 *   in: two branches that land 0009 before 0008 no longer make a database skip one.
 * `user_version` still counts the applied migrations, so an older binary reads a sensible number.
 */
const TABLE = 'schema_migrations'

/** A database written by a newer cms (it records migrations this one does not know). */
export class NewerSchemaError extends Error {
  readonly code = NEWER_SCHEMA
  constructor(
    file: string,
    readonly unknown: string[],
  ) {
    super(`The database ${file || '(in memory)'} was migrated by a newer cms: it has ${describe(unknown)}, which this version does not know. Run the newer cms (or restore a backup made by this version); nothing was changed.`)
  }
}

/** `['0010_x']` → "migration 0010_x"; positional entries (`#8`, `#8–#9`) say "(by position)". */
export const describe = (unknown: string[]) =>
  `${unknown.length === 1 && !unknown[0]!.includes('–') ? 'migration' : 'migrations'} ${unknown.join(', ')}${unknown[0]?.startsWith('#') ? ' (by position)' : ''}`

type Applied = { names: Set<string>; recorded: boolean; unknown: string[] }

const byName = (a: Migration, b: Migration) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)

function readApplied(db: Database, list: Migration[]): Applied {
  const known = new Set(list.map((m) => m.name))
  const recorded = hasTable(db, TABLE)
  if (recorded) {
    const names = (db.query(`SELECT name FROM ${TABLE}`).all() as { name: string }[]).map((r) => r.name)
    return { names: new Set(names), recorded, unknown: names.filter((n) => !known.has(n)).sort() }
  }
  const user_version = schemaVersion(db)
  const positional = list.filter((m) => m.position !== undefined && m.position <= user_version)
  const highest = Math.max(0, ...list.map((m) => m.position ?? 0))
  // note: a position past the last this binary knows came from a newer release of the old rule
  const unknown = user_version <= highest ? [] : [user_version === highest + 1 ? `#${user_version}` : `#${highest + 1}–#${user_version}`]
  return { names: new Set(positional.map((m) => m.name)), recorded, unknown }
}

/** Names the database records that `list` does not know (a newer cms wrote it); empty when none. */
export function unknownMigrations(db: Database, list: Migration[]): string[] {
  return readApplied(db, list).unknown
}

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
    walMode(db)
  }
}

/** The known migrations the database lacks, in the order they would be applied (by name). */
export function pendingMigrations(db: Database, list: Migration[]): Migration[] {
  const { names } = readApplied(db, list)
  return list.filter((m) => !names.has(m.name)).sort(byName)
}

/**
 * Applies the pending migrations, all in one write transaction (a failure leaves the database as
 * it was). Returns their names. Throws `NewerSchemaError`, changing nothing, for a database from
 * a newer cms.
 * note: the state is read again under the write lock, so two processes opening the same new
 * database (a CLI command beside a server) never apply a migration twice.
 */
export function migrate(db: Database, list: Migration[]): string[] {
  const first = readApplied(db, list)
  if (first.unknown.length) throw new NewerSchemaError(db.filename, first.unknown)
  if (first.recorded && list.every((m) => first.names.has(m.name))) return []
  const applied: string[] = []
  let vacuum = false
  db.transaction(() => {
    const state = readApplied(db, list)
    if (state.unknown.length) throw new NewerSchemaError(db.filename, state.unknown)
    if (!state.recorded) {
      db.exec(`CREATE TABLE ${TABLE} (name TEXT PRIMARY KEY NOT NULL, applied_at INTEGER)`)
      // note: applied by position, at a time nobody recorded
      const insert = db.query(`INSERT INTO ${TABLE} (name, applied_at) VALUES (?, NULL)`)
      for (const name of state.names) insert.run(name)
    }
    const insert = db.query(`INSERT INTO ${TABLE} (name, applied_at) VALUES (?, ?)`)
    for (const m of list.filter((m) => !state.names.has(m.name)).sort(byName)) {
      db.exec(m.sql)
      m.run?.(db)
      insert.run(m.name, Date.now())
      applied.push(m.name)
      vacuum ||= m.vacuum === true
    }
    const { n } = db.query(`SELECT count(*) AS n FROM ${TABLE}`).get() as { n: number }
    db.exec(`PRAGMA user_version = ${n}`)
  }).immediate()
  if (vacuum && worthVacuum(db)) compactFile(db)
  return applied
}
