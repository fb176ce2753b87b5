/** POST /admin/me/password: any user changes their own password; the other sessions end. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { expectProblem, PASSWORD, startTestService, type RoleName } from '../helpers/service'

const t = startTestService()
let tokens: Record<RoleName, string>
afterAll(() => t.close())
beforeAll(async () => {
  tokens = await t.tenantWithUsers('acme')
})

const change = (token: string, body: unknown) => t.api('POST', '/admin/me/password', { tenant: 'acme', token, body })
const signIn = (email: string, password: string) => t.api('POST', '/auth/token', { tenant: 'acme', body: { email, password } })

describe('POST /admin/me/password', () => {
  test('should let an author change their password, end their other sessions and answer a fresh pair', async () => {
    const email = 'author@acme.test'
    const other = (await signIn(email, PASSWORD)).body
    // tokens are dated to the second: the change comes in a later one than the other session's
    await Bun.sleep(1005 - (Date.now() % 1000))
    const res = await change(tokens.author, { current_password: PASSWORD, password: 'a new long secret' })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(Object.keys(res.body).sort()).toEqual(['expires_in', 'refresh_token', 'token', 'token_type'])
    // the fresh pair works; the other session's refresh token no longer does
    expect((await t.api('GET', '/admin/me', { tenant: 'acme', token: res.body.token })).body.email).toBe(email)
    expect((await t.api('POST', '/auth/refresh', { tenant: 'acme', body: { refresh_token: res.body.refresh_token } })).status).toBe(200)
    expectProblem(await t.api('POST', '/auth/refresh', { tenant: 'acme', body: { refresh_token: other.refresh_token } }), 401, 'Invalid refresh token.')
    // the other session's access token ends too: a client refreshes, and finds that ended as well
    expectProblem(await t.api('GET', '/admin/me', { tenant: 'acme', token: other.token }), 401, 'Expired JWT Token')
    expectProblem(await signIn(email, PASSWORD), 401, 'Invalid credentials.')
    expect((await signIn(email, 'a new long secret')).status).toBe(200)
    // recorded as the user's own update, without the password
    const log = await t.api('GET', '/admin/audit-log?event=user.updated', { tenant: 'acme', token: tokens.admin })
    const entry = log.body['hydra:member'][0]
    expect(entry.actor.label).toBe(email)
    expect(JSON.stringify(entry)).not.toContain('a new long secret')
  })

  test('should refuse a wrong current password with 422, counting it as a failed sign-in, and change nothing', async () => {
    const failures = async () => (await t.api('GET', '/admin/audit-log?event=user.login_failed', { tenant: 'acme', token: tokens.admin })).body['hydra:totalItems']
    const before = await failures()
    const res = await change(tokens.viewer, { current_password: 'not my password', password: 'another long secret' })
    expectProblem(res, 422, "current_password: This value should be the user's current password.")
    expect(res.body.violations).toEqual([{ propertyPath: 'current_password', message: "This value should be the user's current password.", code: '2d2a8bb4-ddc8-45e4-9b0f-8670d3a3e290' }])
    expect((await signIn('viewer@acme.test', PASSWORD)).status).toBe(200)
    expect(await failures()).toBe(before + 1)
  })

  test('should check the new password as the users resource does, and name what is missing', async () => {
    const short = await change(tokens.editor, { current_password: PASSWORD, password: 'short' })
    expect(short.status).toBe(422)
    expect(short.body.violations.map((v: any) => v.propertyPath)).toEqual(['password'])
    const missing = await change(tokens.editor, { password: 'long enough secret' })
    expectProblem(missing, 422, 'current_password: This value should not be blank.')
    expectProblem(await change(tokens.editor, ['x']), 400)
    expectProblem(await change(tokens.editor, { current_password: PASSWORD, password: 12345678 }), 400, 'The type of the "password" attribute must be "string", "int" given.')
    expectProblem(await change(tokens.editor, { current_password: ['x'], password: 'long enough secret' }), 400, 'The type of the "current_password" attribute must be "string", "array" given.')
    expect((await signIn('editor@acme.test', PASSWORD)).status).toBe(200)
  })

  test('should let one of several changes sent at once win: for the others the current password is no longer current', async () => {
    const email = await t.createUser('acme', 'viewer', 'racer@acme.test')
    const token = await t.login('acme', email)
    const news = ['first long secret', 'second long secret', 'third long secret']
    const answers = await Promise.all(news.map((password) => change(token, { current_password: PASSWORD, password })))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422])
    for (const a of answers.filter((a) => a.status === 422)) expect(a.body.violations[0].propertyPath).toBe('current_password')
    const winner = news[answers.findIndex((a) => a.status === 200)]!
    expect((await signIn(email, winner)).status).toBe(200)
  })

  test('should answer 403 to an API key and 401 without a token', async () => {
    const key = await t.api('POST', '/admin/api-keys', { tenant: 'acme', token: tokens.admin, body: { name: 'ci', roles: ['ROLE_CMS_EDITOR'] } })
    expectProblem(await change(key.body.key, { current_password: PASSWORD, password: 'long enough secret' }), 403, 'An API key has no password to change.')
    expectProblem(await t.api('POST', '/admin/me/password', { tenant: 'acme', body: { current_password: PASSWORD, password: 'long enough secret' } }), 401)
  })
})
