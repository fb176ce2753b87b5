/** CONTRACT §13: the change feed as Hydra collections (roles, narrowing, public view, cursors, 410). */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createService, type Service } from '../../src/http/app'
import { pruneEvents } from '../../src/store/change-feed'
import { expectProblem, startTestService, type RoleName, type TestService } from '../helpers/service'

let t: TestService
let tok: Record<RoleName, string>
const T = 'feed'
const as = (role: RoleName, extra: Record<string, unknown> = {}) => ({ tenant: T, token: tok[role], ...extra })

/** Every change after `after`, following hydra:next. */
async function readAll(path: string, opts: Record<string, unknown>): Promise<any[]> {
  const out: any[] = []
  let next: string | undefined = path
  while (next) {
    const res = await t.api('GET', next, opts)
    expect(res.status).toBe(200)
    out.push(...res.body['hydra:member'])
    next = res.body['hydra:view']['hydra:next']
  }
  return out
}

const latestCursor = async () => {
  const all = await readAll('/admin/changes', as('admin'))
  return all.at(-1)!.cursor as string
}

beforeAll(async () => {
  t = startTestService({ CMS_WEBHOOK_ALLOW_PRIVATE: '1' })
  tok = await t.tenantWithUsers(T)
}, 60_000)
afterAll(() => t.close())

