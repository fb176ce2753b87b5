/**
 * The full-text index catches up with writes in batches (store/search-index.ts): writes queue
 * their changed documents, a search catches up before it reads, and the server catches up on
 * its own shortly after writes. Whatever the order of writes and catch-ups, the index must
 * equal its content (FTS5 integrity-check) and searches must see every committed write.
 */
import { Database } from 'bun:sqlite'
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import { startTestService, type RoleName, type TestService } from '../helpers/service'

let t: TestService
let tok: Record<RoleName, string>
const o = (extra: Record<string, unknown> = {}) => ({ tenant: 'acme', token: tok.admin, ...extra })

beforeAll(async () => {
  // a catch-up far away, so what a write queued can be looked at before it runs
  t = startTestService({ CMS_SEARCH_CATCHUP_MS: '60000' })
  tok = await t.tenantWithUsers('acme')
})
afterAll(() => t.close())

function tenantDb(): Database {
  return new Database(join(t.config.dataDir, 'tenants', 'acme', 'cms.db'))
}
const pendingCount = () => {
  const db = tenantDb()
  try {
    return (db.query('SELECT COUNT(*) AS n FROM search_pending').get() as { n: number }).n
  } finally {
    db.close()
  }
}
const searchIds = async (q: string) =>
  (await t.api('GET', `/public/search?q=${encodeURIComponent(q)}&per_page=100`, { tenant: 'acme' })).body['hydra:member'].map((m: { id: string }) => m.id).sort()

const write = async (method: string, path: string, body?: unknown) => {
  const res = await t.api(method, path, o({ body }))
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`)
  return res.body
}

describe('search index catch-up', () => {
  test('should keep the index equal to its content through any mix of writes and catch-ups', async () => {
    // a seeded walk: creates, one-locale patches, status changes, restores and deletes, with
    // searches (catch-ups) in between at irregular points
    let seed = 7
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n)
    const live = new Map<string, string>() // id -> its current unique word
    const gone = new Set<string>()
    for (let step = 0; step < 120; step++) {
      const ids = [...live.keys()]
      const pick = ids[rand(ids.length || 1)]
      const op = ids.length < 3 ? 0 : rand(6)
      const word = `zq${step}x`
      if (op === 0) {
        const a = await write('POST', '/admin/articles', { title: { en: `Walk ${word}`, fr: `Marche ${word}` }, body_html: { en: `<p>${word} text</p>` }, status: 'published' })
        live.set(a.id, word)
      } else if (op === 1) {
        await write('PATCH', `/admin/articles/${pick}`, { excerpt: { en: word } })
        gone.add(live.get(pick!)!)
        live.set(pick!, word)
        await write('PATCH', `/admin/articles/${pick}`, { title: { en: `Walk ${word}`, fr: `Marche ${word}` }, body_html: { en: `<p>${word}</p>` } })
      } else if (op === 2) {
        await write('POST', `/admin/articles/${pick}/unpublish`)
        await write('POST', `/admin/articles/${pick}/publish`)
      } else if (op === 3) {
        await write('DELETE', `/admin/articles/${pick}`)
        gone.add(live.get(pick!)!)
        live.delete(pick!)
      } else if (op === 4) {
        await write('PATCH', `/admin/articles/${pick}`, { tags: [] })
      } else {
        const sample = [...live.entries()][rand(live.size)]!
        expect(await searchIds(sample[1])).toEqual([sample[0]])
      }
    }
    for (const [id, word] of live) expect(await searchIds(word)).toEqual([id])
    for (const word of gone) expect(await searchIds(word)).toEqual([])
    expect(pendingCount()).toBe(0)
    const db = tenantDb()
    try {
      // throws SQLITE_CORRUPT_VTAB when the index and search_docs disagree
      db.run("INSERT INTO search_fts (search_fts, rank) VALUES ('integrity-check', 1)")
    } finally {
      db.close()
    }
  })

  test('should queue nothing for a write that changes no indexed text, status or date', async () => {
    const a = await write('POST', '/admin/articles', { title: { en: 'Untouched text' }, status: 'published' })
    await t.api('GET', '/public/search?q=untouched', { tenant: 'acme' })
    expect(pendingCount()).toBe(0)
    const tag = await write('POST', '/admin/tags', { name: { en: 'Later' } })
    await write('PATCH', a['@id'], { tags: [tag['@id']], seo: { noindex: true } })
    expect(pendingCount()).toBe(0)
    await write('PATCH', a['@id'], { title: { fr: 'Texte' } })
    expect(pendingCount()).toBe(1)
  })

  test('should catch up on its own after a write, without a search', async () => {
    const soon = startTestService({ CMS_SEARCH_CATCHUP_MS: '500' })
    try {
      const admin = (await soon.tenantWithUsers('quick')).admin
      const res = await soon.api('POST', '/admin/articles', { tenant: 'quick', token: admin, body: { title: { en: 'Background catch-up' } } })
      expect(res.status).toBe(201)
      const db = new Database(join(soon.config.dataDir, 'tenants', 'quick', 'cms.db'))
      const pending = () => (db.query('SELECT COUNT(*) AS n FROM search_pending').get() as { n: number }).n
      try {
        expect(pending()).toBe(1)
        const deadline = Date.now() + 10_000
        while (pending() > 0 && Date.now() < deadline) await Bun.sleep(20)
        expect(pending()).toBe(0)
        db.run("INSERT INTO search_fts (search_fts, rank) VALUES ('integrity-check', 1)")
      } finally {
        db.close()
      }
    } finally {
      soon.close()
    }
  })
})
