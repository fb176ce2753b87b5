/**
 * Payloads of events and revisions (migrations/0009_payloads.sql): the item a write produced,
 * stored once and compressed; the write's events and its revision point at it.
 */
import type { Database } from 'bun:sqlite'
import { sql } from 'drizzle-orm'
import { packJson, unpackJson } from '../lib/packed-json'
import { prepared } from './orm'
import { payloads } from './schema/tenant'

const stmts = prepared((orm) => ({
  // note: once per write
  insert: orm
    .insert(payloads)
    .values({ data: sql.placeholder('data') })
    .returning({ id: payloads.id })
    .prepare(),
}))

/** Stores a JSON text; returns the payload's id. */
export function insertPayload(db: Database, json: string): number {
  return stmts(db).insert.get({ data: packJson(json) })!.id
}

/** The JSON text of a payload read with its row (`SELECT … p.data`). */
export const payloadText = (blob: Uint8Array): string => unpackJson(blob)
