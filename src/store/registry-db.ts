import type { Database } from 'bun:sqlite'
import { drizzle, type BunSQLiteDatabase } from 'drizzle-orm/bun-sqlite'
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { openDatabase, closeDatabase } from './sqlite'
import { migrate, REGISTRY_MIGRATIONS } from './migrate'

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

export type Tenant = typeof tenants.$inferSelect
export type TenantStatus = Tenant['status']

/** The registry database (`<data>/registry.db`): tenant records only. */
export class Registry {
  readonly sqlite: Database
  readonly orm: BunSQLiteDatabase

  constructor(readonly dataDir: string) {
    mkdirSync(dataDir, { recursive: true })
    this.sqlite = openDatabase(join(dataDir, 'registry.db'))
    migrate(this.sqlite, REGISTRY_MIGRATIONS)
    this.orm = drizzle(this.sqlite)
  }

  /** note: on every request, so a cached prepared statement rather than a built query */
  bySlug(slug: string): Tenant | undefined {
    return (this.sqlite
      .query(
        'SELECT id, uuid, slug, name, status, quota_mb AS quotaMb, next_publish_at AS nextPublishAt, webhook_due_at AS webhookDueAt, created_at AS createdAt, generation FROM tenants WHERE slug = ?',
      )
      .get(slug) as Tenant | null) ?? undefined
  }

  /** Remembers the earliest scheduled publication so the worker wakes in time. */
  noteScheduled(slug: string, at: number): void {
    this.sqlite.query('UPDATE tenants SET next_publish_at = MIN(COALESCE(next_publish_at, ?), ?) WHERE slug = ?').run(at, at, slug)
  }

  webhookDueAt(slug: string): number | null {
    const row = this.sqlite.query('SELECT webhook_due_at AS at FROM tenants WHERE slug = ?').get(slug) as { at: number | null } | null
    return row?.at ?? null
  }

  /** Brings the tenant's webhook wake-up time forward to `at` (never later). */
  noteWebhookDue(slug: string, at: number): void {
    this.sqlite.query('UPDATE tenants SET webhook_due_at = ? WHERE slug = ? AND (webhook_due_at IS NULL OR webhook_due_at > ?)').run(at, slug, at)
  }

  /** Sets the tenant's next webhook wake-up time exactly (null: nothing pending). */
  setWebhookDue(slug: string, at: number | null): void {
    this.sqlite.query('UPDATE tenants SET webhook_due_at = ? WHERE slug = ?').run(at, slug)
  }

  /** Active tenants with webhook deliveries due. */
  dueForWebhooks(now: number): { slug: string; webhookDueAt: number; uuid: string; generation: number }[] {
    return this.sqlite
      .query("SELECT slug, webhook_due_at AS webhookDueAt, uuid, generation FROM tenants WHERE webhook_due_at <= ? AND status = 'active' ORDER BY webhook_due_at")
      .all(now) as { slug: string; webhookDueAt: number; uuid: string; generation: number }[]
  }

  list(): Tenant[] {
    return this.orm.select().from(tenants).orderBy(asc(tenants.id)).all()
  }

  insert(row: typeof tenants.$inferInsert): Tenant {
    return this.orm.insert(tenants).values(row).returning().get()
  }

  update(slug: string, values: Partial<typeof tenants.$inferInsert>): void {
    this.orm.update(tenants).set(values).where(eq(tenants.slug, slug)).run()
  }

  remove(slug: string): void {
    this.orm.delete(tenants).where(eq(tenants.slug, slug)).run()
  }

  /** Active tenants whose scheduled content is due. */
  dueForPublishing(now: number): Tenant[] {
    return this.orm
      .select()
      .from(tenants)
      .where(and(isNotNull(tenants.nextPublishAt), lte(tenants.nextPublishAt, now), eq(tenants.status, 'active')))
      .all()
  }

  /** Health check: the registry answers a query. */
  ping(): void {
    this.sqlite.query('SELECT 1').get()
  }

  close(): void {
    closeDatabase(this.sqlite)
  }
}
