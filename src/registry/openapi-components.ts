/**
 * The shared parts of the OpenAPI document: problem responses (spec §7), the header and paging
 * parameters, the bearer scheme and the response headers. Operations point at them by $ref.
 */
import type { SchemaRegistry } from './openapi-schemas'
import { PER_PAGE_DEFAULT, PER_PAGE_MAX } from './query'

const PROBLEM = 'application/problem+json'

const header = (name: string) => ({ $ref: `#/components/headers/${name}` })

/** Problem responses by status (spec §7); `ValidationFailed` and `TooManyRequests` carry more. */
export const PROBLEMS: Record<number, { name: string; description: string; schema: string }> = {
  400: { name: 'BadRequest', description: 'Bad Request: invalid JSON, a missing or malformed header (X-Tenant-Id, X-Site-Id), an invalid IRI, page parameter or locale', schema: 'Problem' },
  401: { name: 'Unauthorized', description: 'Unauthorized: token missing (`JWT Token not found`), invalid or expired; or an invalid preview token', schema: 'Problem' },
  403: { name: 'Forbidden', description: 'Forbidden: the user does not belong to this tenant, or the role may not do this (`Access Denied.`)', schema: 'Problem' },
  404: { name: 'NotFound', description: 'Not Found: unknown, suspended or deleted tenant (`Tenant not found.`), unknown site, or no such resource', schema: 'Problem' },
  409: { name: 'Conflict', description: 'Conflict: a unique constraint only the database caught, or the resource is still in use', schema: 'Problem' },
  410: { name: 'Gone', description: 'Gone: the cursor is older than the oldest kept change; read the collection again', schema: 'Problem' },
  412: { name: 'PreconditionFailed', description: 'Precondition Failed: If-Match does not match the current ETag', schema: 'Problem' },
  413: { name: 'PayloadTooLarge', description: 'Payload Too Large: body or file over the limit, or the storage quota would be exceeded (`Storage Quota Exceeded`)', schema: 'QuotaProblem' },
  416: { name: 'RangeNotSatisfiable', description: 'Range Not Satisfiable: the `Range` starts past the end of the file; `Content-Range: bytes */<size>` gives its size', schema: 'Problem' },
  415: { name: 'UnsupportedMediaType', description: 'Unsupported Media Type: the body is not JSON (or not multipart where a file is expected), or the file type is not allowed', schema: 'Problem' },
  422: { name: 'ValidationFailed', description: 'Validation Failed: `violations` lists each `propertyPath`, `message` and `code`', schema: 'ValidationProblem' },
  429: { name: 'TooManyRequests', description: 'Too Many Requests: rate limit exceeded; retry after `Retry-After` seconds', schema: 'RateLimitProblem' },
  503: { name: 'ServiceUnavailable', description: 'Service Unavailable: the database stayed locked beyond its busy timeout (`The database is busy; please retry.`), or a limit on concurrent work was reached (image transforms, open change streams per tenant), or the server is shutting down; nothing was written, retry after `Retry-After` seconds', schema: 'RetryProblem' },
  507: { name: 'InsufficientStorage', description: 'Insufficient Storage: no space left to store this change (`No space left to store this change.`); nothing was written, reads keep working', schema: 'Problem' },
}

/** Problems that tell the client when to try again, in `Retry-After`. */
const RETRY_LATER = new Set(['TooManyRequests', 'ServiceUnavailable'])

