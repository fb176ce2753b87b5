/**
 * A test writes continuously to a tenant while a backup runs, restores the
 * archive into a new tenant, and finds `PRAGMA integrity_check` ok and every write acknowledged
 * before the backup began. Server, backup and restore are separate processes, as in production.
 */
import { Database } from 'bun:sqlite'
import { afterAll, expect, test } from 'bun:test'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { cli, http, loginChild, newDataDir, seedTenants, startChild, type Child } from '../helpers/child'
import { PASSWORD } from '../helpers/service'

const dirs: string[] = []
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

async function pollUntil(what: string, check: () => boolean, tries = 400): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (check()) return
    await Bun.sleep(25)
  }
  throw new Error(`gave up waiting: ${what}`)
}

/** Two concurrent writers creating articles until stopped; collects the acknowledged ids. */
function startWriters(child: Child, token: string) {
  const acked: string[] = []
  const bySequence: Record<string, string[]> = { a: [], b: [] }
  const refused: string[] = []
  let running = true
  const loop = async (name: string) => {
    for (let i = 0; running; i++) {
      const res = await http(child, 'POST', '/admin/articles', { tenant: 'acme', token, body: { title: { fr: `${name} ${i}` }, body_html: { fr: '<p>' + 'texte '.repeat(200) + '</p>' } } })
      if (res.status === 201) {
        acked.push(res.body.id)
        bySequence[name]!.push(res.body.id)
      }
      else refused.push(`${res.status} ${JSON.stringify(res.body)}`)
    }
  }
  const done = Promise.all([loop('a'), loop('b')])
  return {
    acked,
    bySequence,
    refused,
    stop: async () => {
      running = false
      await done
    },
  }
}

test('should restore a backup taken under continuous writes with every write acknowledged before it', async () => {
  const dir = newDataDir()
  const outDir = newDataDir()
  dirs.push(dir, outDir)
  await seedTenants(dir, ['acme'])
  const child = await startChild(dir)
  const token = await loginChild(child, 'acme')

  const writers = startWriters(child, token)
  await pollUntil('a first batch of writes', () => writers.acked.length >= 100)
  const ackedBeforeBackup = [...writers.acked]
  const archive = join(outDir, 'acme.tar.gz')
  const backup = await cli(['app:tenant:backup', 'acme', '--out', archive, '--data', dir])
  const ackedWhenBackupEnded = writers.acked.length
  await pollUntil('writes after the backup', () => writers.acked.length >= ackedWhenBackupEnded + 20)
  await writers.stop()

  expect(backup.stderr).toBe('')
  expect(backup.exitCode).toBe(0)
  expect(backup.stdout).toContain(`backed up to ${archive}`)
  expect(writers.refused).toEqual([])
  // the writers did not pause for the backup: writes were acknowledged while it ran
  expect(ackedWhenBackupEnded).toBeGreaterThan(ackedBeforeBackup.length)

  // restored as a new tenant while the server keeps running
  const restore = await cli(['app:tenant:restore', 'acme-copy', archive, '--data', dir])
  expect(restore.stderr).toBe('')
  expect(restore.exitCode).toBe(0)

  const db = new Database(join(dir, 'tenants/acme-copy/cms.db'), { readonly: true })
  const integrity = db.query('PRAGMA integrity_check').all()
  const restored = new Set((db.query('SELECT uuid FROM articles').all() as { uuid: string }[]).map((r) => r.uuid))
  db.close()
  expect(integrity).toEqual([{ integrity_check: 'ok' }])
  expect(ackedBeforeBackup.filter((id) => !restored.has(id))).toEqual([])
  // a snapshot: nothing the server never acknowledged, and each writer's writes form a prefix
  expect([...restored].filter((id) => !writers.acked.includes(id))).toEqual([])
  for (const sequence of Object.values(writers.bySequence)) {
    const kept = sequence.filter((id) => restored.has(id)).length
    expect(sequence.slice(0, kept).every((id) => restored.has(id))).toBe(true)
  }

  // the running server serves the new tenant: the users came along in cms.db
  const login = await http(child, 'POST', '/auth/token', { tenant: 'acme-copy', body: { email: 'admin@acme.test', password: PASSWORD } })
  expect(login.status).toBe(200)
  const list = await http(child, 'GET', '/admin/articles?per_page=1', { tenant: 'acme-copy', token: login.body.token })
  expect(list.status).toBe(200)
  expect(list.body['hydra:totalItems']).toBe(restored.size)

  expect(await child.stop()).toBe(0)
})
