/**
 * The events table: the outbox every write records into (CONTRACT §9). It is read back as the
 * audit log through a view (resources/audit-log.ts). An event's data is a payload
 * (store/payloads.ts), which the events of one write share with its revision.
 */
import type { Database } from 'bun:sqlite'
import { sql } from 'drizzle-orm'
import { prepared } from './orm'
import { insertPayload } from './payloads'
import { events } from './schema/tenant'

export type NewEvent = typeof events.$inferInsert

const stmts = prepared((orm) => ({
  // note: on every write, once per event
  insert: orm
    .insert(events)
    .values({
      // note: above every gap a restore recorded (migration 0014), else SQLite's own max + 1
      id: sql`(SELECT max(coalesce((SELECT max(id) FROM events), 0), coalesce((SELECT max(through) FROM feed_gaps), 0)) + 1)`,
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
      version: sql.placeholder('version'),
      publicChange: sql.placeholder('publicChange'),
      publicKey: sql.placeholder('publicKey'),
    })
    .prepare(),
}))

/** What the change feed keeps of an event besides its payload (null when not given). */
type ChangeColumns = 'version' | 'publicChange' | 'publicKey'

type EventFields = Required<Omit<NewEvent, 'id' | 'payloadId' | ChangeColumns>> & Pick<NewEvent, ChangeColumns>

/**
 * Records one event. `data` (JSON text) is stored as its own payload; a write whose events
 * share one passes the payload's id instead (store/payloads.ts).
 */
export function insertEvent(db: Database, event: EventFields & ({ data: string } | { payloadId: number })): void {
  const { data, payloadId, ...fields } = event as EventFields & { data?: string; payloadId?: number }
  stmts(db).insert.run({ version: null, publicChange: null, publicKey: null, ...fields, payloadId: payloadId ?? insertPayload(db, data!) })
}
