/** CORS for the allowed origins of the configuration; preflights are answered in stage 1. */
import type { Config } from '../config'
import { sizedResponse } from '../lib/body-size'

export function corsHeaders(config: Config, request: Request): Record<string, string> {
  const origin = request.headers.get('origin')
  if (!origin) return {}
  const allowed = config.corsOrigins.includes('*') || config.corsOrigins.includes(origin)
  if (!allowed) return {}
  return {
    'Access-Control-Allow-Origin': config.corsOrigins.includes('*') ? '*' : origin,
    'Access-Control-Expose-Headers': 'Content-Language, ETag, Link, Location, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, X-Request-Id',
    ...(config.corsOrigins.includes('*') ? {} : { Vary: 'Origin' }),
  }
}

/** The answer to a preflight (`OPTIONS` with Access-Control-Request-Method), before the rate limit. */
export function preflight(cors: Record<string, string>): Response {
  return sizedResponse(null, {
    status: 204,
    headers: {
      ...cors,
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, If-Match, If-None-Match, X-Tenant-Id, X-Site-Id, X-Preview-Token, Last-Event-ID',
      'Access-Control-Max-Age': '600',
    },
  })
}
