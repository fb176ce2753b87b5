/**
 * Generic CRUD over a resource definition: the only place that runs content SQL. Every query
 * is scoped to the request's site (or to the tenant for tenant-wide resources), so no resource
 * can forget it. Writes run in one immediate transaction that also stores the revision and the
 * outbox events, so a write and its events are never separated.
 *
 * note: the resource tables are read and written with bun:sqlite statements, not through their
 * derived drizzle tables (registry/table.ts, used by the drift test and store/resource-tables.ts).
 * Measured on Bun 1.4.5 (2,000 articles, 50,000 lookups, 3 rounds): one article by uuid and site
 * takes 10.3 µs with a cached bun:sqlite statement and 13.1 µs with a prepared drizzle select
 * (+27 %, its row mapping); a list reads 30 such rows, and the SQL of filters is built per
 * request anyway (registry/filters.ts).
 */
import { SLUG_MAX } from '../lib/slug'
import type { Database } from 'bun:sqlite'
import { problem, violation, violations, type Violation } from '../lib/problem'
import { RawJson, withRaw } from '../lib/raw-json'
import { isUuid, newUuid } from '../lib/uuid'
import { joinTableOf, type Actor, type HookCtx, type ItemOperation, type ResourceDef, type Values } from '../registry/define'
import { Secret, type Field } from '../registry/fields'
import type { Pointer } from '../registry/pointers'
import type { TagSet } from '../registry/cache-tags'
import { itemColumns, parseProperties, readPlan, type ReadPlan } from '../registry/properties'
import { compileQuery, TABLE_ALIAS, type Lookup } from '../registry/query'
import { hydraCollection, serializeItem, serializeMember } from '../registry/serialize'
import type { ReadCtx, ReadLocale, Row, SqlValue, WriteCtx } from '../registry/types'
import { buildValues, derivedSlugs, type WriteMode } from '../registry/validate'
import { publicChangeOf, publicKeyOf } from '../registry/visibility'
import type { PublicChange } from '../registry/visibility'
import { cachedCount } from './count-cache'
import { insertEvent } from './events'
import { readTransaction, writeTransaction } from './orm'
import type { CachedText, ReadCache } from './read-cache'
import { remembered } from './snapshot-memo'
import { insertPayload } from './payloads'
import { deleteRevisions, insertRevision } from './revisions'
import { isActiveSite } from './sites'
import { indexItem, unindexItem } from './search-index'

/** Everything a repository call needs about the request, free of HTTP. */
export type Scope = {
  db: Database
  siteId: number | null
  tenant: HookCtx['tenant']
  locales: readonly string[]
  prefix: '/admin' | '/public'
  actor: Actor | null
  lookup: Lookup
  /** Rows of other resources that point at items of a resource (updated when one is deleted). */
  pointersAt: (path: string) => Pointer[]
  mediaUrls: ReadCtx['mediaUrls']
  /** Authors may write only drafts (CONTRACT §3). */
  draftOnly?: boolean
  /** A /public read with a preview token (drafts and scheduled content too). */
  preview?: boolean
  /** A read with `?locale=` (CONTRACT §11): multilingual values shown, and filtered, as one string. */
  locale?: ReadLocale
  /** Each configured locale's fallback chain (`?locale=<code>`), for the ETags of such reads. */
  localeChains?: Readonly<Record<string, readonly string[]>>
  /** Collects the cache tags of what the reads put in the response (/public only). */
  tags?: TagSet
  /** When /public visibility is judged (rows whose date has come by then are shown). */
  asOf?: number
  /** Extra SQL restricting what this scope may see (public visibility). */
  visibility?: (def: ResourceDef) => { sql: string; params: SqlValue[] } | null
  /** Called when content is scheduled, so the tenant's worker wakes in time. */
  onScheduled?: (at: number) => void
  /** Called in the write transaction after events were recorded (webhook deliveries wake up). */
  onEvents?: () => void
  /** Called in the write transaction when the full-text index has work to catch up. */
  onSearchPending?: () => void
  now?: () => number
}

const siteClause = (def: ResourceDef, scope: Scope, alias = TABLE_ALIAS) =>
  def.scope === 'site' ? { sql: `${alias}.site_id = ?`, params: [scope.siteId] as SqlValue[] } : null

function hookCtx(scope: Scope): HookCtx {
  return { db: scope.db, siteId: scope.siteId, now: scope.now?.() ?? Date.now(), locales: scope.locales, actor: scope.actor, tenant: scope.tenant }
}

// ---------------------------------------------------------------- reading

/**
 * Loads relations for a page of rows with one query per relation (never one per row).
 * `embeds: false` loads only the related ids (what stored values need), not the targets. With a
 * read plan (`properties`), only the relations it shows, with only the embedded fields it shows.
 */
