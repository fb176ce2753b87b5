/** Paths without a tenant (CONTRACT §4): health and the JSON-LD contexts. */
import { jsonldContext } from '../registry/jsonld'
import { RESOURCES, VIEWS } from '../resources'
import type { AppContext } from './context'
import { conditionalJson } from './conditional'
import { health } from './health'
import { originOf } from './origin'
import { problem } from '../lib/problem'
import { jsonResponse, JSON_TYPE } from './respond'
import type { SystemRoute } from './route'

export function systemRoutes(app: AppContext): SystemRoute[] {
  return [
    {
      method: 'GET',
      path: '/health',
      spec: null,
      serve() {
        const state = health(app)
        return jsonResponse(state, state.status === 'ok' ? 200 : 503, { 'Cache-Control': 'no-store' }, JSON_TYPE)
      },
      doc: {
        summary: 'Health: 200 when the tenant registry is readable and the data folder has CMS_MIN_FREE_MB free; else 503 degraded',
        tag: 'System',
        tagDescription: 'Health, the JSON-LD contexts of the types and the content locales.',
        shape: 'custom',
        responseSchema: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['ok'] } } },
        otherResponses: {
          503: {
            description: 'Degraded: the tenant registry cannot be read, or the data folder has less than CMS_MIN_FREE_MB free',
            schema: {
              type: 'object',
              required: ['status', 'detail'],
              properties: { status: { type: 'string', enum: ['degraded'] }, detail: { type: 'string', description: 'Why the service is degraded' } },
            },
          },
        },
      },
    },
    {
      method: 'GET',
      path: '/contexts/:type',
      spec: null,
      serve(request, params) {
        const context = jsonldContext(RESOURCES, params.type!, originOf(request, app.config), VIEWS)
        if (!context) throw problem.notFound(`No context for type "${params.type}".`)
        return conditionalJson(request, context, { 'Cache-Control': 'public, max-age=3600' })
      },
      doc: {
        summary: 'The JSON-LD context of a type, as referenced by @context',
        tag: 'System',
        shape: 'custom',
        conditional: true,
        pathParams: [{ name: 'type', description: 'A type name such as Article' }],
        responseType: 'application/ld+json',
        responseSchema: { type: 'object', required: ['@context'], properties: { '@context': { type: 'object' } } },
      },
    },
  ]
}
