/** The dashboard's pages, served by Bun beside the API (src/server.ts): GET and HEAD only. */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { startUiServer, type UiServer } from '../helpers/ui-server'

let s: UiServer
beforeAll(async () => {
  s = await startUiServer()
})
afterAll(() => s.close())

test('should serve the dashboard to GET and HEAD, and answer any other method 405 with Allow', async () => {
  for (const path of ['/ui', '/ui/articles']) {
    const page = await fetch(s.base + path)
    expect([page.status, page.headers.get('content-type')]).toEqual([200, 'text/html;charset=utf-8'])
    expect((await fetch(s.base + path, { method: 'HEAD' })).status).toBe(200)
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await fetch(s.base + path, { method })
      expect({ path, method, status: res.status }).toEqual({ path, method, status: 405 })
      expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
      expect(res.headers.get('content-type')).toStartWith('application/problem+json')
    }
  }
})
