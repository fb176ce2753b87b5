/**
 * Search benchmark: seeds one tenant with N multilingual articles (default 100,000,
 * fr + en, ~300-word bodies, deterministic), builds the index with the same code as
 * `app:tenant:reindex`, then measures GET /public/search over HTTP with one client.
 *
 *   bun bench/search.ts [--articles 100000] [--queries 400] [--repeat 1] [--data DIR] [--fresh]
 *
 * `--repeat N` asks each of the worst-case words N times (interleaved), so their p99 is not
 * the single slowest of 20 requests.
 *
 * The data folder (default: $TMPDIR/cms-bench-search) is kept between runs, so only the first
 * run pays for seeding. Figures are client-observed: routing, tenant and site resolution, the
 * query, highlights, JSON and ETag all count.
 */
import { existsSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../src/config'
import { createTenant } from '../src/domain/tenants'
import type { Values } from '../src/registry/define'
import { resourceByPath, RESOURCES } from '../src/resources'
import { Registry } from '../src/store/registry-db'
import { rebuildIndex } from '../src/store/search-index'
import { closeDatabase } from '../src/store/sqlite'
import { openTenantDatabase, tenantDir } from '../src/store/tenant-db'
import { startServer } from '../src/server'
import { newUuid } from '../src/lib/uuid'

const { values: args } = parseArgs({
  options: {
    articles: { type: 'string', default: '100000' },
    queries: { type: 'string', default: '400' },
    repeat: { type: 'string', default: '1' },
    data: { type: 'string', default: join(tmpdir(), 'cms-bench-search') },
    fresh: { type: 'boolean', default: false },
  },
})
const ARTICLES = Number(args.articles)
const QUERIES = Number(args.queries)
const TENANT = 'bench'
const LOCALES = ['fr', 'en'] as const

// ---------------------------------------------------------------- deterministic text

function prng(seed: number) {
  let s = seed | 0
  return () => {
    s = (s + 0x6d2b79f5) | 0
    let t = Math.imul(s ^ (s >>> 15), 1 | s)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const FUNCTION_WORDS = {
  fr: 'le la les de des du un une et en à au aux dans pour par sur avec qui que est sont a ont il elle ils nous vous ce cette ces son sa ses leur plus pas ne se mais ou où comme tout très aussi été fait être avoir entre sans sous après avant depuis encore même donc alors bien peu deux trois'.split(' '),
  en: 'the of and to in a is that for it as was with be by on not he this are or his from at which but have an they you were her she there been one all we their has would when if so no will can more about up out what said its into them than only other new some could time these two may first then do any like now over such our even most made after also did many before'.split(' '),
}
// syllables from onsets × vowels, so words spread over prefixes about as real words do
const SOUNDS = {
  fr: {
    onsets: ['b', 'c', 'ch', 'd', 'f', 'g', 'j', 'l', 'm', 'n', 'p', 'qu', 'r', 's', 't', 'v', 'br', 'cr', 'dr', 'fr', 'gr', 'pl', 'pr', 'tr', 'cl', 'gl', 'vr', 'z'],
    vowels: ['a', 'e', 'é', 'è', 'i', 'o', 'u', 'ou', 'ai', 'au', 'on', 'an', 'in', 'eu', 'oi', 'ê', 'â', 'ô'],
    codas: ['', '', '', 'n', 'r', 's', 'l', 't', 'x', 'rd', 'nt', 'ç'],
  },
  en: {
    onsets: ['b', 'c', 'd', 'f', 'g', 'h', 'j', 'k', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'w', 'y', 'br', 'cr', 'dr', 'fl', 'gr', 'pl', 'sh', 'st', 'th', 'tr', 'wh', 'sp'],
    vowels: ['a', 'e', 'i', 'o', 'u', 'ea', 'oo', 'ai', 'ou', 'ee', 'y', 'ow', 'oa'],
    codas: ['', '', 'n', 'r', 's', 'l', 't', 'ck', 'ng', 'st', 'nd', 'sh', 'ght'],
  },
}

/** Content vocabulary: distinct pseudo-words, used with Zipf frequencies like real text. */
function vocabulary(locale: 'fr' | 'en', size: number): string[] {
  const rnd = prng(locale === 'fr' ? 7 : 11)
  const { onsets, vowels, codas } = SOUNDS[locale]
  const any = (list: string[]) => list[Math.floor(rnd() * list.length)]!
  const seen = new Set<string>(FUNCTION_WORDS[locale])
  const out: string[] = []
  while (out.length < size) {
    const n = 2 + Math.floor(rnd() * 3)
    let w = ''
    for (let i = 0; i < n; i++) w += any(onsets) + any(vowels)
    w += any(codas)
    if (!seen.has(w)) {
      seen.add(w)
      out.push(w)
    }
  }
  return out
}

function zipf(size: number, rnd: () => number): () => number {
  const cum = new Float64Array(size)
  let total = 0
  for (let i = 0; i < size; i++) cum[i] = total += 1 / (i + 1)
  return () => {
    const r = rnd() * total
    let lo = 0
    let hi = size - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (cum[mid]! < r) lo = mid + 1
      else hi = mid
    }
    return lo
  }
}

const VOCAB_SIZE = 20_000
const VOCAB = { fr: vocabulary('fr', VOCAB_SIZE), en: vocabulary('en', VOCAB_SIZE) }

function textMaker(seed: number) {
  const rnd = prng(seed)
  const content = zipf(VOCAB_SIZE, rnd)
  const fn = zipf(FUNCTION_WORDS.fr.length, rnd)
  return (locale: 'fr' | 'en', words: number, functionShare: number) => {
    const out: string[] = []
    for (let i = 0; i < words; i++) out.push(rnd() < functionShare ? FUNCTION_WORDS[locale][fn()]! : VOCAB[locale][content()]!)
    return out.join(' ')
  }
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

// ---------------------------------------------------------------- seeding

function seed(dataDir: string): void {
  const config = loadConfig({ data: dataDir }, {})
  const registry = new Registry(config.dataDir)
  try {
    if (!registry.bySlug(TENANT)) createTenant(registry, { slug: TENANT, name: 'Bench' })
  } finally {
    registry.close()
  }
  const db = openTenantDatabase(tenantDir(dataDir, TENANT))
  try {
    const { n } = db.query('SELECT COUNT(*) AS n FROM articles').get() as { n: number }
    if (n >= ARTICLES) return console.log(`seed: ${n} articles already there (${dataDir})`)
    const def = resourceByPath('articles')
    const make = textMaker(42)
    const started = performance.now()
    const now = Date.now()
    db.transaction(() => {
      let insert: ReturnType<typeof db.query> | null = null
      for (let i = n; i < ARTICLES; i++) {
        const values: Values = {
          slug: `article-${i}`,
          title: Object.fromEntries(LOCALES.map((l) => [l, cap(make(l, 6 + (i % 5), 0.15))])),
          excerpt: Object.fromEntries(LOCALES.map((l) => [l, cap(make(l, 30, 0.4)) + '.'])),
          body_html: Object.fromEntries(LOCALES.map((l) => [l, [0, 1, 2, 3, 4].map((p) => `<p>${cap(make(l, 60, 0.45))}${p === 1 ? ` <strong>${make(l, 3, 0)}</strong>` : ''}.</p>`).join('\n')])),
          // one in ten is a draft, so the visibility filter has work to do
          status: i % 10 === 9 ? 'draft' : 'published',
          published_at: i % 10 === 9 ? null : now - (ARTICLES - i) * 60_000,
          type: 'article',
        }
        const cols: Record<string, unknown> = { uuid: newUuid(), site_id: 1, version: 1, created_at: now, updated_at: now }
        for (const field of def.writable) if (field.name in values) Object.assign(cols, field.toColumns(values[field.name]))
        insert ??= db.query(`INSERT INTO articles (${Object.keys(cols).join(', ')}) VALUES (${Object.keys(cols).map(() => '?').join(', ')})`)
        insert.run(...(Object.values(cols) as (string | number | null)[]))
        if ((i + 1) % 20_000 === 0) console.log(`seed: ${i + 1} articles (${((performance.now() - started) / 1000).toFixed(0)} s)`)
      }
    }).immediate()
    console.log(`seed: ${ARTICLES - n} articles in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    const t0 = performance.now()
    const counts = rebuildIndex(db, RESOURCES, LOCALES)
    console.log(`index: rebuilt (${JSON.stringify(counts)}) in ${((performance.now() - t0) / 1000).toFixed(1)} s`)
  } finally {
    closeDatabase(db)
  }
}

// ---------------------------------------------------------------- measuring

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

async function measure(base: string, label: string, queries: string[]): Promise<void> {
  const times: number[] = []
  let total = 0
  for (const q of queries) {
    const started = performance.now()
    const res = await fetch(`${base}/public/search?q=${encodeURIComponent(q)}&per_page=10`, { headers: { 'X-Tenant-Id': TENANT } })
    const body = (await res.json()) as { 'hydra:totalItems': number }
    times.push(performance.now() - started)
    if (res.status !== 200) throw new Error(`${q}: ${res.status}`)
    total += body['hydra:totalItems']
  }
  times.sort((a, b) => a - b)
  const f = (n: number) => n.toFixed(1).padStart(6)
  console.log(
    `${label.padEnd(34)} n=${String(queries.length).padStart(4)}  p50 ${f(pct(times, 50))} ms  p99 ${f(pct(times, 99))} ms  max ${f(times.at(-1)!)} ms  avg matches ${Math.round(total / queries.length)}`,
  )
}

/** The query sets, deterministic (also used by in-process comparisons of the query code). */
export function querySets(count = QUERIES, repeat = Number(args.repeat)) {
  const rnd = prng(2026)
  // what people search: content words of the 10,000 most frequent, uniformly
  const word = (l: 'fr' | 'en') => VOCAB[l][Math.floor(rnd() * 10_000)]!
  const lang = () => LOCALES[Math.floor(rnd() * 2)]!
  const one = Array.from({ length: count }, () => word(lang()))
  const two = Array.from({ length: count }, () => {
    const l = lang()
    return `${word(l)} ${word(l)}`
  })
  // typing: the last word cut to 3 to 6 letters (prefix match)
  const typing = Array.from({ length: count }, () => {
    const l = lang()
    const w = word(l)
    return `${word(l)} ${w.slice(0, 3 + Math.floor(rnd() * 4))}`
  })
  // the 20 most frequent content words, and function words that are in nearly every article
  const times = <T>(list: T[]) => Array.from({ length: repeat }, () => list).flat()
  const frequent = times([...VOCAB.fr.slice(0, 10), ...VOCAB.en.slice(0, 10)])
  const stop = times(['le', 'de', 'the', 'and'])
  return { one, two, typing, frequent, stop }
}

async function main() {
  if (args.fresh) rmSync(args.data, { recursive: true, force: true })
  const fresh = !existsSync(join(args.data, 'tenants', TENANT))
  seed(args.data)
  const config = loadConfig({ data: args.data, port: 0, host: '127.0.0.1' }, { CMS_RATE_ANON: '1000000/1m', CMS_JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123' })
  const server = startServer(config, { signals: false })
  const base = `http://127.0.0.1:${server.port}`
  try {
    const { one, two, typing, frequent, stop } = querySets()
    await measure(base, 'warm-up', one.slice(0, 50))
    console.log(`\n${ARTICLES} articles (fr + en), one client, per_page=10${fresh ? ', first run after seeding' : ''}`)
    await measure(base, 'one word', one)
    await measure(base, 'two words', two)
    await measure(base, 'two words, last one typed halfway', typing)
    await measure(base, 'worst: 20 most frequent words', frequent)
    await measure(base, 'worst: function words (stop words)', stop)
  } finally {
    await server.shutdown()
  }
}

if (import.meta.main) await main()
