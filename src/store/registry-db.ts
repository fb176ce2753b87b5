import type { Database } from 'bun:sqlite'
import type { BunSQLiteDatabase } from 'drizzle-orm/bun-sqlite'
import { and, asc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { ensureDataDir } from '../lib/data-dir'
import { openDatabase, closeDatabase } from './sqlite'
import { migrate, REGISTRY_MIGRATIONS } from './migrate'
import { ormOf } from './orm'
import { tenants } from './schema/registry'

export { tenants }

export type Tenant = typeof tenants.$inferSelect
export type TenantStatus = Tenant['status']

/** Nothing at `path` (a path through a file is something: ensureDataDir names it). */
function missing(path: string): boolean {
  try {
    statSync(path)
    return false
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT'
  }
}

/** The registry database (`<data>/registry.db`): tenant records only. */
export class Registry {
  readonly sqlite: Database
  readonly orm: BunSQLiteDatabase
  private readonly stmts

  /** `create`: make the data directory when there is none (serve, a first tenant); else it must exist. */
  constructor(
    readonly dataDir: string,
    opts: { create?: boolean } = {},
  ) {
    if (opts.create === false && missing(dataDir)) throw new Error(`No data directory at ${dataDir} (--data or CMS_DATA_DIR); app:tenant:create makes one.`)
    ensureDataDir(dataDir)
    this.sqlite = openDatabase(join(dataDir, 'registry.db'))
    try {
      migrate(this.sqlite, REGISTRY_MIGRATIONS)
    } catch (err) {
      this.sqlite.close()
      throw err
    }
    this.orm = ormOf(this.sqlite)
    const slug = sql.placeholder('slug')
    const at = sql`${sql.placeholder('at')}`
    this.stmts = {
      // note: on every request
      bySlug: this.orm.select().from(tenants).where(eq(tenants.slug, slug)).prepare(),
      // note: on every write (scope.onEvents)
      webhookDueAt: this.orm.select({ at: tenants.webhookDueAt }).from(tenants).where(eq(tenants.slug, slug)).prepare(),
      noteWebhookDue: this.orm
        .update(tenants)
        .set({ webhookDueAt: at })
        .where(and(eq(tenants.slug, slug), or(isNull(tenants.webhookDueAt), gt(tenants.webhookDueAt, at))))
        .prepare(),
    }
  }

  bySlug(slug: string): Tenant | undefined {
    return this.stmts.bySlug.get({ slug })
  }

  /** Remembers the earliest scheduled publication so the worker wakes in time. */
  noteScheduled(slug: string, at: number): void {
    this.orm
      .update(tenants)
      .set({ nextPublishAt: sql`MIN(COALESCE(${tenants.nextPublishAt}, ${at}), ${at})` })
      .where(eq(tenants.slug, slug))
      .run()
  }

  webhookDueAt(slug: string): number | null {
    return this.stmts.webhookDueAt.get({ slug })?.at ?? null
  }

  /** Brings the tenant's webhook wake-up time forward to `at` (never later). */
  noteWebhookDue(slug: string, at: number): void {
    this.stmts.noteWebhookDue.run({ slug, at })
  }

  /** Sets the tenant's next webhook wake-up time exactly (null: nothing pending). */
  setWebhookDue(slug: string, at: number | null): void {
    this.orm.update(tenants).set({ webhookDueAt: at }).where(eq(tenants.slug, slug)).run()
  }

  /** Active tenants with webhook deliveries due. */
  dueForWebhooks(now: number): { slug: string; webhookDueAt: number; uuid: string; generation: number }[] {
    return this.orm
      .select({ slug: tenants.slug, webhookDueAt: tenants.webhookDueAt, uuid: tenants.uuid, generation: tenants.generation })
      .from(tenants)
      .where(and(lte(tenants.webhookDueAt, now), eq(tenants.status, 'active')))
      .orderBy(asc(tenants.webhookDueAt))
      .all() as { slug: string; webhookDueAt: number; uuid: string; generation: number }[]
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
    this.orm.get(sql`SELECT 1`)
  }

  close(): void {
    closeDatabase(this.sqlite)
  }
}
