import { expect, test } from 'bun:test'
import { parseRate, TokenBuckets } from '../../src/lib/token-bucket'

test('should parse rate specs', () => {
  expect(parseRate('100/15m')).toEqual({ limit: 100, windowSeconds: 900 })
  expect(parseRate('1000/15m')).toEqual({ limit: 1000, windowSeconds: 900 })
  expect(parseRate('5/s')).toEqual({ limit: 5, windowSeconds: 1 })
  expect(parseRate('10/2h')).toEqual({ limit: 10, windowSeconds: 7200 })
  expect(() => parseRate('100')).toThrow()
  expect(() => parseRate('0/1m')).toThrow()
})

test('should allow the limit, refuse past it, and refill with time', () => {
  const b = new TokenBuckets({ limit: 3, windowSeconds: 60 })
  const t0 = 1_000_000
  expect(b.take('k', t0)).toMatchObject({ allowed: true, remaining: 2 })
  expect(b.take('k', t0)).toMatchObject({ allowed: true, remaining: 1 })
  expect(b.take('k', t0)).toMatchObject({ allowed: true, remaining: 0, reset: Math.ceil((t0 + 60_000) / 1000) })
  const refused = b.take('k', t0)
  expect(refused.allowed).toBe(false)
  expect(refused.retryAfter).toBe(20) // one token per 20 s
  // other keys are independent
  expect(b.take('other', t0).allowed).toBe(true)
  // 20 s later one request is allowed again
  expect(b.take('k', t0 + 20_000)).toMatchObject({ allowed: true, remaining: 0 })
  // a full window restores the full allowance, never more
  expect(b.take('k', t0 + 10 * 60_000)).toMatchObject({ allowed: true, remaining: 2 })
})

test('should sweep only full buckets', () => {
  const b = new TokenBuckets({ limit: 2, windowSeconds: 10 })
  b.take('a', 0)
  b.take('b', 9_000)
  b.sweep(10_000)
  expect(b.size).toBe(1)
})