describe('admin change feed', () => {
  test('should list every change oldest first, as Change members with cursors and cache tags', async () => {
    const start = await latestCursor()
    const a = (await t.api('POST', '/admin/articles', as('editor', { body: { title: { fr: 'Premier' } } }))).body
    await t.api('PATCH', a['@id'], as('editor', { body: { excerpt: { fr: 'Court' } } }))
    const res = await t.api('GET', `/admin/changes?after=${start}`, as('viewer'))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toStartWith('application/ld+json')
    expect(res.body['@type']).toBe('hydra:Collection')
    expect(res.body['@context']).toBe('/contexts/Change')
    const [created, updated] = res.body['hydra:member']
    expect(res.body['hydra:member']).toHaveLength(2)
    expect(created).toEqual({
      '@id': `/admin/changes/${created.id}`,
      '@type': 'Change',
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      cursor: expect.stringMatching(/^\d+$/),
      resource: 'articles',
      event: 'article.created',
      item: a['@id'],
      actor: { '@id': expect.stringMatching(/^\/admin\/users\//), type: 'user', id: expect.any(String) },
      version: 1,
      occurred_at: expect.stringMatching(/\+00:00$/),
      cache_tags: [`article:${a.id}`, 'articles'],
    })
    expect(updated.event).toBe('article.updated')
    expect(updated.version).toBe(2)
    expect(Number(updated.cursor)).toBeGreaterThan(Number(created.cursor))
    expect(res.body['hydra:view']['hydra:next']).toBeUndefined()
    // the audit log holds the same event under the same id
    const entry = await t.api('GET', `/admin/audit-log/${created.id}`, as('admin'))
    expect(entry.body.event).toBe('article.created')
  })

  test('should show user, API key, webhook and site events to administrators only', async () => {
    const start = await latestCursor()
    await t.api('POST', '/admin/users', as('admin', { body: { email: 'new@feed.test', password: 'long-enough-1', roles: ['ROLE_CMS_VIEWER'] } }))
    await t.api('POST', '/admin/sites', as('admin', { body: { slug: 'other', name: 'Other' } }))
    await t.api('POST', '/admin/tags', as('admin', { body: { name: { fr: 'Étiquette' } } }))
    const events = async (role: RoleName) => (await readAll(`/admin/changes?after=${start}`, as(role))).map((c) => c.event)
    expect(await events('admin')).toEqual(['user.created', 'site.created', 'tag.created'])
    for (const role of ['editor', 'author', 'viewer'] as const) expect(await events(role)).toEqual(['tag.created'])
    // administrators also see who acted by name
    const [user, , tag] = await readAll(`/admin/changes?after=${start}`, as('admin'))
    expect(user.actor.label).toBe('admin@feed.test')
    // a member's @id can be fetched by those whose feed shows it, as the feed shows it
    const one = await t.api('GET', user['@id'], as('admin'))
    expect(one.status).toBe(200)
    expect(one.body).toEqual({ '@context': '/contexts/Change', ...user })
    expectProblem(await t.api('GET', user['@id'], as('editor')), 404, 'Change not found.')
    expect((await t.api('GET', tag['@id'], as('viewer'))).body.event).toBe('tag.created')
    expectProblem(await t.api('GET', '/admin/changes/not-a-uuid', as('admin')), 404, 'Change not found.')
  })

  test('should narrow to the resources asked for', async () => {
    const start = await latestCursor()
    await t.api('POST', '/admin/articles', as('admin', { body: { title: { fr: 'A' } } }))
    await t.api('POST', '/admin/pages', as('admin', { body: { title: { fr: 'P' } } }))
    await t.api('POST', '/admin/categories', as('admin', { body: { name: { fr: 'C' } } }))
    const of = async (q: string) => (await readAll(`/admin/changes?after=${start}&${q}`, as('admin'))).map((c) => c.resource)
    expect(await of('resource=articles,pages')).toEqual(['articles', 'pages'])
    expect(await of('resource=categories')).toEqual(['categories'])
    expect(await of('resource[]=pages&resource[]=categories')).toEqual(['pages', 'categories'])
    expect(await of('resource=nothing')).toEqual([])
    // narrowing never widens what a role may see
    expect((await readAll(`/admin/changes?after=${start}&resource=users,articles`, as('viewer'))).map((c) => c.resource)).toEqual(['articles'])
  })

  test('should page with hydra:next after the last cursor, keeping the other parameters', async () => {
    const start = await latestCursor()
    for (const n of [1, 2, 3, 4, 5]) await t.api('POST', '/admin/tags', as('admin', { body: { name: { fr: `Tag ${n}` } } }))
    const first = await t.api('GET', `/admin/changes?resource=tags&per_page=2&after=${start}`, as('admin'))
    const members = first.body['hydra:member']
    expect(members).toHaveLength(2)
    expect(first.body['hydra:view']['hydra:next']).toBe(`/admin/changes?resource=tags&per_page=2&after=${members[1].cursor}`)
    const all = await readAll(`/admin/changes?resource=tags&per_page=2&after=${start}`, as('admin'))
    expect(all).toHaveLength(5)
    expect(new Set(all.map((c) => c.id)).size).toBe(5)
    const cursors = all.map((c) => Number(c.cursor))
    expect(cursors).toEqual([...cursors].sort((a, b) => a - b))
    // past the end: empty, and no next
    const end = await t.api('GET', `/admin/changes?after=${all.at(-1).cursor}&resource=tags`, as('admin'))
    expect(end.body['hydra:member']).toEqual([])
    expect(end.body['hydra:view']['hydra:next']).toBeUndefined()
  })

  test('should refuse a malformed cursor and anonymous readers', async () => {
    expectProblem(await t.api('GET', '/admin/changes?after=abc', as('admin')), 400, 'Invalid cursor "abc".')
    expectProblem(await t.api('GET', '/admin/changes?per_page=0', as('admin')), 400)
    expectProblem(await t.api('GET', '/admin/changes', { tenant: T }), 401, 'JWT Token not found')
  })

  test('should scope content changes to the site asked for, tenant-wide ones to every site', async () => {
    const sites = (await t.api('GET', '/admin/sites', as('admin'))).body as { uuid: string; slug: string }[]
    const other = sites.find((s) => s.slug === 'other')!.uuid
    const start = await latestCursor()
    await t.api('POST', '/admin/tags', as('admin', { site: other, body: { name: { fr: 'Ailleurs' } } }))
    await t.api('POST', '/admin/tags', as('admin', { body: { name: { fr: 'Ici' } } }))
    await t.api('POST', '/admin/users', as('admin', { body: { email: 'x@feed.test', password: 'long-enough-1', roles: ['ROLE_CMS_VIEWER'] } }))
    const here = (await readAll(`/admin/changes?after=${start}`, as('admin'))).map((c) => c.event)
    const there = (await readAll(`/admin/changes?after=${start}`, as('admin', { site: other }))).map((c) => c.event)
    expect(here).toEqual(['tag.created', 'user.created'])
    expect(there).toEqual(['tag.created', 'user.created'])
  })
})

describe('public change feed', () => {
  const pub = (path: string) => t.api('GET', path, { tenant: T })
  const since = async (start: string) => (await readAll(`/public/changes?after=${start}`, { tenant: T })).map((c) => `${c.event} ${c.slug}`)

  test('should show upsert and remove for what the public sees, never drafts', async () => {
    const start = await latestCursor()
    const a = (await t.api('POST', '/admin/articles', as('editor', { body: { title: { fr: 'Brouillon' }, slug: 'brouillon' } }))).body
    await t.api('PATCH', a['@id'], as('editor', { body: { excerpt: { fr: 'encore brouillon' } } }))
    expect(await since(start)).toEqual([])
    await t.api('POST', `${a['@id']}/publish`, as('editor'))
    await t.api('PATCH', a['@id'], as('editor', { body: { excerpt: { fr: 'publié' } } }))
    await t.api('POST', `${a['@id']}/unpublish`, as('editor'))
    await t.api('PATCH', a['@id'], as('editor', { body: { slug: 'secret-draft' } }))
    await t.api('POST', `${a['@id']}/publish`, as('editor'))
    await t.api('PATCH', a['@id'], as('editor', { body: { status: 'archived' } }))
    await t.api('POST', `${a['@id']}/publish`, as('editor'))
    await t.api('DELETE', a['@id'], as('editor'))
    expect(await since(start)).toEqual([
      'upsert brouillon',
      'upsert brouillon',
      'remove brouillon',
      'upsert secret-draft',
      'remove secret-draft',
      'upsert secret-draft',
      'remove secret-draft',
    ])
    const all = await readAll(`/public/changes?after=${start}`, { tenant: T })
    expect(all[0]).toEqual({
      '@id': `/public/changes/${all[0].id}`,
      '@type': 'PublicChange',
      id: expect.any(String),
      cursor: expect.stringMatching(/^\d+$/),
      resource: 'articles',
      event: 'upsert',
      item: `/public/articles/${a.id}`,
      slug: 'brouillon',
      version: 3,
      occurred_at: expect.any(String),
      cache_tags: [`article:${a.id}`, 'articles'],
    })
    const res = await pub(`/public/changes?after=${start}`)
    expect(res.body['@context']).toBe('/contexts/PublicChange')
    // its @id can be fetched; a change the public never saw cannot
    const one = await pub(all[0]['@id'])
    expect(one.status).toBe(200)
    expect(one.body).toEqual({ '@context': '/contexts/PublicChange', ...all[0] })
    const drafted = (await readAll(`/admin/changes?after=${start}`, as('admin')))[0]
    expectProblem(await pub(`/public/changes/${drafted.id}`), 404, 'Change not found.')
  })

  test('should show tags and categories, which are always public, and never users', async () => {
    const start = await latestCursor()
    const tag = (await t.api('POST', '/admin/tags', as('admin', { body: { name: { fr: 'Visible' }, slug: 'visible' } }))).body
    await t.api('POST', '/admin/users', as('admin', { body: { email: 'y@feed.test', password: 'long-enough-1', roles: ['ROLE_CMS_VIEWER'] } }))
    await t.api('DELETE', tag['@id'], as('admin'))
    expect(await since(start)).toEqual(['upsert visible', 'remove visible'])
  })

  test('should announce a scheduled item when its time comes', async () => {
    const start = await latestCursor()
    const at = new Date(Date.now() + 1200).toISOString().replace(/\.\d+Z$/, '+00:00')
    const s = (await t.api('POST', '/admin/articles', as('editor', { body: { title: { fr: 'Plus tard' }, slug: 'plus-tard', status: 'scheduled', published_at: at } }))).body
    expect(s.status).toBe('scheduled')
    expect(await since(start)).toEqual([])
    // the scheduler publishes due content before any request of the tenant reads
    let changes: string[] = []
    for (let i = 0; i < 60 && changes.length === 0; i++) {
      await Bun.sleep(100)
      changes = await since(start)
    }
    expect(changes).toEqual(['upsert plus-tard'])
  })

  test('should announce an item published with a date to come when that date comes: it is scheduled', async () => {
    const start = await latestCursor()
    const at = new Date(Date.now() + 1200).toISOString().replace(/\.\d+Z$/, '+00:00')
    const res = await t.api('POST', '/admin/articles', as('editor', { body: { title: { fr: 'Sous embargo' }, slug: 'sous-embargo', status: 'published', published_at: at } }))
    expect([res.status, res.body.status, res.body.published_at]).toEqual([201, 'scheduled', at])
    expect(await since(start)).toEqual([])
    let changes: string[] = []
    for (let i = 0; i < 60 && changes.length === 0; i++) {
      await Bun.sleep(100)
      changes = await since(start)
    }
    expect(changes).toEqual(['upsert sous-embargo'])
    // a visible item moved to a date to come leaves the public, and comes back with an upsert
    const from = await latestCursor()
    const later = new Date(Date.now() + 1200).toISOString().replace(/\.\d+Z$/, '+00:00')
    const moved = await t.api('PATCH', `/admin/articles/${res.body.id}`, as('editor', { body: { published_at: later }, headers: { 'Content-Type': 'application/merge-patch+json' } }))
    expect(moved.body.status).toBe('scheduled')
    changes = []
    for (let i = 0; i < 60 && changes.length < 2; i++) {
      await Bun.sleep(100)
      changes = await since(from)
    }
    expect(changes).toEqual(['remove sous-embargo', 'upsert sous-embargo'])
  })

  test('should need the tenant and accept no token', async () => {
    expectProblem(await t.api('GET', '/public/changes', {}), 400, 'X-Tenant-Id header is required.')
    expect((await pub('/public/changes')).status).toBe(200)
  })
})

describe('retention', () => {
  test('should answer 410 for a cursor older than the oldest kept change, and keep the newest', async () => {
    t.createTenant('gone')
    const o = { tenant: 'gone', token: await t.login('gone', await t.createUser('gone', 'admin')) }
    for (const n of [1, 2, 3]) await t.api('POST', '/admin/tags', { ...o, body: { name: { fr: `T${n}` } } })
    const before = (await t.api('GET', '/admin/changes', o)).body['hydra:member'] as any[]
    const removed = t.service.ctx.pool.with('gone', (h) => pruneEvents(h.db, Date.now() + 1000))
    expect(removed).toBe(before.length - 1)
    const kept = (await t.api('GET', '/admin/changes', o)).body['hydra:member'] as any[]
    expect(kept.map((c) => c.id)).toEqual([before.at(-1).id])
    const gone = 'This change is no longer available; read the collection again.'
    expectProblem(await t.api('GET', `/admin/changes?after=${before[0].cursor}`, o), 410, gone)
    expectProblem(await t.api('GET', `/public/changes?after=${before[0].cursor}`, { tenant: 'gone' }), 410, gone)
    expectProblem(await t.api('GET', '/admin/changes/stream', { ...o, headers: { 'Last-Event-ID': before[0].cursor } }), 410, gone)
    // a reader that had seen everything pruned misses nothing: no 410
    expect((await t.api('GET', `/admin/changes?after=${before.at(-2).cursor}`, o)).status).toBe(200)
    // nor a reader at the newest; one past it (its database restored from an older backup)
    // would skip every change up to its cursor without a word
    expect((await t.api('GET', `/admin/changes?after=${before.at(-1).cursor}`, o)).status).toBe(200)
    const beyond = String(Number(before.at(-1).cursor) + 50)
    expectProblem(await t.api('GET', `/admin/changes?after=${beyond}`, o), 410, gone)
    expectProblem(await t.api('GET', `/public/changes?after=${beyond}`, { tenant: 'gone' }), 410, gone)
    expectProblem(await t.api('GET', '/admin/changes/stream', { ...o, headers: { 'Last-Event-ID': beyond } }), 410, gone)
    // the audit log is bounded the same way
    expect((await t.api('GET', '/admin/audit-log', o)).body['hydra:totalItems']).toBe(1)
  })

  test('should prune old events in the background, as serve does', async () => {
    const bg = startTestService({ CMS_EVENTS_RETENTION_DAYS: '1', CMS_WORKER_INTERVAL_MS: '20' })
    let worker: Service | undefined
    try {
      bg.createTenant('old')
      const o = { tenant: 'old', token: await bg.login('old', await bg.createUser('old', 'admin')) }
      for (const n of [1, 2]) await bg.api('POST', '/admin/tags', { ...o, body: { name: { fr: `T${n}` } } })
      // two days pass for everything written so far
      bg.service.ctx.pool.with('old', (h) => h.db.run('UPDATE events SET occurred_at = occurred_at - 2 * 86400000'))
      await bg.api('POST', '/admin/tags', { ...o, body: { name: { fr: 'Récent' } } })
      expect((await bg.api('GET', '/admin/audit-log', o)).body['hydra:totalItems']).toBe(4)
      // the background work starts (with serve) and prunes each tenant in turn
      worker = createService(bg.config, { worker: true })
      let total = 4
      for (let i = 0; i < 100 && total !== 1; i++) {
        await Bun.sleep(20)
        total = (await bg.api('GET', '/admin/audit-log', o)).body['hydra:totalItems']
      }
      expect(total).toBe(1)
    } finally {
      worker?.close()
      bg.close()
    }
  })

  test('should keep events whose webhook deliveries are still pending', async () => {
    t.createTenant('owed')
    const o = { tenant: 'owed', token: await t.login('owed', await t.createUser('owed', 'admin')) }
    // no worker runs here: the deliveries stay pending
    expect((await t.api('POST', '/admin/webhooks', { ...o, body: { url: 'http://127.0.0.1:9/hook', events: ['category.created'] } })).status).toBe(201)
    await t.api('POST', '/admin/categories', { ...o, body: { name: { fr: 'Due' } } })
    for (const n of [1, 2]) await t.api('POST', '/admin/tags', { ...o, body: { name: { fr: `T${n}` } } })
    t.service.ctx.pool.with('owed', (h) => pruneEvents(h.db, Date.now() + 1000))
    const kept = (await t.api('GET', '/admin/changes', o)).body['hydra:member'] as any[]
    expect(kept.map((c) => c.event)).toEqual(['category.created', 'tag.created'])
  })
})
