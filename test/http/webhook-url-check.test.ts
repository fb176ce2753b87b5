/**
 * A webhook's URL is judged on write through the resolver deliveries use (the app's
 * `resolveHost`), so a test controls both; no DNS is asked here.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import type { ResolvedAddress } from '../../src/domain/url-guard'
import { expectProblem, startTestService } from '../helpers/service'

const ANSWERS: Record<string, ResolvedAddress[]> = {
  'inside.example': [{ address: '10.1.2.3', family: 4 }],
  'mixed.example': [{ address: '93.184.215.14', family: 4 }, { address: '169.254.169.254', family: 4 }],
  'outside.example': [{ address: '93.184.215.14', family: 4 }],
}
const asked: string[] = []
const t = startTestService({}, {
  resolveHost: async (host) => {
    asked.push(host)
    return ANSWERS[host] ?? []
  },
})
const tenant = 'acme'
let token = ''
afterAll(() => t.close())

const admin = () => ({ tenant, token })
const PRIVATE = 'url: This URL points to a private, loopback or link-local address.'

describe('POST and PATCH /admin/webhooks', () => {
  test('should refuse a host the app resolver maps to a private address, and accept a public one', async () => {
    t.createTenant(tenant)
    token = await t.login(tenant, await t.createUser(tenant, 'admin'))
    const create = (url: string) => t.api('POST', '/admin/webhooks', { ...admin(), body: { url, events: ['tag.created'] } })

    const inside = await create('https://inside.example/hook')
    expectProblem(inside, 422, PRIVATE)
    expect(inside.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['url'])
    expectProblem(await create('https://mixed.example/hook'), 422, PRIVATE)
    expect((await t.api('GET', '/admin/webhooks', admin())).body['hydra:totalItems']).toBe(0)

    const outside = await create('https://outside.example/hook')
    expect(outside.status).toBe(201)
    expect(asked).toEqual(['inside.example', 'mixed.example', 'outside.example'])

    // an update is judged the same way, and a refused one changes nothing
    const patch = await t.api('PATCH', outside.body['@id'], {
      ...admin(),
      headers: { 'Content-Type': 'application/merge-patch+json' },
      body: { url: 'https://inside.example/other' },
    })
    expectProblem(patch, 422, PRIVATE)
    const after = await t.api('GET', outside.body['@id'], admin())
    expect(after.body).toMatchObject({ url: 'https://outside.example/hook', version: outside.body.version })
    expect(asked.at(-1)).toBe('inside.example')
  })
})
