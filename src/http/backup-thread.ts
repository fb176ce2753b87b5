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
import { backupTenantToS3, openTransfer, type S3BackupResult } from '../domain/backup-s3'
import { logError } from '../lib/log'

/** What the thread is started with; `staging`: the folder it stages in, which the starter opened and removes. */
export type BackupJob = { kind: 'cms-backup'; data: string; slug: string; url: string; now: number; staging: string }

type Reply = { ok: true; result: S3BackupResult } | { ok: false; message: string }

/**
 * Backs `slug` up to `url` in a new thread of `entry` (the executable's main module). `signal`
 * cuts it short (a shutdown): the thread is ended and its staging folder removed.
 */
export function backupInThread(entry: string, job: Omit<BackupJob, 'kind' | 'staging'>, signal?: AbortSignal): Promise<S3BackupResult> {
  if (signal?.aborted) return Promise.reject(new Error('the backup was stopped'))
  // note: opened here, not in the thread: a thread that is ended runs no `finally` of its own,
  // and its lock would stay with the process
  const transfer = openTransfer(job.data)
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry, { workerData: { kind: 'cms-backup', ...job, staging: transfer.dir } satisfies BackupJob })
    let settled = false
    const settle = (fn: () => void) => {
      if (settled) return
      settled = true
      signal?.removeEventListener('abort', stop)
      // the folder goes once the thread can no longer write in it (a step under way ends first)
      void worker
        .terminate()
        .then(() => transfer.close())
        .catch((err) => logError(`could not remove the staging folder ${transfer.dir}`, err))
        .finally(fn)
    }
    const stop = () => settle(() => reject(new Error('the backup was stopped')))
    signal?.addEventListener('abort', stop)
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
    const result = await backupTenantToS3(registry, job.slug, job.url, { s3: config.s3, media: openMediaStore(config), now: new Date(job.now), staging: job.staging })
    answer({ ok: true, result })
  } catch (err) {
    answer({ ok: false, message: (err as Error).message })
  } finally {
    registry.close()
  }
}
