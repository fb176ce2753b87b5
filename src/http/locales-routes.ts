/**
 * `GET /admin/locales`: the configured content locales, so clients (the dashboard at /ui,
 * front ends) can offer one input per locale without guessing. Any signed-in role may read it.
 */
import type { AppContext } from './context'
import { jsonResponse, JSON_TYPE } from './respond'
import type { TenantRoute } from './route'

export function localesRoutes(ctx: AppContext): TenantRoute[] {
  return [
    {
      method: 'GET',
      path: '/admin/locales',
      spec: { tenant: true, auth: 'required', site: false, body: 'none' },
      doc: {
        summary: 'The content locales of multilingual fields; the first is the default',
        tag: 'System',
        shape: 'custom',
        responseSchema: {
          type: 'object',
          properties: {
            locales: { type: 'array', items: { type: 'string' } },
            default_locale: { type: 'string' },
          },
        },
      },
      handle: () =>
        jsonResponse(
          { locales: ctx.config.locales, default_locale: ctx.config.locales[0] },
          200,
          {},
          JSON_TYPE,
        ),
    },
  ]
}
