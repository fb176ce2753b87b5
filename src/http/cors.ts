/** CORS for the allowed origins of the configuration; preflights are answered in stage 1. */
import type { Config } from '../config'
import { sizedResponse } from '../lib/body-size'

export function corsHeaders(config: Config, request: Request): Record<string, string> {
  const any = config.corsOrigins.includes('*')
  // note: with a list of origins the answer depends on Origin, also when there is none or one
  // not on the list (no Allow-Origin then): a shared cache must not give that copy to an
  // allowed origin, whose browser would refuse it (a year for media)
  const vary: Record<string, string> = any ? {} : { Vary: 'Origin' }
  const origin = request.headers.get('origin')
  if (!origin || !(any || config.corsOrigins.includes(origin))) return vary
  return {
    'Access-Control-Allow-Origin': any ? '*' : origin,
    'Access-Control-Expose-Headers': 'Content-Language, ETag, Link, Location, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, X-Request-Id',
    ...vary,
  }
}

/** The answer to a preflight (`OPTIONS` with Access-Control-Request-Method), before the rate limit. */
export function preflight(cors: Record<string, string>): Response {
  return sizedResponse(null, {
    status: 204,
    headers: {
      ...cors,
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, If-Match, If-None-Match, X-Tenant-Id, X-Site-Id, X-Preview-Token, Last-Event-ID, X-Request-Id',
      'Access-Control-Max-Age': '600',
    },
  })
}
