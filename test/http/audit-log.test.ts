/** CONTRACT §9 audit log: every write once, newest first, naming the acting user or API key. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import {
  expectProblem,
  startTestService,
  walkCollection,
  ISO_RE,
  type RoleName,
  type TestService,
} from '../helpers/service'

let t: TestService
let tok: Record<RoleName, string>
let adminId: string
let key: { id: string; key: string; '@id': string }
const o = (extra: Record<string, unknown> = {}) => ({ tenant: 'acme', token: tok.admin, ...extra })

beforeAll(async () => {
  t = startTestService()
  tok = await t.tenantWithUsers('acme')
  adminId = (await t.api('GET', '/admin/me', o())).body.id
  key = (
    await t.api(
      'POST',
      '/admin/api-keys',
      o({ body: { name: 'deploy-bot', roles: ['ROLE_CMS_EDITOR'] } }),
    )
  ).body
})
afterAll(() => t.close())

const entriesFor = async (iri: string) =>
  walkCollection(t, `/admin/audit-log?resource=${encodeURIComponent(iri)}`, o())

describe('audit log', () => {
  test('should record each write of a user and of an API key once, with its actor', async () => {
    const byUser = (
      await t.api('POST', '/admin/articles', o({ body: { title: { fr: 'Par un humain' } } }))
    ).body
    await t.api('PATCH', byUser['@id'], {
      tenant: 'acme',
      token: key.key,
      body: { excerpt: { fr: 'par la clé' } },
    })
    await t.api('POST', `${byUser['@id']}/publish`, { tenant: 'acme', token: tok.editor })
    const byKey = (
      await t.api('POST', '/admin/tags', {
        tenant: 'acme',
        token: key.key,
        body: { name: { fr: 'Machine' } },
      })
    ).body
    await t.api('DELETE', byKey['@id'], { tenant: 'acme', token: key.key })

    const article = await entriesFor(byUser['@id'])
    expect(article.map((e) => [e.event, e.actor.type, e.actor.label])).toEqual([
      ['article.published', 'user', 'editor@acme.test'],
      ['article.updated', 'api_key', 'deploy-bot'],
      ['article.created', 'user', 'admin@acme.test'],
    ])
    expect(article[2]).toMatchObject({
      '@type': 'AuditLogEntry',
      resource: 'articles',
      entity: byUser['@id'],
      entity_id: byUser.id,
      actor: {
        '@id': `/admin/users/${adminId}`,
        type: 'user',
        id: adminId,
        label: 'admin@acme.test',
      },
    })
    expect(article[2].occurred_at).toMatch(ISO_RE)
    expect(article[1].actor).toEqual({
      '@id': key['@id'],
      type: 'api_key',
      id: key.id,
      label: 'deploy-bot',
    })
    expect(article[2].data).toBeUndefined()

    const tag = await entriesFor(byKey['@id'])
    expect(tag.map((e) => [e.event, e.actor.id])).toEqual([
      ['tag.deleted', key.id],
      ['tag.created', key.id],
    ])
    // the item shows what was written
    const one = await t.api('GET', tag[1]['@id'], o())
    expect(one.status).toBe(200)
    expect(one.body.data).toMatchObject({ '@type': 'Tag', name: { fr: 'Machine' } })
  })

  test('should record no event for a refused or failed write', async () => {
    const before = (await t.api('GET', '/admin/audit-log', o())).body['hydra:totalItems']
    await t.api('POST', '/admin/articles', o({ body: { title: {} } }))
    await t.api('POST', '/admin/articles', {
      tenant: 'acme',
      token: tok.viewer,
      body: { title: { fr: 'Non' } },
    })
    await t.api('DELETE', `/admin/articles/${crypto.randomUUID()}`, o())
    expect((await t.api('GET', '/admin/audit-log', o())).body['hydra:totalItems']).toBe(before)
  })

  test('should filter by event, actor and resource, newest first', async () => {
    await t.api('POST', '/admin/categories', {
      tenant: 'acme',
      token: key.key,
      body: { name: { fr: 'Filtre' } },
    })
    const byKey = await walkCollection(t, `/admin/audit-log?actor=${key.id}`, o())
    expect(byKey.length).toBeGreaterThanOrEqual(4)
    expect(byKey.every((e) => e.actor.id === key.id)).toBe(true)
    expect(byKey[0].event).toBe('category.created')
    const byEmail = await walkCollection(t, '/admin/audit-log?actor=editor@acme.test', o())
    expect(byEmail.map((e) => e.event)).toEqual(['article.published'])
    const created = await walkCollection(
      t,
      '/admin/audit-log?event=tag.created&event[]=category.created',
      o(),
    )
    expect(new Set(created.map((e) => e.event))).toEqual(
      new Set(['tag.created', 'category.created']),
    )
    const articles = await walkCollection(
      t,
      '/admin/audit-log?resource=articles&actor=admin@acme.test',
      o(),
    )
    expect(
      articles.every((e) => e.resource === 'articles' && e.actor.label === 'admin@acme.test'),
    ).toBe(true)
    const all = await walkCollection(t, '/admin/audit-log?per_page=2', o())
    const times = all.map((e) => e.occurred_at)
    expect([...times].sort().reverse()).toEqual(times)
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length)
    const page = await t.api('GET', '/admin/audit-log?per_page=2&event=tag.created', o())
    expect(page.body['hydra:view']['hydra:first']).toBe(
      '/admin/audit-log?per_page=2&event=tag.created&page=1',
    )
  })

  test('should name operator commands and tenant-wide writes', async () => {
    const email = await t.createUser('acme', 'viewer', 'from.cli@acme.test')
    const [entry] = await walkCollection(t, `/admin/audit-log?event=user.created&actor=cli`, o())
    expect(entry.actor).toEqual({ type: 'system', id: 'cli', label: 'operator (cli)' })
    expect(entry.site).toBeNull()
    const created = await t.api('GET', entry['@id'], o())
    expect(created.body.data.email).toBe(email)
    expect(created.text).not.toContain('$argon2')
  })

  test('should be for administrators only', async () => {
    for (const role of ['editor', 'author', 'viewer'] as const)
      expectProblem(await t.api('GET', '/admin/audit-log', o({ token: tok[role] })), 403)
    expectProblem(await t.api('GET', '/admin/audit-log', { tenant: 'acme', token: key.key }), 403)
    expectProblem(await t.api('GET', `/admin/audit-log/${crypto.randomUUID()}`, o()), 404)
    expectProblem(await t.api('GET', '/admin/audit-log', { tenant: 'acme' }), 401)
  })
})
