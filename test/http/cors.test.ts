/** CORS for front ends on another origin (CMS_CORS_ORIGINS): what a browser may send and read. */
import { afterAll, expect, test } from 'bun:test'
import { startTestService } from '../helpers/service'

const t = startTestService()
afterAll(() => t.close())

test('should let a browser resume a change stream with Last-Event-ID and read Content-Language', async () => {
  await t.tenantWithUsers('acme')
  const pre = await t.api('OPTIONS', '/admin/changes/stream', {
    headers: { Origin: 'https://app.test', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization,x-tenant-id,last-event-id' },
  })
  expect(pre.status).toBe(204)
  const allowed = pre.headers.get('access-control-allow-headers')!.toLowerCase().split(/,\s*/)
  // the typed client's stream() sends it on every reconnect; without it the browser refused the request
  for (const h of ['authorization', 'x-tenant-id', 'last-event-id']) expect(allowed).toContain(h)
  const read = await t.api('GET', '/public/articles?locale=en', { tenant: 'acme', headers: { Origin: 'https://app.test' } })
  expect(read.headers.get('access-control-allow-origin')).toBe('*')
  expect(read.headers.get('access-control-expose-headers')!.split(/,\s*/)).toContain('Content-Language')
})
