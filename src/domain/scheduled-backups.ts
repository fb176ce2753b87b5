/**
 * Scheduled backups off the box (CONTRACT §15): with `CMS_BACKUP_EVERY` and `CMS_BACKUP_TO`,
 * `serve` backs every tenant up to `<prefix><tenant>/<tenant>-<UTC time>.tar.gz`, one tenant at
 * a time, and keeps the newest `CMS_BACKUP_KEEP` archives of each. The bucket is the record: after
 * a restart, a tenant's last backup is read from its newest archive name, so a restart neither
 * repeats nor skips one. Each archive is the same consistent snapshot `app:tenant:backup` writes.
 */
import type { BackupSchedule, S3Settings } from '../config'
import type { MediaStore } from '../store/media-store'
import type { Registry } from '../store/registry-db'
import { listObjects, s3Client } from '../store/s3'
import { backupTenantToS3 } from './backup-s3'
import { logNotice } from '../lib/log'

/** `acme-20261122T100000Z.tar.gz` → its time; null for any other name (never pruned). */
export function archiveTime(slug: string, name: string): number | null {
  const m = new RegExp(`^${slug}-(\\d{4})(\\d{2})(\\d{2})T(\\d{2})(\\d{2})(\\d{2})Z\\.tar\\.gz$`).exec(name)
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : null
}

/** After a failure, a tenant is tried again after this long (or the schedule, when shorter). */
const RETRY_MS = 5 * 60_000

/**
 * How early a tenant counts as due. note: a backup is stamped when it starts, a little after the
 * check that found it due, so the check one interval later found it a few ms short and the
 * schedule slipped by a whole check interval every time (1m gave one archive each 2 minutes).
 */
const EARLY_MS = 10_000

export type BackupDeps = {
  registry: Registry
  media: MediaStore
  s3: S3Settings
  schedule: BackupSchedule
  /**
   * Writes one archive to `url`; by default here, `serve` gives a thread of its own
   * (backup-thread.ts), which `signal` ends.
   */
  run?: (slug: string, url: string, now: Date, signal: AbortSignal) => Promise<{ url: string }>
}

export class BackupScheduler {
  /** Slug → time (ms) of the last backup that reached the bucket. */
  private readonly lastSuccess = new Map<string, number>()
  private readonly lastFailure = new Map<string, number>()
  private running: Promise<void> | null = null
  private readonly stopping = new AbortController()

  constructor(private readonly deps: BackupDeps) {}

  /** When each tenant's last backup succeeded (ms since the epoch), for monitoring. */
  lastSuccessByTenant(): ReadonlyMap<string, number> {
    return this.lastSuccess
  }

  private archives(slug: string) {
    const { schedule } = this.deps
    return { client: s3Client(this.deps.s3, schedule.bucket), prefix: `${schedule.prefix}${slug}/` }
  }

  /** The tenant's archives in the bucket, newest first. */
  private async listArchives(slug: string): Promise<{ key: string; at: number }[]> {
    const { client, prefix } = this.archives(slug)
    const found = (await listObjects(client, prefix)).map((o) => ({ key: o.key, at: archiveTime(slug, o.key.slice(prefix.length)) }))
    return found.filter((a): a is { key: string; at: number } => a.at !== null).sort((a, b) => b.at - a.at)
  }

  private async isDue(slug: string, now: number): Promise<boolean> {
    const every = this.deps.schedule.everySeconds * 1000
    const failed = this.lastFailure.get(slug)
    if (failed !== undefined && now - failed < Math.min(every, RETRY_MS) - EARLY_MS) return false
    if (!this.lastSuccess.has(slug)) {
      const newest = (await this.listArchives(slug))[0]
      if (newest) this.lastSuccess.set(slug, newest.at)
    }
    const last = this.lastSuccess.get(slug)
    return last === undefined || now - last >= every - EARLY_MS
  }

  /** Backs up one tenant now and removes its archives beyond the newest `keep`. */
  async backup(slug: string, now = new Date()): Promise<string> {
    const { registry, media, s3, schedule, run } = this.deps
    const { prefix } = this.archives(slug)
    const url = `s3://${schedule.bucket}/${prefix}`
    const result = await (run ? run(slug, url, now, this.stopping.signal) : backupTenantToS3(registry, slug, url, { s3, media, now }))
    this.lastSuccess.set(slug, now.getTime())
    this.lastFailure.delete(slug)
    const { client } = this.archives(slug)
    for (const old of (await this.listArchives(slug)).slice(schedule.keep)) await client.delete(old.key)
    return result.url
  }

  /**
   * One pass over every tenant that is due, one after the other. A pass still running when the
   * next is asked for is returned instead of starting a second one.
   */
  tick(now = Date.now()): Promise<void> {
    if (this.stopping.signal.aborted) return Promise.resolve()
    this.running ??= this.pass(now).finally(() => {
      this.running = null
    })
    return this.running
  }

  /**
   * Starts no other backup and cuts the one under way short (a shutdown): it ends with its
   * staging folder removed, waited for up to `waitMs`.
   */
  async stop(waitMs = 0): Promise<void> {
    this.stopping.abort()
    if (this.running) await Promise.race([this.running, Bun.sleep(waitMs)])
  }

  private async pass(now: number): Promise<void> {
    for (const tenant of this.deps.registry.list()) {
      // suspended tenants keep their data and are backed up too; deleted ones are going away
      if (tenant.status === 'deleted') continue
      if (this.stopping.signal.aborted) return
      try {
        if (await this.isDue(tenant.slug, now)) await this.backup(tenant.slug, new Date(Math.max(now, Date.now())))
      } catch (err) {
        // a backup cut short by a stop did not fail
        if (this.stopping.signal.aborted) return
        this.lastFailure.set(tenant.slug, Date.now())
        logNotice(`scheduled backup of tenant ${tenant.slug} failed: ${(err as Error).message}`)
      }
    }
  }
}
