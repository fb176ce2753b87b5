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

test("should give a waiting owner the next slot before another job of an owner that holds its share", async () => {
  const [a, b] = twoWorkers(2)
  // alone, an owner uses every slot
  expect(await a.acquire(soon(0), 'busy')).toBe(true)
  expect(await b.acquire(soon(0), 'busy')).toBe(true)
  a.release('busy')
  expect(await a.acquire(soon(0), 'busy')).toBe(true)
  // both taken by "busy"; "busy" itself, then another tenant, wait for the next free slot
  const order: string[] = []
  const more = a.acquire(soon(5000), 'busy').then((ok) => ok && order.push('busy'))
  await Bun.sleep(5)
  const other = b.acquire(soon(5000), 'quiet').then((ok) => ok && order.push('quiet'))
  await Bun.sleep(5)
  a.release('busy')
  await other
  // "busy" still holds one slot, its share: the free one went to "quiet", and "busy" waits on
  expect(order).toEqual(['quiet'])
  b.release('busy')
  await more
  expect(order).toEqual(['quiet', 'busy'])
  a.release('quiet')
  b.release('busy')
  // nothing held, nobody waiting: every slot is free again
  expect([await a.acquire(soon(0), 'x'), await b.acquire(soon(0), 'y'), await a.acquire(soon(0), 'z')]).toEqual([true, true, false])
})
