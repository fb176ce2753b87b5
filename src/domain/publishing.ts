/**
 * Status workflow of articles and pages (CONTRACT "Articles and pages"): draft, scheduled,
 * published, archived; publish/unpublish operations; scheduled content turns published by
 * itself when its `published_at` comes.
 */
import { CODES, type Violation } from '../lib/problem'
import type { HookCtx, ItemOperation, ResourceDef, Values } from '../registry/define'
import { writeTransaction } from '../store/orm'
import { operateItem, type Scope } from '../store/repository'
import { dueScheduled, earliestScheduled, isDueScheduled } from '../store/resource-tables'

export const STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const

/**
 * Becoming published without a date sets it to now. Published with a date still to come is
 * scheduled, as in most CMSs: hidden until then, and published then by the scheduler, whose
 * write announces it (`<type>.published`, a public `upsert`, the cache tags to purge). Stored as
 * `published`, it would have appeared at its date with nothing in the feeds or the webhooks.
 */
export function stampPublishedAt(values: Values, _current: Values | null, ctx: HookCtx): void {
  if (values.status !== 'published') return
  if (values.published_at === null || values.published_at === undefined) values.published_at = ctx.now
  else if (typeof values.published_at === 'number' && values.published_at > ctx.now) values.status = 'scheduled'
}

/** `scheduled` needs a `published_at` in the future. */
export function scheduledNeedsFutureDate(values: Values, ctx: HookCtx): Violation[] {
  if (values.status !== 'scheduled') return []
  const at = values.published_at
  if (typeof at === 'number' && at > ctx.now) return []
  return [{ propertyPath: 'published_at', message: 'This value should be a date in the future for scheduled content.', code: CODES.greaterThan }]
}

export const publish: ItemOperation = {
  method: 'POST',
  path: 'publish',
  action: 'publish',
  summary: 'Publishes the item now (published_at is kept when it is already past).',
  apply: (current, ctx) => ({
    status: 'published',
    published_at: typeof current.published_at === 'number' && current.published_at <= ctx.now ? current.published_at : ctx.now,
  }),
  events: (singular) => [`${singular}.published`],
}

export const unpublish: ItemOperation = {
  method: 'POST',
  path: 'unpublish',
  action: 'publish',
  summary: 'Takes the item back to draft.',
  apply: () => ({ status: 'draft' }),
  events: (singular) => [`${singular}.unpublished`],
}

const publishDueOp = {
  apply: () => ({ status: 'published' }),
  events: (singular: string) => [`${singular}.published`],
}

/**
 * Publishes every scheduled row whose time has come, each in its own transaction with its
 * event. Returns the earliest remaining `published_at`, or null when nothing is scheduled;
 * `settle` stores it (the registry's wake-up time).
 * note: with several workers, requests of two threads and the node's scheduler may run this
 * at once: each row is checked again under the write lock, so it is published (and announced)
 * once; and the earliest date is read and settled under the lock too, so content another worker
 * schedules meanwhile (it notes its date inside its own write) is never overwritten.
 */
export function publishDue(scope: Scope, defs: ResourceDef[], settle: (next: number | null) => void = () => {}, now = Date.now()): number | null {
  const publishable = defs.filter((d) => d.publishable)
  for (const def of publishable) {
    for (const row of dueScheduled(scope.db, def, now)) {
      writeTransaction(scope.db, () => {
        if (isDueScheduled(scope.db, def, row.uuid, now)) operateItem({ ...scope, siteId: row.site_id, now: () => now }, def, row.uuid, publishDueOp, null)
      })
    }
  }
  return writeTransaction(scope.db, () => {
    let next: number | null = null
    for (const def of publishable) {
      const at = earliestScheduled(scope.db, def)
      if (at !== null && (next === null || at < next)) next = at
    }
    settle(next)
    return next
  })
}
