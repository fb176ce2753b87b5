/** CONTRACT §3: the role matrix on every operation of articles, pages, categories, tags, redirects. */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { startTestService, type RoleName, type TestService } from '../helpers/service'

let t: TestService
let tok: Record<RoleName, string>

beforeAll(async () => {
  t = startTestService()
  tok = await t.tenantWithUsers('roles')
}, 60_000)
afterAll(() => t.close())

const BODIES: Record<string, () => Record<string, unknown>> = {
  articles: () => ({ title: { fr: `A ${Math.random()}` } }),
  pages: () => ({ title: { fr: `P ${Math.random()}` } }),
  categories: () => ({ name: { fr: `C ${Math.random()}` } }),
  tags: () => ({ name: { fr: `T ${Math.random()}` } }),
  redirects: () => ({ source_path: `/r/${Math.random()}`, target_path: '/x' }),
}

// expected status per role for: list, get, create, patch, put, delete, publish
type Expect = Record<RoleName, [number, number, number, number, number, number, number | null]>
const CONTENT: Expect = {
  admin: [200, 200, 201, 200, 200, 204, 200],
  editor: [200, 200, 201, 200, 200, 204, 200],
  author: [200, 200, 201, 200, 200, 403, 403],
  viewer: [200, 200, 403, 403, 403, 403, 403],
}
const ASSETS: Expect = {
  admin: [200, 200, 201, 200, 200, 204, null],
  editor: [200, 200, 201, 200, 200, 204, null],
  author: [200, 200, 403, 403, 403, 403, null],
  viewer: [200, 200, 403, 403, 403, 403, null],
}

for (const path of Object.keys(BODIES)) {
  const matrix = path === 'redirects' ? ASSETS : CONTENT
  for (const role of Object.keys(matrix) as RoleName[]) {
    test(`${role} on /admin/${path}`, async () => {
      const o = (token: string, body?: unknown) => ({ tenant: 'roles', token, body })
      // each check runs on a fresh item made by an admin, so one refusal cannot hide another
      const fresh = async () => (await t.api('POST', `/admin/${path}`, o(tok.admin, BODIES[path]!()))).body['@id'] as string
      const [list, get, create, patch, put, del, publish] = matrix[role]
      expect((await t.api('GET', `/admin/${path}`, o(tok[role]))).status).toBe(list)
      expect((await t.api('GET', await fresh(), o(tok[role]))).status).toBe(get)
      expect((await t.api('POST', `/admin/${path}`, o(tok[role], BODIES[path]!()))).status).toBe(create)
      expect((await t.api('PATCH', await fresh(), o(tok[role], {}))).status).toBe(patch)
      expect((await t.api('PUT', await fresh(), o(tok[role], BODIES[path]!()))).status).toBe(put)
      expect((await t.api('DELETE', await fresh(), o(tok[role]))).status).toBe(del)
      if (publish !== null && (path === 'articles' || path === 'pages')) {
        expect((await t.api('POST', `${await fresh()}/publish`, o(tok[role]))).status).toBe(publish)
      }
    })
  }
}
