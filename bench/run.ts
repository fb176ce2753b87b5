/**
 * The side-by-side benchmark: the compiled `cms` against the ceiling
 * (bench/ceiling.ts) on a copy of the same seeded data, interleaved A B A B over several rounds,
 * with wrk pinned to another core than the servers.
 *
 *   bun bench/seed.ts                         # once: bench/out/data-10000
 *   bun bench/seed.ts --count 100000          # once, optional: the 100k list comparison
 *   bun bench/run.ts [--rounds 3] [--seconds 5] [--only a,b] [--no-build]
 *
 * Prints per workload req/s, p50 and p99 for both and the ratio cms/ceiling, plus start-up time
 * and RSS of the binary, and writes everything to bench/out/results.json.
 */
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { readInfo, type BenchInfo } from './lib/info'
import { uploadBenchImage } from './lib/media'
import {
  canPin,
  cpuMs,
  pinned,
  rssSampler,
  startServer,
  waitHealthy,
  type Server,
} from './lib/procs'
import { fmt, median, summarize, table, type Summary } from './lib/stats'
import { WORKLOADS, type Workload } from './lib/workloads'
import { wrk, type Request, type WrkResult } from './lib/wrk'

const { values: args } = parseArgs({
  options: {
    data: { type: 'string', default: 'bench/out/data-10000' },
    big: { type: 'string', default: 'bench/out/data-100000' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '16' },
    only: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    starts: { type: 'string', default: '7' },
  },
})
const ROOT = resolve(import.meta.dir, '..')
const OUT = join(ROOT, 'bench', 'out')
const BINARY = join(ROOT, 'cms')
const ROUNDS = Number(args.rounds)
const SECONDS = Number(args.seconds)
const CONNECTIONS = Number(args.connections)
const PIN = canPin()
const SERVER_CPU = PIN ? '0' : null
const LOAD_CPU = PIN ? '1' : null
// note: limits far above anything wrk can send in a run, so no request is refused
const CMS_ENV = {
  CMS_RATE_ANON: '1000000000/1m',
  CMS_RATE_AUTH: '1000000000/1m',
  CMS_JWT_SECRET: undefined,
  CMS_BASE_URL: undefined,
  // one serving thread, as builds before `--workers` had and as the ceiling has:
  // bench/workers.ts measures the threads
  CMS_WORKERS: '1',
}
const PORTS = { cms: 18080, ceiling: 18081, cmsBig: 18082, ceilingBig: 18083, cold: 18090 }

const log = (...parts: unknown[]) => console.log(...parts)

function build(): void {
  if (args['no-build']) return
  log('== building the compiled binary (bun run build)')
  const p = Bun.spawnSync(['bun', 'run', 'build'], {
    cwd: ROOT,
    stdout: 'ignore',
    stderr: 'inherit',
  })
  if (p.exitCode !== 0) throw new Error('build failed')
}

/** A scratch copy, so the rows the write workloads add never reach the seeded data dir. */
function scratchCopy(source: string): string {
  if (!existsSync(join(source, 'bench.json')))
    throw new Error(`${source} is not seeded: run bun bench/seed.ts first`)
  const dest = join(OUT, 'run-data')
  rmSync(dest, { recursive: true, force: true })
  cpSync(source, dest, { recursive: true })
  return dest
}

const cmsCmd = (data: string, port: number) =>
  pinned(SERVER_CPU, [
    BINARY,
    'serve',
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--data',
    data,
  ])
const ceilingCmd = (data: string, port: number, fts: boolean) =>
  pinned(SERVER_CPU, [
    'bun',
    join(ROOT, 'bench', 'ceiling.ts'),
    '--data',
    data,
    '--port',
    String(port),
    ...(fts ? ['--fts'] : []),
  ])

/** Spawn to first 200 on /health of the compiled binary, `n` times; median and max. */
async function coldStarts(
  data: string,
  n: number,
): Promise<{ median: number; max: number; runs: number[] }> {
  const runs: number[] = []
  for (let i = 0; i < n; i++) {
    const base = `http://127.0.0.1:${PORTS.cold}`
    const started = performance.now()
    const proc = Bun.spawn(cmsCmd(data, PORTS.cold), {
      env: { ...process.env, ...CMS_ENV },
      stdout: 'ignore',
      stderr: 'inherit',
    })
    runs.push(await waitHealthy(base, started))
    proc.kill('SIGTERM')
    await proc.exited
  }
  return { median: median(runs), max: Math.max(...runs), runs }
}

