/**
 * One request from arrival to response (CONTRACT §14): its id and start, and what the pipeline
 * learns on the way (route template, tenant, actor). When the response is ready it gets the
 * `X-Request-Id` header, the request its log line and its count in the metrics.
 */
import { bodySize } from '../lib/body-size'
import type { RequestLog } from '../lib/log'
import type { Actor } from '../registry/define'
import type { ServiceMetrics } from './metrics'
import { NO_ROUTE } from './metrics'

export type Exchange = {
  id: string
  started: number
  /** The socket address, for the rate limit's IP bucket. */
  ip: string | undefined
  /** The route template that answered (`/admin/articles/:id`), null before routing or for 404/405. */
  route: string | null
  tenant: string | null
  actor: Actor | null
  /** The body's size when the pipeline's exit saw the response, else null. */
  bytes: number | null
}

/** CONTRACT §14: the client's id is kept when it is 1 to 128 of these characters. */
const VALID_ID = /^[A-Za-z0-9._-]{1,128}$/

const exchanges = new WeakMap<Request, Exchange>()

export function begin(request: Request, ip: string | undefined): Exchange {
  const sent = request.headers.get('x-request-id')
  const exchange: Exchange = {
    id: sent !== null && VALID_ID.test(sent) ? sent : crypto.randomUUID(),
    started: performance.now(),
    ip,
    route: null,
    tenant: null,
    actor: null,
    bytes: null,
  }
  exchanges.set(request, exchange)
  return exchange
}

export const exchangeOf = (request: Request): Exchange | undefined => exchanges.get(request)

/** The path of a URL without its query (the log never holds a query string). */
function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2)
  const query = url.indexOf('?', start)
  return url.slice(start, query === -1 ? undefined : query)
}

/** Stamps the response with the request id, counts it and logs it; returns the same response. */
export function finish(exchange: Exchange, request: Request, response: Response, metrics: ServiceMetrics, log: RequestLog | null): Response {
  response.headers.set('X-Request-Id', exchange.id)
  const ms = performance.now() - exchange.started
  metrics.request(exchange.route ?? NO_ROUTE, request.method, response.status, ms / 1000, exchange.tenant)
  if (log) {
    const { actor } = exchange
    log({
      requestId: exchange.id,
      tenant: exchange.tenant,
      method: request.method,
      path: pathOf(request.url),
      status: response.status,
      durationMs: ms,
      bytes: request.method === 'HEAD' ? 0 : (exchange.bytes ?? bodySize(response)),
      actor: actor && actor.type !== 'system' ? `${actor.type}:${actor.id}` : null,
    })
  }
  return response
}
