/** Two Transformers on one job memory stand for two workers (domain/media-transforms.ts). */
import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Transformer, type TransformResult } from '../../src/domain/media-transforms'
import { jobMemory } from '../../src/lib/shared-jobs'

const dir = mkdtempSync(join(tmpdir(), 'cms-join-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const UUID = '0192f0c4-1111-7222-8333-444455556666'

test("should let a request join another worker's running job past the start wait, and serve its file", async () => {
  const memory = jobMemory()
  const seen: TransformResult[] = []
  const worker = () => new Transformer({ concurrency: 1, waitMs: 20, index: { kept() {} }, jobs: memory, observe: (r) => seen.push(r) })
  const [a, b] = [worker(), worker()]
  let made = 0
  const slow = async () => {
    made++
    await Bun.sleep(200)
    return new TextEncoder().encode('result')
  }
  const first = a.get(dir, UUID, 'w100.jpg', slow)
  await Bun.sleep(10)
  // the job runs ten times longer than the start wait: the other worker's request waits for it
  const second = await b.get(dir, UUID, 'w100.jpg', slow)
  expect(readFileSync(second.path, 'utf8')).toBe('result')
  expect((await first).path).toBe(second.path)
  expect(made).toBe(1)
  expect(seen.sort()).toEqual(['joined', 'made'])
})

test('should still answer 503 to a different result that finds no free slot within the wait', async () => {
  const memory = jobMemory()
  const worker = () => new Transformer({ concurrency: 1, waitMs: 20, index: { kept() {} }, jobs: memory })
  const [a, b] = [worker(), worker()]
  const slow = async () => (await Bun.sleep(200), new Uint8Array([1]))
  const first = a.get(dir, UUID, 'w200.jpg', slow)
  await Bun.sleep(10)
  await expect(b.get(dir, UUID, 'w300.jpg', slow)).rejects.toMatchObject({ status: 503 })
  await first
})