async function send(base: string, r: Request): Promise<{ status: number; text: string }> {
  const res = await fetch(base + r.path, { method: r.method, headers: r.headers, body: r.body })
  return { status: res.status, text: await res.text() }
}

/** The two servers must answer the same bytes, or the comparison means nothing. */
async function checkSameShape(
  cms: Server,
  ceiling: Server,
  r: Request,
  key: string,
): Promise<void> {
  const [a, b] = await Promise.all([send(cms.base, r), send(ceiling.base, r)])
  if (a.status !== 200 || b.status !== 200)
    throw new Error(
      `(${key}) ${r.path}: cms ${a.status}, ceiling ${b.status}: ${a.text.slice(0, 200)} ${b.text.slice(0, 200)}`,
    )
  if (a.text !== b.text)
    log(`!! (${key}) cms and ceiling bodies differ (${a.text.length} vs ${b.text.length} bytes)`)
}

/** `ratio`: cms/ceiling req/s; `cpuRatio`: ceiling/cms CPU per request. Both paired per round, then the median. */
type Measured = {
  workload: Workload
  cms: Summary
  ceiling: Summary
  ratio: number
  cpuRatio: number
  runs: Record<string, WrkResult[]>
}

const pairedMedian = (
  xs: WrkResult[],
  ys: WrkResult[],
  f: (x: WrkResult, y: WrkResult) => number,
) => median(xs.map((x, i) => f(x, ys[i]!)))

type Target = { server: Server; request: Request }

/** Warm-up for each, then rounds of A B; the prefix keeps created slugs unique per run. */
async function compare(
  targets: Target[],
  label: string,
  connections = CONNECTIONS,
): Promise<Record<string, WrkResult[]>> {
  const runs: Record<string, WrkResult[]> = Object.fromEntries(
    targets.map((t) => [t.server.name, []]),
  )
  const stamp = Date.now().toString(36)
  const go = (t: Target, seconds: number, prefix: string) =>
    wrk({ base: t.server.base, request: t.request, connections, seconds, cpu: LOAD_CPU, prefix })
  for (const t of targets) await go(t, 1, `w${stamp}-${t.server.name}`)
  for (let round = 1; round <= ROUNDS; round++) {
    for (const t of targets) {
      const cpuBefore = cpuMs(t.server.proc.pid)
      const res = await go(t, SECONDS, `r${round}${stamp}-${t.server.name}`)
      res.cpu = (cpuMs(t.server.proc.pid) - cpuBefore) / res.requests
      runs[t.server.name]!.push(res)
      const bad =
        res.non2xx + res.errors ? `  (!! ${res.non2xx} non-2xx, ${res.errors} socket errors)` : ''
      log(
        `   ${label} round ${round} ${t.server.name.padEnd(12)} ${fmt.rps(res.rps).padStart(7)} req/s  p50 ${fmt.ms(res.p50)} ms  p99 ${fmt.ms(res.p99)} ms  cpu ${fmt.us(res.cpu)} µs/req${bad}`,
      )
    }
  }
  return runs
}

