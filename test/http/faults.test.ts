/**
 * Host faults as clients and operators see them (CONTRACT §14), in-process and without root:
 * `PRAGMA max_page_count` makes SQLite answer SQLITE_FULL exactly as a full disk does, and a
 * second connection holding the write lock makes the service's writes time out. The same
 * behaviour on a real full file system is tested in test/ops/full-disk.test.ts.
 */
import { Database } from 'bun:sqlite'
import { afterAll, beforeAll, describe, expect, spyOn, test } from 'bun:test'
import { join } from 'node:path'
import { holdings, image, upload } from '../helpers/media'
import { expectProblem, startTestService, type RoleName } from '../helpers/service'

const t = startTestService({ CMS_MIN_FREE_MB: '0' })
const tenant = 'acme'
let tokens: Record<RoleName, string>
afterAll(() => t.close())
beforeAll(async () => {
  tokens = await t.tenantWithUsers(tenant)
})

const admin = () => ({ tenant, token: tokens.admin })
const body = (i: number) => ({ title: { fr: `Article ${i}` }, body_html: { fr: `<p>${'mot '.repeat(2000)}</p>` } })

/** The server's own connection to the tenant database (the one requests use). */
const serverDb = () => t.service.ctx.pool.with(tenant, (h) => h.db)

describe('a write that finds no room', () => {
  test('should answer 507, keep every committed row, leave no file, and log once', async () => {
    const errors = spyOn(console, 'error').mockImplementation(() => {})
    const db = serverDb()
    const pages = (db.query('PRAGMA page_count').get() as { page_count: number }).page_count
    try {
      db.exec(`PRAGMA max_page_count = ${pages + 60}`)
      const statuses: number[] = []
      let refused = 0
      for (let i = 0; refused < 10 && i < 500; i++) {
        const res = await t.api('POST', '/admin/articles', { ...admin(), body: body(i) })
        statuses.push(res.status)
        if (res.status === 507) {
          refused++
          expectProblem(res, 507, 'No space left to store this change.')
          expect(res.body.title).toBe('Insufficient Storage')
        } else expect(res.status).toBe(201)
      }
      const created = statuses.filter((s) => s === 201).length
      expect(created).toBeGreaterThan(0)
      expect(refused).toBe(10)

      // an upload is refused as well (its row needs new pages), and leaves neither a file nor a row
      const before = holdings(t, tenant)
      const alt = JSON.stringify({ fr: 'texte '.repeat(8000) })
      const up = await upload(t, await image('image/png', 400, 300), { ...admin(), fields: { alt } })
      expectProblem(up, 507, 'No space left to store this change.')
      expect(holdings(t, tenant)).toEqual(before)

      // reads go on
      const list = await t.api('GET', '/admin/articles?itemsPerPage=1', admin())
      expect(list.status).toBe(200)
      expect(list.body['hydra:totalItems']).toBe(created)

      const lines = errors.mock.calls.map((c) => c.join(' '))
      expect(lines.filter((l) => l.includes('no space left'))).toHaveLength(1)
      expect(lines.filter((l) => /\n\s+at /.test(l) || l.includes('unexpected error'))).toEqual([])
    } finally {
      db.exec('PRAGMA max_page_count = 4294967294')
      errors.mockRestore()
    }
    const rows = db.query('PRAGMA integrity_check').all() as { integrity_check: string }[]
    expect(rows).toEqual([{ integrity_check: 'ok' }])
    const again = await t.api('POST', '/admin/articles', { ...admin(), body: body(9999) })
    expect(again.status).toBe(201)
  })
})

describe('a database still locked after its busy timeout', () => {
  test('should answer 503 with Retry-After: 1, then write once the lock is gone', async () => {
    const other = new Database(join(t.dir, 'tenants', tenant, 'cms.db'))
    const errors = spyOn(console, 'error').mockImplementation(() => {})
    // note: a write asks for the lock every millisecond for BUSY_TIMEOUT_MS (5 s, store/orm.ts)
    // before it answers 503, whatever the connection's own busy_timeout: the test waits that long
    try {
      other.exec('PRAGMA busy_timeout = 50')
      other.exec('BEGIN IMMEDIATE')
      const res = await t.api('POST', '/admin/tags', { ...admin(), body: { name: { fr: 'Occupé' } } })
      expectProblem(res, 503, 'The database is busy; please retry.')
      expect(res.headers.get('retry-after')).toBe('1')
      expect(res.body.title).toBe('Service Unavailable')
      // reads do not wait for the writer (WAL)
      expect((await t.api('GET', '/admin/tags', admin())).status).toBe(200)
      other.exec('ROLLBACK')
      const ok = await t.api('POST', '/admin/tags', { ...admin(), body: { name: { fr: 'Libre' } } })
      expect(ok.status).toBe(201)
      expect(errors.mock.calls.filter((c) => c.join(' ').includes('unexpected error'))).toEqual([])
    } finally {
      other.close()
      errors.mockRestore()
    }
  }, 20_000)
})

describe('GET /health', () => {
  test('should answer 503 degraded while the data folder has less than CMS_MIN_FREE_MB free', async () => {
    const low = startTestService({ CMS_MIN_FREE_MB: String(1024 * 1024 * 1024) })
    try {
      const res = await low.api('GET', '/health')
      expect(res.status).toBe(503)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(res.body.status).toBe('degraded')
      expect(res.body.detail).toMatch(/^The data folder has \d+ MB free, less than the 1073741824 MB required \(CMS_MIN_FREE_MB\)\.$/)
      expect(Object.keys(res.body).sort()).toEqual(['detail', 'status'])
    } finally {
      low.close()
    }
    const ok = await t.api('GET', '/health')
    expect(ok.status).toBe(200)
    expect(ok.body).toEqual({ status: 'ok' })
  })
})
