/** CONTRACT §3, §6 users under /admin/users: administrators only, never a password in a response. */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import {
  expectProblem,
  PASSWORD,
  startTestService,
  UUID_RE,
  type RoleName,
  type TestService,
} from '../helpers/service'

let t: TestService
let tok: Record<RoleName, string>
const o = (extra: Record<string, unknown> = {}) => ({ tenant: 'acme', token: tok.admin, ...extra })

/** No response may carry a password or an argon2 hash, under any name. */
function expectNoSecret(res: { text: string }): void {
  expect(res.text).not.toContain('$argon2')
  expect(res.text).not.toContain('"password"')
  expect(res.text).not.toContain(PASSWORD)
}

beforeAll(async () => {
  t = startTestService()
  tok = await t.tenantWithUsers('acme')
})
afterAll(() => t.close())

describe('users', () => {
  test('should create, read, list, update and delete users without ever showing a password', async () => {
    const created = await t.api(
      'POST',
      '/admin/users',
      o({
        body: {
          email: 'New.Person@Acme.test',
          name: 'New',
          roles: ['ROLE_CMS_EDITOR'],
          password: PASSWORD,
        },
      }),
    )
    expect(created.status).toBe(201)
    expectNoSecret(created)
    const user = created.body
    expect(user).toMatchObject({
      '@type': 'User',
      email: 'new.person@acme.test',
      name: 'New',
      roles: ['ROLE_CMS_EDITOR'],
      status: 'active',
      last_login_at: null,
      version: 1,
    })
    expect(user.id).toMatch(UUID_RE)

    const token = await t.login('acme', 'new.person@acme.test')
    const me = await t.api('GET', '/admin/me', { tenant: 'acme', token })
    expectNoSecret(me)
    expect(me.body.id).toBe(user.id)

    const got = await t.api('GET', user['@id'], o())
    expectNoSecret(got)
    expect(got.body.last_login_at).not.toBeNull()
    const list = await t.api('GET', '/admin/users?email=new.person&order[email]=asc', o())
    expectNoSecret(list)
    expect(list.body['hydra:member'].map((u: any) => u.email)).toEqual(['new.person@acme.test'])

    const patched = await t.api(
      'PATCH',
      user['@id'],
      o({ body: { name: 'Renamed', password: 'another-password' } }),
    )
    expect(patched.status).toBe(200)
    expectNoSecret(patched)
    expect(patched.body.name).toBe('Renamed')
    // the new password works, the old one does not
    await t.login('acme', 'new.person@acme.test', 'another-password')
    expectProblem(
      await t.api('POST', '/auth/token', {
        tenant: 'acme',
        body: { email: 'new.person@acme.test', password: PASSWORD },
      }),
      401,
    )
    // PUT without a password keeps it
    const put = await t.api(
      'PUT',
      user['@id'],
      o({ body: { email: 'new.person@acme.test', roles: ['ROLE_CMS_VIEWER'] } }),
    )
    expect(put.status).toBe(200)
    await t.login('acme', 'new.person@acme.test', 'another-password')

    const audit = await t.api(
      'GET',
      `/admin/audit-log?resource=${encodeURIComponent(user['@id'])}`,
      o(),
    )
    expectNoSecret(audit)
    for (const entry of audit.body['hydra:member'])
      expectNoSecret(await t.api('GET', entry['@id'], o()))

    expect((await t.api('DELETE', user['@id'], o())).status).toBe(204)
    expectProblem(await t.api('GET', user['@id'], o()), 404)
    expectProblem(await t.api('GET', '/admin/me', { tenant: 'acme', token }), 401)
  })

  test('should refuse a duplicate email with the unique violation, whatever its case', async () => {
    const res = await t.api(
      'POST',
      '/admin/users',
      o({ body: { email: 'EDITOR@acme.test', roles: ['ROLE_CMS_VIEWER'], password: PASSWORD } }),
    )
    expectProblem(res, 422)
    expect(res.body.violations).toEqual([
      {
        propertyPath: 'email',
        message: 'This value is already used.',
        code: '23bd9dbf-6b9b-41cd-a99e-4844bcf3077f',
      },
    ])
  })

  test('should apply the password, email and role rules', async () => {
    const short = await t.api(
      'POST',
      '/admin/users',
      o({ body: { email: 'short@acme.test', password: 'seven77' } }),
    )
    expectProblem(short, 422)
    expect(short.body.violations[0]).toMatchObject({
      propertyPath: 'password',
      message: 'This value is too short. It should have 8 characters or more.',
    })
    const none = await t.api('POST', '/admin/users', o({ body: { email: 'none@acme.test' } }))
    expect(none.body.violations).toEqual([
      expect.objectContaining({
        propertyPath: 'password',
        message: 'This value should not be blank.',
      }),
    ])
    const bad = await t.api(
      'POST',
      '/admin/users',
      o({
        body: { email: 'not-an-email', password: PASSWORD, roles: ['ROLE_CMS_ADMIN', 'ROLE_ROOT'] },
      }),
    )
    expect(bad.body.violations.map((v: any) => v.propertyPath)).toEqual(['email', 'roles[1]'])
    const status = await t.api(
      'POST',
      '/admin/users',
      o({ body: { email: 's@acme.test', password: PASSWORD, status: 'banned' } }),
    )
    expect(status.body.violations[0].propertyPath).toBe('status')
  })

  test('should refuse a disabled user at login and at the next request with an existing token', async () => {
    const email = await t.createUser('acme', 'editor', 'soon.disabled@acme.test')
    const token = await t.login('acme', email)
    expect((await t.api('GET', '/admin/articles', { tenant: 'acme', token })).status).toBe(200)
    const user = (await t.api('GET', `/admin/users?email=${email}`, o())).body['hydra:member'][0]
    expect(
      (await t.api('PATCH', user['@id'], o({ body: { status: 'disabled' } }))).body.status,
    ).toBe('disabled')
    expectProblem(await t.api('GET', '/admin/articles', { tenant: 'acme', token }), 401)
    expectProblem(
      await t.api('POST', '/auth/token', { tenant: 'acme', body: { email, password: PASSWORD } }),
      401,
      'Invalid credentials.',
    )
    // enabled again, the same token works again (nothing else was revoked)
    await t.api('PATCH', user['@id'], o({ body: { status: 'active' } }))
    expect((await t.api('GET', '/admin/articles', { tenant: 'acme', token })).status).toBe(200)
  })

  test('should end the sessions of a user whose password an administrator changes, and only then', async () => {
    const email = await t.createUser('acme', 'editor', 'reset.me@acme.test')
    const pair = (await t.api('POST', '/auth/token', { tenant: 'acme', body: { email, password: PASSWORD } })).body
    const user = (await t.api('GET', `/admin/users?email=${email}`, o())).body['hydra:member'][0]
    const refresh = (refresh_token: string) => t.api('POST', '/auth/refresh', { tenant: 'acme', body: { refresh_token } })
    // another change keeps them
    await t.api('PATCH', user['@id'], o({ body: { name: 'Reset Me' } }))
    const rotated = await refresh(pair.refresh_token)
    expect(rotated.status).toBe(200)
    await t.api('PATCH', user['@id'], o({ body: { password: 'a-brand-new-password' } }))
    expectProblem(await refresh(rotated.body.refresh_token), 401, 'Invalid refresh token.')
    expect((await t.api('POST', '/auth/token', { tenant: 'acme', body: { email, password: 'a-brand-new-password' } })).status).toBe(200)
  })

  test("should never remove, disable or demote the tenant's last administrator", async () => {
    const me = (await t.api('GET', '/admin/me', o())).body
    expectProblem(await t.api('DELETE', me['@id'], o()), 409)
    expectProblem(await t.api('PATCH', me['@id'], o({ body: { status: 'disabled' } })), 409)
    expectProblem(await t.api('PATCH', me['@id'], o({ body: { roles: ['ROLE_CMS_EDITOR'] } })), 409)
    // with a second administrator the first may step down
    const second = await t.api(
      'POST',
      '/admin/users',
      o({
        body: { email: 'second.admin@acme.test', roles: ['ROLE_CMS_ADMIN'], password: PASSWORD },
      }),
    )
    const secondToken = await t.login('acme', 'second.admin@acme.test')
    expect(
      (await t.api('PATCH', me['@id'], o({ body: { roles: ['ROLE_CMS_EDITOR'] } }))).status,
    ).toBe(200)
    expectProblem(
      await t.api('DELETE', second.body['@id'], { tenant: 'acme', token: secondToken }),
      409,
    )
    // restore the first administrator for the tests that follow
    expect(
      (
        await t.api('PATCH', me['@id'], {
          tenant: 'acme',
          token: secondToken,
          body: { roles: ['ROLE_CMS_ADMIN'] },
        })
      ).status,
    ).toBe(200)
  })

  test('should refuse editors, authors and viewers', async () => {
    for (const role of ['editor', 'author', 'viewer'] as const) {
      expectProblem(
        await t.api('GET', '/admin/users', o({ token: tok[role] })),
        403,
        'Access Denied.',
      )
      expectProblem(
        await t.api(
          'POST',
          '/admin/users',
          o({ token: tok[role], body: { email: `${role}2@acme.test`, password: PASSWORD } }),
        ),
        403,
      )
    }
  })
})