async function main() {
  build()
  mkdirSync(OUT, { recursive: true })
  const data = scratchCopy(resolve(args.data!))
  const info = readInfo(data)
  log(
    `== ${info.count} articles; servers on CPU ${SERVER_CPU ?? 'any'}, wrk on CPU ${LOAD_CPU ?? 'any'}; ${ROUNDS} rounds × ${SECONDS} s, ${CONNECTIONS} connections`,
  )

  const cold = await coldStarts(data, Number(args.starts))
  log(
    `== spawn to first 200 on /health: median ${cold.median.toFixed(0)} ms, max ${cold.max.toFixed(0)} ms (target < 150 ms)`,
  )

  const cms = await startServer(
    'cms',
    cmsCmd(data, PORTS.cms),
    `http://127.0.0.1:${PORTS.cms}`,
    CMS_ENV,
  )
  const servers: Server[] = [cms]
  try {
    const search = (await send(cms.base, WORKLOADS.find((w) => w.key === 'd')!.request(info, {})))
      .status
    const hasSearch = search !== 404
    const thumbnail = await uploadBenchImage(cms.base, info)
    const ceiling = await startServer(
      'ceiling',
      ceilingCmd(data, PORTS.ceiling, hasSearch),
      `http://127.0.0.1:${PORTS.ceiling}`,
      {},
    )
    servers.push(ceiling)

    const only = args.only?.split(',')
    const selected = WORKLOADS.filter((w) => !only || only.includes(w.key)).sort(
      (x, y) => Number(x.write) - Number(y.write),
    )
    const measured: Measured[] = []
    const skipped: string[] = []
    const rss = rssSampler(cms.proc.pid)
    for (const w of selected) {
      if (w.needs === 'search' && !hasSearch) {
        skipped.push(
          `(${w.key}) ${w.label}: skipped, GET /public/search answers 404 on this build (search not merged yet)`,
        )
        continue
      }
      if (w.needs === 'media' && !thumbnail) {
        skipped.push(
          `(${w.key}) ${w.label}: skipped, POST /admin/media gave no thumbnail on this build (media not merged yet)`,
        )
        continue
      }
      const request = w.request(info, { thumbnail: thumbnail ?? undefined })
      log(`== (${w.key}) ${w.label}: ${request.method} ${request.path}`)
      if (!w.write && w.needs !== 'search') await checkSameShape(cms, ceiling, request, w.key)
      const runs = await compare(
        [
          { server: cms, request },
          { server: ceiling, request },
        ],
        `(${w.key})`,
      )
      const a = summarize(runs.cms!)
      const b = summarize(runs.ceiling!)
      measured.push({
        workload: w,
        cms: a,
        ceiling: b,
        ratio: pairedMedian(runs.cms!, runs.ceiling!, (x, y) => x.rps / y.rps),
        cpuRatio: pairedMedian(runs.cms!, runs.ceiling!, (x, y) => y.cpu / x.cpu),
        runs,
      })
    }
    const maxRss = rss.stop()
    const big = await bigComparison(info, { cms, ceiling }, hasSearch)

    log('\n== results (medians over rounds)')
    const rows = measured.map((m) => [
      `(${m.workload.key}) ${m.workload.label}`,
      fmt.rps(m.cms.rps),
      `${fmt.ms(m.cms.p50)} / ${fmt.ms(m.cms.p99)}`,
      fmt.us(m.cms.cpu),
      fmt.rps(m.ceiling.rps),
      `${fmt.ms(m.ceiling.p50)} / ${fmt.ms(m.ceiling.p99)}`,
      fmt.us(m.ceiling.cpu),
      fmt.pct(m.ratio),
      fmt.pct(m.cpuRatio),
      m.workload.target === null
        ? '–'
        : `${m.ratio >= m.workload.target ? 'met' : 'MISSED'} (≥ ${fmt.pct(m.workload.target)})`,
    ])
    const head = [
      'workload',
      'cms req/s',
      'cms p50 / p99 ms',
      'cms CPU µs/req',
      'ceiling req/s',
      'ceiling p50 / p99 ms',
      'ceiling CPU µs/req',
      'req/s ratio',
      'CPU ratio',
      'target (req/s)',
    ]
    log(table(head, rows))
    for (const s of skipped) log(`- ${s}`)
    log(
      `- spawn to first 200 (compiled binary): median ${cold.median.toFixed(0)} ms, max ${cold.max.toFixed(0)} ms over ${cold.runs.length} starts (target < 150 ms)`,
    )
    log(`- cms RSS, maximum during the run: ${maxRss.toFixed(0)} MiB (target < 200 MB)`)
    if (big) log(big.text)
    const file = join(OUT, 'results.json')
    writeFileSync(
      file,
      JSON.stringify(
        {
          at: new Date().toISOString(),
          machine: machine(),
          rounds: ROUNDS,
          seconds: SECONDS,
          connections: CONNECTIONS,
          cold,
          maxRss,
          measured,
          skipped,
          big: big?.data,
        },
        null,
        2,
      ),
    )
    log(`\n(written to ${file})`)
  } finally {
    for (const s of servers) await s.stop()
  }
}

