/**
 * The media library's routes beside its resource CRUD (whose create, the upload, the `media`
 * resource declares): the quota figures and the file delivery route.
 */
import { quotaInfo } from '../domain/media'
import type { AppContext } from './context'
import { serveMediaFile } from './media-delivery'
import { jsonResponse, JSONLD } from './respond'
import type { Route } from './route'

export function mediaRoutes(app: AppContext): Route[] {
  return [
    {
      method: 'GET',
      path: '/admin/media/quota/info',
      spec: { tenant: true, auth: 'required', access: { class: 'media', action: 'read' }, site: false, body: 'none' },
      // spec §1: responses are JSON-LD; the quota object is no resource, so it has no @id or @context
      handle: (rc) => jsonResponse(quotaInfo(rc.scope('/admin')), 200, { 'Cache-Control': 'no-store' }, JSONLD),
      doc: {
        summary: "The tenant's media storage quota and use (all sites); MB are MiB, rounded to 0.01",
        tag: 'Media',
        shape: 'custom',
        responseType: 'application/ld+json',
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
          // transforms of an image original (docs/media.md "Transforms")
          { name: 'w', description: 'Transform: width in pixels, 1 to CMS_TRANSFORM_MAX (never enlarged)', schema: { type: 'integer', minimum: 1 } },
          { name: 'h', description: 'Transform: height in pixels, 1 to CMS_TRANSFORM_MAX (never enlarged)', schema: { type: 'integer', minimum: 1 } },
          { name: 'fit', description: 'Transform: `cover` crops to exactly w×h around the focal point (default with both), `inside` fits within them', schema: { type: 'string', enum: ['cover', 'inside'] } },
          { name: 'fm', description: 'Transform: output format; `auto` is WebP when `Accept` lists image/webp, else the original\'s', schema: { type: 'string', enum: ['jpeg', 'png', 'webp', 'auto'] } },
          { name: 'q', description: 'Transform: JPEG and WebP quality (default 80)', schema: { type: 'integer', minimum: 1, maximum: 100 } },
          { name: 'p', description: 'Transform: a preset of CMS_TRANSFORM_PRESETS; combines with `fm` only' },
        ],
        responseType: '*/*',
        responseSchema: { type: 'string', format: 'binary' },
        headers: ['ETag', 'ContentDisposition'],
        optionalAuth: true,
        otherResponses: {
          206: { description: 'Partial Content: the `Range` asked for (one range), with `Content-Range`', schema: { type: 'string', format: 'binary' }, headers: ['ETag', 'ContentDisposition', 'ContentRange'] },
          302: { description: 'Found: with CMS_S3_REDIRECT=1, a presigned URL of the object in `Location` (plain files, after the access check)' },
          304: { description: 'Not Modified: If-None-Match matched the current ETag' },
        },
        // 400: a transform parameter out of range, repeated, unknown or not allowed here; 503: the
        // database is busy, or no transform slot freed up; 507: no room to keep a transform
        problems: [400, 401, 403, 404, 416, 503, 507],
      },
    },
  ]
}
