/**
 * GET /public/settings (CONTRACT §8): the site's public settings as one plain JSON object,
 * `{ "<key>": <value> }`, so a front end reads `settings["site.title"]` with a single cacheable
 * request. Settings with `is_public` false never appear.
 */
import { publicSettings } from '../domain/public-settings'
import type { RouteSpec } from './context'
import { collectionTag } from '../registry/cache-tags'
import { resourceByPath } from '../resources'
import { conditionalJson, publicCache } from './conditional'
import { JSON_TYPE } from './respond'
import type { TenantRoute } from './route'

const spec: RouteSpec = { tenant: true, auth: 'none', site: true, body: 'none' }
// CONTRACT §11: the body is no item of its own; any setting's change purges it
const HEADERS = publicCache(false, [collectionTag(resourceByPath('settings'))])

export function publicSettingsRoutes(): TenantRoute[] {
  return [
    {
      method: 'GET',
      path: '/public/settings',
      spec,
      doc: {
        summary: 'The public settings of the site as one object keyed by setting key',
        tag: 'Public Setting',
        tagDescription: 'The public settings of a site, in one request, for front ends.',
        shape: 'custom',
        conditional: true,
        responseSchema: {
          type: 'object',
          additionalProperties: true,
          example: { 'site.title': 'My site', 'social.links': ['https://example.com'] },
        },
      },
      handle(rc) {
        return conditionalJson(
          rc.request,
          publicSettings(rc.scope('/public')),
          HEADERS,
          JSON_TYPE,
        )
      },
    },
  ]
}
