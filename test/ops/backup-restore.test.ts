/**
 * app:tenant:backup and app:tenant:restore as an operator runs them (CONTRACT §2), against a
 * running server: the archive layout, the default name, --force, and a replaced tenant served
 * from the next request on.
 */
import { afterAll, expect, test } from 'bun:test'
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Database } from 'bun:sqlite'
import { indexWaiting as waiting } from '../../src/store/search-index'
import { makePng } from '../helpers/png'
import { cli, http, loginChild, newDataDir, seedTenants, startChild } from '../helpers/child'

const dirs: string[] = []
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))
const tempDir = () => {
  const d = newDataDir()
  dirs.push(d)
  return d
}

test('should write an archive of cms.db and media that tar itself unpacks, named <slug>-<UTC stamp>.tar.gz by default', async () => {
  const dir = tempDir()
  const cwd = tempDir()
  await seedTenants(dir, ['acme'])
  const media = join(dir, 'tenants/acme/media')
  mkdirSync(join(media, '2026/11'), { recursive: true })
  writeFileSync(join(media, '2026/11/photo.jpg'), 'jpeg bytes')
  writeFileSync(join(media, 'notes.txt'), 'hello')
  // an upload a stopped server cut off: no media file, not in the archive
  writeFileSync(join(media, '.upload-01a2100e-0000-7000-8000-000000000000.part'), 'half a file')

  const res = await cli(['app:tenant:backup', 'acme', '--data', dir], { cwd })
  expect(res.stderr).toBe('')
  expect(res.exitCode).toBe(0)
  const files = readdirSync(cwd)
  expect(files).toHaveLength(1) // no staging left behind
  expect(files[0]).toMatch(/^acme-\d{8}T\d{6}Z\.tar\.gz$/)
  expect(res.stdout).toContain('2 media files')
  expect(statSync(join(cwd, files[0]!)).mode & 0o777).toBe(0o600) // it holds password hashes

  const listed = Bun.spawnSync(['tar', '-tzf', join(cwd, files[0]!)]).stdout.toString().trim().split('\n')
  expect(listed.sort()).toEqual(['cms.db', 'media/', 'media/2026/', 'media/2026/11/', 'media/2026/11/photo.jpg', 'media/notes.txt'])
  // the database member is owner-only too: `tar -x` of the archive gives that mode
  const verbose = Bun.spawnSync(['tar', '-tvzf', join(cwd, files[0]!), 'cms.db']).stdout.toString()
  expect(verbose).toStartWith('-rw------- ')

  // an existing file is never overwritten
  const again = await cli(['app:tenant:backup', 'acme', '--out', join(cwd, files[0]!), '--data', dir])
  expect(again.exitCode).toBe(1)
  expect(again.stderr).toMatch(/^error: .*already exists/)
  expect(again.stderr.trim().split('\n')).toHaveLength(1)

  const unknown = await cli(['app:tenant:backup', 'nope', '--data', dir], { cwd })
  expect(unknown.exitCode).toBe(1)
  expect(unknown.stderr.trim()).toBe('error: Tenant "nope" not found.')
})

