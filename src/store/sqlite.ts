import { Database } from 'bun:sqlite'
import { closeSync, existsSync, openSync } from 'node:fs'

/**
 * Pages of a new database. note: 8 KiB rather than SQLite's 4 KiB: a record that does not fit
 * beside another on a page leaves the rest of it empty, and an article's payload (~2.6 KiB
 * packed) filled 4 KiB pages to 66 %, 8 KiB ones to 88 % (bench/README.md "Disk").
 */
export const PAGE_SIZE = 8192

/**
 * Opens a SQLite file with the pragmas every database of the service uses (CONTRACT §1):
 * WAL so readers never wait for the writer, foreign keys on, and a busy timeout so a CLI
 * command and a running server can write the same file.
 */
export function openDatabase(file: string, { readonly = false } = {}): Database {
  let db: Database | null = null
  try {
    // note: a new file is owner-only, as archives are: it holds password hashes and webhook
    // secrets, and SQLite gives its -wal and -shm the mode of the database file
    if (!readonly && file !== ':memory:' && !existsSync(file)) closeSync(openSync(file, 'a', 0o600))
    db = new Database(file, readonly ? { readonly: true } : { create: true, strict: true })
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`)
    if (!readonly) {
      // note: only a new, empty file takes it; an existing one keeps its page size
      db.exec(`PRAGMA page_size = ${PAGE_SIZE}`)
      walMode(db)
      db.exec('PRAGMA synchronous = NORMAL')
      db.exec(`PRAGMA wal_autocheckpoint = ${CHECKPOINT_PAGES}`)
    }
    db.exec('PRAGMA foreign_keys = ON')
    return db
  } catch (err) {
    db?.close()
    // SQLite says only "unable to open database file" or "attempt to write a readonly database"
    // (its -wal beside it cannot be made): the operator needs which file, and why it may be
    const reason = (err as Error)?.message ?? String(err)
    const why = /disk i\/o|full/i.test(reason) ? 'is its disk full?' : 'does it exist as a file, and may this user write it and its folder?'
    throw Object.assign(new Error(`cannot open ${file}: ${reason} (${why})`), { code: (err as { code?: unknown })?.code, cause: err })
  }
}

export const BUSY_TIMEOUT_MS = 5000

/**
 * WAL pages after which a commit folds the WAL into the database file (SQLite's default: 1000),
 * about 32 MiB of 8 KiB pages. note: the checkpoint, with its two fsyncs, runs on the thread
 * that commits, and copies each page that many writes changed (the ends of the append-only
 * tables and indexes) once per checkpoint. One write at a time (a create wrote ~33 pages), 4000
 * made the pauses longer than it was worth (p99 66 against 51 ms at 2000). With group commit
 * (orm.ts), the pause lands on one commit of a group and p99 was 60-89 ms at 2000 either way;
 * 4000 gave the peer bench's patches 0.93-0.95x the baseline in two runs, 0.83-0.88x at 2000
 * (bench/README.md "Group commit"). A quiet tenant keeps its -wal file at that size until the
 * server closes it.
 */
const CHECKPOINT_PAGES = 4000

export const isBusy = (err: unknown) => /^SQLITE_BUSY/.test(String((err as { code?: unknown })?.code ?? ''))

/**
 * Puts the database in WAL mode. note: SQLite answers this pragma with SQLITE_BUSY at once,
 * without waiting the busy timeout, while another connection opens the same file (two CLI
 * commands on a new data folder: one of three processes failed in ~60 tries on a loaded
 * machine); it is retried for as long as that timeout.
 */
export function walMode(db: Database): void {
  const until = Date.now() + BUSY_TIMEOUT_MS
  for (;;) {
    try {
      db.exec('PRAGMA journal_mode = WAL')
      return
    } catch (err) {
      if (!isBusy(err) || Date.now() > until) throw err
      Bun.sleepSync(10)
    }
  }
}

/**
 * Runs `fn` with no busy timeout: a statement that needs a lock another connection holds fails
 * at once with SQLITE_BUSY instead of sleeping, event loop blocked, for up to BUSY_TIMEOUT_MS.
 * note: `exec`, not a kept statement: a prepared PRAGMA statement's first run() did not set the
 * timeout (bun 1.4.5)
 */
export function withoutWaiting<T>(db: Database, fn: () => T): T {
  db.exec('PRAGMA busy_timeout = 0')
  try {
    return fn()
  } finally {
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`)
  }
}

/**
 * Folds the `-wal` into the main file and empties it, unless another connection's reader or
 * writer is in the way (then false at once; nothing is lost, the next checkpoint does it).
 */
export function truncateWal(db: Database): boolean {
  return withoutWaiting(db, () => {
    try {
      return (db.query('PRAGMA wal_checkpoint(TRUNCATE)').get() as { busy: number }).busy === 0
    } catch (err) {
      if (isBusy(err)) return false
      throw err
    }
  })
}

/**
 * Checkpoints the WAL into the main file and closes, so no `-wal` with content is left.
 * `wait: false` (a handle the pool evicts while serving): neither the optimize nor the checkpoint
 * waits for another connection (a worker, a backup) that holds the database; they are left for a
 * later close. note: waiting took the busy timeout (5 s) with the thread's event loop blocked,
 * and a small CMS_MAX_OPEN_TENANTS evicts all the time: stalls and 503s on other tenants.
 */
export function closeDatabase(db: Database, { wait = true } = {}): void {
  const finish = () => {
    try {
      db.exec('PRAGMA optimize')
      db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
    } catch {
      // note: a database that is already closed or read-only has nothing to checkpoint, and one
      // that another connection holds is checkpointed by the last close
    }
  }
  if (wait) finish()
  else withoutWaiting(db, finish)
  db.close()
}

/**
 * Copies a database file from one read snapshot (`VACUUM INTO`), safe while another process
 * writes it.
 */
export function vacuumInto(source: string, target: string): void {
  // note: owner-only (0600) like the archives: the copy holds password hashes and secrets.
  // SQLite fills an empty file it finds and keeps its mode
  closeSync(openSync(target, 'wx', 0o600))
  const db = openDatabase(source)
  try {
    db.query('VACUUM INTO ?').run(target)
  } finally {
    // note: a plain close; checkpointing is the server's business, and a last close does it anyway
    db.close()
  }
}

/** What `PRAGMA integrity_check` finds wrong; null when the file is sound. */
export function integrityProblems(db: Database): string[] | null {
  const rows = db.query('PRAGMA integrity_check').all() as { integrity_check: string }[]
  return rows.length === 1 && rows[0]!.integrity_check === 'ok' ? null : rows.map((r) => r.integrity_check)
}

/** How many migrations the database has had (`PRAGMA user_version`). */
export const schemaVersion = (db: Database): number => (db.query('PRAGMA user_version').get() as { user_version: number }).user_version

export const hasTable = (db: Database, name: string): boolean =>
  db.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== null
