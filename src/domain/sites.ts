/** Rules about a tenant's sites that need the database (CONTRACT §5). */
import type { Database } from 'bun:sqlite'
import { problem } from '../lib/problem'
import { hasOtherActiveSite, siteHoldsContent } from '../store/sites'

/** The last active site cannot be deactivated or deleted (409). */
export function assertAnotherActive(db: Database, slug: string): void {
  if (!hasOtherActiveSite(db, slug)) throw problem.conflict('The last active site cannot be deactivated or deleted.')
}

/** A site that still holds content cannot be deleted (409). */
export function assertSiteEmpty(db: Database, siteId: number): void {
  if (siteHoldsContent(db, siteId)) throw problem.conflict('The site still holds content; delete or move it first.')
}
