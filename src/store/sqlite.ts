import { Database } from 'bun:sqlite'

/**
 * Opens a SQLite file with the pragmas every database of the service uses (CONTRACT §1):
 * WAL so readers never wait for the writer, foreign keys on, and a busy timeout so a CLI
 * command and a running server can write the same file.
 */
export function openDatabase(file: string, { readonly = false } = {}): Database {
  const db = new Database(file, readonly ? { readonly: true } : { create: true, strict: true })
  db.exec('PRAGMA busy_timeout = 5000')
  if (!readonly) {
    db.exec('PRAGMA journal_mode = WAL')
    db.exec('PRAGMA synchronous = NORMAL')
  }
  db.exec('PRAGMA foreign_keys = ON')
  return db
}

/** Checkpoints the WAL into the main file and closes, so no `-wal` with content is left. */
export function closeDatabase(db: Database): void {
  try {
    db.exec('PRAGMA optimize')
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
  } catch {
    // note: a database that is already closed or read-only has nothing to checkpoint
  }
  db.close()
}
