/**
 * The default list, each exact filter and each ordering use an index on a large
 * tenant. Plans are checked on a database with planner statistics for 100,000 articles.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import type { Database } from 'bun:sqlite'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { resourceByPath } from '../../src/resources'
import { listSql, type Scope } from '../../src/store/repository'
import { closeDatabase } from '../../src/store/sqlite'
import { openTenantDatabase } from '../../src/store/tenant-db'

const dir = mkdtempSync(join(tmpdir(), 'cms-plan-'))
let db: Database

beforeAll(() => {
  db = openTenantDatabase(dir)
  db.exec("INSERT INTO sites (uuid, slug, name, created_at, updated_at) VALUES ('s', 'default', 'S', 0, 0)")
  // statistics as ANALYZE would gather them on 100,000 articles, without writing them all
  db.exec('ANALYZE')
  db.exec(`INSERT OR REPLACE INTO sqlite_stat1 (tbl, idx, stat) VALUES
    ('articles', 'articles_created', '100000 100000 1'), ('articles', 'articles_updated', '100000 100000 1'),
    ('articles', 'articles_published', '100000 100000 2'), ('articles', 'articles_status', '100000 100000 25000 2'),
    ('articles', 'articles_type', '100000 100000 10000'), ('articles', 'articles_slug', '100000 100000 1'),
    ('articles', 'articles_category', '100000 10000 10000'), ('articles', 'articles_featured_image', '100000 100000'),
    ('articles_tags', 'articles_tags_target', '300000 6000 1'), ('tags', 'tags_slug', '50 50 1'),
    ('categories', 'categories_slug', '10 10 1')`)
  db.exec('ANALYZE sqlite_schema')
})
afterAll(() => {
  closeDatabase(db)
  rmSync(dir, { recursive: true, force: true })
})

function plan(query: string): string[] {
  const def = resourceByPath('articles')
  const scope = { db, siteId: 1, lookup: resourceByPath } as unknown as Scope
  const sql = listSql(scope, def, new URLSearchParams(query))
  const rows = [sql.page, sql.count].flatMap((s) => db.query(`EXPLAIN QUERY PLAN ${s}`).all(...sql.params, ...(s === sql.page ? [30, 0] : [])) as { detail: string }[])
  return rows.map((r) => r.detail)
}

/** A full scan is a SCAN of a table that uses no index. */
const fullScans = (details: string[]) => details.filter((d) => /^SCAN (t|j|x)\b/.test(d) && !/USING (COVERING )?INDEX|PRIMARY KEY/.test(d))

const queries = [
  '',
  'status=published',
  'type=news',
  'tags.slug=summer',
  'tags.uuid=0190f1c2-0000-7000-8000-000000000000',
  'category.uuid=0190f1c2-0000-7000-8000-000000000000',
  'secondaryCategories.uuid=0190f1c2-0000-7000-8000-000000000000',
  'order[created_at]=desc',
  'order[updated_at]=desc',
  'order[published_at]=desc',
  'order[slug]=asc',
  'order[status]=asc',
  'order[type]=asc',
  'status=published&order[published_at]=desc',
]

for (const query of queries) {
  test(`should use an index for "${query || 'the default list'}"`, () => {
    const details = plan(query)
    expect(details.length).toBeGreaterThan(0)
    expect({ query, scans: fullScans(details) }).toEqual({ query, scans: [] })
  })
}
