/**
 * The events table: the outbox every write records into (CONTRACT §9). It is read back as the
 * audit log through a view (resources/audit-log.ts).
 */
import type { Database } from 'bun:sqlite'
import { sql } from 'drizzle-orm'
import { prepared } from './orm'
import { events } from './schema/tenant'

export type NewEvent = typeof events.$inferInsert

const stmts = prepared((orm) => ({
  // note: on every write, once per event
  insert: orm
    .insert(events)
    .values({
      uuid: sql.placeholder('uuid'),
      event: sql.placeholder('event'),
      resource: sql.placeholder('resource'),
      entityUuid: sql.placeholder('entityUuid'),
      siteId: sql.placeholder('siteId'),
      actorType: sql.placeholder('actorType'),
      actorId: sql.placeholder('actorId'),
      actorLabel: sql.placeholder('actorLabel'),
      occurredAt: sql.placeholder('occurredAt'),
      data: sql.placeholder('data'),
      version: sql.placeholder('version'),
      publicChange: sql.placeholder('publicChange'),
      publicKey: sql.placeholder('publicKey'),
    })
    .prepare(),
}))

/** What the change feed keeps of an event besides its payload (null when not given). */
type ChangeColumns = 'version' | 'publicChange' | 'publicKey'

export function insertEvent(db: Database, event: Required<Omit<NewEvent, 'id' | ChangeColumns>> & Pick<NewEvent, ChangeColumns>): void {
  stmts(db).insert.run({ version: null, publicChange: null, publicKey: null, ...event })
}
