/**
 * A scheduled backup in a thread of its own. `VACUUM INTO` and the archive's file reads and
 * writes are synchronous and take seconds for a large tenant: in the serving thread
 * (`serve --workers 1`) every request waited for them, and in a cluster's main thread every
 * webhook, scheduled publication and index catch-up. The thread runs the executable's main
 * module (main.ts starts `runBackupJob` there), opens the registry and the media store itself,
 * and answers with the result.
 */
import { Worker } from 'node:worker_threads'
import { loadConfig } from '../config'
import { openMediaStore } from '../store/media-store'
import { Registry } from '../store/registry-db'
import { backupTenantToS3, type S3BackupResult } from '../domain/backup-s3'

/** What the thread is started with. */
export type BackupJob = { kind: 'cms-backup'; data: string; slug: string; url: string; now: number }

type Reply = { ok: true; result: S3BackupResult } | { ok: false; message: string }

/** Backs `slug` up to `url` in a new thread of `entry` (the executable's main module). */
export function backupInThread(entry: string, job: Omit<BackupJob, 'kind'>): Promise<S3BackupResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry, { workerData: { kind: 'cms-backup', ...job } satisfies BackupJob })
    let settled = false
    const settle = (fn: () => void) => {
      if (settled) return
      settled = true
      fn()
      void worker.terminate()
    }
    worker.once('message', (reply: Reply) => settle(() => (reply.ok ? resolve(reply.result) : reject(new Error(reply.message)))))
    worker.once('error', (err: Error) => settle(() => reject(err)))
    worker.once('exit', (code) => settle(() => reject(new Error(`the backup thread ended with code ${code} before answering`))))
  })
}

/** The thread's side: the backup, then its result or its error's message. */
export async function runBackupJob(job: BackupJob, answer: (reply: Reply) => void): Promise<void> {
  // note: the same settings as the server's (flags other than --data do not touch backups)
  const config = loadConfig({ data: job.data })
  const registry = new Registry(config.dataDir)
  try {
    const result = await backupTenantToS3(registry, job.slug, job.url, { s3: config.s3, media: openMediaStore(config), now: new Date(job.now) })
    answer({ ok: true, result })
  } catch (err) {
    answer({ ok: false, message: (err as Error).message })
  } finally {
    registry.close()
  }
}
