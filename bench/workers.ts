/**
 * `serve --workers N` against `--workers 1`: the same compiled binary on a
 * copy of the seeded data, nothing pinned (the load generator shares the cores, as on a small
 * server), interleaved rounds; prints req/s, p50/p99 and the ratio to one worker per round.
 *
 *   bun bench/seed.ts                                   # once
 *   bun run build && bun bench/workers.ts ./cms --only a,c --workers 1,2 [--rounds 5 --seconds 5]
 *   bun bench/workers.ts --processes --only c            # from source: 2 processes on one port
 *
 * `--processes` compares the other design (one process per core, each with its own rate-limit
 * buckets, so not exact) from source: `bench/lib/reuse-port-server.ts` twice against
 * `bun src/main.ts serve --workers 2`.
 */
import { cpSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { readInfo } from './lib/info'
import { cpuMs, waitHealthy, type Server } from './lib/procs'
import { fmt, median, table } from './lib/stats'
import { WORKLOADS } from './lib/workloads'
import { wrk, type WrkResult } from './lib/wrk'

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    data: { type: 'string', default: 'bench/out/data-10000' },
    only: { type: 'string', default: 'a,c' },
    workers: { type: 'string', default: '1,2' },
    rounds: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '16' },
    port: { type: 'string', default: '18740' },
    processes: { type: 'boolean', default: false },
  },
})
const ENV = { CMS_RATE_ANON: '1000000000/1m', CMS_RATE_AUTH: '1000000000/1m', CMS_JWT_SECRET: undefined }
const ROOT = resolve(import.meta.dir, '..')

type Target = { name: string; start: (port: number, data: string) => Promise<Server & { pids: number[] }> }

function binaryTarget(binary: string, workers: number): Target {
  return {
    name: `${workers} worker${workers > 1 ? 's' : ''}`,
    async start(port, data) {
      const exe = binary.endsWith('.ts') ? ['bun', binary] : [resolve(binary)]
      const cmd = [...exe, 'serve', '--host', '127.0.0.1', '--port', String(port), '--data', data, '--workers', String(workers)]
      const started = performance.now()
      // note: the request log goes to a file, as a host's log would, and not through a pipe that
      // this process drains: reading 2-3 MiB/s of lines took CPU from the same two cores (two
      // workers' cached item reads: 1.22× one worker's with the pipe, 1.55× with the file)
      const log = join(data, 'serve.log')
      const proc = Bun.spawn(cmd, { env: { ...process.env, ...ENV }, stdout: Bun.file(log), stderr: 'inherit' })
      // note: /health answers as soon as one worker listens; wrk's keep-alive connections, all
      // opened at its start, would then all stay with that one. `serve` says "listening" once
      // every worker does.
      await untilListening(log, proc, 15_000)
      await waitHealthy(`http://127.0.0.1:${port}`, started)
      return {
        name: this.name,
        base: `http://127.0.0.1:${port}`,
        proc,
        pids: [proc.pid],
        async stop() {
          proc.kill('SIGTERM')
          await proc.exited
        },
      }
    },
  }
}

/** Resolves once the server's log says it listens. */
async function untilListening(log: string, proc: Bun.Subprocess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await Bun.file(log).text().catch(() => '')).includes('listening on')) {
    if (proc.exitCode !== null) throw new Error('the server exited before listening')
    if (Date.now() > deadline) throw new Error(`the server did not say it was listening within ${timeoutMs} ms`)
    await Bun.sleep(10)
  }
}

/** Two separate processes on one port (SO_REUSEPORT), from source. */
const processesTarget: Target = {
  name: '2 processes',
  async start(port, data) {
    const started = performance.now()
    const procs = [0, 1].map(() =>
      Bun.spawn(['bun', resolve(ROOT, 'bench/lib/reuse-port-server.ts'), String(port), data], {
        env: { ...process.env, ...ENV },
        stdout: 'ignore',
        stderr: 'inherit',
      }),
    )
    await waitHealthy(`http://127.0.0.1:${port}`, started)
    await Bun.sleep(500)
    return {
      name: this.name,
      base: `http://127.0.0.1:${port}`,
      proc: procs[0]!,
      pids: procs.map((p) => p.pid),
      async stop() {
        procs.forEach((p) => p.kill('SIGTERM'))
        await Promise.all(procs.map((p) => p.exited))
      },
    }
  },
}

async function main() {
  const targets: Target[] = args.processes
    ? [binaryTarget(resolve(ROOT, 'src/main.ts'), 2), processesTarget]
    : args.workers!.split(',').map((n) => binaryTarget(positionals[0] ?? './cms', Number(n)))
  if (args.processes) targets[0]!.name = '2 worker threads'
  const rows: string[][] = []
  for (const key of args.only!.split(',')) {
    const w = WORKLOADS.find((x) => x.key === key)!
    const runs: WrkResult[][] = targets.map(() => [])
    for (let round = 0; round <= Number(args.rounds); round++) {
      for (const [i, target] of targets.entries()) {
        // a fresh copy and server per measurement, so one's writes and warm caches never help another
        const dir = resolve(`bench/out/workers-data-${i}`)
        rmSync(dir, { recursive: true, force: true })
        cpSync(resolve(args.data!), dir, { recursive: true })
        const port = Number(args.port) + i
        const server = await target.start(port, dir)
        try {
          const info = readInfo(dir)
          // round 0 warms up and is not counted; every fresh server gets a second of load first,
          // so that each of its threads has compiled the path before it is measured
          const warm = { base: server.base, request: w.request(info, {}), connections: Number(args.connections), seconds: 1, cpu: null, prefix: `w${i}r${round}warm` }
          if (round > 0) await wrk(warm)
          const seconds = round === 0 ? 1 : Number(args.seconds)
          const before = server.pids.reduce((s, pid) => s + cpuMs(pid), 0)
          const res = await wrk({ base: server.base, request: w.request(info, {}), connections: Number(args.connections), seconds, cpu: null, prefix: `w${i}r${round}` })
          res.cpu = (server.pids.reduce((s, pid) => s + cpuMs(pid), 0) - before) / res.requests
          if (round > 0) runs[i]!.push(res)
          if (res.non2xx || res.errors) console.error(`${target.name} ${key}: ${res.non2xx} non-2xx, ${res.errors} socket errors`)
        } finally {
          await server.stop()
        }
      }
    }
    for (const [i, target] of targets.entries()) {
      const ratios = runs[i]!.map((r, k) => r.rps / runs[0]![k]!.rps)
      rows.push([
        `(${key}) ${w.label}`,
        target.name,
        fmt.rps(median(runs[i]!.map((r) => r.rps))),
        `${fmt.ms(median(runs[i]!.map((r) => r.p50)))} / ${fmt.ms(median(runs[i]!.map((r) => r.p99)))}`,
        fmt.us(median(runs[i]!.map((r) => r.cpu))),
        `${median(ratios).toFixed(2)}×`,
        runs[i]!.map((r) => fmt.rps(r.rps)).join(' '),
      ])
    }
  }
  console.log(table(['workload', 'server', 'req/s', 'p50 / p99 ms', 'CPU µs/req', 'vs first', 'req/s per round'], rows))
}

await main()
