/** Started as a backup thread in tests: answers as http/backup-thread.ts's thread would, or fails. */
import { parentPort, workerData } from 'node:worker_threads'

const job = workerData as { slug: string; url: string; now: number }
if (job.slug === 'refused') parentPort!.postMessage({ ok: false, message: 'the bucket refused the archive' })
else if (job.slug === 'crashed') process.exit(3)
else parentPort!.postMessage({ ok: true, result: { url: `${job.url}${job.slug}-${job.now}.tar.gz`, bytes: 1, mediaFiles: 0, skipped: [] } })
