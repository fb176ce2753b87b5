/**
 * The /docs page: Swagger UI rendering /openapi.json, with every asset served by the binary.
 * note: the assets are imported `with { type: 'file' }`, so `bun build --compile` embeds them
 * (paths under /$bunfs) and the page works without internet access; nothing loads from a CDN,
 * and the Content-Security-Policy below makes a browser refuse anything that would.
 */
import bundle from 'swagger-ui-dist/swagger-ui-bundle.js' with { type: 'file' }
import css from 'swagger-ui-dist/swagger-ui.css' with { type: 'file' }
import favicon from 'swagger-ui-dist/favicon-32x32.png' with { type: 'file' }

const INIT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    filter: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    displayRequestDuration: true,
    // the public validator badge would call out to the internet
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  })
})
`

export const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>CMS API documentation</title>
<link rel="icon" type="image/png" href="/docs/favicon-32x32.png">
<link rel="stylesheet" href="/docs/swagger-ui.css">
<link rel="alternate" type="application/vnd.oai.openapi+json" href="/openapi.json">
<link rel="alternate" type="application/ld+json" href="/docs.jsonld">
</head>
<body>
<div id="swagger-ui"><noscript>This page needs JavaScript. The description itself is at <a href="/openapi.json">/openapi.json</a>.</noscript></div>
<script src="/docs/swagger-ui-bundle.js"></script>
<script src="/docs/init.js"></script>
</body>
</html>
`

/** Everything the page may load: itself, its assets and the description (same origin only). */
export const DOCS_CSP = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'"

type Asset = { body: () => BodyInit; type: string }

export const DOCS_ASSETS: Record<string, Asset> = {
  'swagger-ui-bundle.js': { body: () => Bun.file(bundle), type: 'text/javascript; charset=utf-8' },
  'swagger-ui.css': { body: () => Bun.file(css), type: 'text/css; charset=utf-8' },
  'favicon-32x32.png': { body: () => Bun.file(favicon), type: 'image/png' },
  'init.js': { body: () => INIT, type: 'text/javascript; charset=utf-8' },
}
