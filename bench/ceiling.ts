/**
 * The ceiling: a minimal `Bun.serve` + `bun:sqlite` server, no framework, answering the bench's
 * requests on the same seeded data dir with the same queries and the same JSON shape as the
 * service (tenant check, JWT + user check, site, ETag; revision + event on writes). The service
 * is measured as a ratio to it.
 *
 *   bun bench/ceiling.ts --data bench/out/data-10000 [--port 18081] [--fts]
 *
 * `--fts` builds (once) and serves `/public/search` from a side FTS5 index.
 */
import { parseArgs } from 'node:util'
import { createCeiling } from './ceiling/app'

const { values: args } = parseArgs({
  options: {
    data: { type: 'string' },
    port: { type: 'string', default: '18081' },
    host: { type: 'string', default: '127.0.0.1' },
    fts: { type: 'boolean', default: false },
  },
})
if (!args.data) throw new Error('--data DIR is required')
const ceiling = createCeiling(args.data, { fts: args.fts! })
const server = Bun.serve({ hostname: args.host, port: Number(args.port), fetch: ceiling.fetch })
if (args.fts)
  await ceiling.fetch(
    new Request(`http://${args.host}/public/search?q=warm`, {
      headers: { 'X-Tenant-Id': 'bench' },
    }),
  )
console.log(`ceiling listening on http://${args.host}:${server.port}`)
// exit cleanly on signals, so `bun --cpu-prof bench/ceiling.ts` writes its profile
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0))
