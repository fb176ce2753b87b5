import { afterAll, expect, test } from 'bun:test'
import { startTestService } from './helpers/service'

const t = startTestService()
afterAll(() => t.close())

test('should create and list an article through the harness', async () => {
  const tokens = await t.tenantWithUsers('acme')
  const created = await t.api('POST', '/admin/articles', { tenant: 'acme', token: tokens.admin, body: { title: { fr: 'Bonjour' } } })
  expect(created.status).toBe(201)
  const list = await t.api('GET', '/admin/articles', { tenant: 'acme', token: tokens.viewer })
  expect(list.body['hydra:totalItems']).toBe(1)
})
