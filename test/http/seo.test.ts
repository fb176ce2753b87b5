/** CONTRACT "Articles and pages": the `seo` object, validated, merged and returned. */
import { Database } from 'bun:sqlite'
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { join } from 'node:path'
import {
  expectProblem,
  startTestService,
  type RoleName,
  type TestService,
} from '../helpers/service'

let t: TestService
let tok: Record<RoleName, string>
const o = (extra: Record<string, unknown> = {}) => ({ tenant: 'acme', token: tok.admin, ...extra })

const EMPTY = {
  meta_title: {},
  meta_description: {},
  canonical_url: null,
  og_image: null,
  noindex: false,
}

/** A media row as an upload leaves it (uploads are another module's concern). */
function insertMedia(filename: string): string {
  const db = new Database(join(t.dir, 'tenants', 'acme', 'cms.db'))
  const uuid = crypto.randomUUID()
  db.query(
    "INSERT INTO media (uuid, site_id, filename, original_filename, mime_type, size, created_at, updated_at) VALUES (?, 1, ?, ?, 'image/png', 10, ?, ?)",
  ).run(uuid, filename, filename, Date.now(), Date.now())
  db.close()
  return uuid
}

beforeAll(async () => {
  t = startTestService()
  tok = await t.tenantWithUsers('acme')
})
afterAll(() => t.close())

describe('seo', () => {
  test('should default to an empty seo object on articles and pages', async () => {
    for (const path of ['/admin/articles', '/admin/pages']) {
      const res = await t.api('POST', path, o({ body: { title: { fr: 'Sans SEO' } } }))
      expect(res.body.seo).toEqual(EMPTY)
    }
  })

  test('should store and return every seo field, the image embedded', async () => {
    const media = insertMedia('cover.png')
    const seo = {
      meta_title: { fr: 'Titre SEO', en: 'SEO title' },
      meta_description: { fr: 'Description' },
      canonical_url: 'https://acme.test/articles/seo',
      og_image: `/admin/media/${media}`,
      noindex: true,
    }
    const res = await t.api(
      'POST',
      '/admin/articles',
      o({ body: { title: { fr: 'SEO' }, status: 'published', seo } }),
    )
    expect(res.status).toBe(201)
    expect(res.body.seo).toEqual({
      ...seo,
      og_image: {
        '@id': `/admin/media/${media}`,
        '@type': 'Media',
        id: media,
        filename: 'cover.png',
        urls: expect.any(Object),
      },
    })
    const got = await t.api('GET', res.body['@id'], o())
    expect(got.body.seo).toEqual(res.body.seo)
    // a GET body can be PUT back as it is
    const put = await t.api('PUT', res.body['@id'], o({ body: got.body }))
    expect(put.status).toBe(200)
    expect(put.body.seo).toEqual(res.body.seo)
    // a revision shows the PUT form: the image as its IRI, as featuredImage
    const revision = await t.api('GET', `${res.body['@id']}/revisions/1`, o())
    expect(revision.body.seo).toEqual(seo)
    const pub = await t.api('GET', '/public/articles/seo', { tenant: 'acme' })
    expect(pub.body.seo.meta_title).toEqual(seo.meta_title)
    expect(pub.body.seo.og_image['@id']).toBe(`/public/media/${media}`)

    const page = await t.api(
      'POST',
      '/admin/pages',
      o({ body: { title: { fr: 'Page' }, seo: { noindex: true } } }),
    )
    expect(page.body.seo).toEqual({ ...EMPTY, noindex: true })
  })

  test('should merge seo on PATCH and reset it on PUT', async () => {
    const a = (
      await t.api(
        'POST',
        '/admin/articles',
        o({
          body: {
            title: { fr: 'Fusion' },
            seo: { meta_title: { fr: 'Un', en: 'One' }, noindex: true },
          },
        }),
      )
    ).body
    const patched = await t.api(
      'PATCH',
      a['@id'],
      o({
        body: {
          seo: { meta_title: { en: null, fr: 'Deux' }, canonical_url: 'https://acme.test/x' },
        },
      }),
    )
    expect(patched.body.seo).toEqual({
      ...EMPTY,
      meta_title: { fr: 'Deux' },
      canonical_url: 'https://acme.test/x',
      noindex: true,
    })
    const untouched = await t.api(
      'PATCH',
      a['@id'],
      o({ body: { excerpt: { fr: 'autre chose' } } }),
    )
    expect(untouched.body.seo).toEqual(patched.body.seo)
    const put = await t.api(
      'PUT',
      a['@id'],
      o({ body: { title: { fr: 'Fusion' }, seo: { noindex: false } } }),
    )
    expect(put.body.seo).toEqual(EMPTY)
    const cleared = await t.api('PATCH', a['@id'], o({ body: { seo: null } }))
    expect(cleared.body.seo).toEqual(EMPTY)
  })

  test('should answer 422 with the paths of the seo sub-fields', async () => {
    const res = await t.api(
      'POST',
      '/admin/articles',
      o({
        body: {
          title: { fr: 'Invalide' },
          seo: {
            meta_title: { de: 'Titel' },
            meta_description: { xx: 'x' },
            canonical_url: 'not a url',
          },
        },
      }),
    )
    expectProblem(res, 422)
    expect(res.body.violations.map((v: any) => v.propertyPath)).toEqual([
      'seo.meta_title.de',
      'seo.meta_description.xx',
      'seo.canonical_url',
    ])
    expect(res.body.detail).toStartWith('seo.meta_title.de: ')
    const page = await t.api(
      'POST',
      '/admin/pages',
      o({ body: { title: { fr: 'P' }, seo: { canonical_url: 'javascript:alert(1)' } } }),
    )
    expect(page.body.violations[0].propertyPath).toBe('seo.canonical_url')
  })

  test('should treat og_image as a relation: 400 for a bad or unknown IRI, wrong types refused', async () => {
    expectProblem(
      await t.api(
        'POST',
        '/admin/articles',
        o({
          body: { title: { fr: 'X' }, seo: { og_image: `/admin/media/${crypto.randomUUID()}` } },
        }),
      ),
      400,
      /^Item not found for/,
    )
    expectProblem(
      await t.api(
        'POST',
        '/admin/articles',
        o({ body: { title: { fr: 'X' }, seo: { og_image: '/admin/tags/x' } } }),
      ),
      400,
      /^Invalid IRI/,
    )
    expectProblem(
      await t.api('POST', '/admin/articles', o({ body: { title: { fr: 'X' }, seo: 'meta' } })),
      400,
    )
    expectProblem(
      await t.api(
        'POST',
        '/admin/articles',
        o({ body: { title: { fr: 'X' }, seo: { noindex: 'yes' } } }),
      ),
      400,
    )
  })

  test('should show no og_image once the media is gone', async () => {
    const media = insertMedia('gone.png')
    const a = (
      await t.api(
        'POST',
        '/admin/articles',
        o({ body: { title: { fr: 'Image' }, seo: { og_image: `/admin/media/${media}` } } }),
      )
    ).body
    expect(a.seo.og_image.id).toBe(media)
    expect((await t.api('DELETE', `/admin/media/${media}`, o())).status).toBe(204)
    expect((await t.api('GET', a['@id'], o())).body.seo.og_image).toBeNull()
  })
})
