/**
 * note: Elysia's compiled router finds the path with `url.indexOf('/', 11)` (it assumes at
 * least `http://x.yz`), which misroutes hosts shorter than four characters (`http://cms/…`, a
 * common service name in a container network). It does so before any hook runs, so no hook can
 * correct it: such a request is routed through a copy with a longer host, and the client's URL
 * stays readable here (origin.ts needs its host).
 */
const originals = new WeakMap<Request, string>()

export function routable(request: Request): Request {
  const url = request.url
  if (url.indexOf('/', url.indexOf('//') + 2) >= 11) return request
  const padded = new URL(url)
  padded.hostname = `${padded.hostname}.routing.invalid`
  const copy = new Request(padded, request)
  originals.set(copy, url)
  return copy
}

/** The URL the client sent (use instead of `request.url` where the host matters). */
export const urlOf = (request: Request): string => originals.get(request) ?? request.url

/**
 * A request whose Host header makes no URL (`Host: a b`, a port past 65535, HTTP/1.0 without
 * one): the same request on a placeholder host, so that it can be answered (a 400 problem, with
 * its X-Request-Id and log line) instead of failing where its URL is read. Null when the URL is fine.
 */
export function withoutBadHost(request: Request): Request | null {
  if (URL.canParse(request.url)) return null
  const url = request.url
  const start = url.indexOf('/', url.indexOf('//') + 2)
  const path = start === -1 ? '/' : url.slice(start)
  const safe = `http://host.invalid${URL.canParse(path, 'http://host.invalid') ? path : '/'}`
  return new Request(safe, request)
}
