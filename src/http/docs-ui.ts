/**
 * The /docs page: `@elysiajs/swagger` with its Scalar provider, rendering /openapi.json (the
 * registry's document; the plugin's own generated one is not used).
 * note: the plugin loads Scalar's script from a CDN unless `scalarCDN` names another URL. The
 * standalone script of `@scalar/api-reference` (pinned to the version whose theme package the
 * plugin uses) is imported `with { type: 'file' }`, so `bun build --compile` embeds it and the
 * page works without internet access; the Content-Security-Policy below makes a browser refuse
 * anything that would still leave the machine.
 */
import { swagger } from '@elysiajs/swagger'
import scalar from '@scalar/api-reference/browser/standalone.js' with { type: 'file' }

export const DOCS_PATH = '/docs'
const SCRIPT = 'scalar.js'

/**
 * The plugin instance that renders the page. Only its page is used (see docsPage): mounted
 * as it is, its `specPath` route would serve the plugin's own generated document.
 */
function docsUi() {
  return swagger({
    provider: 'scalar',
    path: DOCS_PATH,
    specPath: '/openapi.json',
    scalarCDN: `${DOCS_PATH}/${SCRIPT}`,
    documentation: { info: { title: 'CMS API documentation', description: 'The OpenAPI description of the CMS API', version: '' } },
    scalarConfig: {
      spec: { url: '/openapi.json' },
      // the default fonts load from Scalar's servers
      withDefaultFonts: false,
      // every operation is on the page at once, as the description is for reading
      defaultOpenAllTags: true,
    },
  })
}

const sha256 = (text: string) => `'sha256-${new Bun.CryptoHasher('sha256').update(text).digest('base64')}'`

/**
 * The page as the plugin renders it, and the Content-Security-Policy that lets it load only
 * itself, its script and the description (same origin only).
 * note: the plugin's page holds an inline <script> that carries the configuration in data-
 * attributes; its hash lets the browser accept it without allowing inline script in general.
 */
export async function docsPage(): Promise<{ html: string; csp: string }> {
  const html = await (await docsUi().handle(new Request(`http://localhost${DOCS_PATH}`))).text()
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => sha256(m[1]!))
  const csp = `default-src 'self'; img-src 'self' data:; font-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self' ${inline.join(' ')}; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'`
  return { html, csp }
}

type Asset = { body: () => Blob; type: string }

export const DOCS_ASSETS: Record<string, Asset> = {
  [SCRIPT]: { body: () => Bun.file(scalar), type: 'text/javascript; charset=utf-8' },
}
