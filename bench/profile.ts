/**
 * In-process profiling of one workload: the service's fetch handler called in a loop (no
 * sockets, no load generator), timing per request. Run under the profiler to see where the
 * time goes:
 *
 *   bun --cpu-prof --cpu-prof-dir=bench/out/prof bench/profile.ts --workload a [--n 3000] [--target ceiling]
 *   bun bench/profile.ts --top bench/out/prof/<file>.cpuprofile     # self time per function
 *
 * The request log goes to stdout as in `serve`; `CMS_LOG_FORMAT=none` leaves it out.
 * note: the CPU figure counts every thread, JavaScriptCore's JIT threads too, which keep
 * compiling for several seconds: compare runs of the same length, or look at the wall time.
 */
import { cpSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../src/config'
import { createService } from '../src/http/app'
import { createCeiling } from './ceiling/app'
import { readInfo } from './lib/info'
import { uploadBenchImage } from './lib/media'
import { WORKLOADS } from './lib/workloads'

const { values: args } = parseArgs({
  options: {
    data: { type: 'string', default: 'bench/out/data-10000' },
    workload: { type: 'string', default: 'a' },
    n: { type: 'string', default: '2000' },
    top: { type: 'string' },
    target: { type: 'string', default: 'cms' },
  },
})

type Node = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}

/**
 * Self time per function of a .cpuprofile, largest first, counted in samples (the sampling
 * interval is fixed; time deltas would charge idle gaps to the next sample's function).
 */
function top(file: string): void {
  const prof = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[] }
  const byId = new Map(prof.nodes.map((n) => [n.id, n]))
  const self = new Map<string, number>()
  for (const id of prof.samples) {
    const f = byId.get(id)!.callFrame
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber + 1}`
    self.set(key, (self.get(key) ?? 0) + 1)
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0)
  for (const [key, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.log(`${((n / total) * 100).toFixed(1).padStart(5)} %  ${key}`)
}

async function run(): Promise<void> {
  // a scratch copy, so write workloads leave the seeded data as it was
  const data = resolve('bench/out/profile-data')
  rmSync(data, { recursive: true, force: true })
  cpSync(resolve(args.data!), data, { recursive: true })
  const info = readInfo(data)
  const config = loadConfig(
    { data },
    { CMS_RATE_ANON: '1000000000/1m', CMS_RATE_AUTH: '1000000000/1m', CMS_LOG_FORMAT: process.env.CMS_LOG_FORMAT, CMS_READ_CACHE_MB: process.env.CMS_READ_CACHE_MB },
  )
  const w = WORKLOADS.find((x) => x.key === args.workload)
  if (!w) throw new Error(`unknown workload ${args.workload}`)
  let thumbnail: string | undefined
  if (w.needs === 'media') {
    // the ceiling has no uploads: the cms stores the image in the scratch copy both then read
    const uploader = createService(config)
    thumbnail = (await uploadBenchImage('http://127.0.0.1', info, uploader.fetch)) ?? undefined
    uploader.close()
    if (!thumbnail) throw new Error('the upload gave no thumbnail')
  }
  const service =
    args.target === 'ceiling'
      ? { ...createCeiling(data, { fts: false }), close() {} }
      : createService(config)
  const r = w.request(info, { thumbnail })
  const n = Number(args.n)
  const once = async (i: number) => {
    const body = r.body?.replaceAll('{n}', `p-${i}`)
    const res = await service.fetch(
      new Request(`http://127.0.0.1${r.path}`, { method: r.method, headers: r.headers, body }),
    )
    if (res.status >= 300) throw new Error(`${res.status} ${await res.text()}`)
    await res.arrayBuffer()
  }
  for (let i = 0; i < Math.min(200, n); i++) await once(n + i)
  const started = performance.now()
  const cpu = process.cpuUsage()
  for (let i = 0; i < n; i++) await once(i)
  const ms = (performance.now() - started) / n
  const used = process.cpuUsage(cpu)
  // note: CPU time is the steadier figure on a shared machine (wall time includes waiting for a core)
  const cpuUs = (used.user + used.system) / n
  console.log(
    `${args.target} (${w.key}) ${w.label}: ${ms.toFixed(3)} ms per request in process (${(1000 / ms).toFixed(0)} req/s on one core), ${cpuUs.toFixed(0)} µs CPU`,
  )
  service.close()
  rmSync(join(data), { recursive: true, force: true })
}

if (args.top) top(args.top)
else await run()
