/** Stored states of versioned items (CONTRACT "Articles and pages"): one row per version. */
import type { Database } from 'bun:sqlite'
import { and, eq, sql } from 'drizzle-orm'
import type { ResourceDef } from '../registry/define'
import { storedWriteForm } from '../registry/write-form'
import { ormOf, prepared } from './orm'
import { payloadText } from './payloads'
import { payloads, revisions } from './schema/tenant'

const ofItem = (resource: string, entityId: number) => and(eq(revisions.resource, resource), eq(revisions.entityId, entityId))

const stmts = prepared((orm) => ({
  // note: on every write of a resource with revisions
  insert: orm
    .insert(revisions)
    .values({
      resource: sql.placeholder('resource'),
      entityId: sql.placeholder('entityId'),
      version: sql.placeholder('version'),
      actor: sql.placeholder('actor'),
      createdAt: sql.placeholder('createdAt'),
      payloadId: sql.placeholder('payloadId'),
    })
    .prepare(),
}))

/** `payloadId`: the item as read after the write (store/payloads.ts), shared with its events. */
export function insertRevision(db: Database, rev: { resource: string; entityId: number; version: number; actor: string | null; createdAt: number; payloadId: number }): void {
  stmts(db).insert.run(rev)
}

export function deleteRevisions(db: Database, resource: string, entityId: number): void {
  ormOf(db).delete(revisions).where(ofItem(resource, entityId)).run()
}

/** The stored state of one version in the form a PUT accepts, or null. */
export function revisionData(db: Database, def: ResourceDef, entityId: number, version: number): Record<string, unknown> | null {
  const row = ormOf(db)
    .select({ form: revisions.form, data: payloads.data })
    .from(revisions)
    .innerJoin(payloads, eq(payloads.id, revisions.payloadId))
    .where(and(ofItem(def.path, entityId), eq(revisions.version, version)))
    .get()
  return row ? storedWriteForm(def, row.form, payloadText(row.data)) : null
}
