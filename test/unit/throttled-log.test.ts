/** Once a minute per cause (lib/throttled-log.ts): in one thread, and for a node of worker threads. */
import { expect, test } from 'bun:test'
import { setLogFormat } from '../../src/lib/log'
import { logMemory, ThrottledLog } from '../../src/lib/throttled-log'

test('should write a cause once a minute, then say how many lines it left out', () => {
  const lines: string[] = []
  const log = new ThrottledLog((l) => lines.push(l))
  expect([log.note('busy', 'locked', 0), log.note('busy', 'locked', 1_000), log.note('no-space', 'full', 2_000), log.note('busy', 'locked', 60_000)]).toEqual([true, false, true, true])
  expect(lines).toEqual(['[cms] locked', '[cms] full', '[cms] locked (1 more since the last report)'])
})

test('should count the minute for every thread on the same memory, as one log', () => {
  const lines: string[] = []
  const memory = logMemory()
  const [a, b] = [new ThrottledLog((l) => lines.push(`a ${l}`)).share(memory), new ThrottledLog((l) => lines.push(`b ${l}`)).share(memory)]
  a.note('newer-schema:x.db', 'newer', 0)
  b.note('newer-schema:x.db', 'newer', 10)
  a.note('newer-schema:x.db', 'newer', 20)
  b.note('busy', 'locked', 30)
  b.note('newer-schema:x.db', 'newer', 60_000)
  expect(lines).toEqual(['a [cms] newer', 'b [cms] locked', 'b [cms] newer (2 more since the last report)'])
  // more causes than slots: the oldest make room, none is ever lost for good
  for (let i = 0; i < 100; i++) expect(a.note(`cause-${i}`, `c${i}`, 70_000 + i)).toBe(true)
})

test('should write its lines in the configured log format, JSON objects with CMS_LOG_FORMAT=json', () => {
  const lines: string[] = []
  const original = console.error
  console.error = (line: string) => void lines.push(line)
  try {
    setLogFormat('json')
    new ThrottledLog().note('busy', 'a database stayed locked', 1)
    setLogFormat('text')
    new ThrottledLog().note('busy', 'a database stayed locked', 1)
  } finally {
    console.error = original
    setLogFormat('text')
  }
  expect(JSON.parse(lines[0]!)).toEqual({ time: expect.any(String), level: 'warn', message: 'a database stayed locked' })
  expect(lines[1]).toBe('[cms] a database stayed locked')
})
