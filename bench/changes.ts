/**
 * Change streams under load (CONTRACT §13): N open streams on one tenant, a writer creating
 * articles at a steady rate, and the time from the start of each write to its change arriving
 * on every stream (write-to-seen), as percentiles over all deliveries.
 *
 *   bun bench/changes.ts [--streams 100] [--rate 50] [--seconds 20] [--split] [--workers 1]
 *
 * `--split` runs two `cms serve` processes on one data folder: the writer talks to the first,
 * the streams to the second, which learns of the writes only from the database (the poller, as
 * with `serve --workers N`). Without it both talk to one process (its in-process wake-up).
 * `--workers N` serves with N worker threads (streams and writes then spread over them).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { withTenantScope } from '../src/cli/common'
import { loadConfig } from '../src/config'
import { createTenant } from '../src/domain/tenants'
import { resourceByPath } from '../src/resources'
import { Registry } from '../src/store/registry-db'
import { createItem } from '../src/store/repository'
import { startServer, type Server } from './lib/procs'

const { values: args } = parseArgs({
  options: {
    streams: { type: 'string', default: '100' },
    rate: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '20' },
    split: { type: 'boolean', default: false },
    workers: { type: 'string', default: '1' },
  },
})
const STREAMS = Number(args.streams)
const RATE = Number(args.rate)
const SECONDS = Number(args.seconds)

const MAIN = resolve(import.meta.dir, '../src/main.ts')
const SECRET = 'bench-secret-bench-secret-bench-secret-0123'
const env = { CMS_JWT_SECRET: SECRET, CMS_RATE_ANON: '100000000/15m', CMS_RATE_AUTH: '100000000/15m', CMS_STREAMS_PER_TENANT: String(STREAMS + 10), CMS_WORKERS: args.workers }

const dir = mkdtempSync(join(tmpdir(), 'cms-bench-changes-'))
const config = loadConfig({ data: dir }, env)
const registry = new Registry(dir)
createTenant(registry, { slug: 'bench', name: 'Bench' })
registry.close()
await withTenantScope(config, 'bench', (scope) =>
  createItem(scope, resourceByPath('users'), { email: 'admin@bench.test', password: 'bench-password-1', roles: ['ROLE_CMS_ADMIN'], name: 'admin' }),
)

const servers: Server[] = []
const serve = async (port: number) => {
  const s = await startServer(`serve:${port}`, ['bun', MAIN, 'serve', '--host', '127.0.0.1', '--port', String(port), '--data', dir], `http://127.0.0.1:${port}`, env)
  servers.push(s)
  return s.base
}
// note: ports of its own each run, so a server of an earlier run still stopping is never asked
const port = 18300 + 2 * Math.floor(Math.random() * 300)
const writeBase = await serve(port)
const streamBase = args.split ? await serve(port + 1) : writeBase

const login = await fetch(`${writeBase}/auth/token`, {
  method: 'POST',
  headers: { 'X-Tenant-Id': 'bench', 'Content-Type': 'application/json' },
  body: JSON.stringify({ email: 'admin@bench.test', password: 'bench-password-1' }),
})
const { token } = (await login.json()) as { token: string }
const headers = { 'X-Tenant-Id': 'bench', Authorization: `Bearer ${token}` }

/** Start and end time of each write, by the created item's IRI (set when its response arrives). */
const started = new Map<string, number>()
const answered = new Map<string, number>()
/** How long after the write's response each change arrived (0 when it came first). */
const afterAnswer: number[] = []
/** Arrival times of changes seen before their write's response. */
const early = new Map<string, number[]>()
const latencies: number[] = []
let delivered = 0

function seen(item: string, at: number): void {
  delivered++
  const t0 = started.get(item)
  if (t0 === undefined) early.set(item, [...(early.get(item) ?? []), at])
  else {
    latencies.push(at - t0)
    afterAnswer.push(Math.max(0, at - answered.get(item)!))
  }
}

const stop = new AbortController()
async function follow(): Promise<void> {
  const res = await fetch(`${streamBase}/admin/changes/stream?resource=articles`, { headers, signal: stop.signal })
  if (res.status !== 200) throw new Error(`stream: ${res.status}`)
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      buffer += decoder.decode(value, { stream: true })
      let end: number
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const data = block.split('\n').find((l) => l.startsWith('data: '))
        if (data && block.includes('event: article.created')) seen((JSON.parse(data.slice(6)) as { item: string }).item, performance.now())
      }
    }
  } catch {
    // aborted at the end
  }
}

const readers = Array.from({ length: STREAMS }, () => follow())
await Bun.sleep(500)

let writes = 0
let writeErrors = 0
const writeTimes: number[] = []
const begin = performance.now()
const total = RATE * SECONDS
const pending: Promise<void>[] = []
for (let i = 0; i < total; i++) {
  // a steady rate: the i-th write starts at begin + i / RATE seconds, whatever the others take
  const due = begin + (i * 1000) / RATE
  const wait = due - performance.now()
  if (wait > 0) await Bun.sleep(wait)
  pending.push(
    (async () => {
      const t0 = performance.now()
      const res = await fetch(`${writeBase}/admin/articles`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: { fr: `Article ${i}` } }),
      })
      const body = (await res.json()) as { '@id'?: string }
      writeTimes.push(performance.now() - t0)
      if (res.status !== 201 || !body['@id']) return void writeErrors++
      writes++
      started.set(body['@id'], t0)
      answered.set(body['@id'], performance.now())
      for (const at of early.get(body['@id']) ?? []) (latencies.push(at - t0), afterAnswer.push(0))
      early.delete(body['@id'])
    })(),
  )
}
await Promise.all(pending)
// let the last changes arrive
for (let i = 0; i < 100 && delivered < writes * STREAMS; i++) await Bun.sleep(20)
const elapsed = (performance.now() - begin) / 1000
stop.abort()
await Promise.allSettled(readers)
for (const s of servers) await s.stop()
rmSync(dir, { recursive: true, force: true })

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : NaN
}
const ms = (x: number) => `${x.toFixed(1)} ms`
console.log(`streams ${STREAMS}, writer ${RATE}/s for ${SECONDS} s (${args.split ? 'streams on a second process' : 'one process'}, ${args.workers} worker(s) each), ${elapsed.toFixed(1)} s`)
console.log(`writes: ${writes} ok, ${writeErrors} failed; write p50 ${ms(pct(writeTimes, 50))}, p99 ${ms(pct(writeTimes, 99))}`)
console.log(`deliveries: ${delivered} of ${writes * STREAMS} expected`)
console.log(`seen after the write's response: p50 ${ms(pct(afterAnswer, 50))}, p99 ${ms(pct(afterAnswer, 99))}, max ${ms(Math.max(...afterAnswer))}`)
console.log(`write-to-seen: p50 ${ms(pct(latencies, 50))}, p90 ${ms(pct(latencies, 90))}, p99 ${ms(pct(latencies, 99))}, max ${ms(Math.max(...latencies))}`)
process.exit(delivered === writes * STREAMS ? 0 : 1)
