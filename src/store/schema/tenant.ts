/**
 * The fixed tables of a tenant database (migrations/*.sql): the ones no resource definition
 * describes, plus sites, users and API keys, which the request pipeline reads before any
 * resource code runs. Resource tables get their drizzle tables from their definitions
 * (registry/table.ts). The schema-drift test compares both with what the migrations create.
 */
import { sql } from 'drizzle-orm'
import { blob, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'

export const sites = sqliteTable('sites', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  uuid: text('uuid').notNull().unique(),
  tenantSiteId: integer('tenant_site_id').generatedAlwaysAs(sql`id`, { mode: 'virtual' }),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  status: text('status').notNull().default('active'),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
})

export const users = sqliteTable('users', {
  id: integer('id').primaryKey(),
  uuid: text('uuid').notNull().unique(),
  email: text('email').notNull(),
  name: text('name').notNull().default(''),
  /** JSON array of role names. */
  roles: text('roles').notNull().default('[]'),
  status: text('status').notNull().default('active'),
  password: text('password').notNull(),
  lastLoginAt: integer('last_login_at'),
  version: integer('version').notNull().default(1),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  /** Until when sign-in is locked after failed attempts (migration 0007); mirrors sign_in_throttle. */
  lockedUntil: integer('locked_until'),
  /** When a demotion or a disabling last took rights away (ms, migration 0013). */
  rightsLoweredAt: integer('rights_lowered_at'),
  /** When a new password last ended the user's sessions (ms, migration 0018). */
  sessionsEndedAt: integer('sessions_ended_at'),
})

/** Recent failed sign-ins per email (CONTRACT §14), keyed by the email's SHA-256. */
export const signInThrottle = sqliteTable('sign_in_throttle', {
  emailHash: text('email_hash').primaryKey(),
  /** JSON array of the times (ms) of the latest failures. */
  failures: text('failures').notNull().default('[]'),
  lockedUntil: integer('locked_until'),
  updatedAt: integer('updated_at').notNull(),
})

export const refreshTokens = sqliteTable('refresh_tokens', {
  id: integer('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: integer('expires_at').notNull(),
  createdAt: integer('created_at').notNull(),
})

/** The secret is kept only as its SHA-256; the key itself is shown once, at creation. */
export const apiKeys = sqliteTable('api_keys', {
  id: integer('id').primaryKey(),
  uuid: text('uuid').notNull().unique(),
  name: text('name').notNull(),
  roles: text('roles').notNull().default('[]'),
  keyHash: text('key_hash').notNull().unique(),
  expiresAt: integer('expires_at'),
  lastUsedAt: integer('last_used_at'),
  version: integer('version').notNull().default(1),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  /** The user the key acts for (migration 0013); null: a key made before that, its own principal. */
  ownerId: text('owner_id'),
  /** When a demotion last took rights away (ms, migration 0013). */
  rightsLoweredAt: integer('rights_lowered_at'),
})

/** Event and revision payloads: zstd-packed JSON, one per write (store/payloads.ts). */
export const payloads = sqliteTable('payloads', {
  id: integer('id').primaryKey(),
  data: blob('data', { mode: 'buffer' }).notNull(),
})

export const revisions = sqliteTable('revisions', {
  id: integer('id').primaryKey(),
  /** The resource's path name (`articles`). */
  resource: text('resource').notNull(),
  entityId: integer('entity_id').notNull(),
  version: integer('version').notNull(),
  actor: text('actor'),
  createdAt: integer('created_at').notNull(),
  /** The stored state (migrations/0009_payloads.sql). */
  payloadId: integer('payload_id').references(() => payloads.id),
  /** `item`: the payload is the item as read, its PUT form derived from it; `write`: the PUT form itself. */
  form: text('form', { enum: ['item', 'write'] }).notNull().default('item'),
})

/** The outbox and audit log: every write records its events in its own transaction. */
export const events = sqliteTable('events', {
  id: integer('id').primaryKey(),
  uuid: text('uuid').notNull().unique(),
  event: text('event').notNull(),
  resource: text('resource').notNull(),
  entityUuid: text('entity_uuid').notNull(),
  siteId: integer('site_id'),
  actorType: text('actor_type'),
  actorId: text('actor_id'),
  actorLabel: text('actor_label'),
  occurredAt: integer('occurred_at').notNull(),
  // the change feed (CONTRACT §13): the item's version, and what the public saw change
  version: integer('version'),
  publicChange: text('public_change', { enum: ['upsert', 'remove'] }),
  publicKey: text('public_key'),
  /** The item as the write left it (shared by the events of one write). */
  payloadId: integer('payload_id').references(() => payloads.id),
})

/** The highest event id retention ever pruned (one row): older cursors get 410. */
export const eventsPruned = sqliteTable('events_pruned', {
  id: integer('id').primaryKey(),
  through: integer('through').notNull(),
})

/** Cursors of changes a restore took away (migration 0014): (after, through]. */
export const feedGaps = sqliteTable('feed_gaps', {
  after: integer('after').notNull(),
  through: integer('through').notNull(),
})

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'cancelled'] as const

export const webhookDeliveries = sqliteTable('webhook_deliveries', {
  id: integer('id').primaryKey(),
  // note: webhooks is a resource table (its drizzle table is derived from its definition)
  webhookId: integer('webhook_id').notNull(),
  eventId: integer('event_id').notNull().references(() => events.id),
  status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  /** Also the lease of an attempt in flight. */
  nextAttemptAt: integer('next_attempt_at'),
  lastStatusCode: integer('last_status_code'),
  lastError: text('last_error'),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
})

export const webhookAttempts = sqliteTable('webhook_attempts', {
  id: integer('id').primaryKey(),
  deliveryId: integer('delivery_id').notNull().references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
  attempt: integer('attempt').notNull(),
  attemptedAt: integer('attempted_at').notNull(),
  statusCode: integer('status_code'),
  error: text('error'),
  durationMs: integer('duration_ms').notNull(),
})

/** One row per searchable item and locale; `id` packs the search key (store/search-index.ts). */
export const searchDocs = sqliteTable('search_docs', {
  id: integer('id').primaryKey(),
  resource: text('resource').notNull(),
  entityId: integer('entity_id').notNull(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  locale: text('locale').notNull(),
  status: text('status').notNull(),
  publishedAt: integer('published_at'),
  /** 53 bits of the indexed text (store/search-index.ts `textHash`): the text itself is not kept. */
  textHash: integer('text_hash').notNull().default(0),
})

export const searchCodes = sqliteTable(
  'search_codes',
  {
    kind: text('kind', { enum: ['locale', 'resource'] }).notNull(),
    name: text('name').notNull(),
    code: integer('code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.name] })],
)

/** Documents whose FTS5 entry is behind search_docs (migrations/0004, 0009). */
export const searchPending = sqliteTable('search_pending', {
  id: integer('id').primaryKey(),
  /** 1: the index holds the document (remove it first); 0: it holds none. */
  indexed: integer('indexed').notNull(),
  /** The text to index now; null: the document is gone. */
  title: text('title'),
  excerpt: text('excerpt'),
  body: text('body'),
})
