/** Started as a backup thread in tests: answers as http/backup-thread.ts's thread would, fails, or hangs. */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'

const job = workerData as { slug: string; url: string; now: number; staging: string }
// what a real backup stages there first
writeFileSync(join(job.staging, 'cms.db'), 'a copy of the database', { mode: 0o600 })
if (job.slug === 'refused') parentPort!.postMessage({ ok: false, message: 'the bucket refused the archive' })
else if (job.slug === 'crashed') process.exit(3)
else if (job.slug === 'hangs') setInterval(() => {}, 1000)
else parentPort!.postMessage({ ok: true, result: { url: `${job.url}${job.slug}-${job.now}.tar.gz`, bytes: 1, mediaFiles: 0, skipped: [] } })
