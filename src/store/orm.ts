/**
 * drizzle over an open bun:sqlite database, and prepared statements kept per database.
 * note: drizzle's `.prepare()` compiles the SQL once; building the query on every call would
 * cost its query-builder work per request, so hot paths take their statements from `prepared`.
 */
import type { Database, Statement } from 'bun:sqlite'
import { sql } from 'drizzle-orm'
import { drizzle, type BunSQLiteDatabase } from 'drizzle-orm/bun-sqlite'
import { BUSY_TIMEOUT_MS, isBusy, withoutWaiting } from './sqlite'

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
  // a transaction of its own never becomes part of an open group: its caller takes its return for the commit
  flushGroup(db)
  if (mode === 'immediate') flushOtherGroups(db)
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

/** The writes of one turn of the event loop on one connection, committed together. */
type Group = { members: { resolve: () => void; reject: (err: unknown) => void }[]; running: boolean }
const groups = new WeakMap<Database, Group>()

/** Writes a group takes before it commits without waiting for the turn to end. */
const GROUP_MAX = 64

/**
 * Group commit: `fn` runs at once, as a savepoint of a write transaction that every write of this
 * turn of the event loop joins, and the promise settles once that transaction has committed
 * (or failed to: then every member rejects with the commit's error). An `fn` that throws is
 * rolled back alone and rejects with its own error, also once the group is over.
 * note: each commit writes every page it changed to the WAL, and the ends of the tables and
 * indexes a create appends to are the same pages for every create: a group of N writes them
 * once instead of N times, and checkpoints come N times less often (bench/README.md "Group
 * commit"). Anything else that uses the connection first commits the open group: a transaction
 * of its own (`writeTransaction`), a tenant lease that is not a write request's, and `flushGroup`
 * before any read that must see only committed data (a GET's handler). A write request's own
 * reads before it joins (its sign-in, its checks) may see the group's writes, which commit first.
 */
export function groupedWrite<T>(db: Database, fn: () => T): Promise<T> {
  const waiting = locking.get(db)
  if (waiting) return waiting.then(() => groupedWrite(db, fn))
  let group = groups.get(db)
  if (group && group.members.length >= GROUP_MAX) {
    flushGroup(db)
    group = undefined
  }
  if (!group) {
    // inside a transaction of the caller's own: a savepoint of it, committed with it
    if (db.inTransaction) return new Promise((resolve) => resolve(db.transaction(fn)()))
    let busy: unknown
    try {
      busy = beginAtOnce(db)
    } catch (err) {
      return Promise.reject(err)
    }
    if (busy) {
      // the write lock is another connection's (another worker, a CLI command): the writes wait
      // for it on timers, the event loop stays free for reads (SQLite's busy handler sleeps in it)
      const lock = lockSoon(db, busy).finally(() => locking.delete(db))
      locking.set(db, lock)
      return lock.then(() => groupedWrite(db, fn))
    }
    group = openGroup(db)
  }
  const joined = group
  joined.running = true
  try {
    const result = db.transaction(fn)()
    return new Promise((resolve, reject) => joined.members.push({ resolve: () => resolve(result), reject }))
  } catch (err) {
    // note: it too answers once the group is over: until then the write lock is held, and a
    // caller that went on to write through another connection of this thread would wait for it
    // with the event loop blocked (the CLI code path in tests did, for its busy timeout)
    return new Promise((_, reject) => joined.members.push({ resolve: () => reject(err), reject: () => reject(err) }))
  } finally {
    joined.running = false
  }
}

/**
 * The connections of this thread whose group is open, each holding its database's write lock
 * until the group commits on the next turn of the event loop.
 */
const openGroups = new Set<Database>()

/**
 * Commits the open groups of this thread's other connections. A write outside a group waits
 * for the lock with the event loop blocked (SQLite's busy handler): if this thread held that
 * lock in a group (two handles of one tenant, while an evicted one serves its last requests),
 * or a lock that another thread's blocked writer needs, the group could not commit until the
 * busy timeout gave up: 5 s stalls and 503s. A thread that waits holds no lock of a group.
 */
export function flushOtherGroups(db: Database): void {
  for (const other of openGroups) if (other !== db) flushGroup(other)
}

/** Writes waiting for the write lock of a connection, and the way they learn it is theirs. */
const locking = new WeakMap<Database, Promise<void>>()

/** How often a write waiting for the lock asks again. */
const LOCK_POLL_MS = 1

/** BEGIN IMMEDIATE without waiting: null once begun, the SQLITE_BUSY error while another connection writes. */
function beginAtOnce(db: Database): unknown {
  return withoutWaiting(db, () => {
    try {
      statementsOf(db).immediate.run()
      return null
    } catch (err) {
      if (isBusy(err)) return err
      throw err
    }
  })
}

async function lockSoon(db: Database, busy: unknown): Promise<void> {
  const until = Date.now() + BUSY_TIMEOUT_MS
  for (;;) {
    await Bun.sleep(LOCK_POLL_MS)
    busy = beginAtOnce(db)
    if (!busy) {
      openGroup(db)
      return
    }
    // as a busy timeout would: the request answers 503 (lib/faults.ts)
    if (Date.now() > until) throw busy
  }
}

function openGroup(db: Database): Group {
  const opened: Group = { members: [], running: false }
  groups.set(db, opened)
  openGroups.add(db)
  setImmediate(() => {
    if (groups.get(db) === opened) commitGroup(db, opened)
  })
  return opened
}

/**
 * Commits the connection's open group now, unless one of its writes is running (a read inside it
 * belongs to that write). Reads that must see only committed data call it first.
 */
export function flushGroup(db: Database): void {
  const group = groups.get(db)
  if (group && !group.running) commitGroup(db, group)
}

function commitGroup(db: Database, group: Group): void {
  groups.delete(db)
  openGroups.delete(db)
  try {
    statementsOf(db).commit.run()
  } catch (err) {
    try {
      if (db.inTransaction) statementsOf(db).rollback.run()
    } finally {
      for (const m of group.members) m.reject(err)
    }
    return
  }
  for (const m of group.members) m.resolve()
}

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
