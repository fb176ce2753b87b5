/**
 * The served /openapi.json tells the truth about real answers: for content of every kind, each
 * response's status is one the operation lists, its content type one it names, and its body
 * validates against the schema, with no property the schema does not declare (the typed client
 * is generated from it: a property left out is one a front end cannot read).
 */
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { image } from '../helpers/media'
import { until } from '../helpers/receiver'
import { startTestService, type RoleName, type ApiResponse } from '../helpers/service'

const t = startTestService(
  { CMS_WEBHOOK_ALLOW_PRIVATE: '1', CMS_WORKER_INTERVAL_MS: '20', CMS_WEBHOOK_RETRY_SCHEDULE: '1h,1h,1h,1h,1h', CMS_LOCALES: 'fr,en,de' },
  { worker: true },
)
let tok: Record<RoleName, string>
let doc: any
let ajv: Ajv
const ids: Record<string, string> = {}
afterAll(() => t.close())

beforeAll(async () => {
  tok = await t.tenantWithUsers('acme')
  doc = (await t.api('GET', '/openapi.json')).body
  ajv = validatorOf(doc)
  const o = { tenant: 'acme', token: tok.admin }
  const tag = await t.api('POST', '/admin/tags', { ...o, body: { name: { fr: 'Étiquette', de: 'Schlagwort' } } })
  const category = await t.api('POST', '/admin/categories', { ...o, body: { name: { fr: 'Catégorie' } } })
  const page = await t.api('POST', '/admin/pages', { ...o, body: { title: { fr: 'À propos' }, status: 'published' } })
  const article = await t.api('POST', '/admin/articles', {
    ...o,
    body: { title: { fr: 'Bonjour', de: 'Hallo' }, tags: [tag.body['@id']], category: category.body['@id'], status: 'published' },
  })
  const menu = await t.api('POST', '/admin/menus', { ...o, body: { slug: 'main', name: { fr: 'Principal' }, items: [{ label: { fr: 'À propos' }, target: page.body['@id'] }] } })
  const form = new FormData()
  form.append('file', new File([(await image('image/png', 40, 30)) as Uint8Array<ArrayBuffer>], 'a.png'))
  const media = await t.api('POST', '/admin/media', { ...o, raw: form })
  // a receiver that cannot be reached: its attempts have no status code
  const hook = await t.api('POST', '/admin/webhooks', { ...o, body: { url: 'http://127.0.0.1:9/hook', events: ['tag.updated'] } })
  await t.api('PATCH', `/admin/tags/${tag.body.id}`, { ...o, body: { name: { fr: 'Étiquette 2' } }, headers: { 'Content-Type': 'application/merge-patch+json' } })
  await until(async () => (await t.api('GET', `/admin/webhooks/${hook.body.id}/deliveries`, o)).body['hydra:member']?.[0]?.attempt_count > 0, 'a first attempt')
  for (const [k, r] of Object.entries({ tag, category, page, article, menu, media, hook })) {
    expect({ k, status: r.status }).toEqual({ k, status: 201 })
    ids[k] = r.body.id
  }
  ids.mediaFile = media.body.filename
  ids.delivery = String((await t.api('GET', `/admin/webhooks/${ids.hook}/deliveries`, o)).body['hydra:member'][0].id)
  ids.change = (await t.api('GET', '/admin/changes', o)).body['hydra:member'][0].id
  ids.publicChange = (await t.api('GET', '/public/changes', { tenant: 'acme' })).body['hydra:member'][0].id
}, 30_000)

/** OpenAPI 3.0: `nullable` beside `type`; formats the document uses beyond JSON Schema's. */
function validatorOf(document: unknown): Ajv {
  const v = new Ajv({ strict: false, allErrors: true })
  addFormats(v)
  for (const format of ['password', 'binary', 'iri-reference']) v.addFormat(format, true)
  v.addSchema(document as object, 'doc')
  return v
}

const deref = (schema: any): any => {
  while (schema?.$ref) schema = schema.$ref.slice(2).split('/').reduce((node: any, key: string) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc)
  return schema
}

