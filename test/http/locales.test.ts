/** GET /admin/locales: the configured content locales, for the dashboard and other clients. */
import { afterAll, expect, test } from 'bun:test'
import { expectProblem, startTestService } from '../helpers/service'

const t = startTestService({ CMS_LOCALES: 'en,de,fr' })
afterAll(() => t.close())

test('should list the configured locales, default first, to every signed-in role', async () => {
  const tokens = await t.tenantWithUsers('acme')
  for (const token of [tokens.admin, tokens.viewer]) {
    const res = await t.api('GET', '/admin/locales', { tenant: 'acme', token })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ locales: ['en', 'de', 'fr'], default_locale: 'en' })
  }
  expectProblem(
    await t.api('GET', '/admin/locales', { tenant: 'acme' }),
    401,
    'JWT Token not found',
  )
})
