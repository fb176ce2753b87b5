/**
 * Sparse fieldsets against whole items on one build: workload (a), the list of 30 published
 * articles, as it is and with a card's `properties[]` (CONTRACT §11), interleaved over several
 * rounds. Prints bytes per response (as sent, and gzipped) and req/s, p50 and CPU per request.
 *
 *   bun bench/fields.ts ./cms [--rounds 5 --seconds 4]
 */
import { cpSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { readInfo } from './lib/info'
import { canPin, cpuMs, pinned, startServer } from './lib/procs'
import { fmt, median, table } from './lib/stats'
import { WORKLOADS } from './lib/workloads'
import { wrk, type Request, type WrkResult } from './lib/wrk'

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    data: { type: 'string', default: 'bench/out/data-10000' },
    rounds: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '4' },
    connections: { type: 'string', default: '16' },
    port: { type: 'string', default: '18120' },
  },
})
if (positionals.length !== 1) throw new Error('usage: bun bench/fields.ts <binary> [--rounds 5]')

export const CARD = 'properties[]=title&properties[]=slug&properties[]=published_at&properties[featuredImage][]=urls'

async function main() {
  const PIN = canPin()
  const dir = resolve('bench/out/fields-data')
  rmSync(dir, { recursive: true, force: true })
  cpSync(resolve(args.data!), dir, { recursive: true })
  const port = Number(args.port)
  const base = `http://127.0.0.1:${port}`
  const cmd = pinned(PIN ? '0' : null, [resolve(positionals[0]!), 'serve', '--host', '127.0.0.1', '--port', String(port), '--data', dir])
  const server = await startServer('cms', cmd, base, { CMS_RATE_ANON: '1000000000/1m', CMS_RATE_AUTH: '1000000000/1m', CMS_JWT_SECRET: undefined })
  try {
    const info = readInfo(dir)
    const full = WORKLOADS.find((w) => w.key === 'a')!.request(info, {})
    const sparse: Request = { ...full, path: `${full.path}&${CARD}` }
    const cases = [
      { label: '(a) whole items', request: full },
      { label: '(a) with properties[] of a card', request: sparse },
    ]
    const sizes = await Promise.all(
      cases.map(async (c) => {
        const res = await fetch(base + c.request.path, { headers: c.request.headers })
        const bytes = new Uint8Array(await res.arrayBuffer())
        if (res.status !== 200) throw new Error(`${c.request.path}: ${res.status}`)
        return { bytes: bytes.length, gzip: Bun.gzipSync(bytes).length }
      }),
    )
    const runs: WrkResult[][] = cases.map(() => [])
    for (let round = 0; round <= Number(args.rounds); round++) {
      for (const [i, c] of cases.entries()) {
        const before = cpuMs(server.proc.pid)
        const res = await wrk({ base, request: c.request, connections: Number(args.connections), seconds: round === 0 ? 1 : Number(args.seconds), cpu: PIN ? '1' : null, prefix: `f${round}${i}` })
        res.cpu = (cpuMs(server.proc.pid) - before) / res.requests
        if (round > 0) runs[i]!.push(res)
        if (res.non2xx || res.errors) console.log(`!! ${c.label}: ${res.non2xx} non-2xx, ${res.errors} errors`)
      }
    }
    const rows = cases.map((c, i) => [
      c.label,
      sizes[i]!.bytes.toLocaleString('en'),
      sizes[i]!.gzip.toLocaleString('en'),
      fmt.rps(median(runs[i]!.map((r) => r.rps))),
      fmt.ms(median(runs[i]!.map((r) => r.p50))),
      fmt.us(median(runs[i]!.map((r) => r.cpu))),
    ])
    console.log(`GET ${sparse.path}`)
    console.log(table(['request', 'bytes', 'gzip bytes', 'req/s', 'p50', 'CPU µs/req'], rows))
  } finally {
    await server.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
