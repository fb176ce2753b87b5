import type { Config } from '../config'
import type { TenantFiles } from '../lib/file-store'
import type { Resolver } from '../lib/ip'
import type { Violation } from '../lib/problem'
import type { AccessClass } from './policy'
import { bindField, snake, type Field, type FilterStrategy } from './field-base'
import type { JsonSchema, Row } from './types'

export type Direction = 'asc' | 'desc'

/** Context handed to resource hooks: the open tenant database and the request's scope. */
export type HookCtx = {
  db: import('bun:sqlite').Database
  siteId: number | null
  now: number
  locales: readonly string[]
  /** The acting principal, for revisions and events. */
  actor: Actor | null
  /** The id of the row being written (its `beforeWrite`); null on a create. */
  selfId?: number | null
  /** The tenant's slug, data folder and media files (media hooks). */
  tenant: {
    slug: string
    dir: string
    mediaDir: string
    quotaMb: number
    files: TenantFiles
    /** False once the tenant's folder was swapped or removed (a restore, a delete) since it was opened. */
    inPlace?: () => boolean
  }
}

/** Context of a resource's `precheck`, which runs before the write transaction and may await. */
export type PrecheckCtx = {
  mode: 'create' | 'replace' | 'patch'
  config: Config
  /** How host names resolve (the app's seam; default: the system's resolver). */
  resolveHost?: Resolver
}

export type Actor = { type: 'user' | 'api_key' | 'system'; id: string; label: string; roles: readonly string[] }

export type Values = Record<string, unknown>

/** A custom item operation such as `POST /admin/articles/{uuid}/publish`. */
export type ItemOperation = {
  method: 'POST'
  /** Path segment after the item: `publish` → `/admin/articles/{uuid}/publish`. */
  path: string
  action: 'publish' | 'update'
  summary: string
  /** Returns the values to write, given the current ones. */
  apply(current: Values, ctx: HookCtx): Values
  /** Events this operation emits instead of `<singular>.updated`. */
  events: (singular: string) => string[]
}

/**
 * Full-text search participation (store/search-index.ts): which multilingual fields feed the
 * index's three columns, weighted title > excerpt > body. Every configured locale is indexed;
 * HTML fields are reduced to their text first. Needs `public` (results are public IRIs).
 * @example search: { title: 'title', excerpt: 'excerpt', body: 'body_html' }
 */
export type SearchSpec = {
  title: string
  excerpt?: string
  body?: string
}

