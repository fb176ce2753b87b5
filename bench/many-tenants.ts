/**
 * Many tenants on one instance: creates N tenants, measures the cold start of
 * `cms serve` to its first 200 on /health, the first request to tenants whose database is
 * closed (one client, one tenant after another) against a second request to the same tenant,
 * the memory with `--max-open` tenants open (RSS, split into anonymous and file-backed from
 * /proc/<pid>/smaps_rollup), then requests every tenant in turn for a few rounds and prints RSS
 * and open file descriptors as it goes. With tenant databases opened lazily and kept in a bounded
 * LRU (CMS_MAX_OPEN_TENANTS), both level off instead of growing.
 *
 *   bun bench/many-tenants.ts [--tenants 10000] [--rounds 2] [--max-open 256] [--concurrency 8]
 *                             [--first 500] [--workers 1] [--bin ./cms] [--keep]
 *
 * The first tenant is made by app:tenant:create's code; the others are copies of its files with
 * their own registry rows (creating 10,000 one by one takes ~10 minutes on a 2-core machine, and
 * gives the same files). Linux only (reads /proc/<pid>). Exits 1 when a check fails.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { createTenant } from '../src/domain/tenants'
import { openTenantShares } from '../src/http/cluster'
import { newUuid } from '../src/lib/uuid'
import { Registry } from '../src/store/registry-db'
import { tenantDir } from '../src/store/tenant-db'

const { values: args } = parseArgs({
  options: {
    tenants: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '2' },
    first: { type: 'string', default: '500' },
    workers: { type: 'string', default: '1' },
    'max-open': { type: 'string', default: '256' },
    concurrency: { type: 'string', default: '8' },
    bin: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
})
const TENANTS = Number(args.tenants)
const ROUNDS = Number(args.rounds)
const MAX_OPEN = Number(args['max-open'])
const CONCURRENCY = Number(args.concurrency)
const FIRST = Math.min(Number(args.first), TENANTS)
const WORKERS = Number(args.workers)
const slugOf = (i: number) => `t${String(i).padStart(5, '0')}`

function freePort(): number {
  const probe = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } })
  const port = probe.port
  probe.stop(true)
  return port
}

function sample(pid: number): { rssMiB: number; fds: number } {
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return { rssMiB: Math.round(Number(rss?.[1] ?? 0) / 1024), fds: readdirSync(`/proc/${pid}/fd`).length }
}

/**
 * RSS split: anonymous memory (heaps, SQLite page caches, statements) and file-backed pages
 * (the executable, and the tenant databases read through mmap: page cache, shared, reclaimable).
 */
function memory(pid: number): { rss: number; anon: number; file: number } {
  const text = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8')
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0)
  const mib = (k: number) => Math.round(k / 1024)
  return { rss: mib(kb('Rss')), anon: mib(kb('Anonymous')), file: mib(kb('Rss') - kb('Anonymous')) }
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? NaN
}
const latencies = (xs: number[]) => `p50 ${percentile(xs, 0.5).toFixed(2)} ms, p90 ${percentile(xs, 0.9).toFixed(2)} ms, p99 ${percentile(xs, 0.99).toFixed(2)} ms`

