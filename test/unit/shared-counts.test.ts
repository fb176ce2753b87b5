/** Counts per key in shared memory (lib/shared-counts.ts): instances on one memory stand for workers. */
import { expect, test } from 'bun:test'
import { countMemory, SharedCounts } from '../../src/lib/shared-counts'

test('should hold a limit per key over every worker, and free what each gives back', () => {
  const memory = countMemory(2)
  const [w0, w1] = [new SharedCounts(memory, 0), new SharedCounts(memory, 1)]
  expect([w0.take('acme', 3), w1.take('acme', 3), w1.take('acme', 3)]).toEqual([true, true, true])
  expect(w0.take('acme', 3)).toBe(false)
  expect(w1.take('acme', 3)).toBe(false)
  // another key has its own count
  expect(w0.take('beta', 1)).toBe(true)
  expect(w1.take('beta', 1)).toBe(false)
  w1.give('acme')
  expect(w0.count('acme')).toBe(2)
  expect(w0.take('acme', 3)).toBe(true)
  // a worker gives back only what it took
  w0.give('beta')
  w0.give('beta')
  expect(w1.count('beta')).toBe(0)
  expect(w1.take('beta', 1)).toBe(true)
})

test("should forget a gone worker's counts, and keep the others'", () => {
  const memory = countMemory(2)
  const [w0, w1] = [new SharedCounts(memory, 0), new SharedCounts(memory, 1)]
  for (let i = 0; i < 3; i++) w1.take('acme', 10)
  w0.take('acme', 10)
  new SharedCounts(memory).clearColumn(1)
  expect(w0.count('acme')).toBe(1)
  // the replacement worker starts from zero in the same column
  const again = new SharedCounts(memory, 1)
  again.give('acme')
  expect(w0.count('acme')).toBe(1)
})

test('should reuse the slots of keys whose count fell to zero', () => {
  const counts = new SharedCounts(countMemory(1), 0)
  // far more keys over time than the table has slots, a few open at a time
  for (let i = 0; i < 20_000; i++) {
    expect(counts.take(`tenant-${i}`, 1)).toBe(true)
    expect(counts.take(`tenant-${i}`, 1)).toBe(false)
    counts.give(`tenant-${i}`)
  }
  expect(counts.count('tenant-19999')).toBe(0)
})