/** (a) on 100,000 articles vs on 10,000: one client (latency) and 16 (throughput). */
async function bigComparison(
  small: BenchInfo,
  servers: { cms: Server; ceiling: Server },
  hasSearch: boolean,
): Promise<{ text: string; data: unknown } | null> {
  const bigDir = resolve(args.big!)
  if (!existsSync(join(bigDir, 'bench.json'))) {
    return {
      text: `- 100k list comparison skipped: no ${bigDir} (run: bun bench/seed.ts --count 100000)`,
      data: null,
    }
  }
  const bigInfo = readInfo(bigDir)
  log(`== (a) on ${bigInfo.count} vs ${small.count} articles`)
  const cmsBig = await startServer(
    'cms-100k',
    cmsCmd(bigDir, PORTS.cmsBig),
    `http://127.0.0.1:${PORTS.cmsBig}`,
    CMS_ENV,
  )
  const ceilBig = await startServer(
    'ceiling-100k',
    ceilingCmd(bigDir, PORTS.ceilingBig, false),
    `http://127.0.0.1:${PORTS.ceilingBig}`,
    {},
  )
  const rssBig = rssSampler(cmsBig.proc.pid)
  try {
    const a = WORKLOADS.find((w) => w.key === 'a')!
    const out: Record<string, Summary> = {}
    const pairs = [
      ['cms', servers.cms, cmsBig],
      ['ceiling', servers.ceiling, ceilBig],
    ] as const
    for (const [name, smallServer, bigServer] of pairs) {
      for (const connections of [1, CONNECTIONS]) {
        // note: each data dir has its own JWT secret, so each target gets its own token
        const runs = await compare(
          [
            { server: smallServer, request: a.request(small, {}) },
            { server: bigServer, request: a.request(bigInfo, {}) },
          ],
          `(a) ${connections}c`,
          connections,
        )
        out[`${name} c${connections} small`] = summarize(runs[smallServer.name]!)
        out[`${name} c${connections} big`] = summarize(runs[bigServer.name]!)
      }
    }
    const rows: string[][] = []
    for (const name of ['cms', 'ceiling']) {
      for (const c of [1, CONNECTIONS]) {
        const s = out[`${name} c${c} small`]!
        const b = out[`${name} c${c} big`]!
        const cell = (x: Summary) => `${fmt.rps(x.rps)} / ${fmt.ms(x.p50)} ms / ${fmt.us(x.cpu)} µs`
        rows.push([
          `${name}, ${c} connection${c > 1 ? 's' : ''}`,
          cell(s),
          cell(b),
          `${(b.p50 / s.p50).toFixed(2)}×`,
          `${(b.cpu / s.cpu).toFixed(2)}×`,
        ])
      }
    }
    const text =
      `\n(a) list on ${bigInfo.count} vs ${small.count} articles (target: within 2×)\n` +
      table(
        [
          'server',
          `${small.count}: req/s / p50 / CPU per req`,
          `${bigInfo.count}: req/s / p50 / CPU per req`,
          'p50 ratio',
          'CPU ratio',
        ],
        rows,
      )
    let searchText =
      '- search on 100,000 articles with one client: skipped (no /public/search on this build)'
    if (hasSearch) {
      // the target: p99 under 20 ms with one client
      const d = WORKLOADS.find((w) => w.key === 'd')!
      const runs = await compare([{ server: cmsBig, request: d.request(bigInfo, {}) }], '(d) 1c', 1)
      const sum = summarize(runs[cmsBig.name]!)
      out['search c1 big'] = sum
      searchText = `- search on ${bigInfo.count} articles, one client: p50 ${fmt.ms(sum.p50)} ms, p99 ${fmt.ms(sum.p99)} ms (target p99 < 20 ms)`
    }
    const maxRssBig = rssBig.stop()
    const rssText = `- cms RSS on ${bigInfo.count} articles, maximum during its runs: ${maxRssBig.toFixed(0)} MiB (target < 200 MB)`
    return { text: `${text}\n${searchText}\n${rssText}`, data: { ...out, maxRssBig } }
  } finally {
    await cmsBig.stop()
    await ceilBig.stop()
  }
}

function machine(): string {
  const cpu =
    /model name\s*:\s*(.+)/.exec(Bun.spawnSync(['cat', '/proc/cpuinfo']).stdout.toString())?.[1] ??
    'unknown CPU'
  return `${cpu}, ${navigator.hardwareConcurrency} cores, Bun ${Bun.version}, ${process.platform}`
}

await main()
