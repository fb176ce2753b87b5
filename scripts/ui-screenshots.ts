/**
 * Regenerates docs/screenshots/*.png: the dashboard on a temp server with demo content, shot
 * by headless chromium. Usage: bun scripts/ui-screenshots.ts (needs /usr/bin/chromium).
 * While POST /admin/media is not available the media screens use a contract-shaped stub.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { stubMedia } from '../test/helpers/media-stub'
import { PASSWORD } from '../test/helpers/service'
import { launchBrowser, startUiServer, tinyPng } from '../test/helpers/ui-server'

const out = join(import.meta.dir, '..', 'docs', 'screenshots')
mkdirSync(out, { recursive: true })

const s = await startUiServer()
const browser = await launchBrowser()
try {
  s.createTenant('acme')
  await s.createUser('acme', 'ROLE_CMS_ADMIN', 'camille@acme.test')
  const token = await s.login('acme', 'camille@acme.test')
  const post = async (path: string, body: unknown) =>
    (await s.api('POST', path, { token, body })).body

  const tags = [
    await post('/admin/tags', { name: { fr: 'Été', en: 'Summer' } }),
    await post('/admin/tags', { name: { fr: 'Voyage', en: 'Travel' } }),
    await post('/admin/tags', { name: { fr: 'Cuisine', en: 'Food' } }),
  ]
  const news = await post('/admin/categories', { name: { fr: 'Actualités', en: 'News' } })
  await post('/admin/categories', { name: { fr: 'Guides', en: 'Guides' } })
  const stories = [
    ['Les plus belles plages de Bretagne', 'The finest beaches of Brittany', 'published', 'story'],
    ['Recette : tarte aux fraises', 'Recipe: strawberry tart', 'published', 'article'],
    ['Ouverture du nouveau marché', 'The new market opens', 'scheduled', 'news'],
    ['Randonnée dans les Alpes', 'Hiking in the Alps', 'draft', 'story'],
    ['Festival de jazz : le programme', 'Jazz festival: the line-up', 'published', 'news'],
    ['Guide des vins de Loire', '', 'draft', 'article'],
    ['Les secrets du pain au levain', 'Sourdough secrets', 'archived', 'article'],
  ] as const
  let featured = ''
  for (const [i, [fr, en, status, type]] of stories.entries()) {
    const body: Record<string, unknown> = {
      title: en ? { fr, en } : { fr },
      excerpt: {
        fr: `Résumé : ${fr.toLowerCase()}.`,
        ...(en ? { en: `Summary: ${en.toLowerCase()}.` } : {}),
      },
      body_html: {
        fr: `<h2>${fr}</h2><p>Un texte d’exemple, avec <strong>du gras</strong> et une liste :</p><ul><li>premier point</li><li>second point</li></ul>`,
        ...(en
          ? {
              en: `<h2>${en}</h2><p>Sample text with <strong>bold</strong> and a list:</p><ul><li>first point</li><li>second point</li></ul>`,
            }
          : {}),
      },
      status,
      type,
      tags: [tags[i % 3]['@id'], ...(i % 2 ? [tags[(i + 1) % 3]['@id']] : [])],
      category_id: i % 2 ? null : news.id,
    }
    if (status === 'scheduled')
      body.published_at = new Date(Date.now() + 3 * 86400_000).toISOString()
    const created = await post('/admin/articles', body)
    if (i === 0) {
      featured = created.id
      // a second version, so the revisions panel has history to show
      await s.api('PATCH', `/admin/articles/${featured}`, { token, body: { excerpt: { en: 'Sand, wind and lighthouses: our pick of the coast.' } } })
    }
  }

  const page = await browser.newPage({
    viewport: { width: 1360, height: 860 },
    deviceScaleFactor: 1,
  })
  page.setDefaultTimeout(15_000)
  const form = new FormData()
  form.append('file', new Blob([tinyPng()], { type: 'image/png' }), 'probe.png')
  if ((await s.api('POST', '/admin/media', { token, raw: form })).status !== 201) {
    await stubMedia(page, [
      'beach-brittany.png',
      'strawberry-tart.png',
      'market.png',
      'alps.png',
      'jazz.png',
      'loire.png',
      'bread.png',
    ])
  }

  await page.goto(`${s.base}/ui`)
  await page.getByLabel('Tenant').fill('acme')
  await page.getByLabel('Email').fill('camille@acme.test')
  await page.screenshot({ path: join(out, 'sign-in.png') })
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('link', { name: /plages de Bretagne/ }).waitFor()
  await page.screenshot({ path: join(out, 'article-list.png') })

  await page.goto(`${s.base}/ui#/articles/${featured}`)
  await page.getByLabel('Title (fr)', { exact: true }).waitFor()
  await page.locator('.revision-list li').first().waitFor()
  await page.screenshot({ path: join(out, 'article-editor.png'), fullPage: true })

  await page.goto(`${s.base}/ui#/media`)
  await page.locator('.grid .card').first().waitFor()
  await page.locator('.grid .card').nth(1).click()
  await page
    .getByRole('complementary', { name: 'Media details' })
    .getByLabel('Alternative text (fr)')
    .waitFor()
  await page.waitForTimeout(300)
  await page.screenshot({ path: join(out, 'media-library.png') })
  console.log(`screenshots written to ${out}`)
} finally {
  await browser.close()
  await s.close()
}
