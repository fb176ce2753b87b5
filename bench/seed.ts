/**
 * Seeds a bench data dir: one tenant, 10 categories, 50 tags and N articles (default 10,000)
 * with deterministic fr/en text, then an admin user and a long-lived token.
 *
 *   bun bench/seed.ts [--count 10000] [--data bench/out/data-10000] [--tenant bench] [--seed 42]
 *
 * Rows go in through the real schema with direct SQL in one transaction, but every column value
 * comes from the resource's own field kinds (`field.toColumns`: JSON, folded shadow columns,
 * HTML stripped), so the rows are what the repository would have stored. Revisions and events
 * of the seeded rows are not written (they do not change what the workloads read). Writes
 * `<data>/bench.json` with the token and the sample values the runner needs.
 */
import type { Database } from 'bun:sqlite'
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { withTenantScope } from '../src/cli/common'
import { loadConfig } from '../src/config'
import { signJwt } from '../src/domain/auth'
import { createTenant } from '../src/domain/tenants'
import { escapeLike, fold } from '../src/lib/fold'
import { slugify } from '../src/lib/slug'
import { joinTableOf, type ResourceDef, type Values } from '../src/registry/define'
import type { SqlValue } from '../src/registry/types'
import { resourceByPath } from '../src/resources'
import { createItem } from '../src/store/repository'
import { Registry } from '../src/store/registry-db'
import { closeDatabase } from '../src/store/sqlite'
import { openTenantDatabase, tenantDir } from '../src/store/tenant-db'
import type { BenchInfo } from './lib/info'
import { rng, uuidV7, type Rng } from './lib/prng'
import { bodyHtml, sentence, TAIL, title, WORDS } from './lib/text'

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    data: { type: 'string' },
    tenant: { type: 'string', default: 'bench' },
    seed: { type: 'string', default: '42' },
  },
})
const COUNT = Number(args.count)
if (!Number.isInteger(COUNT) || COUNT < 100) throw new Error('--count must be an integer >= 100')
const DATA = resolve(args.data ?? `bench/out/data-${COUNT}`)
const TENANT = args.tenant!
const BODY_WORDS = 300
const DAY = 86_400_000
// published dates spread over three years before this day; scheduled ones well after it
const ANCHOR = Date.UTC(2026, 9, 1)
const STATUS_ROLL: [number, string][] = [
  [0.8, 'published'],
  [0.9, 'draft'],
  [0.95, 'archived'],
  [1, 'scheduled'],
]

function prepareData(dir: string): void {
  if (existsSync(dir)) {
    const entries = readdirSync(dir)
    if (entries.length > 0 && !entries.includes('bench.json'))
      throw new Error(`${dir} exists and is not a bench data dir; refusing to remove it`)
    rmSync(dir, { recursive: true, force: true })
  }
}

/** INSERT of one resource row; the column list is fixed per resource, so one prepared statement. */
function inserter(db: Database, def: ResourceDef, siteId: number) {
  let sql: string | null = null
  return (values: Values, stamps: { uuid: string; created: number; updated: number }): number => {
    const cols: Record<string, SqlValue> = {}
    for (const field of def.writable) Object.assign(cols, field.toColumns(values[field.name]))
    Object.assign(cols, {
      uuid: stamps.uuid,
      site_id: siteId,
      version: 1,
      created_at: stamps.created,
      updated_at: stamps.updated,
    })
    const names = Object.keys(cols)
    sql ??= `INSERT INTO ${def.table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')}) RETURNING id`
    const { id } = db.query(sql).get(...(Object.values(cols) as SqlValue[])) as { id: number }
    for (const field of def.writable) {
      if (!field.relation?.many) continue
      const link = db.query(
        `INSERT INTO ${joinTableOf(def, field.name)} (owner_id, target_id, position) VALUES (?, ?, ?)`,
      )
      ;(values[field.name] as number[]).forEach((target, i) => link.run(id, target, i))
    }
    return id
  }
}

