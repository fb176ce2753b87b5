/** The request log's two formats (CONTRACT §14 "Logs"), given the facts of one request. */
import { expect, test } from 'bun:test'
import { requestLog, type RequestEntry } from '../../src/lib/log'

const entry: RequestEntry = {
  requestId: 'abc-123',
  tenant: 'acme',
  method: 'GET',
  path: '/admin/articles/9b1d',
  status: 200,
  durationMs: 1.23456,
  bytes: 2048,
  actor: 'user:9b1d',
}

function linesOf(format: 'text' | 'json', e: RequestEntry): string[] {
  const lines: string[] = []
  requestLog(format, (line) => lines.push(line))!(e)
  return lines
}

test('should write the default text format as one readable line with every fact', () => {
  const [line, ...rest] = linesOf('text', entry)
  expect(rest).toEqual([])
  expect(line).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z GET \/admin\/articles\/9b1d 200 1\.23ms bytes=2048 tenant=acme actor=user:9b1d request_id=abc-123$/)
  const [bare] = linesOf('text', { ...entry, tenant: null, actor: null, bytes: null })
  expect(bare).toEndWith(' bytes=- tenant=- actor=- request_id=abc-123')
})

test('should write the json format as one object with the contract keys in order', () => {
  const [line] = linesOf('json', entry)
  const parsed = JSON.parse(line!)
  expect(Object.keys(parsed)).toEqual(['time', 'request_id', 'tenant', 'method', 'path', 'status', 'duration_ms', 'bytes', 'actor'])
  expect(parsed).toMatchObject({ request_id: 'abc-123', tenant: 'acme', method: 'GET', path: '/admin/articles/9b1d', status: 200, duration_ms: 1.235, bytes: 2048, actor: 'user:9b1d' })
})

test('should write nothing for the none format', () => {
  expect(requestLog('none')).toBeNull()
})