test('should replace a tenant only with --force, and the running server then serves the restored data', async () => {
  const dir = tempDir()
  const out = tempDir()
  await seedTenants(dir, ['acme'])
  const media = join(dir, 'tenants/acme/media')
  writeFileSync(join(media, 'kept.txt'), 'kept')
  const child = await startChild(dir)
  const token = await loginChild(child, 'acme')
  const kept = await http(child, 'POST', '/admin/articles', { tenant: 'acme', token, body: { title: { fr: 'Gardé' } } })
  expect(kept.status).toBe(201)

  const archive = join(out, 'acme.tar') // plain tar this time
  const backup = await cli(['app:tenant:backup', 'acme', '--out', archive, '--data', dir])
  expect(backup.exitCode).toBe(0)
  expect(readFileSync(archive).subarray(257, 262).toString()).toBe('ustar') // not compressed

  const lost = await http(child, 'POST', '/admin/articles', { tenant: 'acme', token, body: { title: { fr: 'Perdu' } } })
  expect(lost.status).toBe(201)
  writeFileSync(join(media, 'lost.txt'), 'lost')
  // the server now holds acme's database open
  expect((await http(child, 'GET', '/admin/articles', { tenant: 'acme', token })).body['hydra:totalItems']).toBe(2)

  const refused = await cli(['app:tenant:restore', 'acme', archive, '--data', dir])
  expect(refused.exitCode).toBe(1)
  expect(refused.stderr.trim()).toBe('error: Tenant "acme" already exists; pass --force to replace it with the backup.')
  expect((await http(child, 'GET', `/admin/articles/${lost.body.id}`, { tenant: 'acme', token })).status).toBe(200)

  const forced = await cli(['app:tenant:restore', 'acme', archive, '--force', '--data', dir])
  expect(forced.stderr).toBe('')
  expect(forced.exitCode).toBe(0)
  expect(forced.stdout).toContain('Tenant "acme" replaced')

  // the same server, no restart: the next request sees the restored files
  expect((await http(child, 'GET', `/admin/articles/${lost.body.id}`, { tenant: 'acme', token })).status).toBe(404)
  expect((await http(child, 'GET', `/admin/articles/${kept.body.id}`, { tenant: 'acme', token })).status).toBe(200)
  expect((await http(child, 'GET', '/admin/articles', { tenant: 'acme', token })).body['hydra:totalItems']).toBe(1)
  expect(readdirSync(media).sort()).toEqual(['kept.txt'])
  const written = await http(child, 'POST', '/admin/articles', { tenant: 'acme', token, body: { title: { fr: 'Après' } } })
  expect(written.status).toBe(201)

  // the registry record is kept (same tenant), and nothing is left beside the tenants
  const list = await cli(['app:tenant:list', '--json', '--data', dir])
  expect(JSON.parse(list.stdout).map((t: { slug: string; name: string }) => [t.slug, t.name])).toEqual([['acme', 'ACME']])
  expect(readdirSync(join(dir, 'tenants'))).toEqual(['acme'])

  expect(await child.stop()).toBe(0)
  const wal = join(dir, 'tenants/acme/cms.db-wal')
  expect(readdirSync(join(dir, 'tenants/acme')).includes('cms.db-wal') ? statSync(wal).size : 0).toBe(0)
})

test('should restore a tenant whose copy caught writes still waiting for the search index, with the index up to date', async () => {
  const dir = tempDir()
  const out = tempDir()
  await seedTenants(dir, ['acme'])
  // the index catch-up waits ten minutes: the article below is still queued when the copy is made
  const child = await startChild(dir, { CMS_SEARCH_CATCHUP_MS: '600000', CMS_WORKER_INTERVAL_MS: '600000' })
  const token = await loginChild(child, 'acme')
  expect((await http(child, 'POST', '/admin/articles', { tenant: 'acme', token, body: { title: { fr: 'Ornithorynque' }, status: 'published' } })).status).toBe(201)
  const archive = join(out, 'acme.tar')
  expect((await cli(['app:tenant:backup', 'acme', '--out', archive, '--data', dir])).exitCode).toBe(0)
  expect(await child.stop()).toBe(0)
  const copied = Bun.spawnSync(['tar', '-xf', archive, '-C', out, 'cms.db'])
  expect(copied.exitCode).toBe(0)
  expect(indexWaiting(join(out, 'cms.db'))).toBeGreaterThan(0)

  expect((await cli(['app:tenant:restore', 'copy', archive, '--data', dir])).exitCode).toBe(0)
  expect(indexWaiting(join(dir, 'tenants/copy/cms.db'))).toBe(0)
})

/** How many documents of a tenant database wait for the search index. */
function indexWaiting(file: string): number {
  const db = new Database(file, { readonly: true })
  try {
    return waiting(db)
  } finally {
    db.close()
  }
}

test('should index, without any request, the writes a killed server left waiting for the search index', async () => {
  const dir = tempDir()
  await seedTenants(dir, ['acme'])
  const first = await startChild(dir, { CMS_SEARCH_CATCHUP_MS: '600000', CMS_WORKER_INTERVAL_MS: '600000' })
  const token = await loginChild(first, 'acme')
  expect((await http(first, 'POST', '/admin/articles', { tenant: 'acme', token, body: { title: { fr: 'Échidné' }, status: 'published' } })).status).toBe(201)
  first.proc.kill('SIGKILL')
  await first.proc.exited
  const file = join(dir, 'tenants/acme/cms.db')
  expect(indexWaiting(file)).toBeGreaterThan(0)
  // nothing is asked of the tenant: the background visit of every tenant indexes it
  const second = await startChild(dir, { CMS_WORKER_INTERVAL_MS: '50' })
  try {
    for (let i = 0; i < 100 && indexWaiting(file) > 0; i++) await Bun.sleep(50)
    expect(indexWaiting(file)).toBe(0)
  } finally {
    await second.stop()
  }
})

