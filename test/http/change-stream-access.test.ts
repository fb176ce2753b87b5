/**
 * An admin change stream lasts while its credentials would still open it: it ends when the token
 * expires, the user is disabled, the key is revoked or the roles change, and a client that
 * reconnects with new credentials and its last cursor misses nothing.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { SseReader } from '../helpers/sse'
import { expectProblem, startTestService } from '../helpers/service'

// tokens live 2 s here; the streams' checks run every 50 ms (a third of the keepalive)
const t = startTestService({ CMS_STREAM_KEEPALIVE: '150ms', CMS_TOKEN_TTL: '2s' })
// periodic checks every 20 s: what ends a stream here is the change itself
const quiet = startTestService({ CMS_STREAM_KEEPALIVE: '60s' })
const T = 'guarded'
let adminEmail: string

beforeAll(async () => {
  for (const s of [t, quiet]) s.createTenant(T)
  adminEmail = await t.createUser(T, 'admin')
  await quiet.createUser(T, 'admin', adminEmail)
})
afterAll(() => {
  t.close()
  quiet.close()
})

const admin = (s = t) => s.login(T, adminEmail)

async function openStream(token: string, headers: Record<string, string> = {}, s = t) {
  const res = await s.service.fetch(
    new Request('http://cms.test/admin/changes/stream', { headers: { 'X-Tenant-Id': T, Authorization: `Bearer ${token}`, ...headers } }),
  )
  expect(res.status).toBe(200)
  const sse = new SseReader(res.body!)
  expect((await sse.next())!.comments).toContain('connected')
  return sse
}

/** The comments and events until the server ends the stream (the test's timeout bounds the wait). */
async function untilEnd(sse: SseReader): Promise<{ comments: string[]; events: string[] }> {
  const comments: string[] = []
  const events: string[] = []
  for (let frame = await sse.next(); frame !== null; frame = await sse.next()) {
    comments.push(...frame.comments)
    if (frame.event) events.push(frame.event)
  }
  return { comments, events }
}

const ENDED = (why: string) => `${why}; reconnect with valid credentials and the last event id`

const createTag = async (name: string) => (await t.api('POST', '/admin/tags', { tenant: T, token: await admin(), body: { name: { fr: name } } })).body

test('should end a stream when its token expires, and resume with a new token from the last cursor', async () => {
  const token = await admin()
  const sse = await openStream(token)
  const before = await createTag('Avant')
  const seen = (await sse.nextEvent())!
  expect(JSON.parse(seen.data!).item).toBe(before['@id'])
  // the token expires within 2 s: the stream ends on its own, and says why
  expect(await untilEnd(sse)).toEqual({ comments: expect.arrayContaining([ENDED('credentials expired')]), events: [] })
  const after = await createTag('Après')
  expectProblem(
    await t.api('GET', '/admin/changes/stream', { tenant: T, token }),
    401,
    'Expired JWT Token',
  )
  // a new token and the last id received: the change made meanwhile, and nothing twice
  const resumed = await openStream(await admin(), { 'Last-Event-ID': seen.id! })
  const next = (await resumed.nextEvent())!
  expect(JSON.parse(next.data!).item).toBe(after['@id'])
  await resumed.cancel()
})

test('should end the stream of a user who is disabled', async () => {
  const email = await t.createUser(T, 'admin', 'second.admin@guarded.test')
  const sse = await openStream(await t.login(T, email))
  const users = await t.api('GET', `/admin/users?email=${encodeURIComponent(email)}`, { tenant: T, token: await admin() })
  const user = users.body['hydra:member'].find((u: { email: string }) => u.email === email)
  expect((await t.api('PATCH', user['@id'], { tenant: T, token: await admin(), body: { status: 'disabled' } })).status).toBe(200)
  // the change that disabled it may still reach it (made while it could read), nothing after
  const ended = await untilEnd(sse)
  expect(ended.comments).toContain(ENDED('access revoked'))
  expect(ended.events.filter((e) => e !== 'user.updated')).toEqual([])
})

test('should end the stream of a user whose roles changed', async () => {
  const email = await t.createUser(T, 'editor', 'editor.two@guarded.test')
  const sse = await openStream(await t.login(T, email))
  const users = await t.api('GET', `/admin/users?email=${encodeURIComponent(email)}`, { tenant: T, token: await admin() })
  const user = users.body['hydra:member'].find((u: { email: string }) => u.email === email)
  const patched = await t.api('PATCH', user['@id'], { tenant: T, token: await admin(), body: { roles: ['ROLE_CMS_VIEWER'] } })
  expect(patched.status).toBe(200)
  expect(await untilEnd(sse)).toEqual({ comments: expect.arrayContaining([ENDED('access revoked')]), events: [] })
})

test('should end the stream of an API key that is revoked, and keep it open until then', async () => {
  const created = await t.api('POST', '/admin/api-keys', { tenant: T, token: await admin(), body: { name: 'feed', roles: ['ROLE_CMS_VIEWER'] } })
  expect(created.status).toBe(201)
  const sse = await openStream(created.body.key)
  // past a token's lifetime, the key's stream still delivers (a key has no token expiry)
  await Bun.sleep(2100)
  const tag = await createTag('Clé')
  expect(JSON.parse((await sse.nextEvent())!.data!).item).toBe(tag['@id'])
  expect((await t.api('DELETE', created.body['@id'], { tenant: T, token: await admin() })).status).toBe(204)
  expect(await untilEnd(sse)).toEqual({ comments: expect.arrayContaining([ENDED('access revoked')]), events: [] })
})

describe('without waiting for the periodic check', () => {
  const userOf = async (email: string) => {
    const users = await quiet.api('GET', `/admin/users?email=${encodeURIComponent(email)}`, { tenant: T, token: await admin(quiet) })
    return users.body['hydra:member'].find((u: { email: string }) => u.email === email)['@id'] as string
  }

  test('should end the stream of a user at the change that disables it, before any later change reaches it', async () => {
    const email = await quiet.createUser(T, 'editor', 'editor.quiet@guarded.test')
    const sse = await openStream(await quiet.login(T, email), {}, quiet)
    expect((await quiet.api('PATCH', await userOf(email), { tenant: T, token: await admin(quiet), body: { status: 'disabled' } })).status).toBe(200)
    expect((await quiet.api('POST', '/admin/tags', { tenant: T, token: await admin(quiet), body: { name: { fr: 'Après' } } })).status).toBe(201)
    expect(await untilEnd(sse)).toEqual({ comments: expect.arrayContaining([ENDED('access revoked')]), events: [] })
  })

  test('should end the stream of a revoked key at once, and leave the other streams open', async () => {
    const created = await quiet.api('POST', '/admin/api-keys', { tenant: T, token: await admin(quiet), body: { name: 'feed', roles: ['ROLE_CMS_VIEWER'] } })
    const keyed = await openStream(created.body.key, {}, quiet)
    const other = await openStream(await admin(quiet), {}, quiet)
    expect((await quiet.api('DELETE', created.body['@id'], { tenant: T, token: await admin(quiet) })).status).toBe(204)
    expect((await quiet.api('POST', '/admin/tags', { tenant: T, token: await admin(quiet), body: { name: { fr: 'Sans clé' } } })).status).toBe(201)
    expect(await untilEnd(keyed)).toEqual({ comments: expect.arrayContaining([ENDED('access revoked')]), events: [] })
    // the admin's stream goes on, with the key's deletion and the tag in it
    expect((await other.nextEvent())!.event).toBe('api_key.deleted')
    expect((await other.nextEvent())!.event).toBe('tag.created')
    await other.cancel()
  })
})
