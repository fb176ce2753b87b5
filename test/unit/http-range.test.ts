import { expect, test } from 'bun:test'
import { parseRange } from '../../src/lib/http-range'

test('parseRange should read single byte ranges against the size', () => {
  expect(parseRange(null, 100)).toBeNull()
  expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 })
  expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 })
  expect(parseRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 })
  expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 })
  expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 })
  expect(parseRange('BYTES = 1 - 2', 100)).toEqual({ start: 1, end: 2 })
})

test('parseRange should tell unsatisfiable ranges from ones to ignore', () => {
  expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable')
  expect(parseRange('bytes=100-200', 100)).toBe('unsatisfiable')
  expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable')
  for (const ignored of ['bytes=5-1', 'bytes=-', 'bytes=0-1,5-6', 'items=0-1', 'bytes=a-b']) {
    expect(parseRange(ignored, 100)).toBeNull()
  }
})
