/**
 * Backups off the box (CONTRACT §15) as an operator runs them: `--out s3://…` and restore from
 * `s3://…`, with media on disk or in the bucket, the move of a tenant from disk to the bucket,
 * and the schedule `serve` runs.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { mkdirSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { cli, newDataDir, seedTenants, spawnCli, startChild } from '../helpers/child'
import { fetchFile, text, uploaded } from '../helpers/media'
import { holdingProxy, S3_BACKUP_BUCKET, S3_BUCKET, s3Endpoint, s3Env, s3MediaEnv, s3TestClient } from '../helpers/s3'
import { startTestService } from '../helpers/service'

const endpoint = await s3Endpoint()
const backups = s3TestClient(endpoint, S3_BACKUP_BUCKET)
const media = s3TestClient(endpoint)
const run = crypto.randomUUID().slice(0, 8)
const dirs: string[] = []
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))
const dataDir = () => {
  const d = newDataDir()
  dirs.push(d)
  return d
}
const keysUnder = async (client: Bun.S3Client, p: string) => ((await client.list({ prefix: p })).contents ?? []).map((o) => o.key).sort()

describe('s3:// targets with media on disk', () => {
  test('should back up to a key, to a default name under a prefix, and restore from the bucket', async () => {
    const dir = dataDir()
    await seedTenants(dir, ['acme'])
    const env = s3Env(endpoint)
    const url = `s3://${S3_BACKUP_BUCKET}/${run}/acme.tar.gz`
    const out = await cli(['app:tenant:backup', 'acme', '--out', url, '--data', dir], { env })
    expect(out.stderr).toBe('')
    expect(out.exitCode).toBe(0)
    expect(out.stdout).toContain(`backed up to ${url}`)
    expect(readdirSync(dir).filter((n) => n.startsWith('.'))).toEqual([]) // no staging left
    // an earlier archive is never overwritten, as for a file
    const before = await backups.file(`${run}/acme.tar.gz`).bytes()
    const again = await cli(['app:tenant:backup', 'acme', '--out', url, '--data', dir], { env })
    expect(again.exitCode).toBe(1)
    expect(again.stderr).toBe(`error: ${url} already exists; choose another --out.\n`)
    expect(await backups.file(`${run}/acme.tar.gz`).bytes()).toEqual(before)
    const named = await cli(['app:tenant:backup', 'acme', '--out', `s3://${S3_BACKUP_BUCKET}/${run}/daily/`, '--data', dir], { env })
    expect(named.exitCode).toBe(0)
    expect(await keysUnder(backups, `${run}/daily/`)).toEqual([expect.stringMatching(new RegExp(`^${run}/daily/acme-\\d{8}T\\d{6}Z\\.tar\\.gz$`))])

    const restored = await cli(['app:tenant:restore', 'copy', url, '--data', dir], { env })
    expect(restored.stderr).toBe('')
    expect(restored.exitCode).toBe(0)
    expect(restored.stdout).toContain('Tenant "copy" restored')
  })

  test('should fail clearly for a missing object or a bad location, changing nothing', async () => {
    const dir = dataDir()
    await seedTenants(dir, ['acme'])
    const env = s3Env(endpoint)
    const missing = await cli(['app:tenant:restore', 'copy', `s3://${S3_BACKUP_BUCKET}/${run}/nope.tar.gz`, '--data', dir], { env })
    expect(missing.exitCode).toBe(1)
    expect(missing.stderr).toBe(`error: No backup at s3://${S3_BACKUP_BUCKET}/${run}/nope.tar.gz.\n`)
    const folder = await cli(['app:tenant:restore', 'copy', `s3://${S3_BACKUP_BUCKET}/${run}/`, '--data', dir], { env })
    expect(folder.stderr).toStartWith('error: Name the archive to restore, not a folder')
    const bad = await cli(['app:tenant:backup', 'acme', '--out', `s3://${S3_BACKUP_BUCKET}/../x`, '--data', dir], { env })
    expect(bad.exitCode).toBe(1)
    expect(bad.stderr).toStartWith('error: Invalid S3 location')
    // credentials the bucket refuses are said as such, never "no backup"
    const refused = { ...env, CMS_S3_ACCESS_KEY_ID: 'WRONGKEY' }
    const wrongKey = await cli(['app:tenant:restore', 'copy', `s3://${S3_BACKUP_BUCKET}/${run}/acme.tar.gz`, '--data', dir], { env: refused })
    expect(wrongKey.stderr).toStartWith(`error: Could not read s3://${S3_BACKUP_BUCKET}/${run}/acme.tar.gz: InvalidAccessKeyId: `)
    expect(wrongKey.stderr).toEndWith('; check CMS_S3_ENDPOINT (or S3_ENDPOINT), the bucket and the credentials.\n')
    const unreachable = await cli(['app:tenant:backup', 'acme', '--out', `s3://${S3_BACKUP_BUCKET}/${run}/x.tar.gz`, '--data', dir], { env: { ...env, CMS_S3_ENDPOINT: 'http://127.0.0.1:9' } })
    expect(unreachable.stderr).toStartWith(`error: Could not reach s3://${S3_BACKUP_BUCKET}/${run}/x.tar.gz: ConnectionRefused: `)
    expect(readdirSync(join(dir, 'tenants'))).toEqual(['acme'])
  })
})

describe('media in the bucket', () => {
  test("should refuse to keep an archive among the tenants' media objects, by --out and by the schedule", async () => {
    const env = s3MediaEnv(endpoint)
    const prefix = env.CMS_S3_PREFIX!
    const t = startTestService(env)
    try {
      t.createTenant('acme')
      for (const out of [`s3://${S3_BUCKET}/${prefix}acme/`, `s3://${S3_BUCKET}/${prefix}elsewhere.tar.gz`]) {
        const res = await cli(['app:tenant:backup', 'acme', '--out', out, '--data', t.dir], { env })
        expect(res.exitCode).toBe(1)
        expect(res.stderr).toMatch(/^error: s3:\/\/.* is among the tenants' media \(CMS_S3_PREFIX "t-[^"]+"\); put backups under another prefix or bucket\.\n$/)
      }
      expect(await keysUnder(media, `${prefix}acme/`)).toEqual([])
      // beside the media prefix, in the same bucket: fine
      const beside = await cli(['app:tenant:backup', 'acme', '--out', `s3://${S3_BUCKET}/backups-${run}/`, '--data', t.dir], { env })
      expect(beside.exitCode).toBe(0)
      const { loadConfig } = await import('../../src/config')
      expect(() => loadConfig({ data: t.dir }, { ...env, CMS_BACKUP_EVERY: '1h', CMS_BACKUP_TO: `s3://${S3_BUCKET}/${prefix}nightly/` })).toThrow("CMS_BACKUP_TO must not be among the tenants' media")
      expect(loadConfig({ data: t.dir }, { ...env, CMS_BACKUP_EVERY: '1h', CMS_BACKUP_TO: `s3://${S3_BACKUP_BUCKET}/${prefix}nightly/` }).backup!.bucket).toBe(S3_BACKUP_BUCKET)
    } finally {
      t.close()
    }
  })

  test('should carry the objects in the archive and restore them as objects of the new tenant', async () => {
    const env = s3MediaEnv(endpoint)
    const prefix = env.CMS_S3_PREFIX!
    const t = startTestService(env)
    try {
      const tokens = await t.tenantWithUsers('acme')
      const kept = await uploaded(t, text('kept in the archive'), { tenant: 'acme', token: tokens.admin, filename: 'kept.txt' })
      const url = `s3://${S3_BACKUP_BUCKET}/${run}/with-media.tar`
      const out = await cli(['app:tenant:backup', 'acme', '--out', url, '--data', t.dir], { env })
      expect(out.stderr).toBe('')
      expect(out.stdout).toContain('database and 1 media files')
      const listed = Bun.spawnSync(['tar', '-t'], { stdin: await backups.file(`${run}/with-media.tar`).bytes() }).stdout.toString().trim().split('\n')
      expect(listed.sort()).toEqual(['cms.db', 'media/', `media/${kept.filename}`])

      // a later upload is not in the archive: restoring over acme removes its object
      const later = await uploaded(t, text('after the backup'), { tenant: 'acme', token: tokens.admin })
      const copy = await cli(['app:tenant:restore', 'copy', url, '--data', t.dir], { env })
      expect(copy.exitCode).toBe(0)
      expect(await keysUnder(media, `${prefix}copy/`)).toEqual([`${prefix}copy/${kept.filename}`])
      const res = await fetchFile(t, `/media/copy/${kept.filename}`)
      expect(new TextDecoder().decode(res.bytes)).toBe('kept in the archive')

      const replaced = await cli(['app:tenant:restore', 'acme', url, '--force', '--data', t.dir], { env })
      expect(replaced.exitCode).toBe(0)
      expect(await keysUnder(media, `${prefix}acme/`)).toEqual([`${prefix}acme/${kept.filename}`])
      expect((await fetchFile(t, later.urls.original)).status).toBe(404)
      expect((await fetchFile(t, kept.urls.original)).status).toBe(200)
    } finally {
      t.close()
    }
  })

  test('should move a tenant from disk to the bucket by the steps docs/media.md gives', async () => {
    // 1. media on disk
    const local = startTestService()
    const dir = local.dir
    const tokens = await local.tenantWithUsers('acme')
    const m = await uploaded(local, text('moved to the bucket'), { tenant: 'acme', token: tokens.admin, filename: 'move.txt' })
    local.service.close()
    // 2. suspend, back up (from disk), 3. restore with CMS_MEDIA_STORE=s3, 4. activate
    const env = s3MediaEnv(endpoint)
    const archive = join(dataDir(), 'acme.tar.gz')
    for (const args of [
      ['app:tenant:suspend', 'acme'],
      ['app:tenant:backup', 'acme', '--out', archive],
    ]) expect((await cli([...args, '--data', dir])).exitCode).toBe(0)
    for (const args of [
      ['app:tenant:restore', 'acme', archive, '--force'],
      ['app:tenant:activate', 'acme'],
    ]) {
      const r = await cli([...args, '--data', dir], { env })
      expect(r.stderr).toBe('')
      expect(r.exitCode).toBe(0)
    }
    expect(readdirSync(join(dir, 'tenants/acme/media'))).toEqual([])
    expect(await keysUnder(media, `${env.CMS_S3_PREFIX}acme/`)).toEqual([`${env.CMS_S3_PREFIX}acme/${m.filename}`])
    const { createService } = await import('../../src/http/app')
    const { makeConfig } = await import('../helpers/service')
    const moved = createService(makeConfig(dir, env))
    try {
      const res = await moved.fetch(new Request(`http://cms.test${m.urls.original}`))
      expect(res.status).toBe(200)
      expect(await res.text()).toBe('moved to the bucket')
    } finally {
      moved.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('scheduled backups (CMS_BACKUP_EVERY)', () => {
  test('should back up every tenant once when serve starts, then keep the newest N per tenant', async () => {
    const prefix = `${run}/scheduled/`
    const env = { ...s3Env(endpoint), CMS_BACKUP_EVERY: '1h', CMS_BACKUP_TO: `s3://${S3_BACKUP_BUCKET}/${prefix}`, CMS_BACKUP_KEEP: '2', CMS_WORKER_INTERVAL_MS: '50', CMS_METRICS_TOKEN: 'backup-metrics-token' }
    const t = startTestService(env, { worker: true })
    try {
      t.createTenant('acme')
      t.createTenant('beta')
      const scheduler = t.service.ctx.backups!
      // the first pass runs shortly after start; wait for it to have seen both tenants
      for (let i = 0; i < 400 && scheduler.lastSuccessByTenant().size < 2; i++) await Bun.sleep(25)
      await scheduler.tick()
      expect([...scheduler.lastSuccessByTenant().keys()].sort()).toEqual(['acme', 'beta'])
      // /metrics: the last success per tenant, in Unix seconds
      const scrape = await t.api('GET', '/metrics', { headers: { Authorization: 'Bearer backup-metrics-token' } })
      for (const slug of ['acme', 'beta']) {
        const line = scrape.text.split('\n').find((l) => l.startsWith(`cms_backup_last_success_timestamp_seconds{tenant="${slug}"} `))
        expect(Number(line?.split(' ')[1])).toBe(scheduler.lastSuccessByTenant().get(slug)! / 1000)
      }
      const first = await keysUnder(backups, `${prefix}acme/`)
      expect(first).toHaveLength(1)
      // not due again within the hour
      await scheduler.tick(Date.now() + 30 * 60_000)
      expect(await keysUnder(backups, `${prefix}acme/`)).toEqual(first)
      // three more hours: one archive per pass, the oldest removed beyond 2
      for (const h of [1, 2, 3]) await scheduler.tick(Date.now() + h * 3600_000 + 1000)
      // a pass one interval after the last is due, though that backup was stamped a little
      // after its pass began (it waited for a whole check interval more)
      const last = scheduler.lastSuccessByTenant().get('acme')!
      await scheduler.tick(last + 3600_000 - 50)
      expect(scheduler.lastSuccessByTenant().get('acme')).toBe(last + 3600_000 - 50)
      const kept = await keysUnder(backups, `${prefix}acme/`)
      expect(kept).toHaveLength(2)
      expect(kept).not.toContain(first[0])
      expect(await keysUnder(backups, `${prefix}beta/`)).toHaveLength(2)
      // an archive of the schedule restores like any other
      const restored = await cli(['app:tenant:restore', 'copy', `s3://${S3_BACKUP_BUCKET}/${kept[1]}`, '--data', t.dir], { env: s3Env(endpoint) })
      expect(restored.exitCode).toBe(0)
    } finally {
      t.close()
    }
  })

  // VACUUM INTO and the archive's file work are synchronous: `serve` writes each archive in a
  // thread of the executable (http/backup-thread.ts), so requests and background work go on
  test.each(['1', '2'])('should write the archives of serve --workers %s in a thread, which restore like any other', async (workers) => {
    const dir = dataDir()
    await seedTenants(dir, ['acme'])
    const prefix = `${run}/thread-${workers}/`
    const env = { ...s3Env(endpoint), CMS_BACKUP_EVERY: '1h', CMS_BACKUP_TO: `s3://${S3_BACKUP_BUCKET}/${prefix}`, CMS_WORKER_INTERVAL_MS: '50', CMS_WORKERS: workers }
    const child = await startChild(dir, env)
    try {
      let keys: string[] = []
      for (let i = 0; i < 400 && keys.length === 0; i++) {
        await Bun.sleep(25)
        keys = await keysUnder(backups, `${prefix}acme/`)
      }
      expect(keys).toEqual([expect.stringMatching(new RegExp(`^${prefix}acme/acme-\\d{8}T\\d{6}Z\\.tar\\.gz$`))])
      expect((await fetch(`${child.url}/health`)).status).toBe(200)
      const restored = await cli(['app:tenant:restore', 'copy', `s3://${S3_BACKUP_BUCKET}/${keys[0]}`, '--data', dir], { env: s3Env(endpoint) })
      expect(restored.stderr).toBe('')
      expect(restored.exitCode).toBe(0)
    } finally {
      expect(await child.stop()).toBe(0)
    }
    expect(await child.stderr()).not.toContain('scheduled backup')
  })

  test('should read the last success from the bucket after a restart, and refuse a bad schedule', async () => {
    const prefix = `${run}/restart/`
    const env = { ...s3Env(endpoint), CMS_BACKUP_EVERY: '1d', CMS_BACKUP_TO: `s3://${S3_BACKUP_BUCKET}/${prefix}` }
    const at = Math.floor((Date.now() - 3600_000) / 1000) * 1000
    const stamp = new Date(at).toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')
    await backups.write(`${prefix}acme/acme-${stamp}.tar.gz`, 'an earlier archive')
    const t = startTestService(env, { worker: false })
    try {
      t.createTenant('acme')
      const { BackupScheduler } = await import('../../src/domain/scheduled-backups')
      const scheduler = new BackupScheduler({ registry: t.service.ctx.registry, media: t.service.ctx.media, s3: t.config.s3, schedule: t.config.backup! })
      await scheduler.tick()
      // the archive of an hour ago counts: nothing new for a daily schedule
      expect(await keysUnder(backups, `${prefix}acme/`)).toEqual([`${prefix}acme/acme-${stamp}.tar.gz`])
      expect(scheduler.lastSuccessByTenant().get('acme')).toBe(at)
    } finally {
      t.close()
    }
    const { loadConfig } = await import('../../src/config')
    expect(() => loadConfig({ data: '/tmp' }, { CMS_BACKUP_EVERY: '1h' })).toThrow('CMS_BACKUP_EVERY needs CMS_BACKUP_TO')
    expect(() => loadConfig({ data: '/tmp' }, { CMS_BACKUP_EVERY: '10s', CMS_BACKUP_TO: 's3://b-1/x' })).toThrow('at least 1m')
    expect(() => loadConfig({ data: '/tmp' }, { CMS_BACKUP_EVERY: '1h', CMS_BACKUP_TO: '/var/backups' })).toThrow('CMS_BACKUP_TO must be s3://')
    expect(loadConfig({ data: '/tmp' }, { CMS_BACKUP_EVERY: '1d', CMS_BACKUP_TO: 's3://b-1/x' }).backup).toEqual({ everySeconds: 86400, bucket: 'b-1', prefix: 'x/', keep: 14 })
  })
})

describe('staging folders (.s3-transfer-*)', () => {
  const transfers = (dir: string) => readdirSync(dir).filter((n) => n.startsWith('.s3-transfer-')).sort()
  /** Media in the bucket behind a proxy that holds acme's media listing: a backup waits there, its database copy staged. */
  function heldAfterCopy() {
    const media = s3MediaEnv(endpoint)
    const proxy = holdingProxy(endpoint, (method, url) => method === 'GET' && url.searchParams.get('prefix') === `${media.CMS_S3_PREFIX}acme/`)
    return { media, proxy, env: { ...media, CMS_S3_ENDPOINT: proxy.endpoint } }
  }

  test.each(['1', '2'])('should remove the staging folder of a backup that a graceful stop cuts short (--workers %s)', async (workers) => {
    const dir = dataDir()
    await seedTenants(dir, ['acme'])
    const { proxy, env } = heldAfterCopy()
    const prefix = `${run}/stopped-${workers}/`
    const child = await startChild(dir, { ...env, CMS_BACKUP_EVERY: '1h', CMS_BACKUP_TO: `s3://${S3_BACKUP_BUCKET}/${prefix}`, CMS_WORKER_INTERVAL_MS: '50', CMS_WORKERS: workers })
    try {
      await proxy.holding()
      // the copy of the database is owner-only, as the archives are
      const [staging] = transfers(dir)
      const copy = (readdirSync(join(dir, staging!), { recursive: true }) as string[]).find((n) => n.endsWith('cms.db'))
      expect(statSync(join(dir, staging!, copy!)).mode & 0o777).toBe(0o600)
    } finally {
      expect(await child.stop()).toBe(0)
      proxy.close()
    }
    expect(transfers(dir)).toEqual([])
    expect(await keysUnder(backups, prefix)).toEqual([])
    // a backup cut short by a stop is no failure
    expect(await child.stderr()).not.toContain('scheduled backup')
  })

  test('should remove at start, and at the next backup, the folders of processes that ended, never one a live backup holds', async () => {
    const dir = dataDir()
    await seedTenants(dir, ['acme'])
    const { media, proxy, env } = heldAfterCopy()
    const out = (name: string) => ['app:tenant:backup', 'acme', '--out', `s3://${S3_BACKUP_BUCKET}/${run}/sweep/${name}.tar.gz`, '--data', dir]
    const killedAt = async (count: number) => {
      const killed = spawnCli(out(`killed-${count}`), { env })
      await proxy.holding(count)
      killed.kill('SIGKILL')
      await killed.exited
    }
    try {
      // a CLI backup beside the server, running
      const live = spawnCli(out('live'), { env })
      await proxy.holding(1)
      const held = transfers(dir)
      expect(held).toHaveLength(1)
      // one killed at the same step, and one a cms before the locks left a day ago
      await killedAt(2)
      const old = join(dir, '.s3-transfer-old')
      mkdirSync(old)
      writeFileSync(join(old, 'cms.db'), 'a copy of the database')
      const dayAgo = new Date(Date.now() - 86_400_000)
      for (const path of [join(old, 'cms.db'), old]) utimesSync(path, dayAgo, dayAgo)
      expect(transfers(dir)).toHaveLength(3)

      const server = await startChild(dir, env)
      expect(await server.stop()).toBe(0)
      expect(transfers(dir)).toEqual(held)

      await killedAt(3)
      expect(transfers(dir)).toHaveLength(2)
      const next = await cli(out('next'), { env: media })
      expect(next.stderr).toBe('')
      expect(transfers(dir)).toEqual(held)

      proxy.release()
      expect(await live.exited).toBe(0)
      expect(transfers(dir)).toEqual([])
      expect(await keysUnder(backups, `${run}/sweep/`)).toEqual([`${run}/sweep/live.tar.gz`, `${run}/sweep/next.tar.gz`])
    } finally {
      proxy.close()
    }
  })
})