export function components(schemas: SchemaRegistry, locales: readonly string[]): Record<string, unknown> {
  const violation = schemas.named('Violation', () => ({
    type: 'object',
    required: ['propertyPath', 'message', 'code'],
    properties: {
      propertyPath: { type: 'string', example: 'title' },
      message: { type: 'string', example: 'This value should not be blank.' },
      code: { type: 'string', example: 'c1051bb4-d103-4f74-8988-acbcafc7fdc3' },
    },
  }))
  const problem = schemas.named('Problem', () => ({
    type: 'object',
    description: 'RFC 7807 problem details (spec §7)',
    required: ['type', 'title', 'status', 'detail'],
    properties: {
      type: { type: 'string', example: 'https://tools.ietf.org/html/rfc7807' },
      title: { type: 'string', example: 'Validation Failed' },
      status: { type: 'integer', example: 422 },
      detail: { type: 'string', example: 'title: This value should not be blank.' },
      violations: { type: 'array', items: violation },
    },
  }))
  schemas.named('ValidationProblem', () => ({ allOf: [problem, { type: 'object', required: ['violations'] }] }))
  schemas.named('RateLimitProblem', () => ({
    allOf: [
      problem,
      {
        type: 'object',
        required: ['retry_after', 'rate_limit'],
        properties: {
          retry_after: { type: 'integer', description: 'Seconds to wait' },
          rate_limit: { type: 'object', properties: { limit: { type: 'integer' }, remaining: { type: 'integer' }, reset: { type: 'integer' } } },
        },
      },
    ],
  }))
  schemas.named('RetryProblem', () => ({
    allOf: [problem, { type: 'object', required: ['retry_after'], properties: { retry_after: { type: 'integer', description: 'Seconds to wait' } } }],
  }))
  const mb = { type: 'number' }
  const bytes = { type: 'integer' }
  schemas.named('QuotaProblem', () => ({
    allOf: [
      problem,
      {
        type: 'object',
        description: 'The quota fields are present when the storage quota is exceeded (docs/media.md)',
        properties: { quota_mb: mb, used_mb: mb, available_mb: mb, required_mb: mb, used_bytes: bytes, available_bytes: bytes, required_bytes: bytes },
      },
    ],
  }))
  const responses: Record<string, unknown> = {}
  for (const { name, description, schema } of Object.values(PROBLEMS)) {
    responses[name] = {
      description,
      ...(RETRY_LATER.has(name) ? { headers: { 'Retry-After': header('RetryAfter') } } : {}),
      content: { [PROBLEM]: { schema: { $ref: `#/components/schemas/${schema}` } } },
    }
  }
  const positive = (def: number, max?: number) => ({ type: 'integer', minimum: 1, default: def, ...(max ? { maximum: max } : {}) })
  return {
    securitySchemes: {
      bearerAuth: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'A JWT from `POST /auth/token` (HS256, claims sub, tenant, roles), or an API key `cms_…` from `POST /admin/api-keys`, sent as `Authorization: Bearer <token>`.',
      },
    },
    parameters: {
      TenantId: { name: 'X-Tenant-Id', in: 'header', required: true, description: 'Slug of the tenant. Missing: 400; unknown, suspended or deleted: 404 `Tenant not found.`', schema: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{1,62}$' } },
      SiteId: { name: 'X-Site-Id', in: 'header', required: false, description: 'UUID of a site of the tenant (see GET /admin/sites). Absent: the first active site.', schema: { type: 'string', format: 'uuid' } },
      PreviewToken: { name: 'X-Preview-Token', in: 'header', required: false, description: 'A token from POST /admin/preview-tokens: drafts and scheduled content become visible.', schema: { type: 'string' } },
      IfMatch: { name: 'If-Match', in: 'header', required: false, description: 'The ETag of the version you edit (or `*`); otherwise 412.', schema: { type: 'string' } },
      IfNoneMatch: { name: 'If-None-Match', in: 'header', required: false, description: 'An ETag you hold; 304 when it is still current.', schema: { type: 'string' } },
      page: { name: 'page', in: 'query', required: false, description: 'Page number, from 1. Past the end: an empty page.', schema: positive(1) },
      per_page: { name: 'per_page', in: 'query', required: false, description: `Items per page (default ${PER_PAGE_DEFAULT}; above ${PER_PAGE_MAX} is served as ${PER_PAGE_MAX}).`, schema: positive(PER_PAGE_DEFAULT) },
      itemsPerPage: { name: 'itemsPerPage', in: 'query', required: false, description: 'Alias of `per_page`.', schema: positive(PER_PAGE_DEFAULT) },
      locale: {
        name: 'locale',
        in: 'query',
        required: false,
        description:
          'Show every multilingual field (embedded relations included) as one string: the value in this locale, else the first non-blank one along the fallback chain (the default locale, then the others, unless the server sets CMS_LOCALE_FALLBACK), else null. Multilingual filters then match the value shown. The response carries `Content-Language`. Another value: 400 `Unknown locale "<code>".`',
        schema: { type: 'string', enum: [...locales] },
      },
      fallback: { name: 'fallback', in: 'query', required: false, description: 'With `locale`: `false` shows only that locale (null where it has no value).', schema: { type: 'boolean', default: true } },
    },
    headers: {
      ETag: { description: 'Strong validator of this representation; send it back in If-Match', schema: { type: 'string' } },
      ContentLanguage: { description: 'With `?locale=`: the locale the multilingual fields are shown in', schema: { type: 'string' } },
      ContentDisposition: { description: '`inline` with the file name; `attachment` for types a browser must not run in place (SVG, HTML)', schema: { type: 'string' } },
      ContentRange: { description: 'The bytes sent of the whole (`bytes 0-99/1234`)', schema: { type: 'string' } },
      Location: { description: 'IRI of the created resource', schema: { type: 'string' } },
      RetryAfter: { description: 'Seconds to wait before retrying', schema: { type: 'integer' } },
      CacheTag: { description: 'The items (`article:<uuid>`) and collections (`articles`) this response holds, comma-separated, for purging a CDN by tag', schema: { type: 'string' } },
      SurrogateKey: { description: 'The same tags as `Cache-Tag`, space-separated (Fastly)', schema: { type: 'string' } },
      RateLimitLimit: { description: 'Requests allowed in the window', schema: { type: 'integer' } },
      RateLimitRemaining: { description: 'Requests left in the window', schema: { type: 'integer' } },
      RateLimitReset: { description: 'Unix time (seconds) when the window resets', schema: { type: 'integer' } },
    },
    responses,
  }
}
