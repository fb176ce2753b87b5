/** The change stamp's statements must not keep a closed connection's files open (store/change-stamp.ts). */
import { expect, test } from 'bun:test'
import { mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { changeStamp } from '../../src/store/change-stamp'
import { closeDatabase, openDatabase } from '../../src/store/sqlite'

const openFiles = (dir: string) =>
  readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).startsWith(dir)
    } catch {
      return false
    }
  }).length

test.skipIf(process.platform !== 'linux')('should leave no file open once the database is closed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cms-stamp-'))
  try {
    const db = openDatabase(join(dir, 'test.db'))
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY)')
    const before = changeStamp(db)
    db.exec('INSERT INTO t DEFAULT VALUES')
    expect(changeStamp(db)).not.toBe(before)
    expect(openFiles(dir)).toBeGreaterThan(0)
    closeDatabase(db)
    // a statement left unfinalized keeps the connection, and its files, open after close
    expect(openFiles(dir)).toBe(0)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
