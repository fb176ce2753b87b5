/** A scheduled backup in a thread of its own (http/backup-thread.ts): its answer, its failures, its stop. */
import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { backupInThread } from '../../src/http/backup-thread'

const STUB = join(import.meta.dir, '../helpers/backup-thread-stub.ts')
const data = mkdtempSync(join(tmpdir(), 'cms-backup-thread-'))
afterAll(() => rmSync(data, { recursive: true, force: true }))
const job = (slug: string) => ({ data, slug, url: 's3://backups/nightly/', now: 1_795_000_000_000 })
const staging = () => readdirSync(data).filter((n) => n.startsWith('.s3-transfer-'))

test("should resolve with the thread's result, its staging folder removed", async () => {
  expect(await backupInThread(STUB, job('acme'))).toEqual({ url: 's3://backups/nightly/acme-1795000000000.tar.gz', bytes: 1, mediaFiles: 0, skipped: [] })
  expect(staging()).toEqual([])
})

test("should reject with the thread's error, and when the thread ends without answering", async () => {
  await expect(backupInThread(STUB, job('refused'))).rejects.toThrow('the bucket refused the archive')
  await expect(backupInThread(STUB, job('crashed'))).rejects.toThrow('the backup thread ended with code 3 before answering')
  expect(staging()).toEqual([])
})

test('should end the thread and remove its staging folder when stopped', async () => {
  const stop = new AbortController()
  const running = backupInThread(STUB, job('hangs'), stop.signal)
  expect(staging()).toHaveLength(1)
  stop.abort()
  await expect(running).rejects.toThrow('the backup was stopped')
  expect(staging()).toEqual([])
})
