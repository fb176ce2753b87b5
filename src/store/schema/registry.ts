/** The registry database (`<data>/registry.db`, migrations/registry/): one row per tenant. */
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

export const tenants = sqliteTable('tenants', {
  id: integer('id').primaryKey(),
  uuid: text('uuid').notNull().unique(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  status: text('status', { enum: ['active', 'suspended', 'deleted'] }).notNull().default('active'),
  quotaMb: integer('quota_mb').notNull().default(1024),
  nextPublishAt: integer('next_publish_at'),
  webhookDueAt: integer('webhook_due_at'),
  createdAt: integer('created_at').notNull(),
  /** Bumped when the tenant's storage is replaced (restore), so servers reopen it. */
  generation: integer('generation').notNull().default(0),
})
