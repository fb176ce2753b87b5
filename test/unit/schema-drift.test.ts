/** Migrations, resource definitions and the drizzle schema of the fixed tables describe the same tables. */
import type { Database } from 'bun:sqlite'
import { expect, test } from 'bun:test'
import { is } from 'drizzle-orm'
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { drizzleTable } from '../../src/registry/table'
import { joinTableOf } from '../../src/registry/define'
import { RESOURCES } from '../../src/resources'
import { Registry } from '../../src/store/registry-db'
import * as registrySchema from '../../src/store/schema/registry'
import * as tenantSchema from '../../src/store/schema/tenant'
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

type Column = { name: string; type: string; notnull: number; pk: number }

/** Columns as the migrations made them: name, type, NOT NULL, primary key. */
function migrated(db: Database, table: string): Column[] {
  return db.query('SELECT name, type, "notnull", pk FROM pragma_table_xinfo(?) ORDER BY name').all(table) as Column[]
}

/** The same facts from a drizzle table; an INTEGER PRIMARY KEY is the rowid (SQLite reports it nullable). */
function declared(table: SQLiteTable): Column[] {
  const { columns, primaryKeys } = getTableConfig(table)
  const composite = new Set(primaryKeys.flatMap((pk) => pk.columns.map((c) => c.name)))
  return columns
    .map((c) => {
      const pk = c.primary || composite.has(c.name)
      const rowid = c.primary && c.getSQLType() === 'integer'
      return { name: c.name, type: c.getSQLType().toUpperCase(), notnull: c.notNull && !rowid ? 1 : 0, pk: pk ? 1 : 0 }
    })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
}

const tablesOf = (schema: Record<string, unknown>) => Object.values(schema).filter((v): v is SQLiteTable => is(v, SQLiteTable))

test('should declare every fixed table exactly as the tenant migrations create it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cms-drift-'))
  const db = openTenantDatabase(dir)
  try {
    const tables = tablesOf(tenantSchema)
    expect(tables.length).toBeGreaterThan(10)
    for (const table of tables) {
      const name = getTableConfig(table).name
      // pk: composite keys count each member from 1; only membership matters here
      const actual = migrated(db, name).map((c) => ({ ...c, pk: c.pk ? 1 : 0 }))
      expect({ table: name, columns: declared(table) }).toEqual({ table: name, columns: actual })
    }
  } finally {
    closeDatabase(db)
    rmSync(dir, { recursive: true, force: true })
  }
})

test('should declare the registry table exactly as the registry migrations create it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cms-drift-'))
  const registry = new Registry(dir)
  try {
    for (const table of tablesOf(registrySchema)) {
      const name = getTableConfig(table).name
      expect({ table: name, columns: declared(table) }).toEqual({ table: name, columns: migrated(registry.sqlite, name) })
    }
  } finally {
    registry.close()
    rmSync(dir, { recursive: true, force: true })
  }
})
