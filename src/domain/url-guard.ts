/**
 * SSRF guard for webhook URLs (CONTRACT §9): a host that resolves to a loopback, private or
 * link-local address is refused, unless CMS_WEBHOOK_ALLOW_PRIVATE=1. Checked when a webhook is
 * written (422) and again before every delivery, since DNS answers change.
 */
import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import { isBlockedAddress } from '../lib/ip'

export type HostVerdict = 'public' | 'private' | 'unresolved'

export async function classifyUrlHost(url: string): Promise<HostVerdict> {
  let host: string
  try {
    host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase()
  } catch {
    return 'unresolved'
  }
  if (isIP(host)) return isBlockedAddress(host) ? 'private' : 'public'
  // note: resolvers map these names to loopback whatever DNS says (RFC 6761)
  if (host === 'localhost' || host.endsWith('.localhost')) return 'private'
  try {
    const addresses = await lookup(host, { all: true, verbatim: true })
    if (addresses.length === 0) return 'unresolved'
    return addresses.some((a) => isBlockedAddress(a.address)) ? 'private' : 'public'
  } catch {
    return 'unresolved'
  }
}

export const PRIVATE_HOST_MESSAGE = 'This URL points to a private, loopback or link-local address.'
