/** A WAL database in a temporary folder and a second connection to it (another thread, a CLI), closed and removed after the file's tests. */
import { Database } from 'bun:sqlite'
import { afterAll } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export function walPair(schema: string): { db: Database; other: Database } {
  const dir = mkdtempSync(join(tmpdir(), 'cms-wal-'))
  const file = join(dir, 'test.db')
  const db = new Database(file, { create: true })
  db.exec('PRAGMA journal_mode = WAL')
  db.exec(schema)
  const other = new Database(file)
  afterAll(() => {
    db.close()
    other.close()
    rmSync(dir, { recursive: true, force: true })
  })
  return { db, other }
}
