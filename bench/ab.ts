/**
 * A/B of two compiled builds of the service on the same workloads, interleaved (A B, B A, …), to
 * measure one optimisation at a time (the commit messages quote it).
 *
 *   bun run build && mv cms bench/out/cms-before   # at one commit
 *   bun run build && mv cms bench/out/cms-after    # at the next
 *   bun bench/ab.ts bench/out/cms-before bench/out/cms-after --only c,g [--rounds 5] [--warmup 10]
 */
import { cpSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { readInfo } from './lib/info'
import { uploadBenchImage } from './lib/media'
import { canPin, cpuMs, pinned, startServer, type Server } from './lib/procs'
import { fmt, median, table } from './lib/stats'
import { WORKLOADS } from './lib/workloads'
import { wrk, type WrkResult } from './lib/wrk'

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    data: { type: 'string', default: 'bench/out/data-10000' },
    only: { type: 'string', default: 'a,c' },
    rounds: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '4' },
    connections: { type: 'string', default: '16' },
    // first of two ports; another on a shared machine may be running its own A/B
    port: { type: 'string', default: '18100' },
    // load on each server before a workload's rounds, unmeasured: JavaScriptCore keeps compiling
    // hot code on its JIT threads (whose CPU counts) for several seconds, longer for more code
    warmup: { type: 'string', default: '10' },
  },
})
if (positionals.length !== 2)
  throw new Error('usage: bun bench/ab.ts <binary A> <binary B> [--only a,c]')
const PIN = canPin()
const ENV = {
  CMS_RATE_ANON: '1000000000/1m',
  CMS_RATE_AUTH: '1000000000/1m',
  CMS_JWT_SECRET: undefined,
  // one serving thread, as builds before `--workers` had and as the ceiling has:
  // bench/workers.ts measures the threads
  CMS_WORKERS: '1',
}

async function main() {
  // each build gets its own copy of the data, so writes of one never slow the other
  const copies = positionals.map((_, i) => {
    const dir = resolve(`bench/out/ab-data-${i}`)
    rmSync(dir, { recursive: true, force: true })
    cpSync(resolve(args.data!), dir, { recursive: true })
    return dir
  })
  const servers: Server[] = []
  try {
    for (const [i, binary] of positionals.entries()) {
      const port = Number(args.port) + i
      const cmd = pinned(PIN ? '0' : null, [
        resolve(binary),
        'serve',
        '--host',
        '127.0.0.1',
        '--port',
        String(port),
        '--data',
        copies[i]!,
      ])
      servers.push(await startServer(i === 0 ? 'A' : 'B', cmd, `http://127.0.0.1:${port}`, ENV))
    }
    // workload (h) reads a thumbnail of an image each build uploads at start
    const thumbnails = await Promise.all(servers.map((s, i) => uploadBenchImage(s.base, readInfo(copies[i]!))))
    const rows: string[][] = []
    for (const key of args.only!.split(',')) {
      const w = WORKLOADS.find((x) => x.key === key)!
      const runs: WrkResult[][] = [[], []]
      for (let round = 0; round <= Number(args.rounds); round++) {
        // A B, then B A: whatever favours the first (or the second) of a pair favours both builds alike
        const order = round % 2 === 0 ? [...servers.entries()] : [...servers.entries()].reverse()
        for (const [i, s] of order) {
          const info = readInfo(copies[i]!)
          const before = cpuMs(s.proc.pid)
          const seconds = round === 0 ? Number(args.warmup) : Number(args.seconds)
          const res = await wrk({
            base: s.base,
            request: w.request(info, { thumbnail: thumbnails[i] ?? undefined }),
            connections: Number(args.connections),
            seconds,
            cpu: PIN ? '1' : null,
            prefix: `ab${round}${s.name.toLowerCase()}${Date.now().toString(36)}`,
          })
          res.cpu = (cpuMs(s.proc.pid) - before) / res.requests
          if (round > 0) runs[i]!.push(res)
          if (res.non2xx || res.errors)
            console.log(`!! ${s.name} (${key}): ${res.non2xx} non-2xx, ${res.errors} errors`)
        }
      }
      const [a, b] = runs as [WrkResult[], WrkResult[]]
      const cpuChange = median(a.map((x, i) => b[i]!.cpu / x.cpu - 1))
      const rpsChange = median(a.map((x, i) => b[i]!.rps / x.rps - 1))
      rows.push([
        `(${w.key}) ${w.label}`,
        fmt.us(median(a.map((x) => x.cpu))),
        fmt.us(median(b.map((x) => x.cpu))),
        `${(cpuChange * 100).toFixed(0)} %`,
        fmt.rps(median(a.map((x) => x.rps))),
        fmt.rps(median(b.map((x) => x.rps))),
        `${(rpsChange * 100).toFixed(0)} %`,
      ])
      console.log(rows.at(-1)!.join('  '))
    }
    console.log(
      table(
        [
          'workload',
          'A CPU µs/req',
          'B CPU µs/req',
          'CPU change',
          'A req/s',
          'B req/s',
          'req/s change',
        ],
        rows,
      ),
    )
  } finally {
    for (const s of servers) await s.stop()
    for (const dir of copies) rmSync(join(dir), { recursive: true, force: true })
  }
}

await main()
