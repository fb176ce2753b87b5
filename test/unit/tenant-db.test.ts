/** The settings a tenant database is served with, after its migrations. */
import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { closeDatabase } from '../../src/store/sqlite'
import { openTenantDatabase } from '../../src/store/tenant-db'

const dir = mkdtempSync(join(tmpdir(), 'cms-tenant-db-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

test('statement journals and temporary b-trees stay in memory, pages are 8 KiB, WAL', () => {
  const db = openTenantDatabase(dir)
  try {
    // 2 = MEMORY: a write's statement journal past 64 KiB would otherwise be a new file per statement
    expect(db.query('PRAGMA temp_store').get()).toEqual({ temp_store: 2 })
    expect(db.query('PRAGMA page_size').get()).toEqual({ page_size: 8192 })
    expect(db.query('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' })
  } finally {
    closeDatabase(db)
  }
})