const dir = mkdtempSync(join(tmpdir(), 'cms-bench-'))
const checks: [string, boolean][] = []
try {
  // 1. tenants, the way app:tenant:create makes them
  let t0 = performance.now()
  const registry = new Registry(dir)
  createTenant(registry, { slug: slugOf(0), name: 'Tenant 0' })
  for (let i = 1; i < TENANTS; i++) {
    cpSync(tenantDir(dir, slugOf(0)), tenantDir(dir, slugOf(i)), { recursive: true })
    registry.insert({ uuid: newUuid(), slug: slugOf(i), name: `Tenant ${i}`, status: 'active', quotaMb: 1024, createdAt: Date.now() })
  }
  registry.close()
  console.log(`created ${TENANTS} tenants in ${((performance.now() - t0) / 1000).toFixed(1)} s (data: ${dir})`)

  // 2. cold start: spawn to the first 200 on /health
  const port = freePort()
  const command = args.bin ? [resolve(args.bin)] : ['bun', resolve(import.meta.dir, '../src/main.ts')]
  t0 = performance.now()
  const server = Bun.spawn([...command, 'serve', '--host', '127.0.0.1', '--port', String(port), '--data', dir, '--workers', args.workers!], {
    env: { ...process.env, CMS_MAX_OPEN_TENANTS: String(MAX_OPEN), CMS_RATE_ANON: '100000000/15m', CMS_JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123' },
    stdout: 'ignore',
    stderr: 'inherit',
  })
  const base = `http://127.0.0.1:${port}`
  let coldMs = -1
  for (let i = 0; i < 2000 && coldMs < 0; i++) {
    try {
      if ((await fetch(`${base}/health`)).status === 200) coldMs = performance.now() - t0
    } catch {
      await Bun.sleep(2)
    }
  }
  const idle = sample(server.pid)
  console.log(`cold start to first 200 on /health: ${coldMs.toFixed(0)} ms (${args.bin ? 'compiled binary' : 'bun src/main.ts'})`)
  console.log(`idle after start: RSS ${idle.rssMiB} MiB, ${idle.fds} open fds`)
  checks.push([`cold start < 1000 ms with ${TENANTS} tenants`, coldMs >= 0 && coldMs < 1000])

  // 3. the first request to tenants whose database is closed, one at a time, then a second one
  const timed = async (slug: string) => {
    const t = performance.now()
    const res = await fetch(`${base}/public/articles`, { headers: { 'X-Tenant-Id': slug } })
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`${slug}: ${res.status}`)
    return performance.now() - t
  }
  await timed(slugOf(TENANTS - 1)) // the connection and the server's own first-request work
  const first: number[] = []
  const second: number[] = []
  for (let i = 0; i < FIRST; i++) {
    first.push(await timed(slugOf(i)))
    second.push(await timed(slugOf(i)))
  }
  console.log(`\nfirst request to a closed tenant (${FIRST} tenants, one client): ${latencies(first)}`)
  console.log(`second request to the same tenant:                        ${latencies(second)}`)
  checks.push([`first request to a closed tenant p50 < 5 ms (${percentile(first, 0.5).toFixed(2)} ms)`, percentile(first, 0.5) < 5])

  // 4. memory with MAX_OPEN tenants open
  for (let i = FIRST; i < Math.min(MAX_OPEN, TENANTS); i++) await timed(slugOf(i))
  await Bun.sleep(200)
  const open = memory(server.pid)
  console.log(`after requests to ${Math.min(MAX_OPEN, TENANTS)} tenants (one connection, so one worker): RSS ${open.rss} MiB (anonymous ${open.anon} MiB, file-backed ${open.file} MiB), ${sample(server.pid).fds} open fds`)
  checks.push([`RSS < 300 MiB after requests to ${Math.min(MAX_OPEN, TENANTS)} tenants (${open.rss} MiB)`, open.rss < 300])

  // 5. every tenant in turn, a few rounds; print RSS and fds every 10 % of a round
  console.log(`\nGET /public/articles on each tenant in turn, ${ROUNDS} rounds, CMS_MAX_OPEN_TENANTS=${MAX_OPEN}, ${CONCURRENCY} in flight`)
  console.log('round  requests  tenants-touched  RSS-MiB  open-fds')
  const step = Math.max(1, Math.floor(TENANTS / 10))
  let requests = 0
  let failures = 0
  let maxFds = 0
  const rssByRound: number[] = []
  const roundLatencies: number[] = []
  for (let round = 1; round <= ROUNDS; round++) {
    for (let start = 0; start < TENANTS; start += step) {
      const slugs = Array.from({ length: Math.min(step, TENANTS - start) }, (_, k) => slugOf(start + k))
      let next = 0
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < slugs.length) {
            const slug = slugs[next++]!
            const t = performance.now()
            const res = await fetch(`${base}/public/articles`, { headers: { 'X-Tenant-Id': slug } })
            await res.arrayBuffer()
            roundLatencies.push(performance.now() - t)
            if (res.status !== 200) failures++
            requests++
          }
        }),
      )
      const s = sample(server.pid)
      maxFds = Math.max(maxFds, s.fds)
      const touched = round === 1 ? Math.min(start + step, TENANTS) : TENANTS
      console.log(`${String(round).padStart(5)}  ${String(requests).padStart(8)}  ${String(touched).padStart(15)}  ${String(s.rssMiB).padStart(7)}  ${String(s.fds).padStart(8)}`)
    }
    rssByRound.push(sample(server.pid).rssMiB)
  }
  // each open tenant database holds 3 descriptors: the file, its -wal and its -shm; with workers,
  // the main thread keeps a few for its background work and each worker a share of the rest; a
  // request in flight may still hold a handle its LRU has let go (closed when it ends), and holds
  // its connection's socket
  const shares = openTenantShares(MAX_OPEN, WORKERS)
  const handles = WORKERS === 1 ? MAX_OPEN : shares.background + shares.perWorker * WORKERS
  const fdBound = idle.fds + 3 * (handles + CONCURRENCY) + CONCURRENCY
  console.log(`\nmax open fds ${maxFds} (bound: ${idle.fds} idle + 3 × (${handles} handles + ${CONCURRENCY} in flight) + ${CONCURRENCY} sockets = ${fdBound}); RSS at the end of each round: ${rssByRound.join(', ')} MiB`)
  if (TENANTS > MAX_OPEN) console.log(`requests of the rounds (each to a closed tenant, evicting another; ${CONCURRENCY} in flight): ${latencies(roundLatencies)}`)
  checks.push([`every request answered 200 (${failures} failed)`, failures === 0])
  checks.push([`open fds stay under the LRU bound (${maxFds} ≤ ${fdBound})`, maxFds <= fdBound])
  if (rssByRound.length >= 2) {
    const growth = rssByRound.at(-1)! - rssByRound[1 === rssByRound.length ? 0 : rssByRound.length - 2]!
    checks.push([`RSS flat between the last two rounds (${growth >= 0 ? '+' : ''}${growth} MiB)`, growth <= Math.max(16, rssByRound[0]! * 0.1)])
  }

  // 6. shutdown: every open handle checkpointed and closed
  t0 = performance.now()
  server.kill('SIGTERM')
  const code = await server.exited
  console.log(`SIGTERM with ${Math.min(MAX_OPEN, TENANTS)} open tenant databases: exit ${code} after ${(performance.now() - t0).toFixed(0)} ms`)
  checks.push(['graceful exit 0', code === 0])
} finally {
  if (!args.keep) rmSync(dir, { recursive: true, force: true })
}

console.log('')
for (const [what, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`)
process.exit(checks.every(([, ok]) => ok) ? 0 : 1)