function readCtx(scope: Scope, def: ResourceDef, rows: Row[], { embeds = true, raw, plan = null }: { embeds?: boolean; raw?: RawJson; plan?: ReadPlan | null } = {}): ReadCtx {
  const ctx: ReadCtx = { locales: scope.locales, localeChain: scope.locale?.chain, prefix: scope.prefix, relationIds: new Map(), embeds: new Map(), mediaUrls: scope.mediaUrls, embed: embedder(scope), raw }
  if (rows.length === 0) return ctx
  const ownerIds = JSON.stringify(rows.map((r) => r.id))
  for (const field of plan ? plan.fields : def.fieldList) {
    const rel = field.relation
    if (!rel) continue
    const embed = plan?.embeds.get(field.name) ?? rel.embed
    if (rel.many) {
      // one statement per relation: the links in order and, unless only ids are wanted, the
      // targets they point at (saves a query per to-many relation on every read)
      const target = scope.lookup(rel.target)
      const join = joinTableOf(def, field.name)
      const links = (
        embeds
          ? scope.db.query(`SELECT j.owner_id AS j_owner, j.target_id AS j_target, ${embedColumns(target, embed)} FROM ${join} j JOIN ${target.table} x ON x.id = j.target_id WHERE j.owner_id IN (SELECT value FROM json_each(?)) ORDER BY j.owner_id, j.position`)
          : scope.db.query(`SELECT owner_id AS j_owner, target_id AS j_target FROM ${join} WHERE owner_id IN (SELECT value FROM json_each(?)) ORDER BY owner_id, position`)
      ).all(ownerIds) as Row[]
      const byOwner = new Map<number, number[]>()
      const embedded = new Map<number, Record<string, unknown>>()
      for (const l of links) {
        const list = byOwner.get(l.j_owner)
        if (list) list.push(l.j_target)
        else byOwner.set(l.j_owner, [l.j_target])
        if (embeds && !embedded.has(l.j_target)) embedded.set(l.j_target, embedRow(scope, target, l, embed))
      }
      ctx.relationIds.set(field.name, byOwner)
      if (embeds) ctx.embeds.set(field.name, embedded)
      continue
    }
    if (!embeds) continue
    const targetIds = rows.map((r) => r[field.column]).filter((id) => id !== null && id !== undefined)
    ctx.embeds.set(field.name, embedTargets(scope, rel.target, embed, [...new Set(targetIds)]))
  }
  return ctx
}

