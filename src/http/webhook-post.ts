/**
 * One webhook POST to an address decided beforehand (CONTRACT §14): the connection goes to the
 * IP the SSRF guard checked, while the URL's host name stays the `Host` header, the TLS server
 * name and the name the certificate is verified against. node:http(s) takes the address through
 * its `lookup` option, so no second DNS query happens. Redirects are never followed: the status
 * is returned as it is, and a 3xx counts as a failed attempt.
 */
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import type { ResolvedAddress } from '../domain/url-guard'

export type PinnedPost = {
  url: string
  address: ResolvedAddress
  body: string
  headers: Record<string, string>
  signal: AbortSignal
}

/** The receiver's status code; rejects when no answer came (connection, TLS, abort). */
export function postPinned({ url, address, body, headers, signal }: PinnedPost): Promise<number> {
  const target = new URL(url)
  const client = target.protocol === 'https:' ? https : http
  const lookup = ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [address])
    else callback(null, address.address, address.family)
  }) as unknown as LookupFunction
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        signal,
        lookup,
        // note: no shared keep-alive pool, whose sockets were opened for another check
        agent: false,
      },
      (response) => {
        response.resume() // the body is not needed; drain it so the socket closes
        resolve(response.statusCode ?? 0)
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}
