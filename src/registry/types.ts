import type { RawJson } from '../lib/raw-json'
import type { Violation } from '../lib/problem'

export type SqlValue = string | number | bigint | boolean | null | Uint8Array
export type Row = Record<string, any>
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type JsonSchema = Record<string, unknown>

/** Resolves a relation value written in a request to the target's internal id. */
export type RefResolver = (target: string, value: unknown, propertyPath: string, bareUuid: boolean) => number

/** What field parsing needs: the locales, a place for violations, relation lookup. */
export type WriteCtx = {
  locales: readonly string[]
  violations: Violation[]
  resolveRef: RefResolver
  /** The item's stored values, on an update (a field may keep what it already holds). */
  current?: Record<string, unknown> | null
}

/** `?locale=<code>` of a read (CONTRACT §11): the code and the locales tried, in order. */
export type ReadLocale = { code: string; chain: readonly string[] }

/** What serialisation needs: the IRI prefix, loaded relations, URL building for media. */
export type ReadCtx = {
  locales: readonly string[]
  /** With `?locale=`: multilingual values are shown as the first non-blank text along this chain. */
  localeChain?: readonly string[]
  prefix: '/admin' | '/public'
  /** field name → owner id → related ids, for to-many relations */
  relationIds: Map<string, Map<number, number[]>>
  /** field name → related id → embedded object */
  embeds: Map<string, Map<number, Record<string, unknown>>>
  mediaUrls: (row: Row) => Record<string, string>
  /** field name → owner id → its child rows, for `children` fields */
  children?: Map<string, Map<number, Row[]>>
  /**
   * One related item by uuid within the scope (its site, and public visibility on /public),
   * embedded with `fields`; null when absent. For references kept inside JSON values.
   */
  embed?: (target: string, uuid: string, fields: string[]) => Record<string, unknown> | null
  /** Set when the body goes straight to a response: stored JSON goes in as text (lib/raw-json.ts). */
  raw?: RawJson
}

/** A failed parse; the field has pushed its violation (or thrown a 400). */
export const INVALID = Symbol('invalid')
