/**
 * `cms health` as a container HEALTHCHECK runs it: exit 0 on ok; on a degraded server, exit 1
 * with the server's reason on stderr.
 */
import { afterAll, expect, test } from 'bun:test'
import { cli } from '../helpers/child'
import { startTestService } from '../helpers/service'

const running: (() => void)[] = []
afterAll(() => running.forEach((stop) => stop()))

/** A service on a loopback socket; the CLI runs as its own process. */
function serve(env: Record<string, string>) {
  const t = startTestService(env)
  const server = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: t.service.fetch })
  running.push(() => {
    server.stop(true)
    t.close()
  })
  return `http://127.0.0.1:${server.port}/health`
}

test('should print the degraded reason and exit 1', async () => {
  const url = serve({ CMS_MIN_FREE_MB: String(1024 * 1024 * 1024) })
  const r = await cli(['health', '--url', url])
  expect(r.exitCode).toBe(1)
  expect(r.stdout).toBe('')
  const lines = r.stderr.trim().split('\n')
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatch(
    new RegExp(`^error: ${url.replace(/[.]/g, '\\.')}: degraded \\(HTTP 503\\): The data folder has \\d+ MB free, less than the 1073741824 MB required \\(CMS_MIN_FREE_MB\\)\\.$`),
  )
})

test('should say ok and exit 0 on a healthy server', async () => {
  const url = serve({ CMS_MIN_FREE_MB: '0' })
  const r = await cli(['health', '--url', url])
  expect({ code: r.exitCode, out: r.stdout, err: r.stderr }).toEqual({ code: 0, out: `${url}: ok\n`, err: '' })
})

test('should refuse a timeout that is no number of seconds, with one line', async () => {
  for (const timeout of ['abc', '0', '-1']) {
    const r = await cli(['health', '--url', 'http://127.0.0.1:9/health', `--timeout=${timeout}`])
    expect({ code: r.exitCode, err: r.stderr }).toEqual({ code: 1, err: `error: Invalid --timeout "${timeout}": seconds, more than 0 and at most 3600.\n` })
  }
})
