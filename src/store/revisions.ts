/** Stored states of versioned items (CONTRACT "Articles and pages"): one row per version. */
import type { Database } from 'bun:sqlite'
import { and, eq, sql } from 'drizzle-orm'
import { ormOf, prepared } from './orm'
import { revisions } from './schema/tenant'

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
      data: sql.placeholder('data'),
    })
    .prepare(),
}))

export function insertRevision(db: Database, rev: { resource: string; entityId: number; version: number; actor: string | null; createdAt: number; data: string }): void {
  stmts(db).insert.run(rev)
}

export function deleteRevisions(db: Database, resource: string, entityId: number): void {
  ormOf(db).delete(revisions).where(ofItem(resource, entityId)).run()
}

/** The stored data (JSON) of one version, or null. */
export function revisionData(db: Database, resource: string, entityId: number, version: number): string | null {
  return (
    ormOf(db)
      .select({ data: revisions.data })
      .from(revisions)
      .where(and(ofItem(resource, entityId), eq(revisions.version, version)))
      .get()?.data ?? null
  )
}
