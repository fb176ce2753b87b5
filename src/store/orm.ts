/**
 * drizzle over an open bun:sqlite database, and prepared statements kept per database.
 * note: drizzle's `.prepare()` compiles the SQL once; building the query on every call would
 * cost its query-builder work per request, so hot paths take their statements from `prepared`.
 */
import type { Database, Statement } from 'bun:sqlite'
import { sql } from 'drizzle-orm'
import { drizzle, type BunSQLiteDatabase } from 'drizzle-orm/bun-sqlite'

export type Orm = BunSQLiteDatabase

const orms = new WeakMap<Database, Orm>()

/**
 * note: drizzle prepares with `Database.prepare`, whose statements outlive `close()` until they
 * are collected: the connection stays open and leaves its -wal and -shm files behind (a restored
 * tenant folder then holds more than `cms.db` and `media`). Statements from `Database.query` are
 * cached by Bun and finalized on close, so drizzle gets a client that prepares through it.
 */
const clientOf = (db: Database) =>
  ({
    prepare: (text: string) => db.query(text),
    exec: (text: string) => db.exec(text),
    transaction: <T>(fn: () => T) => db.transaction(fn),
  }) as unknown as Database

/** The drizzle handle of a database, made on first use. */
export function ormOf(db: Database): Orm {
  let orm = orms.get(db)
  if (!orm) {
    orm = drizzle({ client: clientOf(db) })
    orms.set(db, orm)
  }
  return orm
}

/**
 * A set of statements prepared once per database: `const stmts = prepared((orm) => ({ … }))`,
 * then `stmts(db).byUuid.get({ uuid })`.
 */
export function prepared<T>(build: (orm: Orm) => T): (db: Database) => T {
  const cache = new WeakMap<Database, T>()
  return (db) => {
    let s = cache.get(db)
    if (!s) {
      s = build(ormOf(db))
      cache.set(db, s)
    }
    return s
  }
}

type TxStatements = { deferred: Statement; immediate: Statement; commit: Statement; rollback: Statement }
const txStatements = new WeakMap<Database, TxStatements>()

function statementsOf(db: Database): TxStatements {
  let s = txStatements.get(db)
  if (!s) {
    // note: from `query`, so they are finalized with the connection (see clientOf)
    s = { deferred: db.query('BEGIN DEFERRED'), immediate: db.query('BEGIN IMMEDIATE'), commit: db.query('COMMIT'), rollback: db.query('ROLLBACK') }
    txStatements.set(db, s)
  }
  return s
}

/**
 * BEGIN, `fn`, COMMIT (ROLLBACK when `fn` or the commit throws). Inside another transaction, a
 * savepoint through bun:sqlite's `transaction`.
 * note: `db.transaction(fn)` builds a wrapper with its properties on every call: a read
 * transaction of one select took 4.4-4.7 µs through it, 2.8-3.0 µs this way (100,000 each).
 */
function inTransaction<T>(db: Database, mode: 'deferred' | 'immediate', fn: () => T): T {
  if (db.inTransaction) return db.transaction(fn)[mode]()
  const s = statementsOf(db)
  s[mode].run()
  try {
    const result = fn()
    s.commit.run()
    return result
  } catch (err) {
    if (db.inTransaction) s.rollback.run()
    throw err
  }
}

/** Runs `fn` in one write transaction (BEGIN IMMEDIATE: the write lock is taken up front). */
export const writeTransaction = <T>(db: Database, fn: () => T): T => inTransaction(db, 'immediate', fn)

/** The open read transaction of a database: a new object for each one. */
const reading = new WeakMap<Database, object>()

/**
 * Runs `fn` in one read transaction, so its queries see the same snapshot; inside another
 * transaction it simply runs. `fn` must not write.
 * note: in WAL mode every statement outside a transaction takes and drops its own read lock;
 * measured on the 10,000-article data, an item read's four statements took 33–47 µs alone and
 * 25–38 µs inside one transaction.
 */
export function readTransaction<T>(db: Database, fn: () => T): T {
  if (db.inTransaction) return fn()
  reading.set(db, {})
  try {
    return inTransaction(db, 'deferred', fn)
  } finally {
    reading.delete(db)
  }
}

/** The open read transaction of `db` (one object per transaction), or undefined outside one. */
export const readSnapshot = (db: Database): object | undefined => (db.inTransaction ? reading.get(db) : undefined)

/** Whether the open transaction of `db` is a read transaction (nothing in it can roll back). */
export const inReadTransaction = (db: Database): boolean => readSnapshot(db) !== undefined

/**
 * A constant written into the SQL text instead of bound.
 * note: drizzle binds every value, and each bound value costs: on the bench data the first
 * active site took 13 µs per call with `status = ?` and `LIMIT ?`, 6 µs with both written in
 * (bun 1.4.5, in-process loop of 100,000 calls), which made an item read (bench (c)) ~25 %
 * slower. Hot statements write their constants in.
 */
export const literal = (value: string | number) =>
  sql.raw(typeof value === 'number' ? String(Math.trunc(value)) : `'${value.replaceAll("'", "''")}'`)

/** `LIMIT 1` written in (see `literal`); drizzle's `.limit()` types only numbers and placeholders. */
export const ONE = literal(1) as unknown as number
