/**
 * A real `cms serve` on a data folder that fills up (CONTRACT §14): an 8 MB tmpfs, mounted by
 * the test when it runs as root (CI does); elsewhere test/http/faults.test.ts covers the same
 * answers through SQLite's page limit. Writes go on until the file system refuses them; every
 * refusal is a 507 problem, the log says it once, /health turns degraded, SIGTERM exits 0, and
 * the database holds exactly the writes that were answered 201.
 */
import { Database } from 'bun:sqlite'
import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { image } from '../helpers/media'
import { cli, loginChild, seedTenants, startChild } from '../helpers/child'

/** Mounts an 8 MB tmpfs on a new folder, unmounted after the file's tests; null when this runner may not mount. */
function smallDisk(): string | null {
  if (process.getuid?.() !== 0) return null
  const dir = mkdtempSync(join(tmpdir(), 'cms-full-'))
  const mounted = Bun.spawnSync(['mount', '-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', dir])
  if (mounted.exitCode !== 0) {
    rmSync(dir, { recursive: true, force: true })
    return null
  }
  afterAll(() => {
    Bun.spawnSync(['umount', dir])
    rmSync(dir, { recursive: true, force: true })
  })
  return dir
}

const dir = smallDisk()

const PROBLEM = { type: 'https://tools.ietf.org/html/rfc7807', title: 'Insufficient Storage', status: 507, detail: 'No space left to store this change.' }

test.skipIf(!dir)('should refuse writes with 507 on a full disk, log once, degrade /health and keep the data whole', async () => {
  const data = dir!
  await seedTenants(data, ['acme'])
  const child = await startChild(data, { CMS_MIN_FREE_MB: '1' })
  let stopped = false
  try {
    const token = await loginChild(child, 'acme')
    const headers = { 'X-Tenant-Id': 'acme', Authorization: `Bearer ${token}` }
    expect((await fetch(child.url + '/health')).status).toBe(200)

    let created = 0
    let refused = 0
    for (let i = 0; refused < 20 && i < 1000; i++) {
      const res = await fetch(child.url + '/admin/articles', {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: { fr: `Article ${i}` }, body_html: { fr: `<p>${`mot${i} `.repeat(8000)}</p>` } }),
      })
      const body = await res.json()
      if (res.status === 201) created++
      else {
        expect({ status: res.status, body }).toEqual({ status: 507, body: PROBLEM })
        expect(res.headers.get('content-type')).toStartWith('application/problem+json')
        refused++
      }
    }
    expect(created).toBeGreaterThan(0)
    expect(refused).toBe(20)

    // a media file that cannot be written: 507, and no file and no row stay behind
    const form = new FormData()
    form.append('file', new File([(await image('image/png', 1200, 900)) as Uint8Array<ArrayBuffer>], 'big.png'))
    const up = await fetch(child.url + '/admin/media', { method: 'POST', headers, body: form })
    expect({ status: up.status, body: await up.json() }).toEqual({ status: 507, body: PROBLEM })
    expect(readdirSync(join(data, 'tenants', 'acme', 'media'))).toEqual([])

    const health = await fetch(child.url + '/health')
    expect(health.status).toBe(503)
    const state = await health.json()
    expect(state.status).toBe('degraded')
    expect(state.detail).toMatch(/^The data folder has 0 MB free, less than the 1 MB required/)

    // reads still work
    const list = await fetch(child.url + '/admin/articles?itemsPerPage=1', { headers })
    expect(list.status).toBe(200)
    expect((await list.json())['hydra:totalItems']).toBe(created)

    stopped = true
    expect(await child.stop()).toBe(0)
    const log = await child.stderr()
    expect(log.split('\n').filter((l) => l.includes('no space left'))).toHaveLength(1)
    expect(log).not.toMatch(/^\s+at /m)
    expect(log).not.toContain('unexpected error')

    // the operator frees space; the database holds exactly what was answered 201
    expect(Bun.spawnSync(['mount', '-o', 'remount,size=32m', data]).exitCode).toBe(0)
    const db = new Database(join(data, 'tenants', 'acme', 'cms.db'))
    try {
      expect(db.query('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }])
      expect(db.query('SELECT count(*) AS n FROM articles').get()).toEqual({ n: created })
      expect(db.query('SELECT count(*) AS n FROM media').get()).toEqual({ n: 0 })
    } finally {
      db.close()
    }
  } finally {
    if (!stopped) await child.stop()
  }
})

const restoreDisk = smallDisk()

test.skipIf(!restoreDisk)('should say a restore found no room, not that the archive is damaged, and change nothing', async () => {
  const source = mkdtempSync(join(tmpdir(), 'cms-restore-src-'))
  try {
    await seedTenants(source, ['acme'])
    // some 3 MB of media that compress poorly
    writeFileSync(join(source, 'tenants', 'acme', 'media', 'noise.bin'), crypto.getRandomValues(new Uint8Array(3 * 1024 * 1024)))
    const archive = join(source, 'acme.tar.gz')
    expect((await cli(['app:tenant:backup', 'acme', '--out', archive, '--data', source])).exitCode).toBe(0)
    const data = join(restoreDisk!, 'data')
    await seedTenants(data, ['other'])
    // leave about 1 MB free
    const free = () => Number(Bun.spawnSync(['df', '--output=avail', '-B1', restoreDisk!]).stdout.toString().trim().split('\n')[1])
    writeFileSync(join(restoreDisk!, 'filler'), new Uint8Array(Math.max(0, free() - 1024 * 1024)))
    for (const file of [archive, join(source, 'acme.tar')]) {
      if (file.endsWith('.tar')) Bun.spawnSync(['sh', '-c', `gunzip -c ${archive} > ${file}`])
      const res = await cli(['app:tenant:restore', 'acme', file, '--data', data])
      expect(res.exitCode).toBe(1)
      expect(res.stderr).toBe(`error: No space left under ${join(data, 'tenants')} to unpack the archive; nothing was changed. Free some space and run the restore again.\n`)
      expect(readdirSync(join(data, 'tenants'))).toEqual(['other'])
    }
  } finally {
    rmSync(source, { recursive: true, force: true })
  }
})

const readOnlyDisk = smallDisk()

test.skipIf(!readOnlyDisk)('should name the registry a read-only data folder keeps from opening, with what to check', async () => {
  const data = join(readOnlyDisk!, 'data')
  await seedTenants(data, ['acme'])
  expect(Bun.spawnSync(['mount', '-o', 'remount,ro', readOnlyDisk!]).exitCode).toBe(0)
  try {
    const r = await cli(['app:tenant:list', '--data', data])
    expect(r.exitCode).toBe(1)
    expect(r.stderr).toMatch(new RegExp(`^error: cannot open ${join(data, 'registry.db')}: .+ \\(does it exist as a file, and may this user write it and its folder\\?\\)\\n$`))
  } finally {
    Bun.spawnSync(['mount', '-o', 'remount,rw', readOnlyDisk!])
  }
})
