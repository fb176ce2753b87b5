/**
 * A read with an API key records the key's use (at most once a minute). That bookkeeping write
 * must not fail the read when the database is locked by another process (or the disk is full):
 * the read answers 200 and a later request records the use.
 */
import { Database } from 'bun:sqlite'
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { join } from 'node:path'
import { startTestService } from '../helpers/service'

const t = startTestService({ CMS_MIN_FREE_MB: '0' })
const tenant = 'acme'
let admin = ''
afterAll(() => t.close())
beforeAll(async () => {
  t.createTenant(tenant)
  admin = await t.login(tenant, await t.createUser(tenant, 'admin'))
})

test('should answer a read with an API key while another process holds the write lock', async () => {
  const created = await t.api('POST', '/admin/api-keys', { tenant, token: admin, body: { name: 'reader', roles: ['ROLE_CMS_VIEWER'] } })
  expect(created.status).toBe(201)
  expect(created.body.last_used_at).toBeNull()
  const db = t.service.ctx.pool.with(tenant, (h) => h.db)
  const other = new Database(join(t.dir, 'tenants', tenant, 'cms.db'))
  // note: the service waits 5 s for a lock by default; the test shortens its connection's wait
  db.exec('PRAGMA busy_timeout = 50')
  try {
    other.exec('BEGIN IMMEDIATE')
    const read = await t.api('GET', '/admin/tags', { tenant, token: created.body.key })
    expect(read.status).toBe(200)
    expect(read.body['hydra:totalItems']).toBe(0)
    other.exec('ROLLBACK')
  } finally {
    db.exec('PRAGMA busy_timeout = 5000')
    other.close()
  }
  // the use could not be recorded then; the next request records it
  const key = `/admin/api-keys/${created.body.id}`
  expect((await t.api('GET', key, { tenant, token: admin })).body.last_used_at).toBeNull()
  expect((await t.api('GET', '/admin/tags', { tenant, token: created.body.key })).status).toBe(200)
  expect((await t.api('GET', key, { tenant, token: admin })).body.last_used_at).not.toBeNull()
})