export type ResourceOptions = {
  /** JSON-LD type, e.g. `Article`. */
  type: string
  /** URL segment: `/admin/<path>`. */
  path: string
  /** SQL table (defaults to `path`). */
  table?: string
  /** Name used in event names: `article.created` (defaults to the lower-cased type). */
  singular?: string
  /** `site`: rows belong to one site (most); `tenant`: shared by all sites (users, keys). */
  scope?: 'site' | 'tenant'
  /** Row of the role matrix in registry/policy.ts. */
  access: AccessClass
  fields: Record<string, Field>
  /** Query filters by their spec names: `tags.slug`, `title`, … */
  filters?: Record<string, FilterStrategy>
  /** Orderings with their default direction. */
  order?: Record<string, Direction>
  /** The order of a collection without `order[...]`. */
  defaultOrder?: [string, Direction][]
  /** Keep each written state (GET …/revisions, restore). */
  revisions?: boolean
  /** Draft/publish workflow: `status` and `published_at` fields with publish/unpublish. */
  publishable?: boolean
  /** Field names that are unique (per site, or per tenant for tenant-scoped resources). */
  unique?: string[]
  /** Cross-field checks after the fields parsed cleanly. */
  validate?: ((values: Values, ctx: HookCtx, current: Values | null) => Violation[])[]
  /**
   * Checks that must await (a DNS lookup), run on the request body before the write transaction
   * opens, since the transaction itself is synchronous. Returns violations (422).
   */
  precheck?: (body: Record<string, unknown>, ctx: PrecheckCtx) => Promise<Violation[]>
  /** Adjust values before they are stored (e.g. published_at set on publish). */
  beforeWrite?: (values: Values, current: Values | null, ctx: HookCtx) => void
  /** Runs in the write transaction after the row is stored (search index, media files). */
  afterWrite?: (row: Row, ctx: HookCtx, def: ResourceDef) => void
  /**
   * The item as its events (webhook payloads, the audit log, the change feed) and revisions keep
   * it, where that must hold less than the write's answer (a webhook URL's credentials).
   */
  keptView?: (item: Record<string, unknown>) => Record<string, unknown>
  /** Runs in the delete transaction before the row goes; may throw a problem (409). */
  beforeDelete?: (row: Row, ctx: HookCtx) => void
  afterDelete?: (row: Row, ctx: HookCtx) => void
  /** Runs once the delete is committed, outside the transaction (removing a media item's files). */
  afterDeleteCommit?: (row: Row, ctx: HookCtx) => void
  operations?: ItemOperation[]
  /**
   * Events the resource's workflows record besides its writes, without the singular prefix; they
   * can be subscribed to like the others.
   * @example events: ['login_failed', 'locked']
   */
  events?: string[]
  /** Escape hatches, named so that nothing in http/ special-cases a resource. */
  representation?: 'jsonld' | 'plain-array'
  idKind?: 'uuid' | 'integer'
  create?: 'json' | 'multipart'
  /** Whether the resource keeps a `version` (all under /admin but sites). */
  versioned?: boolean
  /** Public delivery under /public/<path>. */
  public?: {
    list?: boolean
    bySlug?: boolean
    /** Which rows the public sees: `published` needs only status `published` (blocks). */
    visible?: 'published-and-due' | 'published' | 'all'
    /** Which field identifies an item publicly (default `slug`). */
    key?: string
  }
  /** Kept in the full-text index in the write transaction; served by GET /public/search. */
  search?: SearchSpec
  description?: string
}

export type ResourceDef = Required<
  Omit<ResourceOptions, 'validate' | 'precheck' | 'beforeWrite' | 'afterWrite' | 'keptView' | 'beforeDelete' | 'afterDelete' | 'afterDeleteCommit' | 'public' | 'search' | 'description'>
> &
  Pick<ResourceOptions, 'precheck' | 'beforeWrite' | 'afterWrite' | 'keptView' | 'beforeDelete' | 'afterDelete' | 'afterDeleteCommit' | 'public' | 'search' | 'description'> & {
    validate: NonNullable<ResourceOptions['validate']>
    /** Fields in declaration order, with names and columns filled in. */
    fieldList: readonly Field[]
    writable: readonly Field[]
    /** Every column of the table, for the drift test and inserts. */
    columns: Readonly<Record<string, 'TEXT' | 'INTEGER' | 'REAL' | 'BLOB'>>
    /** Its representations depend only on the database (no field reads the clock): reads may be cached. */
    cacheable: boolean
    /** Matches its `counter` fields in a representation's JSON text, which ETags leave out; null: none. */
    untagged: RegExp | null
  }

/**
 * Declares a resource. Checks the declaration at boot so that a typo in a filter or an order
 * fails the start, not a request. The definition and its fields are frozen.
 */