/** Properties of the body that the schema does not declare, where it declares some and is closed. */
function undeclared(data: any, schema: any, path: string, out: string[]): string[] {
  schema = deref(schema)
  if (!schema || data === null || typeof data !== 'object') return out
  if (schema.allOf) {
    const parts = schema.allOf.map(deref)
    const declared = new Set(parts.flatMap((p: any) => Object.keys(p.properties ?? {})))
    if (!Array.isArray(data)) for (const key of Object.keys(data)) if (!declared.has(key)) out.push(`${path}.${key}`)
    for (const p of parts) for (const [key, sub] of Object.entries(p.properties ?? {})) if (key in data) undeclared(data[key], sub, `${path}.${key}`, out)
    return out
  }
  const branches = schema.anyOf ?? schema.oneOf
  if (branches) {
    const fits = branches.map(deref).find((b: any) => (Array.isArray(data) ? b.type === 'array' : b.type === 'object' || b.properties))
    return fits ? undeclared(data, fits, path, out) : out
  }
  if (Array.isArray(data)) {
    data.forEach((item, i) => undeclared(item, schema.items, `${path}[${i}]`, out))
    return out
  }
  const props = schema.properties ?? {}
  for (const [key, value] of Object.entries(data)) {
    if (key in props) undeclared(value, props[key], `${path}.${key}`, out)
    else if (typeof schema.additionalProperties === 'object') undeclared(value, schema.additionalProperties, `${path}.${key}`, out)
    else if (schema.properties && schema.additionalProperties === undefined) out.push(`${path}.${key}`)
  }
  return out
}

const pointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1')