type Term = { id: number; uuid: string; slug: string }

function seedTaxonomy(
  db: Database,
  r: Rng,
  path: 'categories' | 'tags',
  n: number,
  siteId: number,
): Term[] {
  const def = resourceByPath(path)
  const insert = inserter(db, def, siteId)
  const out: Term[] = []
  for (let i = 0; i < n; i++) {
    const fr = WORDS.fr[i]!
    const en = WORDS.en[i]!
    const created = ANCHOR - 4 * 365 * DAY + i * 60_000
    const uuid = uuidV7(created, r)
    const slug = slugify(en)
    const id = insert(
      {
        slug,
        name: { fr, en },
        description: { fr: sentence(r, 'fr', 12), en: sentence(r, 'en', 12) },
      },
      { uuid, created, updated: created },
    )
    out.push({ id, uuid, slug })
  }
  return out
}

function statusOf(r: Rng): string {
  const roll = r.next()
  return STATUS_ROLL.find(([p]) => roll < p)![1]
}

function seedArticles(
  db: Database,
  r: Rng,
  siteId: number,
  categories: Term[],
  tags: Term[],
): { scheduledMin: number | null } {
  const insert = inserter(db, resourceByPath('articles'), siteId)
  let scheduledMin: number | null = null
  const span = 3 * 365 * DAY
  for (let i = 0; i < COUNT; i++) {
    // created in id order across three years, so uuids and created_at grow together
    const created = ANCHOR - span + Math.floor((i / COUNT) * span)
    const status = statusOf(r)
    let published: number | null = null
    if (status === 'published' || status === 'archived') published = created + r.int(0, 14) * DAY
    if (status === 'scheduled') published = ANCHOR + 10 * 365 * DAY + r.int(1, 365) * DAY
    if (status === 'scheduled' && (scheduledMin === null || published! < scheduledMin))
      scheduledMin = published
    const t = { fr: title(r, 'fr'), en: title(r, 'en') }
    insert(
      {
        slug: `${slugify(t.en).slice(0, 60).replace(/-+$/, '')}-${i + 1}`,
        title: t,
        excerpt: { fr: sentence(r, 'fr', r.int(18, 30)), en: sentence(r, 'en', r.int(18, 30)) },
        body_html: { fr: bodyHtml(r, 'fr', BODY_WORDS), en: bodyHtml(r, 'en', BODY_WORDS) },
        status,
        published_at: published,
        type: r.next() < 0.8 ? 'article' : r.pick(['news', 'review', 'interview']),
        category: r.pick(categories).id,
        secondaryCategories: [],
        tags: r.sample(tags, 3).map((tag) => tag.id),
        featuredImage: null,
      },
      { uuid: uuidV7(created, r), created, updated: created + r.int(0, 30) * DAY },
    )
    if ((i + 1) % 20_000 === 0) console.log(`  ${i + 1} articles`)
  }
  return { scheduledMin }
}

/** A tag + title term with 30 to 300 matches (enough for page 3 of 10), as workload (b) needs. */
function pickFilter(db: Database, tags: Term[]): { tagSlug: string; titleTerm: string } {
  const count = db.query(
    `SELECT COUNT(*) AS n FROM articles t WHERE t.site_id = 1 AND t.id IN (SELECT owner_id FROM articles_tags WHERE target_id = ?) AND t.title_fold LIKE ? ESCAPE '\\'`,
  )
  for (const tag of tags.slice(0, 5)) {
    for (const word of WORDS.fr.slice(3)) {
      const term = fold(word)
      const { n } = count.get(tag.id, `%${escapeLike(term)}%`) as { n: number }
      if (n >= 30 && n <= 300 * Math.max(1, COUNT / 10_000))
        return { tagSlug: tag.slug, titleTerm: word }
    }
  }
  throw new Error('no tag + title term with enough matches')
}

