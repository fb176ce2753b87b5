/** An unexpected failure is a bare 500 problem: no stack, no SQL, no file names. */
import { afterAll, beforeAll, expect, spyOn, test } from 'bun:test'
import { expectProblem, startTestService, type TestService } from '../helpers/service'

let t: TestService
let admin: string

beforeAll(async () => {
  t = startTestService()
  admin = (await t.tenantWithUsers('boom')).admin
}, 60_000)
afterAll(() => t.close())

test('should answer 500 without leaking internals when the database fails', async () => {
  t.service.ctx.pool.with('boom', (h) => h.db.exec('DROP TABLE redirects'))
  const logged = spyOn(console, 'error').mockImplementation(() => {})
  const res = await t.api('GET', '/admin/redirects', { tenant: 'boom', token: admin })
  const calls = logged.mock.calls.length
  logged.mockRestore()
  expectProblem(res, 500, 'An internal error occurred.')
  expect(res.body.title).toBe('Internal Server Error')
  expect(res.text).not.toMatch(/redirects|no such table|select|sqlite/i)
  // the operator still sees what happened
  expect(calls).toBeGreaterThan(0)
})
