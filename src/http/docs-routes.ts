/**
 * The self-description of the API, derived from the route table (CONTRACT §10): /openapi.json,
 * the /docs page and its assets, the Hydra documentation /docs.jsonld and the entrypoint
 * GET /admin. None needs a tenant. `table` is the service's full route table (this file's
 * routes included), read at request time so that every route registered anywhere is described.
 */
import pkg from '../../package.json' with { type: 'json' }
import { ENTRYPOINT, entrypointDocument, hydraDocumentation } from '../registry/hydra'
import { buildOpenApi } from '../registry/openapi'
import { RESOURCES, resourceByPath } from '../resources'
import { etagOf } from '../store/repository'
import { conditionalJson } from './conditional'
import type { AppContext } from './context'
import { DOCS_ASSETS, DOCS_PATH, docsPage } from './docs-ui'
import { originOf } from './origin'
import { problem } from '../lib/problem'
import { JSON_TYPE, notModified, textResponse } from './respond'
import type { Route, SystemRoute } from './route'

const TAG = 'Documentation'
const REVALIDATE = { 'Cache-Control': 'public, max-age=300' }

/** Small per-origin cache: the Hydra documents hold absolute IRIs of the origin asked. */
function perOrigin<T>(build: (origin: string) => T): (origin: string) => T {
  const cache = new Map<string, T>()
  return (origin) => {
    let value = cache.get(origin)
    if (value === undefined) {
      if (cache.size >= 16) cache.delete(cache.keys().next().value!)
      value = build(origin)
      cache.set(origin, value)
    }
    return value
  }
}

export function docsRoutes(app: AppContext, table: readonly Route[]): SystemRoute[] {
  // built once per process, on first request, when the table is complete (deterministic output)
  let openapi: { text: string; etag: string } | null = null
  const openApiText = () => {
    if (!openapi) {
      const text = JSON.stringify(buildOpenApi({ routes: table, locales: app.config.locales, lookup: resourceByPath, version: pkg.version }))
      openapi = { text, etag: etagOf(text) }
    }
    return openapi
  }
  const hydra = perOrigin((origin) => hydraDocumentation({ routes: table, resources: RESOURCES, lookup: resourceByPath, origin }))
  // rendered by the plugin once, on first request; served with the service's own headers
  let page: ReturnType<typeof docsPage> | null = null

  return [
    {
      method: 'GET',
      path: '/openapi.json',
      spec: null,
      serve(request) {
        const { text, etag } = openApiText()
        const headers = { ETag: etag, ...REVALIDATE }
        if (request.headers.get('if-none-match') === etag) return notModified(headers)
        return textResponse(text, { 'Content-Type': JSON_TYPE, ...headers })
      },
      doc: { summary: 'This OpenAPI 3.0 description of the API', tag: TAG, tagDescription: 'This document, its interactive page, and the Hydra documentation and entrypoint.', shape: 'custom', conditional: true, responseSchema: { type: 'object', description: 'An OpenAPI 3.0.3 document' } },
    },
    {
      method: 'GET',
      path: DOCS_PATH,
      spec: null,
      async serve() {
        const { html, csp } = await (page ??= docsPage())
        return textResponse(html, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': csp, ...REVALIDATE })
      },
      doc: { summary: 'Interactive API documentation (Scalar, served from the binary)', tag: TAG, shape: 'custom', responseType: 'text/html', responseSchema: { type: 'string' } },
    },
    {
      method: 'GET',
      path: `${DOCS_PATH}/:asset`,
      spec: null,
      serve(_request, params) {
        const asset = Object.hasOwn(DOCS_ASSETS, params.asset!) ? DOCS_ASSETS[params.asset!]! : null
        if (!asset) throw problem.notFound(`No documentation asset "${params.asset}".`)
        return textResponse(asset.body(), { 'Content-Type': asset.type, 'Cache-Control': 'public, max-age=86400' })
      },
      doc: {
        summary: 'A static asset of the /docs page',
        tag: TAG,
        shape: 'custom',
        pathParams: [{ name: 'asset', description: 'File name', schema: { type: 'string', enum: Object.keys(DOCS_ASSETS) } }],
        responseType: 'text/javascript',
        responseSchema: { type: 'string' },
      },
    },
    {
      method: 'GET',
      path: '/docs.jsonld',
      spec: null,
      serve: (request) => conditionalJson(request, hydra(originOf(request, app.config)), REVALIDATE),
      doc: {
        summary: 'The Hydra API documentation: classes, properties and operations',
        tag: TAG,
        shape: 'custom',
        conditional: true,
        responseType: 'application/ld+json',
        responseSchema: { type: 'object', description: 'A hydra:ApiDocumentation' },
      },
    },
    {
      method: 'GET',
      path: ENTRYPOINT,
      spec: null,
      serve: (request) => conditionalJson(request, entrypointDocument(table, RESOURCES), REVALIDATE),
      doc: {
        summary: 'The Hydra entrypoint: a link to each collection',
        tag: TAG,
        shape: 'custom',
        conditional: true,
        responseType: 'application/ld+json',
        responseSchema: {
          type: 'object',
          properties: { '@context': { type: 'string' }, '@id': { type: 'string' }, '@type': { type: 'string', enum: ['Entrypoint'] } },
          additionalProperties: { type: 'string', description: 'Collection path' },
        },
      },
    },
  ]
}
