/** Runs `wrk` (pinned to its own core when possible) and parses req/s, p50 and p99. */
import { join } from 'node:path'

export type Request = {
  method: string
  path: string
  headers: Record<string, string>
  body?: string
}

export type WrkResult = {
  rps: number
  p50: number
  p99: number
  requests: number
  errors: number
  non2xx: number
  /** Server CPU time per request in ms (filled in by the caller). */
  cpu: number
}

const BODY_SCRIPT = join(import.meta.dir, '..', 'wrk', 'body.lua')

/** `1.23ms`, `850.00us`, `1.02s` → milliseconds. */
function ms(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim())
  if (!m) return NaN
  const scale: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 }
  return Number(m[1]) * scale[m[2]!]!
}

export function parseWrk(out: string): WrkResult {
  const num = (re: RegExp) => Number(re.exec(out)?.[1] ?? NaN)
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
  return {
    rps: num(/Requests\/sec:\s+([\d.]+)/),
    p50: ms(/^\s+50%\s+(\S+)/m.exec(out)?.[1] ?? ''),
    p99: ms(/^\s+99%\s+(\S+)/m.exec(out)?.[1] ?? ''),
    requests: num(/(\d+) requests in/),
    errors: errors ? errors.slice(1).reduce((s, n) => s + Number(n), 0) : 0,
    non2xx: num(/Non-2xx or 3xx responses: (\d+)/) || 0,
    cpu: NaN,
  }
}

export type WrkOptions = {
  base: string
  request: Request
  connections: number
  seconds: number
  cpu: string | null
  prefix: string
}

export async function wrk(o: WrkOptions): Promise<WrkResult> {
  const args = [
    'wrk',
    '-t1',
    `-c${o.connections}`,
    `-d${o.seconds}s`,
    '--latency',
    '--timeout',
    '10s',
  ]
  for (const [k, v] of Object.entries(o.request.headers)) args.push('-H', `${k}: ${v}`)
  if (o.request.body !== undefined)
    args.push(
      '-s',
      BODY_SCRIPT,
      o.base + o.request.path,
      '--',
      o.request.method,
      o.request.path,
      o.request.body,
      o.prefix,
    )
  else args.push(o.base + o.request.path)
  const cmd = o.cpu === null ? args : ['taskset', '-c', o.cpu, ...args]
  const p = Bun.spawn(cmd, { stdout: 'pipe', stderr: 'pipe' })
  const [out, err] = await Promise.all([
    new Response(p.stdout).text(),
    new Response(p.stderr).text(),
  ])
  if ((await p.exited) !== 0) throw new Error(`wrk failed: ${err || out}`)
  return parseWrk(out)
}
