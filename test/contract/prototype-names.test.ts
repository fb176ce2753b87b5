/**
 * Names from a request index the service's own maps (fields, filters, orderings, locales,
 * presets): a name that an object inherits (`constructor`, `__proto__`, `toString`) must name
 * nothing, on every GET collection and item of /openapi.json, never a 500.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { fetchFile, image } from '../helpers/media'
import { startTestService, type RoleName } from '../helpers/service'

const t = startTestService()
afterAll(() => t.close())
let tokens: Record<RoleName, string>
let paths: string[] = []
let mediaUrl = ''
const NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype']

beforeAll(async () => {
  tokens = await t.tenantWithUsers('acme')
  const o = { tenant: 'acme', token: tokens.admin }
  const tag = await t.api('POST', '/admin/tags', { ...o, body: { name: { fr: 'Été' } } })
  const article = await t.api('POST', '/admin/articles', { ...o, body: { title: { fr: 'Bonjour' }, tags: [tag.body['@id']], status: 'published' } })
  const form = new FormData()
  form.append('file', new File([(await image('image/png', 40, 30)) as Uint8Array<ArrayBuffer>], 'a.png'))
  mediaUrl = (await t.api('POST', '/admin/media', { ...o, raw: form })).body.urls.original
  const doc = (await t.api('GET', '/openapi.json')).body
  const ids: Record<string, string> = { id: article.body.id, slug: article.body.slug, version: '1' }
  paths = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
    .filter(([path, ops]) => ops.get && !path.includes('stream'))
    .map(([path]) => path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? article.body.id))
})

function queries(name: string): string[] {
  return [
    `order[${name}]=asc`,
    `properties[]=${name}`,
    `properties[${name}][]=slug`,
    `properties[tags][]=${name}`,
    `${name}=x`,
    `${name}[]=x`,
    `${name}[before]=2020-01-01`,
    `${name}.slug=x`,
    `tags.${name}=x`,
    `locale=${name}`,
    `lang=${name}`,
    `q=x&content_type=${name}`,
    `resource[]=${name}`,
  ]
}

test('should answer names an object inherits like any unknown name, never 500', async () => {
  expect(paths.length).toBeGreaterThan(30)
  const failures: string[] = []
  for (const path of paths) {
    const isPublic = path.startsWith('/public')
    for (const name of NAMES) {
      for (const query of queries(name)) {
        const url = `${path}?${query}${path === '/public/redirects/resolve' ? '&path=/x' : ''}`
        const res = await t.api('GET', url, { tenant: 'acme', token: isPublic ? undefined : tokens.admin })
        if (res.status >= 500) failures.push(`${url} ${res.status}`)
      }
    }
  }
  for (const name of NAMES) {
    for (const query of [`p=${name}`, `fm=${name}`, `fit=${name}`, `w=10&fit=${name}`]) {
      const res = await fetchFile(t, `${mediaUrl}?${query}`)
      if (res.status >= 500) failures.push(`${mediaUrl}?${query} ${res.status}`)
    }
  }
  expect(failures).toEqual([])
})
