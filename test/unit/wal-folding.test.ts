/** An idle tenant's `-wal` is folded into its file and emptied (store/tenant-db.ts `foldIdleWals`). */
import { afterAll, expect, test } from 'bun:test'
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Database } from 'bun:sqlite'
import { closeDatabase } from '../../src/store/sqlite'
import { openTenantDatabase, TenantPool } from '../../src/store/tenant-db'

const data = mkdtempSync(join(tmpdir(), 'cms-wal-fold-'))
afterAll(() => rmSync(data, { recursive: true, force: true }))
const dir = join(data, 'tenants', 'acme')
mkdirSync(dir, { recursive: true })
closeDatabase(openTenantDatabase(dir))
const walFile = join(dir, 'cms.db-wal')
const walSize = () => statSync(walFile, { throwIfNoEntry: false })?.size ?? 0
const MB = 1024 * 1024

/** Writes ~2 MiB through the pool's handle, so the -wal holds them (no checkpoint yet). */
function burst(pool: TenantPool) {
  pool.with('acme', (h) => {
    h.db.run('CREATE TABLE IF NOT EXISTS filler (b BLOB)')
    for (let i = 0; i < 32; i++) h.db.query('INSERT INTO filler VALUES (randomblob(65536))').run()
  })
}
const age = (ms: number) => {
  const then = new Date(Date.now() - ms)
  utimesSync(walFile, then, then)
}

test('should fold an idle -wal into the file and empty it, keeping every row', () => {
  const pool = new TenantPool(data, 4)
  try {
    burst(pool)
    expect(walSize()).toBeGreaterThan(2 * MB)
    // written a moment ago: left alone
    expect(pool.foldIdleWals()).toBe(0)
    expect(walSize()).toBeGreaterThan(2 * MB)
    age(60_000)
    expect(pool.foldIdleWals()).toBe(1)
    expect(walSize()).toBe(0)
    expect(pool.with('acme', (h) => h.db.query('SELECT count(*) AS n FROM filler').get())).toEqual({ n: 32 })
    // nothing to fold any more
    expect(pool.foldIdleWals()).toBe(0)
  } finally {
    pool.closeAll()
  }
})

test('should leave a -wal alone while a request holds the tenant or another connection reads', () => {
  const pool = new TenantPool(data, 4)
  try {
    burst(pool)
    age(60_000)
    const held = pool.acquire('acme')
    expect(pool.foldIdleWals()).toBe(0)
    pool.release(held)
    // a reader in another connection (another worker): the checkpoint gives up at once, not after the busy timeout
    const other = new Database(join(dir, 'cms.db'))
    other.exec('BEGIN')
    other.query('SELECT count(*) FROM filler').get()
    expect(pool.foldIdleWals()).toBe(0)
    expect(walSize()).toBeGreaterThan(2 * MB)
    other.exec('COMMIT')
    other.close()
    expect(pool.foldIdleWals()).toBe(1)
    expect(walSize()).toBe(0)
    // the busy timeout is back for the connection's other statements
    expect(pool.with('acme', (h) => h.db.query('PRAGMA busy_timeout').get())).toEqual({ timeout: 5000 })
  } finally {
    pool.closeAll()
  }
  // note: under the 5 s busy timeout, which a checkpoint that waited for the reader would sleep out
}, 4000)
