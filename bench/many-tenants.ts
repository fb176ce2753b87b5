/**
 * Many tenants on one instance (issue 8): creates N tenants, measures the cold start of
 * `cms serve` to its first 200 on /health, then requests every tenant in turn for a few rounds
 * and prints the server's RSS and open file descriptors as it goes. With tenant databases opened
 * lazily and kept in a bounded LRU (CMS_MAX_OPEN_TENANTS), both level off instead of growing.
 *
 *   bun bench/many-tenants.ts [--tenants 1000] [--rounds 3] [--max-open 256] [--concurrency 8]
 *                             [--bin ./cms] [--keep]
 *
 * Linux only (reads /proc/<pid>). Exits 1 when a check fails.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { createTenant } from '../src/domain/tenants'
import { Registry } from '../src/store/registry-db'

const { values: args } = parseArgs({
  options: {
    tenants: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '3' },
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

const dir = mkdtempSync(join(tmpdir(), 'cms-bench-'))
const checks: [string, boolean][] = []
try {
  // 1. tenants, the way app:tenant:create makes them
  let t0 = performance.now()
  const registry = new Registry(dir)
  for (let i = 0; i < TENANTS; i++) createTenant(registry, { slug: slugOf(i), name: `Tenant ${i}` })
  registry.close()
  console.log(`created ${TENANTS} tenants in ${((performance.now() - t0) / 1000).toFixed(1)} s (data: ${dir})`)

  // 2. cold start: spawn to the first 200 on /health
  const port = freePort()
  const command = args.bin ? [resolve(args.bin)] : ['bun', resolve(import.meta.dir, '../src/main.ts')]
  t0 = performance.now()
  const server = Bun.spawn([...command, 'serve', '--host', '127.0.0.1', '--port', String(port), '--data', dir], {
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

  // 3. every tenant in turn, a few rounds; print RSS and fds every 10 % of a round
  console.log(`\nGET /public/articles on each tenant in turn, ${ROUNDS} rounds, CMS_MAX_OPEN_TENANTS=${MAX_OPEN}, ${CONCURRENCY} in flight`)
  console.log('round  requests  tenants-touched  RSS-MiB  open-fds')
  const step = Math.max(1, Math.floor(TENANTS / 10))
  let requests = 0
  let failures = 0
  let maxFds = 0
  const rssByRound: number[] = []
  for (let round = 1; round <= ROUNDS; round++) {
    for (let start = 0; start < TENANTS; start += step) {
      const slugs = Array.from({ length: Math.min(step, TENANTS - start) }, (_, k) => slugOf(start + k))
      let next = 0
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < slugs.length) {
            const slug = slugs[next++]!
            const res = await fetch(`${base}/public/articles`, { headers: { 'X-Tenant-Id': slug } })
            await res.arrayBuffer()
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
  // each open tenant database holds 3 descriptors: the file, its -wal and its -shm
  const fdBound = idle.fds + 3 * MAX_OPEN + 16
  console.log(`\nmax open fds ${maxFds} (bound: ${idle.fds} idle + 3 × ${MAX_OPEN} handles = ${idle.fds + 3 * MAX_OPEN}); RSS at the end of each round: ${rssByRound.join(', ')} MiB`)
  checks.push([`every request answered 200 (${failures} failed)`, failures === 0])
  checks.push([`open fds stay under the LRU bound (${maxFds} ≤ ${fdBound})`, maxFds <= fdBound])
  if (rssByRound.length >= 2) {
    const growth = rssByRound.at(-1)! - rssByRound[1 === rssByRound.length ? 0 : rssByRound.length - 2]!
    checks.push([`RSS flat between the last two rounds (${growth >= 0 ? '+' : ''}${growth} MiB)`, growth <= Math.max(16, rssByRound[0]! * 0.1)])
  }

  // 4. shutdown: every open handle checkpointed and closed
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
