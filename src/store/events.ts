/**
 * The events table: the outbox every write records into (CONTRACT §9). It is read back as the
 * audit log through a view (resources/audit-log.ts). An event's data is a payload
 * (store/payloads.ts), which the events of one write share with its revision.
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
      payloadId: sql.placeholder('payloadId'),
    })
    .prepare(),
}))

export function insertEvent(db: Database, event: Required<Omit<NewEvent, 'id'>>): void {
  stmts(db).insert.run(event)
}
