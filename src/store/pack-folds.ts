/**
 * Migration 0010 in code (migrations/0010_packed_folds.sql): packs the folded copy of each HTML
 * field, then drops the text column, in the migration's transaction after its SQL.
 */
import type { Database } from 'bun:sqlite'
import { packText } from '../lib/packed-json'

/** The HTML fields of migration 0010's time: table and column. */
const HTML_FIELDS = [
  ['articles', 'body_html'],
  ['pages', 'body_html'],
  ['blocks', 'content'],
] as const

export function packFolds(db: Database): void {
  for (const [table, column] of HTML_FIELDS) {
    // note: in chunks by id, so no statement reads a table while it is being updated
    const chunk = db.query(`SELECT id, ${column}_fold AS fold FROM ${table} WHERE id > ? ORDER BY id LIMIT 1000`)
    const set = db.query(`UPDATE ${table} SET ${column}_fold_packed = ? WHERE id = ?`)
    type Old = { id: number; fold: string }
    for (let rows = chunk.all(0) as Old[]; rows.length; rows = chunk.all(rows.at(-1)!.id) as Old[]) {
      // as the write path stores it (registry/kinds/i18n.ts): no text, no packed copy
      for (const r of rows) set.run(r.fold === '' ? null : packText(r.fold), r.id)
    }
    db.exec(`ALTER TABLE ${table} DROP COLUMN ${column}_fold`)
  }
}
