/** CONTRACT §11: date filters on every timestamp ordering (API Platform's date filter). */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { expectProblem, startTestService, type RoleName, type TestService } from '../helpers/service'

let t: TestService
let tok: Record<RoleName, string>
const o = (extra: Record<string, unknown> = {}) => ({ tenant: 'acme', token: tok.admin, ...extra })

const DATES = ['2026-10-31T23:00:00+00:00', '2026-11-01T00:00:00+00:00', '2026-11-01T12:30:00+00:00', '2026-11-02T00:00:00+00:00']
const slugs = (res: { body: any }) => res.body['hydra:member'].map((m: any) => m.slug).sort()

beforeAll(async () => {
  t = startTestService()
  tok = await t.tenantWithUsers('acme')
  for (const [i, at] of DATES.entries()) {
    const res = await t.api('POST', '/admin/articles', o({ body: { title: { fr: `Daté ${i}` }, slug: `d${i}`, status: 'published', published_at: at } }))
    expect(res.status).toBe(201)
  }
  await t.api('POST', '/admin/articles', o({ body: { title: { fr: 'Brouillon' }, slug: 'undated' } }))
})
afterAll(() => t.close())

describe('date filters', () => {
  test('should read a date as 00:00 UTC, with after and before inclusive and strict variants exclusive', async () => {
    const q = (query: string) => t.api('GET', `/admin/articles?${query}`, o()).then(slugs)
    expect(await q('published_at[after]=2026-11-01')).toEqual(['d1', 'd2', 'd3'])
    expect(await q('published_at[strictly_after]=2026-11-01')).toEqual(['d2', 'd3'])
    expect(await q('published_at[before]=2026-11-01')).toEqual(['d0', 'd1'])
    expect(await q('published_at[strictly_before]=2026-11-01')).toEqual(['d0'])
    expect(await q('published_at[after]=2026-11-01&published_at[before]=2026-11-01T23:59:59Z')).toEqual(['d1', 'd2'])
  })

  test('should take date-times with an offset, also when the query string turned its + into a space', async () => {
    const q = (query: string) => t.api('GET', `/admin/articles?${query}`, o()).then(slugs)
    expect(await q('published_at[after]=2026-11-01T13:30:00%2B01:00')).toEqual(['d2', 'd3'])
    expect(await q('published_at[after]=2026-11-01T13:30:00+01:00')).toEqual(['d2', 'd3'])
  })

  test('should combine with other filters, on created_at and updated_at too, and on /public', async () => {
    expect(await t.api('GET', '/admin/articles?status=draft&created_at[after]=2000-01-01', o()).then(slugs)).toEqual(['undated'])
    expect(await t.api('GET', '/admin/articles?updated_at[before]=2000-01-01', o()).then(slugs)).toEqual([])
    expect(await t.api('GET', '/public/articles?published_at[strictly_before]=2026-11-02', { tenant: 'acme' }).then(slugs)).toEqual(['d0', 'd1', 'd2'])
  })

  test("should compare to the second a response shows: an item's own timestamp is on or before it, not strictly after", async () => {
    // created_at keeps its milliseconds in the database; the body shows whole seconds
    const item = (await t.api('POST', '/admin/tags', o({ body: { name: { fr: 'À la seconde' } } }))).body
    const at = encodeURIComponent(item.created_at)
    const found = async (op: string) => (await t.api('GET', `/admin/tags?created_at[${op}]=${at}`, o())).body['hydra:member'].some((m: any) => m.id === item.id)
    expect([await found('before'), await found('after'), await found('strictly_after'), await found('strictly_before')]).toEqual([true, true, false, false])
  })

  test('should answer 400 for a value that is no ISO 8601 date', async () => {
    // days past the month's end too: Date.parse rolled 2026-02-30 over to March 2
    for (const bad of ['yesterday', '2026-13-01', '01/11/2026', '2026-11-01T25:00', '2026-02-30', '2025-02-29T10:00:00Z', '2026-04-31']) {
      const res = await t.api('GET', `/admin/articles?published_at[after]=${encodeURIComponent(bad)}`, o())
      expectProblem(res, 400, `The value "${bad}" of "published_at[after]" is not an ISO 8601 date or date-time.`)
    }
  })

  test('should list the date filters in /openapi.json', async () => {
    const doc = (await t.api('GET', '/openapi.json')).body
    const names = doc.paths['/admin/articles'].get.parameters.map((p: any) => p.name)
    for (const field of ['published_at', 'created_at', 'updated_at']) {
      for (const op of ['after', 'before', 'strictly_after', 'strictly_before']) expect(names).toContain(`${field}[${op}]`)
    }
    expect(doc.paths['/public/pages'].get.parameters.map((p: any) => p.name)).toContain('published_at[strictly_before]')
  })
})
