/** CORS for the allowed origins of the configuration; preflights are answered in stage 1. */
import type { Config } from '../config'
import { sizedResponse } from '../lib/body-size'

const EXPOSED = 'Content-Language, ETag, Link, Location, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, X-Request-Id'

/**
 * Any origin: the same headers on every answer, with an Origin or without, so a copy cached from
 * a request without one (a server-side render, an <img>) serves a browser's fetch() from
 * another origin too (a year for media); nothing to vary on.
 */
const ANY_ORIGIN: Readonly<Record<string, string>> = Object.freeze({ 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': EXPOSED })

export function corsHeaders(config: Config, request: Request): Record<string, string> {
  if (config.corsOrigins.includes('*')) return { ...ANY_ORIGIN }
  // note: with a list of origins the answer depends on Origin, also when there is none or one
  // not on the list (no Allow-Origin then): a shared cache must not give that copy to an
  // allowed origin, whose browser would refuse it
  const origin = request.headers.get('origin')
  if (!origin || !config.corsOrigins.includes(origin)) return { Vary: 'Origin' }
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': EXPOSED, Vary: 'Origin' }
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