export function defineResource(opts: ResourceOptions): ResourceDef {
  const scope = opts.scope ?? 'site'
  const table = opts.table ?? opts.path
  const columns: Record<string, 'TEXT' | 'INTEGER' | 'REAL' | 'BLOB'> = { id: 'INTEGER', uuid: 'TEXT' }
  if (scope === 'site') columns.site_id = 'INTEGER'
  // note: names from a request (order[...], properties[], filters) index these maps; without a
  // prototype, `constructor` or `__proto__` name nothing
  const fields: Record<string, Field> = Object.create(null)
  for (const [name, unbound] of Object.entries(opts.fields)) {
    const field = bindField(unbound, name, table)
    for (const [suffix, type] of Object.entries(field.columns)) columns[snake(name) + suffix] = type
    fields[name] = field
  }
  const fieldList = Object.freeze(Object.values(fields))
  const versioned = opts.versioned ?? true
  if (versioned) columns.version = 'INTEGER'
  columns.created_at = 'INTEGER'
  columns.updated_at = 'INTEGER'

  const def: ResourceDef = {
    type: opts.type,
    path: opts.path,
    table,
    singular: opts.singular ?? opts.type.toLowerCase(),
    scope,
    access: opts.access,
    fields: Object.freeze(fields),
    filters: Object.freeze(Object.assign(Object.create(null), opts.filters)),
    order: Object.freeze(Object.assign(Object.create(null), opts.order)),
    defaultOrder: opts.defaultOrder ?? [['created_at', 'desc']],
    revisions: opts.revisions ?? false,
    publishable: opts.publishable ?? false,
    unique: opts.unique ?? fieldList.filter((f) => f.unique).map((f) => f.name),
    validate: opts.validate ?? [],
    precheck: opts.precheck,
    beforeWrite: opts.beforeWrite,
    afterWrite: opts.afterWrite,
    keptView: opts.keptView,
    beforeDelete: opts.beforeDelete,
    afterDelete: opts.afterDelete,
    afterDeleteCommit: opts.afterDeleteCommit,
    operations: opts.operations ?? [],
    events: opts.events ?? [],
    representation: opts.representation ?? 'jsonld',
    idKind: opts.idKind ?? 'uuid',
    create: opts.create ?? 'json',
    versioned,
    public: opts.public,
    search: opts.search,
    description: opts.description,
    fieldList,
    writable: Object.freeze(fieldList.filter((f) => !f.readOnly)),
    columns: Object.freeze(columns),
    cacheable: !fieldList.some(readsClock),
    untagged: counterPattern(fieldList.filter((f) => f.counter).map((f) => f.name)),
  }
  checkDefinition(def)
  return Object.freeze(def)
}

const readsClock = (field: Field): boolean => field.clock === true || (field.subFields ?? []).some(readsClock)

const COMMON_ORDER = ['created_at', 'updated_at', 'id']

function checkDefinition(def: ResourceDef): void {
  const fail = (msg: string) => {
    throw new Error(`Resource ${def.type}: ${msg}`)
  }
  for (const [name, strategy] of Object.entries(def.filters)) {
    const [head, sub] = name.split('.') as [string, string | undefined]
    const field = def.fields[head]
    if (!field) fail(`filter "${name}" names no field`)
    else if (sub && !field.relation) fail(`filter "${name}" goes through a field that is no relation`)
    else if (!sub && !field.filter(strategy)) fail(`filter "${name}" is ${strategy}, which a ${field.kind} field does not support`)
  }
  for (const name of [...Object.keys(def.order), ...def.defaultOrder.map(([n]) => n)]) {
    if (!COMMON_ORDER.includes(name) && !def.fields[name]?.column) fail(`order "${name}" names no stored field`)
  }
  for (const name of def.unique) if (!def.fields[name]) fail(`unique "${name}" names no field`)
  if (def.publishable && (!def.fields.status || !def.fields.published_at)) fail('publishable needs status and published_at')
  if (def.search) {
    if (def.scope !== 'site' || !def.public) fail('search needs a site-scoped resource with public delivery')
    for (const name of Object.values(def.search)) {
      if (!def.fields[name]?.multilingual) fail(`search field "${name}" is no multilingual field`)
    }
  }
}

/** The join table of a to-many relation: `articles_secondary_categories`. */
export const joinTableOf = (def: ResourceDef, fieldName: string) => def.fields[fieldName]!.relation!.joinTable

/** The columns a filter or ordering property reads, for SQL building. */
export function orderColumn(def: { fields: Readonly<Record<string, Field>> }, name: string): string {
  if (COMMON_ORDER.includes(name)) return name
  return def.fields[name]!.column
}

export type { JsonSchema }

/**
 * `"name":<number>` of the counters, anywhere in a JSON text (items and collection members).
 * note: inside a JSON string the quotes are escaped (`\"name\":`), so only a property matches.
 */
function counterPattern(names: string[]): RegExp | null {
  return names.length ? new RegExp(`"(?:${names.join('|')})":-?\\d+`, 'g') : null
}
