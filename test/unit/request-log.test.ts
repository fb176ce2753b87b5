/** The request log's two formats (CONTRACT §14 "Logs"), given the facts of one request. */
import { expect, test } from 'bun:test'
import { join } from 'node:path'
import { logError, requestLog, setLogFormat, type RequestEntry } from '../../src/lib/log'

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

test('should keep every line whole on a pipe that several threads write to', async () => {
  const proc = Bun.spawn(['bun', join(import.meta.dir, '../helpers/log-writer.ts'), '3000', '3'], { stdout: 'pipe', stderr: 'pipe' })
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited])
  expect({ code, err }).toEqual({ code: 0, err: '' })
  const lines = out.split('\n').filter(Boolean)
  const whole = /^\S+ GET \/public\/articles 200 1\.00ms bytes=10 tenant=acme actor=user:(é€){20} request_id=(\d)-(\d+)$/
  expect(lines.filter((l) => !whole.test(l))).toEqual([])
  expect(lines).toHaveLength(4 * 3000)
  expect(new Set(lines.map((l) => whole.exec(l)![3] && `${whole.exec(l)![2]}-${whole.exec(l)![3]}`)).size).toBe(12000)
}, 30_000)

test('should write a failure in the text format as its stack and code, without lines of source', () => {
  const lines: unknown[][] = []
  const original = console.error
  console.error = (...args: unknown[]) => void lines.push(args)
  try {
    setLogFormat('text')
    const failing = () => {
      throw Object.assign(new Error('the file is not a database'), { code: 'SQLITE_NOTADB' })
    }
    try {
      failing()
    } catch (err) {
      logError('pruning old events failed for tenant acme', err)
    }
  } finally {
    console.error = original
  }
  expect(lines).toHaveLength(1)
  expect(lines[0]).toHaveLength(1)
  const text = lines[0]![0] as string
  expect(text).toStartWith('[cms] pruning old events failed for tenant acme: Error: the file is not a database\n    at ')
  expect(text).toEndWith('\n    code: SQLITE_NOTADB')
})
