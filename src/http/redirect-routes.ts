/** GET /public/redirects/resolve (CONTRACT §8). */
import { resolveRedirect } from '../domain/redirects'
import { conditionalJson, publicCache, tagHeaders } from './conditional'
import { ProblemError, problem } from '../lib/problem'
import { TagSet } from '../registry/cache-tags'
import { resourceByPath } from '../resources'
import { JSON_TYPE } from './respond'
import type { TenantRoute } from './route'

export function redirectRoutes(): TenantRoute[] {
  return [
    {
      method: 'GET',
      path: '/public/redirects/resolve',
      spec: { tenant: true, auth: 'none', site: true, body: 'none' },
      doc: {
        summary: "Resolves a path to the site's active redirect and counts a hit",
        tag: 'Public Redirect',
        tagDescription: 'Where a front end sends a visitor who asks for a path that moved.',
        shape: 'custom',
        conditional: true,
        query: [{ name: 'path', required: true, description: 'The requested path, e.g. /old-page (exact match on source_path)', schema: { type: 'string', example: '/old-page' } }],
        responseSchema: {
          type: 'object',
          properties: {
            source_path: { type: 'string' },
            target_path: { type: 'string', description: 'A path or an absolute http(s) URL' },
            status_code: { type: 'integer', enum: [301, 302, 307, 308] },
          },
        },
        problems: [400, 404],
      },
      handle(rc) {
        const path = rc.url.params.get('path')?.trim()
        if (!path) throw problem.badRequest('The "path" query parameter is required.')
        const found = resolveRedirect(rc.scope('/public'), path)
        // CONTRACT §11: a redirect added for the path later purges a cached 404 (`redirects`)
        const def = resourceByPath('redirects')
        const tags = new TagSet()
        tags.collection(def)
        if (!found) throw new ProblemError(404, `No redirect for "${path}".`, undefined, {}, tagHeaders(tags))
        const { uuid, ...body } = found
        tags.item(def, uuid)
        return conditionalJson(rc.request, body, publicCache(false, tags), JSON_TYPE)
      },
    },
  ]
}
