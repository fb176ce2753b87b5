/**
 * The outbox read as a change feed (CONTRACT §13), and its retention. Reads only what a change
 * needs (never the payload), in cursor order: the cursor is the event's row id, which grows with
 * every commit (one writer at a time, and retention never removes the newest event, so an id is
 * never handed out twice).
 */
import type { Changes, Database } from 'bun:sqlite'
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, max, notExists, or, sql, type SQL } from 'drizzle-orm'
import { literal, ormOf, prepared, writeTransaction, type Orm } from './orm'
import { events, eventsPruned, webhookDeliveries } from './schema/tenant'

export type ChangeRow = {
  id: number
  uuid: string
  event: string
  resource: string
  entityUuid: string
  siteId: number | null
  actorType: string | null
  actorId: string | null
  actorLabel: string | null
  occurredAt: number
  version: number | null
  publicChange: 'upsert' | 'remove' | null
  publicKey: string | null
}

const e = events

const COLUMNS = {
  id: e.id,
  uuid: e.uuid,
  event: e.event,
  resource: e.resource,
  entityUuid: e.entityUuid,
  siteId: e.siteId,
  actorType: e.actorType,
  actorId: e.actorId,
  actorLabel: e.actorLabel,
  occurredAt: e.occurredAt,
  version: e.version,
  publicChange: e.publicChange,
  publicKey: e.publicKey,
}

const stmts = prepared((orm) => ({
  // note: polled every few tens of ms per tenant with open streams: the primary key's last entry
  latest: orm.select({ id: max(e.id) }).from(e).prepare(),
  pruned: orm.select({ through: eventsPruned.through }).from(eventsPruned).where(eq(eventsPruned.id, literal(1))).prepare(),
}))

/** Which changes a reader sees: its site (plus tenant-wide events), resources, public or not. */
export type ChangeFilter = {
  siteId: number
  /** Resource paths the reader may see (and asked for). */
  resources: readonly string[]
  /** The public feed: only what the public saw change, of this site. */
  public: boolean
}

const page = (orm: Orm, site: SQL | undefined, publicOnly: boolean) =>
  orm
    .select(COLUMNS)
    .from(e)
    .where(
      and(
        gt(e.id, sql.placeholder('after')),
        lte(e.id, sql.placeholder('upTo')),
        site,
        sql`${e.resource} IN (SELECT value FROM json_each(${sql.placeholder('resources')}))`,
        publicOnly ? isNotNull(e.publicChange) : undefined,
      ),
    )
    .orderBy(asc(e.id))
    .limit(sql.placeholder('limit'))
    .prepare()

// note: each open stream that falls behind reads its own pages; prepared once per database
const pages = prepared((orm) => ({
  admin: page(orm, or(eq(e.siteId, sql.placeholder('siteId')), isNull(e.siteId)), false),
  public: page(orm, eq(e.siteId, sql.placeholder('siteId')), true),
  all: orm.select(COLUMNS).from(e).where(and(gt(e.id, sql.placeholder('after')), lte(e.id, sql.placeholder('upTo')))).orderBy(asc(e.id)).limit(sql.placeholder('limit')).prepare(),
}))

/** Up to `limit` changes the filter lets through after `after` (and up to `upTo`), oldest first. */
export function readChanges(db: Database, filter: ChangeFilter, after: number, limit: number, upTo = Number.MAX_SAFE_INTEGER): ChangeRow[] {
  if (filter.resources.length === 0) return []
  const stmt = filter.public ? pages(db).public : pages(db).admin
  return stmt.all({ after, upTo, limit, siteId: filter.siteId, resources: JSON.stringify(filter.resources) }) as ChangeRow[]
}

const byUuid = prepared((orm) => orm.select(COLUMNS).from(e).where(eq(e.uuid, sql.placeholder('uuid'))).prepare())

/** One change by its uuid, when the filter lets it through (as a feed page would); else null. */
export function readChange(db: Database, filter: ChangeFilter, uuid: string): ChangeRow | null {
  const row = (byUuid(db).get({ uuid }) as ChangeRow | undefined) ?? null
  return row && passes(filter, row) ? row : null
}

/** Every change in (after, upTo], at most `limit`: what open streams share, each taking its own. */
export const readAllChanges = (db: Database, after: number, upTo: number, limit: number): ChangeRow[] =>
  pages(db).all.all({ after, upTo, limit }) as ChangeRow[]

/** Whether a reader's filter lets a change through (what readChanges asks in SQL). */
export function passes(filter: ChangeFilter, row: ChangeRow): boolean {
  if (filter.public ? row.publicChange === null || row.siteId !== filter.siteId : row.siteId !== null && row.siteId !== filter.siteId) return false
  return filter.resources.includes(row.resource)
}

/** The newest event's cursor, 0 when there is none. */
export const latestChange = (db: Database): number => stmts(db).latest.get()?.id ?? 0

/** The highest cursor retention removed: a reader behind it may have missed changes. */
export const prunedThrough = (db: Database): number => stmts(db).pruned.get()?.through ?? 0

/** Whether a cursor names a change a restore took away (migration 0014). */
export const inFeedGap = (db: Database, cursor: number): boolean =>
  db.query('SELECT 1 FROM feed_gaps WHERE ?1 > after AND ?1 <= through LIMIT 1').get(cursor) !== null

/**
 * Records, in a restored database, the cursors of the changes its restore takes away: those after
 * its own newest, up to `through` (the replaced database's newest, plus a margin for changes
 * written while the restore ran). New changes get ids above it.
 */
export function recordFeedGap(db: Database, through: number): void {
  const after = latestChange(db)
  if (through > after) db.query('INSERT INTO feed_gaps (after, through) VALUES (?, ?)').run(after, through)
}

const BATCH = 2000

/**
 * Removes events that occurred before `before` (CONTRACT §13 retention), in short write
 * transactions, with their settled webhook deliveries. Kept: events a webhook is still owed, and
 * the newest event (its id keeps cursors increasing). Returns how many were removed.
 */
export function pruneEvents(db: Database, before: number): number {
  const orm = ormOf(db)
  const d = webhookDeliveries
  const owed = orm.select({ one: sql`1` }).from(d).where(and(eq(d.eventId, e.id), eq(d.status, 'pending')))
  let removed = 0
  for (;;) {
    const count = writeTransaction(db, () => {
      const newest = latestChange(db)
      const ids = orm
        .select({ id: e.id })
        .from(e)
        .where(and(lt(e.occurredAt, before), lt(e.id, newest), notExists(owed)))
        .orderBy(asc(e.id))
        .limit(BATCH)
        .all()
        .map((r) => r.id)
      if (ids.length === 0) return 0
      orm.delete(d).where(inArray(d.eventId, ids)).run()
      const result = orm.delete(e).where(inArray(e.id, ids)).run() as unknown as Changes
      const through = ids[ids.length - 1]!
      orm
        .insert(eventsPruned)
        .values({ id: 1, through })
        .onConflictDoUpdate({ target: eventsPruned.id, set: { through: sql`max(${eventsPruned.through}, ${through})` } })
        .run()
      return result.changes
    })
    removed += count
    if (count < BATCH) return removed
  }
}
