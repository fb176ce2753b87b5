/**
 * /docs renders in headless Chromium with every request outside the service refused: the UI,
 * its assets and the description all come from the service. Needs Debian's `chromium`
 * (/usr/bin/chromium); skipped with a message when it is absent.
 * `UPDATE_SCREENSHOTS=1 bun test test/docs/ui.test.ts` refreshes the PNGs in docs/screenshots/.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { startServer } from '../../src/server'
import { makeConfig } from '../helpers/service'

const CHROMIUM = '/usr/bin/chromium'
const hasChromium = existsSync(CHROMIUM)
if (!hasChromium) console.warn(`[skip] /docs browser test: ${CHROMIUM} is absent (apt-get install -y chromium)`)

const dir = mkdtempSync(join(tmpdir(), 'cms-ui-'))
let server: ReturnType<typeof startServer>
let browser: Browser | null = null

beforeAll(() => {
  server = startServer(makeConfig(dir, { CMS_PORT: '0', CMS_HOST: '127.0.0.1' }), { signals: false })
})
afterAll(async () => {
  await browser?.close()
  await server.shutdown()
  rmSync(dir, { recursive: true, force: true })
})

test.skipIf(!hasChromium)(
  'should render /docs offline, every asset served by the service',
  async () => {
    const base = `http://127.0.0.1:${server.port}`
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    })
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } })
    const served: string[] = []
    const refused: string[] = []
    await context.route('**/*', (route) => {
      const url = route.request().url()
      if (url.startsWith(`${base}/`)) {
        served.push(new URL(url).pathname)
        return route.continue()
      }
      refused.push(url)
      return route.abort()
    })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (err) => errors.push(err.message))
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text())
    })

    await page.goto(`${base}/docs`)
    await page.waitForSelector('h1.section-header-label', { timeout: 20_000 })
    // Scalar renders the tags one after another: wait until the lists hold as many operations
    // as the service has routes (fewer never come: the wait times out and the test fails)
    await page.waitForFunction((n) => document.querySelectorAll('.endpoint').length >= n, server.service.routes.length, { timeout: 20_000 })

    expect(await page.textContent('h1.section-header-label')).toContain('CMS API')
    // every operation of the description is on the page: each tag lists its operations
    const documented = Object.entries((await (await fetch(`${base}/openapi.json`)).json()).paths as Record<string, object>).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    )
    const rendered = await page.locator('.endpoint').evaluateAll((links) =>
      links.map((a) => `${a.querySelector('.endpoint-method')?.textContent?.trim()} ${a.querySelector('.endpoint-path')?.textContent?.trim()}`),
    )
    expect(rendered.length).toBe(server.service.routes.length)
    expect(rendered.toSorted()).toEqual(documented.toSorted())
    expect(await page.locator('h2.section-header-label', { hasText: 'Article' }).count()).toBeGreaterThan(0)
    expect(await page.locator('.endpoint-path', { hasText: '/admin/articles/{id}/publish' }).count()).toBe(1)
    expect(served).toEqual(expect.arrayContaining(['/docs', '/docs/scalar.js', '/openapi.json']))
    expect(refused).toEqual([])
    expect(errors).toEqual([])

    const screenshots = join(import.meta.dir, '../../docs/screenshots')
    const shot = async (name: string) => {
      const file = join(dir, name)
      await page.screenshot({ path: file })
      expect(statSync(file).size).toBeGreaterThan(20_000)
      if (process.env.UPDATE_SCREENSHOTS === '1') await page.screenshot({ path: join(screenshots, name) })
    }
    await shot('api-docs.png')

    // the article collection: its filter and ordering parameters render
    const op = page.locator('section[id="tag/article/GET/admin/articles"]')
    const params = op.locator('.parameter-list').first()
    await params.waitFor({ timeout: 30_000 })
    for (const name of ['X-Tenant-Id', 'tags.slug[]', 'order[published_at]', 'per_page']) expect(await op.textContent()).toContain(name)
    await op.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80))
    await shot('api-docs-collection.png')
  },
  60_000,
)
