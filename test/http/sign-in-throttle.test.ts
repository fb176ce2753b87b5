/**
 * Sign-in throttling per account (CONTRACT §14): 5 failures within 15 minutes lock the email for
 * 15 minutes, across every process serving the tenant; unknown emails behave the same; the audit
 * log records the failures and the lock; an administrator unlocks.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beginSignIn, noteFailedSignIn, noteSignedIn, SIGN_IN_THROTTLE } from '../../src/domain/sign-in-throttle'
import { throttleState } from '../../src/store/sign-in-throttle'
import { createService } from '../../src/http/app'
import { ProblemError } from '../../src/lib/problem'
import { closeDatabase } from '../../src/store/sqlite'
import { openTenantDatabase } from '../../src/store/tenant-db'
import { expectProblem, ISO_RE, PASSWORD, startTestService, walkCollection } from '../helpers/service'

const t = startTestService()
const tenant = 'acme'
const tokens = {} as Record<'admin' | 'editor', string>
afterAll(() => t.close())
beforeAll(async () => {
  t.createTenant(tenant)
  for (const role of ['admin', 'editor'] as const) tokens[role] = await t.login(tenant, await t.createUser(tenant, role))
})

const admin = () => ({ tenant, token: tokens.admin })
const signIn = (email: string, password: string, api = t.api) => api('POST', '/auth/token', { tenant, body: { email, password } })

async function userByEmail(email: string) {
  const list = await t.api('GET', `/admin/users?email=${encodeURIComponent(email)}`, admin())
  return list.body['hydra:member'][0]
}

const LOCKED = 'Too many failed sign-ins for this account. Please retry later.'
const BUSY = 'Too many sign-in attempts for this account at once. Please retry in a moment.'

function expectLocked(res: Awaited<ReturnType<typeof signIn>>) {
  expectProblem(res, 429, LOCKED)
  const retry = Number(res.headers.get('retry-after'))
  expect(retry).toBeGreaterThan(0)
  expect(retry).toBeLessThanOrEqual(SIGN_IN_THROTTLE.lockMs / 1000)
  expect(res.body.retry_after).toBe(retry)
  // the spec's 429 body: the account's limit, none left, and when the lock ends (epoch seconds)
  expect(res.body.rate_limit).toEqual({ limit: SIGN_IN_THROTTLE.failures, remaining: 0, reset: expect.any(Number) })
  expect(Math.abs(res.body.rate_limit.reset - (Math.floor(Date.now() / 1000) + retry))).toBeLessThanOrEqual(2)
  // and the headers say the same, not the request's own bucket
  const { limit, remaining, reset } = res.body.rate_limit
  expect(['limit', 'remaining', 'reset'].map((h) => res.headers.get(`x-ratelimit-${h}`))).toEqual([limit, remaining, reset].map(String))
}

describe('POST /auth/token after failed sign-ins', () => {
  test('should lock the account after 5 failures, even for the right password, and record the audit events', async () => {
    const email = await t.createUser(tenant, 'author', 'target@acme.test')
    for (let i = 0; i < 5; i++) expectProblem(await signIn(email, 'wrong-password'), 401, 'Invalid credentials.')
    expectLocked(await signIn(email, PASSWORD))
    expectLocked(await signIn(email.toUpperCase(), 'wrong-password'))

    const user = await userByEmail(email)
    expect(user.locked_until).toMatch(ISO_RE)
    expect(Date.parse(user.locked_until)).toBeGreaterThan(Date.now())

    const iri = `/admin/users/${user.id}`
    const events = await walkCollection(t, `/admin/audit-log?resource=${encodeURIComponent(iri)}`, admin())
    const names = events.map((e) => e.event)
    expect(names.filter((n) => n === 'user.login_failed')).toHaveLength(5)
    expect(names.filter((n) => n === 'user.locked')).toHaveLength(1)
    const locked = events.find((e) => e.event === 'user.locked')
    expect(locked).toMatchObject({ resource: 'users', entity: iri, actor: null })
    // attempts refused while locked are not counted again
    expect(names).toHaveLength(6 + 1) // + user.created
  })

  test('should give attempts sent side by side five guesses, not one each', async () => {
    const email = await t.createUser(tenant, 'author', 'parallel@acme.test')
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(email, `guess-${i}`)))
    const statuses = answers.map((r) => r.status).sort()
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(25).fill(429)])
    // refused while five were checked (the lock not set yet), or after the lock
    for (const res of answers.filter((r) => r.status === 429)) {
      if (res.body.detail === BUSY) expect(res.headers.get('retry-after')).toBe('1')
      else expectLocked(res)
    }
    expectLocked(await signIn(email, PASSWORD))
    const user = await userByEmail(email)
    const events = await walkCollection(t, `/admin/audit-log?resource=${encodeURIComponent(`/admin/users/${user.id}`)}`, admin())
    expect(events.map((e: any) => e.event).sort()).toEqual([...Array(5).fill('user.login_failed'), 'user.created', 'user.locked'].sort())
  })

  test('should tell attempts refused while five are checked to retry in a second, not that they failed', async () => {
    const email = await t.createUser(tenant, 'author', 'rush@acme.test')
    const answers = await Promise.all(Array.from({ length: 8 }, () => signIn(email, PASSWORD)))
    const refused = answers.filter((r) => r.status === 429)
    expect(answers.filter((r) => r.status === 200)).toHaveLength(5)
    expect(refused).toHaveLength(3)
    for (const res of refused) {
      expectProblem(res, 429, BUSY)
      expect(res.headers.get('retry-after')).toBe('1')
    }
    // nothing failed, nothing is locked
    expect((await signIn(email, PASSWORD)).status).toBe(200)
  })

  test('should answer an unknown email exactly like a known one, and audit nothing for it', async () => {
    const before = (await t.api('GET', '/admin/audit-log', admin())).body['hydra:totalItems']
    for (let i = 0; i < 5; i++) expectProblem(await signIn('nobody@acme.test', 'wrong-password'), 401, 'Invalid credentials.')
    const res = await signIn('nobody@acme.test', PASSWORD)
    expectLocked(res)
    expect(Object.keys(res.body).sort()).toEqual(['detail', 'rate_limit', 'retry_after', 'status', 'title', 'type'])
    expect((await t.api('GET', '/admin/audit-log', admin())).body['hydra:totalItems']).toBe(before)
  })

  test('should forget failures after a successful sign-in', async () => {
    const email = await t.createUser(tenant, 'viewer', 'forgetful@acme.test')
    for (let i = 0; i < 4; i++) expect((await signIn(email, 'wrong-password')).status).toBe(401)
    expect((await signIn(email, PASSWORD)).status).toBe(200)
    for (let i = 0; i < 4; i++) expect((await signIn(email, 'wrong-password')).status).toBe(401)
    expect((await signIn(email, PASSWORD)).status).toBe(200)
    expect((await userByEmail(email)).locked_until).toBeNull()
  })

  test('should count the failures of every process serving the tenant', async () => {
    const email = await t.createUser(tenant, 'editor', 'shared@acme.test')
    // a second service on the same data folder: another process of `serve --workers N`
    const other = createService(t.config)
    const otherApi: typeof t.api = async (method, path, opts = {}) => {
      const res = await other.fetch(new Request(`http://cms.test${path}`, { method, headers: { 'X-Tenant-Id': opts.tenant!, 'Content-Type': 'application/json' }, body: JSON.stringify(opts.body) }))
      const text = await res.text()
      return { status: res.status, headers: res.headers, body: JSON.parse(text), text }
    }
    try {
      for (let i = 0; i < 3; i++) expect((await signIn(email, 'wrong-password')).status).toBe(401)
      for (let i = 0; i < 2; i++) expect((await signIn(email, 'wrong-password', otherApi)).status).toBe(401)
      expectLocked(await signIn(email, PASSWORD))
      expectLocked(await signIn(email, PASSWORD, otherApi))
    } finally {
      other.close()
    }
  })
})

describe('POST /admin/users/{uuid}/unlock', () => {
  test('should lift the lock for administrators only, with a user.unlocked event', async () => {
    const email = await t.createUser(tenant, 'author', 'unlock-me@acme.test')
    for (let i = 0; i < 5; i++) await signIn(email, 'wrong-password')
    expectLocked(await signIn(email, PASSWORD))
    const user = await userByEmail(email)

    expectProblem(await t.api('POST', `/admin/users/${user.id}/unlock`, { tenant, token: tokens.editor }), 403)
    expectProblem(await t.api('POST', `/admin/users/00000000-0000-4000-8000-000000000000/unlock`, admin()), 404)

    const res = await t.api('POST', `/admin/users/${user.id}/unlock`, admin())
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ '@id': `/admin/users/${user.id}`, locked_until: null, version: user.version + 1 })
    expect(res.body.password).toBeUndefined()
    expect((await signIn(email, PASSWORD)).status).toBe(200)

    const events = await walkCollection(t, `/admin/audit-log?event=user.unlocked`, admin())
    expect(events.map((e) => e.entity)).toEqual([`/admin/users/${user.id}`])
    expect(events[0].actor).toMatchObject({ type: 'user', label: 'admin@acme.test' })
  })

  test('should be in /openapi.json, and its events subscribable by webhooks', async () => {
    const doc = (await t.api('GET', '/openapi.json')).body
    expect(doc.paths['/admin/users/{id}/unlock']?.post?.responses?.['200']).toBeDefined()
    expect(doc.paths['/auth/token'].post.responses['429']).toBeDefined()
    const hook = await t.api('POST', '/admin/webhooks', { ...admin(), body: { url: 'https://hooks.example.com/in', events: ['user.login_failed', 'user.locked', 'user.unlocked'] } })
    expect(hook.status).toBe(201)
  })
})

describe('the throttle window', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cms-throttle-'))
  const db = openTenantDatabase(dir)
  afterAll(() => {
    closeDatabase(db)
    rmSync(dir, { recursive: true, force: true })
  })
  const locked = (email: string, now: number) => {
    const until = throttleState(db, new Bun.CryptoHasher('sha256').update(email).digest('hex'))?.lockedUntil
    return until != null && until > now
  }
  const { windowMs, lockMs } = SIGN_IN_THROTTLE

  test('should count only failures within 15 minutes, and end a lock after 15 minutes', () => {
    const t0 = 1_800_000_000_000
    const fail = (at: number) => noteFailedSignIn(db, beginSignIn(db, 'a@x.test', at), null, '203.0.113.9', at)
    for (let i = 0; i < 4; i++) fail(t0 + i)
    fail(t0 + windowMs + 10) // the four before have left the window: one failure counts
    expect(locked('a@x.test', t0 + windowMs + 10)).toBe(false)
    for (let i = 11; i < 14; i++) fail(t0 + windowMs + i)
    expect(locked('a@x.test', t0 + windowMs + 14)).toBe(false) // four within the window
    const lockedAt = t0 + windowMs + 14
    fail(lockedAt) // the fifth
    expect(locked('a@x.test', lockedAt)).toBe(true)
    expect(() => beginSignIn(db, 'a@x.test', lockedAt + 1)).toThrow(ProblemError)
    expect(() => noteSignedIn(db, { email: 'a@x.test', ticket: lockedAt - 1 }, lockedAt + 1)).toThrow(ProblemError)
    expect(locked('a@x.test', lockedAt + lockMs - 1)).toBe(true)
    expect(locked('a@x.test', lockedAt + lockMs)).toBe(false)
    // after the lock, the count starts again from zero
    fail(lockedAt + lockMs + 1)
    expect(locked('a@x.test', lockedAt + lockMs + 2)).toBe(false)
    expect(locked('b@x.test', lockedAt)).toBe(false)
  })

  test('should admit at most five attempts at once, each counted before its password is checked', () => {
    const t0 = 1_900_000_000_000
    const under = Array.from({ length: 5 }, (_, i) => beginSignIn(db, 'c@x.test', t0 + i))
    // a sixth, sent while the five are checked, is refused before any password check
    expect(() => beginSignIn(db, 'c@x.test', t0 + 5)).toThrow(ProblemError)
    // one right password among them: the others, still under way, still count
    noteSignedIn(db, under[2]!, t0 + 6)
    expect(() => beginSignIn(db, 'c@x.test', t0 + 7)).not.toThrow()
    for (const attempt of [under[0]!, under[1]!, under[3]!]) noteFailedSignIn(db, attempt, null, '203.0.113.9', t0 + 8)
    expect(locked('c@x.test', t0 + 8)).toBe(false)
    noteFailedSignIn(db, under[4]!, null, '203.0.113.9', t0 + 9)
    expect(locked('c@x.test', t0 + 9)).toBe(false) // four failures
  })
})
