/** Migrations and resource definitions describe the same tables. */
import { expect, test } from 'bun:test'
import { getTableConfig } from 'drizzle-orm/sqlite-core'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { drizzleTable } from '../../src/registry/table'
import { joinTableOf } from '../../src/registry/define'
import { RESOURCES } from '../../src/resources'
import { closeDatabase } from '../../src/store/sqlite'
import { openTenantDatabase } from '../../src/store/tenant-db'

test('should find every derived column, with its type, in the migrated database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cms-drift-'))
  const db = openTenantDatabase(dir)
  try {
    for (const def of RESOURCES) {
      const table = getTableConfig(drizzleTable(def))
      const actual = new Map(
        (db.query(`SELECT name, type FROM pragma_table_xinfo(?)`).all(def.table) as { name: string; type: string }[]).map((c) => [c.name, c.type]),
      )
      expect({ table: def.table, exists: actual.size > 0 }).toEqual({ table: def.table, exists: true })
      for (const column of table.columns) {
        expect({ table: def.table, column: column.name, type: actual.get(column.name) }).toEqual({
          table: def.table,
          column: column.name,
          type: column.getSQLType().toUpperCase(),
        })
      }
      for (const field of def.fieldList.filter((f) => f.relation?.many)) {
        const cols = (db.query('SELECT name FROM pragma_table_info(?)').all(joinTableOf(def, field.name)) as { name: string }[]).map((c) => c.name)
        expect({ join: joinTableOf(def, field.name), cols }).toEqual({ join: joinTableOf(def, field.name), cols: ['owner_id', 'target_id', 'position'] })
      }
    }
  } finally {
    closeDatabase(db)
    rmSync(dir, { recursive: true, force: true })
  }
})
