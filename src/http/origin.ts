/**
 * The absolute origin a client reached us at (`http://host:port`), for the Hydra `Link`
 * header and the JSON-LD `@vocab`, which Hydra clients need as absolute IRIs.
 */
import type { Config } from '../config'
import { forwardedEntry } from './rate-limit'
import { urlOf } from './request-url'

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/

export function originOf(request: Request, config: Config): string {
  const url = new URL(urlOf(request))
  if (config.trustProxy > 0) {
    // note: only behind a trusted proxy (CMS_TRUST_PROXY), read as the client IP is
    const host = forwardedEntry(request.headers.get('x-forwarded-host'), config.trustProxy)
    const proto = forwardedEntry(request.headers.get('x-forwarded-proto'), config.trustProxy)?.toLowerCase()
    if (host && HOST.test(host)) return `${proto === 'https' || proto === 'http' ? proto : url.protocol.slice(0, -1)}://${host}`
  }
  return url.origin
}

/** RFC 8288 link to the Hydra API documentation, as API Platform sends on every response. */
export const apiDocumentationLink = (origin: string) =>
  `<${origin}/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"`
