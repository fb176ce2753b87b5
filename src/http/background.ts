/**
 * Work the server does besides answering requests, started with `serve` (CONTRACT §8, §9, §13,
 * §15): scheduled publishing, webhook deliveries, the outbox's retention and scheduled backups.
 */
import { backupInThread } from './backup-thread'
import { sweepTransfers } from '../domain/backup-s3'
import { RESTORE_PREFIX } from '../domain/backup'
import { sweepStaging } from '../store/folder-lock'
import { join } from 'node:path'
import { BackupScheduler } from '../domain/scheduled-backups'
import { logBackgroundFailure } from '../lib/faults'
import { withActive } from '../store/tenant-lease'
import type { AppContext } from './context'
import { startEventRetention } from './event-retention'
import { publishIfDue } from './scope'
import { startWebhookWorker } from './webhook-worker'

/** The scheduler: publishes due content of tenants nobody is requesting right now. */
function startScheduler(ctx: AppContext): () => void {
  const timer = setInterval(() => {
    for (const { slug } of ctx.registry.dueForPublishing(Date.now())) {
      try {
        withActive(ctx, slug, (lease) => publishIfDue(ctx, lease.tenant, lease.handle))
      } catch (err) {
        logBackgroundFailure(`scheduled publishing failed for tenant ${slug}`, err)
      }
    }
  }, ctx.config.workerIntervalMs)
  timer.unref?.()
  return () => clearInterval(timer)
}

/** How often the backup schedule is looked at: due tenants wait at most this long. */
const BACKUP_CHECK_MS = 60_000

/**
 * Scheduled backups (`CMS_BACKUP_EVERY`): a first look soon after start, then once a minute.
 * With `entry`, each archive is written in a thread of it (backup-thread.ts). The returned stop
 * cuts a backup under way short, waiting up to `waitMs` for its staging folder to go.
 */
function startBackups(ctx: AppContext, entry: string | undefined): (waitMs: number) => Promise<void> {
  const dataDir = ctx.config.dataDir
  // what a process stopped before it could remove (a crash, kill -9), scheduled or not
  sweepTransfers(dataDir)
  sweepStaging(join(dataDir, 'tenants'), RESTORE_PREFIX)
  const schedule = ctx.config.backup
  if (!schedule) return async () => {}
  const inThread = entry
    ? (slug: string, url: string, now: Date, signal: AbortSignal) => backupInThread(entry, { data: dataDir, slug, url, now: now.getTime() }, signal)
    : undefined
  const backups = new BackupScheduler({ registry: ctx.registry, media: ctx.media, s3: ctx.config.s3, schedule, run: inThread })
  ctx.backups = backups
  const run = () => void backups.tick()
  const first = setTimeout(run, ctx.config.workerIntervalMs)
  const timer = setInterval(run, Math.min(BACKUP_CHECK_MS, schedule.everySeconds * 1000))
  first.unref?.()
  timer.unref?.()
  return (waitMs) => {
    clearTimeout(first)
    clearInterval(timer)
    return backups.stop(waitMs)
  }
}

/**
 * Stops the background work; webhook attempts under way may finish and be recorded for up to
 * `waitMs` (a shutdown gives its drain time; 0 cuts them), and a backup under way is cut short.
 */
export type StopBackground = (waitMs?: number) => Promise<void>

/**
 * Starts the background work; returns the function that stops it. `entry`: the executable's main
 * module, when long work may run in threads of it (`serve`; not a service inside a test).
 */
export function startBackground(ctx: AppContext, entry?: string): StopBackground {
  const stops = [startScheduler(ctx), startEventRetention(ctx)]
  const stopBackups = startBackups(ctx, entry)
  const stopDeliveries = startWebhookWorker(ctx)
  return async (waitMs = 0) => {
    stops.forEach((stop) => stop())
    await Promise.all([stopDeliveries(waitMs), stopBackups(waitMs)])
  }
}
