/**
 * `cms health`: GETs /health of a local server and exits 0 or 1. For container HEALTHCHECKs on
 * images that ship no curl (distroless): the binary checks itself.
 */
import { defineCommand } from 'citty'
import { loadConfig } from '../config'
import { OperatorError } from '../domain/tenants'
import { operate } from './common'

export const health = defineCommand({
  meta: { name: 'health', description: 'Checks GET /health of a running server: exit 0 when it answers {"status":"ok"}, 1 otherwise (with the reason when degraded)' },
  args: {
    url: { type: 'string', description: 'Full URL to check (default: http://127.0.0.1:<port>/health)', valueHint: 'URL' },
    port: { type: 'string', description: 'Port of the local server (default: $CMS_PORT or 8080)' },
    timeout: { type: 'string', description: 'Seconds to wait for the answer (default: 3)', valueHint: 'S' },
  },
  run: ({ args }) =>
    operate(async () => {
      const url = args.url ?? `http://127.0.0.1:${loadConfig({ port: args.port }).port}/health`
      const seconds = Number(args.timeout ?? 3)
      if (!(seconds > 0 && seconds <= 3600)) throw new OperatorError(`Invalid --timeout "${args.timeout}": seconds, more than 0 and at most 3600.`)
      let res: Response
      try {
        res = await fetch(url, { signal: AbortSignal.timeout(seconds * 1000), headers: { accept: 'application/json' } })
      } catch (err) {
        throw new OperatorError(`${url}: ${(err as Error).name === 'TimeoutError' ? `no answer within ${seconds} s` : (err as Error).message}`)
      }
      const body = (await res.json().catch(() => null)) as { status?: unknown; detail?: unknown } | null
      // a degraded server says why (CONTRACT §14): the operator reads it in the container's health log
      if (body?.status === 'degraded') {
        throw new OperatorError(`${url}: degraded (HTTP ${res.status})${typeof body.detail === 'string' ? `: ${body.detail}` : ''}`)
      }
      if (res.status !== 200 || body?.status !== 'ok') throw new OperatorError(`${url}: HTTP ${res.status}`)
      console.log(`${url}: ok`)
    }),
})
