/** A scheduled backup in a thread of its own (http/backup-thread.ts): its answer, its failures. */
import { expect, test } from 'bun:test'
import { join } from 'node:path'
import { backupInThread } from '../../src/http/backup-thread'

const STUB = join(import.meta.dir, '../helpers/backup-thread-stub.ts')
const job = (slug: string) => ({ data: '/nowhere', slug, url: 's3://backups/nightly/', now: 1_795_000_000_000 })

test("should resolve with the thread's result", async () => {
  expect(await backupInThread(STUB, job('acme'))).toEqual({ url: 's3://backups/nightly/acme-1795000000000.tar.gz', bytes: 1, mediaFiles: 0, skipped: [] })
})

test("should reject with the thread's error, and when the thread ends without answering", async () => {
  await expect(backupInThread(STUB, job('refused'))).rejects.toThrow('the bucket refused the archive')
  await expect(backupInThread(STUB, job('crashed'))).rejects.toThrow('the backup thread ended with code 3 before answering')
})
