/**
 * The media library's routes beside its resource CRUD (whose create, the upload, the `media`
 * resource declares): the quota figures and the file delivery route.
 */
import { quotaInfo } from '../domain/media'
import type { AppContext } from './context'
import { serveMediaFile } from './media-delivery'
import { jsonResponse, JSON_TYPE } from './respond'
import type { Route } from './route'

export function mediaRoutes(app: AppContext): Route[] {
  return [
    {
      method: 'GET',
      path: '/admin/media/quota/info',
      spec: { tenant: true, auth: 'required', access: { class: 'media', action: 'read' }, site: false, body: 'none' },
      handle: (rc) => jsonResponse(quotaInfo(rc.scope('/admin')), 200, { 'Cache-Control': 'no-store' }, JSON_TYPE),
      doc: {
        summary: "The tenant's media storage quota and use (all sites); MB are MiB, rounded to 0.01",
        tag: 'Media',
        shape: 'custom',
        responseSchema: {
          type: 'object',
          properties: {
            quota_mb: { type: 'number' },
            used_mb: { type: 'number', description: 'Originals and variants' },
            available_mb: { type: 'number' },
            usage_percentage: { type: 'number' },
            media_count: { type: 'integer' },
          },
        },
      },
    },
    {
      method: 'GET',
      path: '/media/:tenant/*',
      // the tenant is in the path: no X-Tenant-Id, no pipeline (CONTRACT §4)
      spec: null,
      serve: (request, _params, identity) => serveMediaFile(app, request, identity),
      doc: {
        summary: 'A media file (original or variant); private files need a bearer token or a signed URL',
        description: 'A public file is served to anyone. A private file needs a bearer token of the tenant (any role) or a signed URL (`expires` and `signature`) that has not expired.',
        tag: 'Media',
        shape: 'custom',
        pathParams: [
          { name: 'tenant', description: 'Tenant slug' },
          { name: 'path', description: 'File name as given in the media item\'s `urls`' },
        ],
        query: [
          { name: 'expires', description: 'Signed URL of a private file: expiry (Unix seconds)', schema: { type: 'integer' } },
          { name: 'signature', description: 'Signed URL of a private file: signature' },
        ],
        responseSchema: { type: 'string', format: 'binary' },
        // 503: the database is busy, or no transform slot freed up; 507: no room to keep a transform
        problems: [401, 403, 404, 416, 503, 507],
      },
    },
  ]
}
