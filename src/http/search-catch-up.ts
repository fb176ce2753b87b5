/**
 * Brings tenants' full-text indexes up to date shortly after writes (store/search-index.ts):
 * the first write schedules a catch-up `delayMs` later, and the writes made until then share
 * it. A search never waits for this: it catches up itself before reading.
 */
import { logBackgroundFailure } from '../lib/faults'
import { catchUpIndex } from '../store/search-index'
import { withActive } from '../store/tenant-lease'
import type { AppContext } from './context'

export type SearchCatchUp = { schedule: (slug: string) => void; stop: () => void }

export function startSearchCatchUp(ctx: AppContext, delayMs = 50): SearchCatchUp {
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  let stopped = false

  function run(slug: string): void {
    timers.delete(slug)
    try {
      // the registry row now, not at schedule time: the tenant may have been suspended or restored
      withActive(ctx, slug, (lease) => catchUpIndex(lease.handle.db))
    } catch (err) {
      // note: the work stays queued; the next write or search retries it
      logBackgroundFailure(`search index catch-up failed for tenant ${slug}`, err)
    }
  }

  return {
    schedule(slug) {
      if (stopped || timers.has(slug)) return
      const timer = setTimeout(() => run(slug), delayMs)
      timer.unref?.()
      timers.set(slug, timer)
    },
    /** Runs what is scheduled now (shutdown), and schedules nothing more. */
    stop() {
      stopped = true
      for (const [slug, timer] of [...timers]) {
        clearTimeout(timer)
        run(slug)
      }
    },
  }
}
