/**
 * What a scheduled backup does to the thread that runs it: the event loop's longest stall while
 * `BackupScheduler` writes one tenant's archive to a bucket, with the archive written in that
 * thread and in a thread of its own (http/backup-thread.ts), alternated.
 *
 *   bun bench/backup.ts [--data bench/out/data-m2] [--rounds 3]
 *
 * The bucket is a local s3rver in a process of its own, so its work is not counted. A timer asks
 * every millisecond; how late it comes is how long a request would have waited.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../src/config'
import { backupInThread } from '../src/http/backup-thread'
import { BackupScheduler } from '../src/domain/scheduled-backups'
import { openMediaStore } from '../src/store/media-store'
import { Registry } from '../src/store/registry-db'

const { values: args } = parseArgs({ options: { data: { type: 'string', default: 'bench/out/data-m2' }, rounds: { type: 'string', default: '3' } } })

const work = mkdtempSync(join(tmpdir(), 'cms-bench-backup-'))
const data = join(work, 'data')
cpSync(resolve(args.data!), data, { recursive: true })
const s3 = Bun.spawn(
  ['bun', '-e', `const { default: S3rver } = await import('s3rver')
const server = new S3rver({ address: '127.0.0.1', port: 0, directory: ${JSON.stringify(join(work, 's3'))}, silent: true, configureBuckets: [{ name: 'backups' }] })
console.log((await server.run()).port)`],
  { cwd: resolve(import.meta.dir, '..'), stdout: 'pipe', stderr: 'inherit' },
)
const reader = s3.stdout.getReader()
let line = ''
while (!line.includes('\n')) line += new TextDecoder().decode((await reader.read()).value)
const env = {
  ...process.env,
  CMS_S3_ENDPOINT: `http://127.0.0.1:${line.trim()}`,
  CMS_S3_BUCKET: 'backups',
  CMS_S3_REGION: 'us-east-1',
  CMS_S3_ACCESS_KEY_ID: 'S3RVER',
  CMS_S3_SECRET_ACCESS_KEY: 'S3RVER',
  CMS_BACKUP_EVERY: '1h',
  CMS_BACKUP_TO: 's3://backups/bench/',
}
// the thread reads its settings from the environment, as `serve`'s does
Object.assign(process.env, env)
const config = loadConfig({ data })
const registry = new Registry(data)
const slugs = registry.list().map((t) => t.slug)
const entry = resolve(import.meta.dir, '../src/main.ts')

/** The longest lateness of a 1 ms timer while `work` runs, and how long it ran. */
async function stalls(work: () => Promise<unknown>): Promise<{ ms: number; worstMs: number }> {
  let worst = 0
  let last = performance.now()
  const timer = setInterval(() => {
    const now = performance.now()
    worst = Math.max(worst, now - last - 1)
    last = now
  }, 1)
  const started = performance.now()
  await work()
  const ms = performance.now() - started
  clearInterval(timer)
  return { ms, worstMs: worst }
}

console.log(`tenants ${slugs.join(', ')}; ${args.rounds} rounds, alternated`)
console.log('| round | where | backup ms | longest event-loop stall ms |\n| ---: | --- | ---: | ---: |')
let stamp = Date.UTC(2030, 0, 1)
for (let round = 1; round <= Number(args.rounds); round++) {
  for (const where of round % 2 ? ['this thread', 'a thread of its own'] : ['a thread of its own', 'this thread']) {
    const run = where === 'this thread' ? undefined : (slug: string, url: string, now: Date) => backupInThread(entry, { data, slug, url, now: now.getTime() })
    const scheduler = new BackupScheduler({ registry, media: openMediaStore(config), s3: config.s3, schedule: config.backup!, run })
    const at = new Date((stamp += 3600_000))
    const r = await stalls(async () => {
      for (const slug of slugs) await scheduler.backup(slug, at)
    })
    console.log(`| ${round} | ${where} | ${r.ms.toFixed(0)} | ${r.worstMs.toFixed(1)} |`)
  }
}
registry.close()
s3.kill()
await s3.exited
rmSync(work, { recursive: true, force: true })
