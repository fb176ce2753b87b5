/**
 * The drizzle schema of a resource, derived from its definition: the same columns the
 * repository writes. The schema-drift test compares it with what the migrations create.
 */
import { blob, integer, real, sqliteTable, text, type SQLiteColumnBuilderBase } from 'drizzle-orm/sqlite-core'
import type { ResourceDef } from './define'

export function drizzleTable(def: ResourceDef) {
  const columns: Record<string, SQLiteColumnBuilderBase> = {}
  for (const [name, type] of Object.entries(def.columns)) {
    columns[name] = type === 'INTEGER' ? (name === 'id' ? integer(name).primaryKey() : integer(name)) : type === 'REAL' ? real(name) : type === 'BLOB' ? blob(name) : text(name)
  }
  return sqliteTable(def.table, columns)
}