test('should answer 409, and keep nothing, for an upload being received while a restore or a delete takes its tenant', async () => {
  const dir = tempDir()
  const out = tempDir()
  await seedTenants(dir, ['acme', 'beta'])
  const child = await startChild(dir)
  try {
    const archive = join(out, 'acme.tar.gz')
    expect((await cli(['app:tenant:backup', 'acme', '--out', archive, '--data', dir])).exitCode).toBe(0)
    const png = makePng(600, 400, (x, y) => [x % 256, y % 256, 90])
    for (const [slug, operation] of [
      ['acme', ['app:tenant:restore', 'acme', archive, '--force', '--data', dir]],
      ['beta', ['app:tenant:delete', 'beta', '--force', '--data', dir]],
    ] as const) {
      const token = await loginChild(child, slug)
      const boundary = 'cut-off-upload'
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`
      const tail = `\r\n--${boundary}--\r\n`
      let resume = () => {}
      const paused = new Promise<void>((resolve) => (resume = resolve))
      // the first half of the file, a pause in which the tenant goes, then the rest
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode(head))
          controller.enqueue(png.subarray(0, 200))
          await paused
          controller.enqueue(png.subarray(200))
          controller.enqueue(new TextEncoder().encode(tail))
          controller.close()
        },
      })
      const answer = fetch(`${child.url}/admin/media`, {
        method: 'POST',
        headers: { 'X-Tenant-Id': slug, Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        body,
        duplex: 'half',
      } as RequestInit)
      const media = join(dir, 'tenants', slug, 'media')
      for (let i = 0; i < 200 && !readdirSync(media).some((f) => f.startsWith('.upload-')); i++) await Bun.sleep(10)
      expect((await cli([...operation])).exitCode).toBe(0)
      resume()
      const res = await answer
      expect({ slug, status: res.status }).toEqual({ slug, status: 409 })
      expect(((await res.json()) as { detail: string }).detail).toBe("The tenant's files were replaced or removed while the upload was received (a restore or a delete); nothing was kept.")
    }
    // the restored tenant holds what the archive held, and no file of the cut-off upload
    const check = await cli(['app:tenant:media-check', 'acme', '--data', dir])
    expect(check.stdout).toContain('0 orphans')
    expect(readdirSync(join(dir, 'tenants/acme/media'))).toEqual([])
  } finally {
    expect(await child.stop()).toBe(0)
  }
  expect(await child.stderr()).not.toContain('ENOENT')
})

test('should keep the cursors of changes a restore took away answering 410, also after new changes', async () => {
  const dir = tempDir()
  const out = tempDir()
  await seedTenants(dir, ['acme'])
  const child = await startChild(dir)
  try {
    const token = await loginChild(child, 'acme')
    const tag = async (name: string) => (await http(child, 'POST', '/admin/tags', { tenant: 'acme', token, body: { name: { fr: name } } })).body
    const newest = async () => {
      const page = (await http(child, 'GET', '/admin/changes?after=0&per_page=100', { tenant: 'acme', token })).body['hydra:member']
      return page.at(-1).cursor as string
    }
    await tag('Kept')
    const kept = await newest()
    const archive = join(out, 'acme.tar.gz')
    expect((await cli(['app:tenant:backup', 'acme', '--out', archive, '--data', dir])).exitCode).toBe(0)
    await tag('Lost')
    const lost = await newest()
    expect((await cli(['app:tenant:restore', 'acme', archive, '--force', '--data', dir])).exitCode).toBe(0)
    const after = (cursor: string) => http(child, 'GET', `/admin/changes?after=${cursor}`, { tenant: 'acme', token })
    expect((await after(lost)).status).toBe(410)
    // a change written after the restore takes no cursor of the lost timeline
    const made = await tag('After')
    expect((await after(lost)).status).toBe(410)
    const since = await after(kept)
    expect(since.status).toBe(200)
    expect(since.body['hydra:member'].map((c: any) => c.item)).toEqual([made['@id']])
    expect(BigInt(since.body['hydra:member'][0].cursor)).toBeGreaterThan(BigInt(lost))
  } finally {
    expect(await child.stop()).toBe(0)
  }
})
