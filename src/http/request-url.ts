/**
 * note: Elysia finds the path with `url.indexOf('/', 11)`, which misroutes hosts shorter than
 * four characters (`http://cms/…`, a common service name in a container network). Such a
 * request is routed through a copy with a longer host; handlers read the client's URL here.
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

/** The URL the client sent (use instead of `request.url` in handlers). */
export const urlOf = (request: Request): string => originals.get(request) ?? request.url
