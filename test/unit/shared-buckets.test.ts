import { expect, test } from 'bun:test'
import { bucketMemory, SharedTokenBuckets } from '../../src/lib/shared-buckets'
import { TokenBuckets } from '../../src/lib/token-bucket'

const rate = { limit: 3, windowSeconds: 60 }

test('should answer exactly as the in-process buckets do', () => {
  const shared = new SharedTokenBuckets(rate, bucketMemory(64))
  const local = new TokenBuckets(rate)
  const t0 = 1_000_000
  const steps: [string, number][] = [['a', 0], ['a', 0], ['b', 10], ['a', 20], ['a', 30], ['a', 20_000], ['b', 25_000], ['a', 600_000]]
  for (const [key, dt] of steps) expect(shared.take(key, t0 + dt)).toEqual(local.take(key, t0 + dt))
})

test('should peek as the in-process buckets do, spending nothing', () => {
  const shared = new SharedTokenBuckets(rate, bucketMemory(64))
  const local = new TokenBuckets(rate)
  const t0 = 1_000_000
  for (const [op, key, dt] of [['peek', 'a', 0], ['take', 'a', 0], ['peek', 'a', 5], ['peek', 'a', 5], ['take', 'a', 10], ['take', 'a', 10], ['take', 'a', 10], ['peek', 'a', 10], ['peek', 'b', 10], ['peek', 'a', 30_000]] as const) {
    expect(shared[op](key, t0 + dt)).toEqual(local[op](key, t0 + dt))
  }
  expect(local.peek('a', t0 + 10)).toMatchObject({ allowed: false, remaining: 0 })
  expect(local.peek('c', t0)).toMatchObject({ allowed: true, remaining: 3 })
})

test('should count in one table from every view of the same memory (one per worker)', () => {
  const memory = bucketMemory(64)
  const workers = [new SharedTokenBuckets(rate, memory), new SharedTokenBuckets(rate, memory)]
  const allowed = Array.from({ length: 8 }, (_, i) => workers[i % 2]!.take('ip:1', 0).allowed)
  expect(allowed).toEqual([true, true, true, false, false, false, false, false])
})

test('should reuse refilled slots, and keep every client exact while the table has room', () => {
  // 64 slots, 40 clients at a time: each spends its whole allowance, refused past it
  const b = new SharedTokenBuckets(rate, bucketMemory(64))
  for (let round = 0; round < 5; round++) {
    const now = round * 60_000 // a full window later every bucket has refilled: its slot is free
    for (let c = 0; c < 40; c++) {
      const key = `client-${round}-${c}`
      expect([1, 2, 3, 4].map(() => b.take(key, now).allowed)).toEqual([true, true, true, false])
    }
  }
})

test('should let the fullest bucket give way when a window is full, erring towards allowing', () => {
  const b = new SharedTokenBuckets({ limit: 2, windowSeconds: 60 }, bucketMemory(32))
  // 32 clients fill all 32 slots (each window is the whole table)
  for (let c = 0; c < 32; c++) b.take(`c${c}`, 0)
  b.take('c0', 0) // c0 is now empty; the others have one token left
  expect(b.take('newcomer', 0).allowed).toBe(true)
  expect(b.take('c0', 0).allowed).toBe(false) // c0 kept its slot: the fuller buckets gave way
})