/** What the document says of one answer that contradicts it (nothing: none). */
function contradictions(method: string, template: string, res: ApiResponse): string[] {
  const operation = doc.paths[template]?.[method.toLowerCase()]
  if (!operation) return [`no operation ${method} ${template}`]
  const listed = operation.responses[String(res.status)]
  const response = deref(listed)
  if (!response) return [`${res.status} is not listed (${Object.keys(operation.responses).join(', ')})`]
  if (!response.content) return res.text === '' ? [] : [`${res.status} has a body the document does not describe`]
  const type = (res.headers.get('content-type') ?? '').split(';')[0]!
  const listedType = response.content[type] ? type : response.content['*/*'] ? '*/*' : null
  if (!listedType) return [`content type ${type} is not listed (${Object.keys(response.content).join(', ')})`]
  if (!type.includes('json')) return []
  const media = response.content[listedType]
  // the schema by its place in the document, so that its own $refs resolve there
  const at = listed.$ref ?? `#/paths/${pointer(template)}/${method.toLowerCase()}/responses/${res.status}`
  const valid = ajv.validate({ $ref: `doc${at}/content/${pointer(listedType)}/schema` }, res.body)
  const errors = valid ? [] : (ajv.errors ?? []).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`)
  return [...errors, ...undeclared(res.body, media.schema, '$', []).map((p) => `undeclared ${p}`)]
}

async function expectDocumented(method: string, template: string, path: string, opts: Parameters<typeof t.api>[2] = {}, status?: number) {
  const res = await t.api(method, path, { tenant: 'acme', token: tok.admin, ...opts })
  if (status !== undefined) expect({ path, status: res.status }).toEqual({ path, status })
  expect({ method, path, status: res.status, wrong: contradictions(method, template, res) }).toEqual({ method, path, status: res.status, wrong: [] })
  return res
}

describe('every answer as documented', () => {
  test('items and collections of every resource, with their embedded relations', async () => {
    for (const [resource, key] of [['articles', 'article'], ['pages', 'page'], ['tags', 'tag'], ['categories', 'category'], ['menus', 'menu'], ['media', 'media'], ['webhooks', 'hook']]) {
      await expectDocumented('GET', `/admin/${resource}`, `/admin/${resource}`, {}, 200)
      await expectDocumented('GET', `/admin/${resource}/{id}`, `/admin/${resource}/${ids[key]}`, {}, 200)
    }
    for (const resource of ['articles', 'pages', 'tags', 'categories']) await expectDocumented('GET', `/public/${resource}`, `/public/${resource}`, { token: null }, 200)
    await expectDocumented('GET', '/public/menus/{slug}', '/public/menus/main', { token: null }, 200)
  })

  test('texts of a locale taken out of CMS_LOCALES, and the null that removes them', async () => {
    const fewer = startTestService({ CMS_LOCALES: 'fr,en' }, { dir: t.dir })
    try {
      const res = await fewer.api('GET', `/admin/tags/${ids.tag}`, { tenant: 'acme', token: tok.admin })
      expect(res.body.name).toEqual({ fr: 'Étiquette 2', de: 'Schlagwort' })
      // the document of the service that no longer has `de`
      const fewerDoc = (await fewer.api('GET', '/openapi.json')).body
      const v = validatorOf(fewerDoc)
      const at = (path: string) => `doc#/paths/${pointer('/admin/tags/{id}')}/${path}`
      expect(v.validate({ $ref: at(`get/responses/200/content/${pointer('application/ld+json')}/schema`) }, res.body)).toBe(true)
      expect(v.validate({ $ref: at(`patch/requestBody/content/${pointer('application/merge-patch+json')}/schema`) }, { name: { de: null } })).toBe(true)
    } finally {
      fewer.close()
    }
  })

  test('webhook deliveries whose receiver could not be reached', async () => {
    const list = await expectDocumented('GET', '/admin/webhooks/{id}/deliveries', `/admin/webhooks/${ids.hook}/deliveries`, {}, 200)
    expect(list.body['hydra:member'][0].last_status_code).toBeNull()
    const one = await expectDocumented('GET', '/admin/webhooks/{id}/deliveries/{delivery}', `/admin/webhooks/${ids.hook}/deliveries/${ids.delivery}`, {}, 200)
    expect(one.body.attempts[0].status_code).toBeNull()
  })

  test('search, the change feeds and their items, with ETags and cache tags', async () => {
    const search = await expectDocumented('GET', '/public/search', '/public/search?q=bonjour&per_page=1&lang=fr', { token: null }, 200)
    expect(search.body['hydra:view']['hydra:first']).toBeString()
    expect(search.headers.get('content-language')).toBe('fr')
    await expectDocumented('GET', '/admin/changes', '/admin/changes?itemsPerPage=2', {}, 200)
    const feed = await expectDocumented('GET', '/public/changes', '/public/changes', { token: null }, 200)
    expect(feed.headers.get('cache-tag')).toStartWith('changes,change:')
    for (const [template, path, token] of [
      ['/admin/changes/{id}', `/admin/changes/${ids.change}`, tok.admin],
      ['/public/changes/{id}', `/public/changes/${ids.publicChange}`, null],
    ] as const) {
      const res = await expectDocumented('GET', template, path, { token }, 200)
      const etag = res.headers.get('etag')!
      expect(etag).toBeString()
      await expectDocumented('GET', template, path, { token, headers: { 'If-None-Match': etag } }, 304)
    }
    expect((await t.api('GET', `/public/changes/${ids.publicChange}`, { tenant: 'acme' })).headers.get('cache-tag')).toBe(`change:${ids.publicChange}`)
  })

  test('revisions and audit entries read one by one', async () => {
    await expectDocumented('GET', '/admin/articles/{id}/revisions/{version}', `/admin/articles/${ids.article}/revisions/1`, {}, 200)
    const entry = (await t.api('GET', '/admin/audit-log', { tenant: 'acme', token: tok.admin })).body['hydra:member'][0]
    await expectDocumented('GET', '/admin/audit-log/{id}', entry['@id'], {}, 200)
  })

  test('the description documents, with their 304s, and the media file with its headers', async () => {
    for (const path of ['/openapi.json', '/docs.jsonld', '/contexts/Article']) {
      const first = await expectDocumented('GET', path === '/contexts/Article' ? '/contexts/{type}' : path, path, { tenant: null, token: null }, 200)
      await expectDocumented('GET', path === '/contexts/Article' ? '/contexts/{type}' : path, path, { tenant: null, token: null, headers: { 'If-None-Match': first.headers.get('etag')! } }, 304)
    }
    await expectDocumented('GET', '/docs/{asset}', '/docs/scalar.js', { tenant: null, token: null }, 200)
    const file = doc.paths['/media/{tenant}/{path}'].get
    expect(file.security).toEqual([{}, { bearerAuth: [] }])
    expect(Object.keys(file.responses['200'].headers)).toEqual(expect.arrayContaining(['ETag', 'Content-Disposition']))
    expect(Object.keys(file.responses['206'].headers)).toContain('Content-Range')
  })

  test('problems: a quota exceeded, and a body sent to a route that takes none', async () => {
    await expectDocumented('POST', '/admin/articles/{id}/publish', `/admin/articles/${ids.article}/publish`, { raw: 'x', headers: { 'Content-Type': 'text/plain' } }, 415)
    t.createTenant('small', { quotaMb: 1 })
    const token = await t.login('small', await t.createUser('small', 'admin'))
    const form = new FormData()
    form.append('file', new File([new Uint8Array(1.5 * 1024 * 1024).fill(0x61)], 'big.txt', { type: 'text/plain' }))
    const res = await t.api('POST', '/admin/media', { tenant: 'small', token, raw: form })
    expect(res.body.required_bytes).toBeNumber()
    expect({ status: res.status, wrong: contradictions('POST', '/admin/media', res) }).toEqual({ status: 413, wrong: [] })
  })
})