function embedTargets(scope: Scope, targetPath: string, embed: string[], ids: number[]): Map<number, Record<string, unknown>> {
  const out = new Map<number, Record<string, unknown>>()
  if (ids.length === 0) return out
  const target = scope.lookup(targetPath)
  const columns = embedColumns(target, embed)
  // note: one target (an item read) by its key; json_each costs its virtual table on every read
  const rows = (
    ids.length === 1
      ? scope.db.query(`SELECT ${columns} FROM ${target.table} x WHERE x.id = ?`).all(ids[0]!)
      : scope.db.query(`SELECT ${columns} FROM ${target.table} x WHERE x.id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(ids))
  ) as Row[]
  for (const row of rows) out.set(row.id, embedRow(scope, target, row, embed))
  return out
}

/**
 * The target columns an embed reads: `x.*` when a computed field needs the whole row (media
 * urls), else only the embedded fields' own columns (a tag's slug and name, not its texts).
 */
function embedColumns(target: ResourceDef, embed: string[]): string {
  let known = embedColumnLists.get(target)
  if (!known) embedColumnLists.set(target, (known = new Map()))
  const key = embed.join(',')
  let list = known.get(key)
  if (list === undefined) known.set(key, (list = columnsOfEmbed(target, embed)))
  return list
}

/** note: the lists are made once per target and embed, not on every read */
const embedColumnLists = new WeakMap<ResourceDef, Map<string, string>>()

function columnsOfEmbed(target: ResourceDef, embed: string[]): string {
  const fields = embed.map((name) => target.fields[name]!)
  if (fields.some((f) => Object.keys(f.columns).length === 0)) return 'x.*'
  // a read uses the main column only: shadow columns (`_fold`) exist for filters
  return ['x.id', 'x.uuid', ...fields.map((f) => `x.${f.column}`)].join(', ')
}

function embedRow(scope: Scope, target: ResourceDef, row: Row, embed: string[]): Record<string, unknown> {
  const ctx: ReadCtx = { locales: scope.locales, localeChain: scope.locale?.chain, prefix: scope.prefix, relationIds: new Map(), embeds: new Map(), mediaUrls: scope.mediaUrls }
  scope.tags?.embed(target, row.uuid)
  const obj: Record<string, unknown> = { '@id': `${scope.prefix}/${target.path}/${row.uuid}`, '@type': target.type, id: row.uuid }
  for (const name of embed) {
    const field = target.fields[name]!
    obj[name] = field.output(field.fromRow(row, ctx), row, ctx)
  }
  return obj
}

/** ReadCtx.embed: lookups by uuid within the scope, memoised for one read. */
function embedder(scope: Scope): NonNullable<ReadCtx['embed']> {
  const seen = new Map<string, Record<string, unknown> | null>()
  return (targetPath, uuid, embed) => {
    const key = `${targetPath}/${uuid}/${embed.join(',')}`
    if (!seen.has(key)) {
      const target = scope.lookup(targetPath)
      // note: tagged even when not visible (a menu's draft target): publishing it changes the response
      scope.tags?.embed(target, uuid)
      const row = findRowBy(scope, target, 'uuid', uuid)
      seen.set(key, row ? embedRow(scope, target, row, embed) : null)
    }
    return seen.get(key)!
  }
}

/** The select list of a read: the plan's columns, or a whole item's; `*` when a computed field needs every column. */
function selected(def: ResourceDef, plan: ReadPlan | null, alias?: string): string {
  const columns = plan ? plan.columns : itemColumns(def)
  if (!columns) return '*'
  return alias ? columns.map((c) => `${alias}.${c}`).join(', ') : columns.join(', ')
}

/** `raw`: the members go straight into a response body (see lib/raw-json.ts). */
export function presentMembers(scope: Scope, def: ResourceDef, rows: Row[], raw?: RawJson, plan: ReadPlan | null = null): Record<string, unknown>[] {
  if (scope.tags) for (const row of rows) scope.tags.item(def, row.uuid)
  const ctx = readCtx(scope, def, rows, { raw, plan })
  return rows.map((row) => serializeMember(def, row, ctx, plan))
}

export function presentItem(scope: Scope, def: ResourceDef, row: Row, raw?: RawJson, plan: ReadPlan | null = null, ctx?: ReadCtx): Record<string, unknown> {
  scope.tags?.item(def, row.uuid)
  return withRaw(serializeItem(def, row, ctx ?? readCtx(scope, def, [row], { raw, plan }), plan), raw)
}

/** The read plan of a GET's `properties` (null without them: whole items). */
export const planOf = (def: ResourceDef, params: URLSearchParams): ReadPlan | null => readPlan(def, parseProperties(params))

/** The JSON of items a write returned, as stored in its payload (the answer sends the same text). */
const writtenText = new WeakMap<object, string>()

/** `item` serialised: once per written item (its payload and its answer), else now. */
export const itemText = (item: Record<string, unknown>): string => writtenText.get(item) ?? JSON.stringify(item)

/** A strong ETag over the representation, so it changes with the item and its embeds. */
export function etagOf(item: unknown): string {
  return etagOfText(JSON.stringify(item))
}

/** The same ETag from the serialised representation, for callers that send that text anyway. */
export const etagOfText = (text: string): string => `"${Bun.hash(text).toString(36)}"`

/** What the ETag of `def`'s representation `text` covers: all of it but its counters. */
export const taggedText = (def: ResourceDef, text: string): string => (def.untagged ? text.replace(def.untagged, '') : text)

/**
 * The ETag of a GET's representation. A `?locale=` read is another representation even where
 * its bytes are the same (no multilingual field): its ETag differs, so a cache never answers
 * one with the other's validator.
 */
export const representationTag = (text: string, language: string | undefined): string =>
  etagOfText(language === undefined ? text : `${language}\n${text}`)

export type ListResult = {
  members: Record<string, unknown>[]
  total: number
  page: number
  perPage: number
  /** The stored texts the members' markers stand for: the members must be sent with them. */
  raw?: RawJson
}

/** The SQL a collection request runs (also used by the query-plan test); rows hold what `plan` shows. */
export function listSql(scope: Scope, def: ResourceDef, params: URLSearchParams, plan: ReadPlan | null = null) {
  const q = compileQuery(def, params, scope.lookup, scope.locale && { localeChain: scope.locale.chain })
  const where = [...q.where]
  const bound = [...q.params]
  for (const clause of [siteClause(def, scope), scope.visibility?.(def) ?? null]) {
    if (!clause) continue
    where.unshift(clause.sql)
    bound.unshift(...clause.params)
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : ''
  const { page, perPage } = q.paging
  return {
    count: `SELECT COUNT(*) AS n FROM ${def.table} ${TABLE_ALIAS} ${whereSql}`,
    // note: the page is picked as ids first, so a sort holds ids and order keys, not whole rows
    // with their bodies ((b) page query 3.7 -> 1.8 ms on 10,000 articles); the rows are then
    // read by id and put in that order here, since sorting them again would copy the bodies
    page: `SELECT ${TABLE_ALIAS}.id FROM ${def.table} ${TABLE_ALIAS} ${whereSql} ORDER BY ${q.orderBy} LIMIT ? OFFSET ?`,
    rows: `SELECT ${selected(def, plan)} FROM ${def.table} WHERE id IN (SELECT value FROM json_each(?))`,
    params: bound,
    limit: perPage,
    offset: (page - 1) * perPage,
    paging: q.paging,
    through: q.through,
  }
}

function pageRows(db: Database, sql: ReturnType<typeof listSql>): Row[] {
  const ids = (db.query(sql.page).values(...sql.params, sql.limit, sql.offset) as number[][]).map((r) => r[0]!)
  if (ids.length === 0) return []
  const byId = new Map((db.query(sql.rows).all(JSON.stringify(ids)) as Row[]).map((r) => [r.id as number, r]))
  return ids.map((id) => byId.get(id)!).filter(Boolean)
}

export function listRows(
  scope: Scope,
  def: ResourceDef,
  params: URLSearchParams,
  plan: ReadPlan | null = null,
): { rows: Row[]; total: number; page: number; perPage: number; through: string[] } {
  const sql = listSql(scope, def, params, plan)
  // note: public totals depend on the clock (published_at <= now), so only others are cached
  const n = scope.visibility ? (scope.db.query(sql.count).get(...sql.params) as { n: number }).n : cachedCount(scope.db, sql.count, sql.params)
  const rows = sql.offset >= n ? [] : pageRows(scope.db, sql)
  return { rows, total: n, page: sql.paging.page, perPage: sql.paging.perPage, through: sql.through }
}

/**
 * A page of items as members, read in one transaction (the total, the page and its embeds),
 * for a response: send it through `collectionBody` and `stringifyBody` (lib/raw-json.ts).
 */
export function listItems(scope: Scope, def: ResourceDef, params: URLSearchParams): ListResult {
  const plan = planOf(def, params)
  return readTransaction(scope.db, () => {
    const { rows, through, ...rest } = listRows(scope, def, params, plan)
    scope.tags?.collection(def)
    // `tags.slug=winter` changes when a tag becomes (or stops being) `winter`: that change's tags
    // name the tag and its collection, so the list carries the collection's tag too
    for (const path of through) scope.tags?.collection({ path })
    const raw = new RawJson()
    return { members: withRaw(presentMembers(scope, def, rows, raw, plan), raw), raw, ...rest }
  })
}

/**
 * One item by its public id as its representation, read in one transaction, for a response
 * (`stringifyBody`); null when absent. With a plan, only what it shows (`properties`).
 */
export function readItem(scope: Scope, def: ResourceDef, id: string, plan: ReadPlan | null = null): Record<string, unknown> | null {
  return readTransaction(scope.db, () => {
    const row = findRow(scope, def, id, plan)
    return row && presentItem(scope, def, row, new RawJson(), plan)
  })
}

/**
 * A GET's representation as `make` gives it, in one read transaction; through `cache` when given
 * and the resource's representations depend on the database alone. `cache.key` must hold
 * everything else they depend on (the path, the query, the site, preview, the signing period
 * of links), and a /public one says until when it holds (`nextVisibleChange`).
 */
export function readRepresentation(
  scope: Scope,
  def: ResourceDef,
  cache: { store: ReadCache; key: string } | undefined,
  make: () => CachedText | null,
): CachedText | null {
  if (!cache || !def.cacheable) return make()
  return readTransaction(scope.db, () => cache.store.read(scope.db, cache.key, make))
}

/**
 * When what /public shows of the scope's site may next change without a write: the earliest date
 * still to come of a published row of `defs` (resources that show rows once their date has
 * come), after `scope.asOf`, when visibility was judged; undefined when none. Remembered while
 * the database is unchanged.
 */
export function nextVisibleChange(scope: Scope, defs: readonly ResourceDef[]): number | undefined {
  const asOf = scope.asOf ?? Date.now()
  const earliest = () => {
    let next: number | undefined
    for (const def of defs) {
      const row = scope.db
        .query(`SELECT MIN(published_at) AS at FROM ${def.table} WHERE site_id = ? AND status = 'published' AND published_at > ?`)
        .get(scope.siteId, asOf) as { at: number | null }
      if (row.at !== null && (next === undefined || row.at < next)) next = row.at
    }
    return next
  }
  // the earliest date after a moment is still the earliest after any later one, until it passes
  const known = remembered(scope.db, `next-visible\u0000${scope.siteId}`, () => ({ after: asOf, next: earliest() }))
  return known.after <= asOf && (known.next === undefined || known.next > asOf) ? known.next : earliest()
}

/** One item by a column's value (a public slug), as `readItem`; null when absent. */
export function readItemBy(scope: Scope, def: ResourceDef, column: string, value: SqlValue, plan: ReadPlan | null = null): Record<string, unknown> | null {
  return readTransaction(scope.db, () => {
    const row = findRowBy(scope, def, column, value, plan)
    return row && presentItem(scope, def, row, new RawJson(), plan)
  })
}

export function collectionBody(def: ResourceDef, path: string, params: URLSearchParams, result: ListResult) {
  return withRaw(hydraCollection({ type: def.type, path, params, members: result.members, total: result.total, page: result.page, perPage: result.perPage }), result.raw)
}

/** One row by its public id (UUID, or integer for sites), within the scope; null when absent. */
export function findRow(scope: Scope, def: ResourceDef, id: string, plan: ReadPlan | null = null, whole = false): Row | null {
  if (def.idKind === 'uuid' && !isUuid(id)) return null
  const column = def.idKind === 'uuid' ? 'uuid' : /^\d+$/.test(id) ? 'id' : 'uuid'
  return findRowBy(scope, def, column, column === 'id' ? Number(id) : id.toLowerCase(), plan, whole)
}

/**
 * One row by a column's value within the scope: the columns a read shows (only those of `plan`
 * when given), or with `whole` every column (what a write starts from).
 */
export function findRowBy(scope: Scope, def: ResourceDef, column: string, value: SqlValue, plan: ReadPlan | null = null, whole = false): Row | null {
  return selectBy(scope, def, column, value, whole ? '*' : selected(def, plan, TABLE_ALIAS), scope.visibility?.(def) ?? null)
}

/** The id of the row with a column's value within the site, whatever its visibility (a reference, a unique value). */
function idBy(scope: Scope, def: ResourceDef, column: string, value: SqlValue): number | null {
  return (selectBy(scope, def, column, value, `${TABLE_ALIAS}.id AS id`, null)?.id as number | undefined) ?? null
}

function selectBy(scope: Scope, def: ResourceDef, column: string, value: SqlValue, select: string, vis: { sql: string; params: SqlValue[] } | null): Row | null {
  const site = siteClause(def, scope)
  const where = [`${TABLE_ALIAS}.${column} = ?`, site?.sql, vis?.sql].filter(Boolean).join(' AND ')
  return (scope.db.query(`SELECT ${select} FROM ${def.table} ${TABLE_ALIAS} WHERE ${where}`).get(value, ...(site?.params ?? []), ...(vis?.params ?? [])) as Row | null) ?? null
}

function mustFind(scope: Scope, def: ResourceDef, id: string): Row {
  const row = findRow(scope, def, id, null, true)
  if (!row) throw problem.notFound(`${def.type} not found.`)
  return row
}

// ---------------------------------------------------------------- writing

/** Relation values → ids, within the same tenant and site; 400 for anything else. */
function refResolver(scope: Scope): WriteCtx['resolveRef'] {
  return (targetPath, value, _path, bareUuid) => {
    const target = scope.lookup(targetPath)
    const shown = typeof value === 'string' ? value : JSON.stringify(value)
    if (typeof value !== 'string') throw problem.badRequest(`Invalid IRI "${shown}".`)
    let uuid: string | undefined
    const prefix = `/admin/${target.path}/`
    if (value.startsWith(prefix)) uuid = value.slice(prefix.length)
    else if (bareUuid && isUuid(value)) uuid = value
    if (!uuid || !isUuid(uuid)) throw problem.badRequest(`Invalid IRI "${value}".`)
    const id = idBy(scope, target, 'uuid', uuid.toLowerCase())
    if (id === null) throw problem.badRequest(`Item not found for "${value}".`)
    return id
  }
}

/** Stored values of the writable fields, in the form `buildValues` produces (`ctx`: the row's relations, read). */
export function valuesFromRow(scope: Scope, def: ResourceDef, row: Row, ctx = readCtx(scope, def, def.fieldList.some((f) => f.relation?.many) ? [row] : [], { embeds: false })): Values {
  const values: Values = {}
  for (const field of def.writable) values[field.name] = field.fromRow(row, ctx)
  return values
}

function uniqueViolations(scope: Scope, def: ResourceDef, values: Values, current: Values | null, selfId: number | null): Violation[] {
  const out: Violation[] = []
  const derived = derivedSlugs(values)
  for (const name of def.unique) {
    const field = def.fields[name]!
    let value = values[name] as SqlValue
    if (value === '' || value === null || value === undefined) continue
    // the item's own stored value cannot collide (the unique index holds it)
    if (current && current[name] === value) continue
    const taken = (v: SqlValue) => {
      const id = idBy(scope, def, field.column, v)
      return id !== null && id !== selfId
    }
    if (!taken(value)) continue
    if (derived.includes(name)) {
      // a derived slug gets a suffix instead of a refusal: the client asked for none in particular
      // note: the suffix goes within the 200 characters a slug may have, the base cut to make room
      const suffixed = (n: number) => `${String(value).slice(0, SLUG_MAX - String(n).length - 1).replace(/-+$/, '')}-${n}`
      let n = 2
      while (taken(suffixed(n))) n++
      values[name] = value = suffixed(n)
      continue
    }
    out.push(violation(field.writeName, 'unique'))
  }
  return out
}

/** Same stored value? (values are JSON-shaped: scalars, id lists, locale objects) */
const sameValue = (a: unknown, b: unknown) => a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b))

/**
 * Columns to write. On update (`current` given) fields whose value did not change are left
 * alone: a one-field PATCH of an article no longer re-folds and rewrites its bodies nor
 * rewrites its join rows (bench (f): 849 → 563 µs of server CPU per request).
 */
function columnValues(def: ResourceDef, values: Values, current: Values | null = null): Record<string, SqlValue> {
  const cols: Record<string, SqlValue> = {}
  for (const field of def.writable) {
    if (!(field.name in values)) continue
    if (current && field.name in current && sameValue(values[field.name], current[field.name])) continue
    Object.assign(cols, field.toColumns(values[field.name]))
  }
  return cols
}

function writeRelations(scope: Scope, def: ResourceDef, id: number, values: Values, current: Values | null): void {
  for (const field of def.writable) {
    if (!field.relation?.many || !(field.name in values)) continue
    if (current && sameValue(values[field.name], current[field.name])) continue
    const table = joinTableOf(def, field.name)
    if (current) scope.db.query(`DELETE FROM ${table} WHERE owner_id = ?`).run(id)
    const insert = scope.db.query(`INSERT INTO ${table} (owner_id, target_id, position) VALUES (?, ?, ?)`)
    ;(values[field.name] as number[]).forEach((targetId, i) => insert.run(id, targetId, i))
  }
}

/** What the change feed keeps of a write besides its payload (CONTRACT §13). */
type ChangeFacts = { version: number | null; publicChange: PublicChange; publicKey: string | null }

/** The feed's facts of a write from the row before and after it (null: created / deleted). */
function changeFacts(def: ResourceDef, before: Row | null, after: Row | null, now: number): ChangeFacts {
  const row = after ?? before
  const publicChange = publicChangeOf(def, before, after, now)
  return {
    version: typeof row?.version === 'number' ? row.version : null,
    publicChange,
    publicKey: publicChange && row ? publicKeyOf(def, row) : null,
  }
}

/** `payloadId`: the data of the events (store/payloads.ts), one payload for all of them. */
function recordEvents(scope: Scope, def: ResourceDef, names: string[], entityUuid: string, payloadId: number, now: number, facts: ChangeFacts): void {
  const actor = scope.actor
  // tenant-wide resources (users, keys, sites) belong to no site, whichever site the request named
  const siteId = def.scope === 'site' ? scope.siteId : null
  // one write changes the public once: its last event (article.published after .created) says so
  const quiet = { ...facts, publicChange: null, publicKey: null }
  names.forEach((event, i) => {
    insertEvent(scope.db, {
      uuid: newUuid(),
      event,
      resource: def.path,
      entityUuid,
      siteId,
      actorType: actor?.type ?? null,
      actorId: actor?.id ?? null,
      actorLabel: actor?.label ?? null,
      occurredAt: now,
      payloadId,
      ...(i === names.length - 1 ? facts : quiet),
    })
  })
  scope.onEvents?.()
}

/** The revision keeps the item as read; its PUT form is derived when read (registry/write-form.ts). */
function recordRevision(scope: Scope, def: ResourceDef, row: Row, payloadId: number, now: number): void {
  if (!def.revisions) return
  insertRevision(scope.db, { resource: def.path, entityId: row.id, version: row.version, actor: scope.actor?.label ?? null, createdAt: now, payloadId })
}

function statusEvents(def: ResourceDef, before: Values | null, after: Values): string[] {
  if (!def.publishable) return []
  const was = before?.status === 'published'
  const is = after.status === 'published'
  if (!was && is) return [`${def.singular}.published`]
  if (was && !is) return [`${def.singular}.unpublished`]
  return []
}

function checkDraftOnly(scope: Scope, def: ResourceDef, before: Values | null, after: Values): void {
  if (!scope.draftOnly || !def.fields.status) return
  if ((before && before.status !== 'draft') || after.status !== 'draft') throw problem.forbidden()
}

/**
 * The drafts-only rule as far as it is known before the body is read: the item is not a draft, or
 * the body asks for another status. It is a role check (CONTRACT §4 step 3), so it comes before
 * If-Match and validation: a refused author gets the 403, not a 412 or a 422 to fix first.
 */
function checkDraftOnlyAhead(scope: Scope, def: ResourceDef, row: Row | null, body: unknown): void {
  if (!scope.draftOnly || !def.fields.status) return
  if (row && row.status !== 'draft') throw problem.forbidden()
  const asked = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).status : undefined
  if (asked !== undefined && asked !== null && asked !== 'draft') throw problem.forbidden()
}

function validateAll(scope: Scope, def: ResourceDef, values: Values, current: Values | null, selfId: number | null, ctx: WriteCtx, hc: HookCtx): void {
  if (ctx.violations.length === 0) {
    def.beforeWrite?.(values, current, { ...hc, selfId })
    for (const check of def.validate) ctx.violations.push(...check(values, hc, current))
    ctx.violations.push(...uniqueViolations(scope, def, values, current, selfId))
  }
  if (ctx.violations.length) throw violations(ctx.violations)
}

export type WriteResult = {
  item: Record<string, unknown>
  row: Row
  /** Secrets set by this write, shown once in its response (never part of `item` or its ETag). */
  revealed: Record<string, string>
}

function revealedSecrets(def: ResourceDef, values: Values): Record<string, string> {
  const out: Record<string, string> = {}
  for (const field of def.writable) {
    const value = values[field.name]
    if (field.showOnce && value instanceof Secret && value.plain !== null) out[field.name] = value.plain
  }
  return out
}

/** `before`: the row as it was (null when created; 'same' when only its pointers were cleared). */
function afterStore(scope: Scope, def: ResourceDef, id: number, hc: HookCtx, events: string[], values: Values, before: Row | null | 'same', read?: ReadCtx): WriteResult {
  // note: events are recorded after the row is re-read so their data is the stored state
  const row = scope.db.query(`SELECT * FROM ${def.table} WHERE id = ?`).get(id) as Row
  def.afterWrite?.(row, hc, def)
  if (def.search && indexItem(scope.db, def, row, scope.locales, hc.now)) scope.onSearchPending?.()
  const item = presentItem(scope, def, row, undefined, null, read)
  const text = JSON.stringify(item)
  writtenText.set(item, text)
  // note: the item is stored once, compressed, for the revision and every event of the write
  const payloadId = insertPayload(scope.db, def.keptView ? JSON.stringify(def.keptView(item)) : text)
  recordRevision(scope, def, row, payloadId, hc.now)
  recordEvents(scope, def, events, row.uuid, payloadId, hc.now, changeFacts(def, before === 'same' ? row : before, row, hc.now))
  if (def.publishable && values.status === 'scheduled' && typeof values.published_at === 'number') scope.onScheduled?.(values.published_at)
  return { item, row, revealed: revealedSecrets(def, values) }
}

/**
 * Server-side facts of a new row, set in the write transaction: may adjust `values` and return
 * columns the body never writes (media: file name, size, variants, the uuid its files carry).
 */
export type Prepare = (values: Values, hc: HookCtx) => Record<string, SqlValue> | void

/**
 * Records the creation of a row written without the generic create (a tenant's default site,
 * made with its database): its revision and `<resource>.created` event, as any create records.
 */
export function recordCreated(scope: Scope, def: ResourceDef, uuid: string): void {
  writeTransaction(scope.db, () => {
    const row = scope.db.query(`SELECT id FROM ${def.table} WHERE uuid = ?`).get(uuid) as { id: number } | null
    if (row) afterStore(scope, def, row.id, hookCtx(scope), [`${def.singular}.created`], {}, null)
  })
}

export function createItem(scope: Scope, def: ResourceDef, body: unknown, prepared?: Prepare): WriteResult {
  return writeTransaction(scope.db, () => {
    // CONTRACT §4: the request's site was resolved before its body was read, and another request
    // (another worker) may have deleted or deactivated it since; its row would fail the foreign key
    if (def.scope === 'site' && !isActiveSite(scope.db, scope.siteId)) throw problem.notFound('Site not found.')
    checkDraftOnlyAhead(scope, def, null, body)
    const hc = hookCtx(scope)
    const ctx: WriteCtx = { locales: scope.locales, violations: [], resolveRef: refResolver(scope) }
    const values = buildValues(def, body, 'create', null, ctx)
    const serverColumns = prepared?.(values, hc)
    validateAll(scope, def, values, null, null, ctx, hc)
    checkDraftOnly(scope, def, null, values)
    const cols = columnValues(def, values)
    cols.uuid = newUuid()
    if (def.scope === 'site') cols.site_id = scope.siteId
    if (def.versioned) cols.version = 1
    cols.created_at = cols.updated_at = hc.now
    if (serverColumns) Object.assign(cols, serverColumns)
    const names = Object.keys(cols)
    const { id } = scope.db
      .query(`INSERT INTO ${def.table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')}) RETURNING id`)
      .get(...(Object.values(cols) as SqlValue[])) as { id: number }
    writeRelations(scope, def, id, values, null)
    return afterStore(scope, def, id, hc, [`${def.singular}.created`, ...statusEvents(def, null, values)], values, null)
  })
}

function checkIfMatch(scope: Scope, def: ResourceDef, row: Row, ifMatch: string | null, ctx?: ReadCtx): void {
  if (ifMatch === null) return
  if (ifMatch.trim() === '*') return
  const current = etagOfText(taggedText(def, JSON.stringify(presentItem(scope, def, row, undefined, null, ctx))))
  // note: W/ is accepted (RFC 9110 wants strong comparison): a compressing proxy weakens the
  // ETags it passes on, and the version an ETag names is the same either way (README)
  const candidates = ifMatch.split(',').map((t) => t.trim().replace(/^W\//, ''))
  if (candidates.includes(current)) return
  if (!localizedTagMatches(scope, def, row, candidates)) throw problem.preconditionFailed()
}

/**
 * Whether one of `candidates` is the ETag of a `?locale=` read of the row as it is now (with or
 * without fallback): such a read names the same version of the item (docs/delivery.md). Only
 * tried when the whole item's ETag did not match.
 */
function localizedTagMatches(scope: Scope, def: ResourceDef, row: Row, candidates: string[]): boolean {
  for (const code of scope.locales) {
    const chains = [scope.localeChains?.[code] ?? [code], [code]]
    for (const chain of chains.filter((c, i) => i === 0 || c.length !== chains[0]!.length)) {
      const text = JSON.stringify(presentItem({ ...scope, locale: { code, chain }, tags: undefined }, def, row))
      if (candidates.includes(representationTag(taggedText(def, text), code))) return true
    }
  }
  return false
}

/** `read`: the row's relations as read before the write, embeds included (see `readBefore`). */
function storeUpdate(scope: Scope, def: ResourceDef, row: Row, current: Values, values: Values, hc: HookCtx, events: string[], read: ReadCtx): WriteResult {
  const cols = columnValues(def, values, current)
  cols.updated_at = hc.now
  const sets = Object.keys(cols).map((c) => `${c} = ?`)
  if (def.versioned) sets.push('version = version + 1')
  scope.db.query(`UPDATE ${def.table} SET ${sets.join(', ')} WHERE id = ?`).run(...(Object.values(cols) as SqlValue[]), row.id)
  writeRelations(scope, def, row.id, values, current)
  // the item's embeds are what they were unless the write changed a relation
  const kept = def.fieldList.every((f) => !f.relation || !(f.name in values) || sameValue(values[f.name], current[f.name]))
  return afterStore(scope, def, row.id, hc, events, values, row, kept ? read : undefined)
}

/**
 * The relations of a row about to be written, with their embeds: its current values and, when
 * the write leaves every relation as it was, the written item's embeds come from one read
 * (a one-field PATCH read the links twice, ids then embeds).
 */
const readBefore = (scope: Scope, def: ResourceDef, row: Row): ReadCtx => readCtx(scope, def, [row])

export function updateItem(scope: Scope, def: ResourceDef, id: string, body: unknown, mode: Exclude<WriteMode, 'create'>, ifMatch: string | null): WriteResult {
  return writeTransaction(scope.db, () => {
    const row = mustFind(scope, def, id)
    checkDraftOnlyAhead(scope, def, row, body)
    const read = readBefore(scope, def, row)
    checkIfMatch(scope, def, row, ifMatch, read)
    const hc = hookCtx(scope)
    const current = valuesFromRow(scope, def, row, read)
    const ctx: WriteCtx = { locales: scope.locales, violations: [], resolveRef: refResolver(scope) }
    const values = buildValues(def, body, mode, current, ctx)
    validateAll(scope, def, values, current, row.id, ctx, hc)
    checkDraftOnly(scope, def, current, values)
    return storeUpdate(scope, def, row, current, values, hc, [`${def.singular}.updated`, ...statusEvents(def, current, values)], read)
  })
}

/** A custom item operation (publish, unpublish, restore): new values from the current ones. */
export function operateItem(scope: Scope, def: ResourceDef, id: string, op: Pick<ItemOperation, 'apply' | 'events'>, ifMatch: string | null): WriteResult {
  return writeTransaction(scope.db, () => {
    const row = mustFind(scope, def, id)
    const read = readBefore(scope, def, row)
    checkIfMatch(scope, def, row, ifMatch, read)
    const hc = hookCtx(scope)
    const current = valuesFromRow(scope, def, row, read)
    const values = { ...current, ...op.apply(current, hc) }
    const ctx: WriteCtx = { locales: scope.locales, violations: [], resolveRef: refResolver(scope) }
    validateAll(scope, def, values, current, row.id, ctx, hc)
    checkDraftOnly(scope, def, current, values)
    // an operation's own events (article.published) stand instead of the generic ones
    const own = op.events(def.singular)
    const events = own.length ? own : [`${def.singular}.updated`, ...statusEvents(def, current, values)]
    return storeUpdate(scope, def, row, current, values, hc, events, read)
  })
}

/**
 * The rows that point at `row` (an article whose category, tag or image it is), found before the
 * delete; their pointers the foreign keys do not clear are emptied here.
 */
function pointingAt(scope: Scope, def: ResourceDef, row: Row): Map<ResourceDef, Set<number>> {
  const owners = new Map<ResourceDef, Set<number>>()
  for (const p of scope.pointersAt(def.path)) {
    const key = row[p.key] as SqlValue
    const ids = (scope.db.query(p.ownersSql).all(key) as { id: number }[]).map((r) => r.id)
    if (ids.length === 0) continue
    if (p.clearSql) scope.db.query(p.clearSql).run(key)
    const set = owners.get(p.owner) ?? new Set<number>()
    for (const ownerId of ids) set.add(ownerId)
    owners.set(p.owner, set)
  }
  return owners
}

/** After a delete: each row that pointed at it is a new version, with its revision and event. */
function touchPointing(scope: Scope, owners: Map<ResourceDef, Set<number>>, hc: HookCtx): void {
  for (const [owner, ids] of owners) {
    const bump = owner.versioned ? ', version = version + 1' : ''
    for (const ownerId of ids) {
      scope.db.query(`UPDATE ${owner.table} SET updated_at = ?${bump} WHERE id = ?`).run(hc.now, ownerId)
      afterStore(scope, owner, ownerId, hc, [`${owner.singular}.updated`], {}, 'same')
    }
  }
}

export function deleteItem(scope: Scope, def: ResourceDef, id: string, ifMatch: string | null): Row {
  const hc = hookCtx(scope)
  const deleted = writeTransaction(scope.db, () => {
    const row = mustFind(scope, def, id)
    checkIfMatch(scope, def, row, ifMatch)
    def.beforeDelete?.(row, hc)
    const pointing = pointingAt(scope, def, row)
    scope.db.query(`DELETE FROM ${def.table} WHERE id = ?`).run(row.id)
    if (def.revisions) deleteRevisions(scope.db, def.path, row.id)
    def.afterDelete?.(row, hc)
    if (def.search && unindexItem(scope.db, def, row.id)) scope.onSearchPending?.()
    const iri = `/admin/${def.path}/${row.uuid}`
    const gone = { '@id': iri, '@type': def.type, id: def.idKind === 'integer' ? row.id : row.uuid }
    recordEvents(scope, def, [`${def.singular}.deleted`], row.uuid, insertPayload(scope.db, JSON.stringify(gone)), hc.now, changeFacts(def, row, null, hc.now))
    touchPointing(scope, pointing, hc)
    return row
  })
  // note: after the commit, so a rolled-back delete never loses what the row points at
  def.afterDeleteCommit?.(deleted, hc)
  return deleted
}

export type { Field }
