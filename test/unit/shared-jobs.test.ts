/** Slots and claims in shared memory (lib/shared-jobs.ts): two instances on one memory stand for two workers. */
import { expect, test } from 'bun:test'
import { jobMemory, SharedJobs } from '../../src/lib/shared-jobs'

const twoWorkers = (slots: number) => {
  const memory = jobMemory()
  return [new SharedJobs(slots, memory), new SharedJobs(slots, memory)] as const
}
const soon = (ms: number) => Date.now() + ms

test('should count slots for every instance on the memory, and hand a freed one to a waiter', async () => {
  const [a, b] = twoWorkers(2)
  expect(await a.acquire(soon(0))).toBe(true)
  expect(await b.acquire(soon(0))).toBe(true)
  // both slots are taken, whichever instance asks
  expect(await a.acquire(soon(20))).toBe(false)
  let got = false
  const waiting = b.acquire(soon(5000)).then((ok) => (got = ok))
  await Bun.sleep(10)
  expect(got).toBe(false)
  a.release()
  await waiting
  expect(got).toBe(true)
  // and the count is back to two taken
  expect(await a.acquire(soon(0))).toBe(false)
})

test('should give a claim to one instance at a time, and wake the other when it ends', async () => {
  const [a, b] = twoWorkers(1)
  expect(a.claim('tenant/photo/300w.jpg')).toBe(true)
  expect(b.claim('tenant/photo/300w.jpg')).toBe(false)
  expect(a.claim('tenant/photo/300w.jpg')).toBe(false)
  // another result is free to claim
  expect(b.claim('tenant/photo/600w.jpg')).toBe(true)
  expect(await b.settled('tenant/photo/300w.jpg', soon(20))).toBe(false)
  const settled = b.settled('tenant/photo/300w.jpg', soon(5000))
  a.finish('tenant/photo/300w.jpg')
  expect(await settled).toBe(true)
  expect(b.claim('tenant/photo/300w.jpg')).toBe(true)
})

test('should let a job run unclaimed rather than refuse it when every claim is taken', () => {
  const [a, b] = twoWorkers(1)
  for (let i = 0; i < 256; i++) expect(a.claim(`key-${i}`)).toBe(true)
  expect(b.claim('one more')).toBe(true)
  expect(b.claim('one more')).toBe(true)
  // a freed claim is used again
  a.finish('key-7')
  expect(a.claim('again')).toBe(true)
  expect(b.claim('again')).toBe(false)
})