/** Two rarer words found together in roughly 0.5 % to 5 % of the articles, as a real query would be. */
function pickSearch(db: Database): string {
  const count = db.query(
    `SELECT COUNT(*) AS n FROM articles WHERE status = 'published' AND cms_packed_contains(body_html_fold_packed, ?) AND cms_packed_contains(body_html_fold_packed, ?)`,
  )
  for (let i = 20; i < 400; i += 7) {
    const [a, b] = [TAIL.fr[i]!, TAIL.fr[i + 3]!]
    const { n } = count.get(` ${fold(a)} `, ` ${fold(b)} `) as { n: number }
    if (n >= COUNT / 200 && n <= COUNT / 20) return `${a} ${b}`
  }
  throw new Error('no two-word search query with a fitting number of matches')
}

async function main() {
  const started = performance.now()
  prepareData(DATA)
  const config = loadConfig({ data: DATA })
  const registry = new Registry(config.dataDir)
  createTenant(registry, { slug: TENANT, name: 'Bench' })
  const db = openTenantDatabase(tenantDir(config.dataDir, TENANT))
  const siteId = (db.query("SELECT id FROM sites WHERE slug = 'default'").get() as { id: number })
    .id
  const r = rng(Number(args.seed))

  console.log(`seeding ${COUNT} articles into ${DATA}`)
  const { categories, tags, scheduledMin } = db
    .transaction(() => {
      const categories = seedTaxonomy(db, r, 'categories', 10, siteId)
      const tags = seedTaxonomy(db, r, 'tags', 50, siteId)
      return { categories, tags, ...seedArticles(db, r, siteId, categories, tags) }
    })
    .immediate()
  const inserted = performance.now()
  // note: a bulk load leaves the planner without statistics (notes/performance.md)
  db.exec('ANALYZE')
  db.exec('PRAGMA optimize')
  if (scheduledMin !== null) registry.noteScheduled(TENANT, scheduledMin)

  const filter = pickFilter(db, tags)
  const searchQuery = pickSearch(db)
  const sample = db
    .query(
      "SELECT uuid, slug FROM articles WHERE status = 'published' ORDER BY id LIMIT 1 OFFSET ?",
    )
    .get(Math.floor(COUNT / 3)) as {
    uuid: string
    slug: string
  }
  closeDatabase(db)
  registry.close()

  const { item } = await withTenantScope(config, TENANT, (scope) =>
    createItem(scope, resourceByPath('users'), {
      email: 'bench@bench.test',
      password: 'bench-password',
      roles: ['ROLE_CMS_ADMIN'],
      name: 'Bench',
    }),
  )
  const now = Math.floor(Date.now() / 1000)
  const token = await signJwt(
    {
      sub: item.id as string,
      tenant: TENANT,
      roles: ['ROLE_CMS_ADMIN'],
      iat: now,
      exp: now + 30 * 86400,
    },
    config.jwtSecret,
  )

  const info: BenchInfo = {
    tenant: TENANT,
    count: COUNT,
    token,
    article: sample,
    ...filter,
    searchQuery,
    tagIris: tags.slice(10, 13).map((t) => `/admin/tags/${t.uuid}`),
    categoryUuid: categories[0]!.uuid,
  }
  writeFileSync(join(DATA, 'bench.json'), JSON.stringify(info, null, 2) + '\n')
  reindexSearch()
  const secs = (ms: number) => (ms / 1000).toFixed(1)
  console.log(
    `seeded in ${secs(performance.now() - started)} s (inserts ${secs(inserted - started)} s); token and samples in ${join(DATA, 'bench.json')}`,
  )
}

/** Fills the search index when the service has one (CONTRACT §2 `app:tenant:reindex`). */
function reindexSearch(): void {
  const p = Bun.spawnSync(['bun', 'src/main.ts', 'app:tenant:reindex', TENANT, '--data', DATA], {
    stdout: 'pipe',
    stderr: 'pipe',
  })
  if (p.exitCode === 0) console.log('search index rebuilt (app:tenant:reindex)')
  else
    console.log('note: no search index rebuilt (app:tenant:reindex not available on this branch)')
}

await main()
