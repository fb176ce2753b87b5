/**
 * SSRF guard for webhook URLs (CONTRACT §9, §14): a host that resolves to a loopback, private or
 * link-local address is refused, unless CMS_WEBHOOK_ALLOW_PRIVATE=1. Checked when a webhook is
 * written (422) and again before every delivery. A delivery connects to the very address that
 * was checked (`resolveTarget` gives it), so a second DNS answer cannot redirect it (rebinding).
 */
import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import { isBlockedAddress, type ResolvedAddress, type Resolver } from '../lib/ip'

export type { ResolvedAddress, Resolver }

export type HostVerdict = 'public' | 'private' | 'unresolved'

export const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true })

/** The verdict on a URL's host and, when it resolved, the address a connection must use. */
export type Target = { verdict: HostVerdict; address: ResolvedAddress | null }

const unresolved: Target = { verdict: 'unresolved', address: null }

export async function resolveTarget(url: string, resolve: Resolver = systemResolver): Promise<Target> {
  let host: string
  try {
    host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase()
  } catch {
    return unresolved
  }
  const family = isIP(host)
  if (family) return { verdict: isBlockedAddress(host) ? 'private' : 'public', address: { address: host, family } }
  // note: resolvers map these names to loopback whatever DNS says (RFC 6761); `localhost.` is
  // the same name, fully qualified
  const name = host.replace(/\.+$/, '')
  const loopbackName = name === 'localhost' || name.endsWith('.localhost')
  let addresses: ResolvedAddress[]
  try {
    addresses = await resolve(host)
  } catch {
    addresses = []
  }
  if (addresses.length === 0) return loopbackName ? { verdict: 'private', address: null } : unresolved
  const blocked = loopbackName || addresses.some((a) => isBlockedAddress(a.address))
  return { verdict: blocked ? 'private' : 'public', address: addresses[0]! }
}

export async function classifyUrlHost(url: string, resolve?: Resolver): Promise<HostVerdict> {
  return (await resolveTarget(url, resolve)).verdict
}

export const PRIVATE_HOST_MESSAGE = 'This URL points to a private, loopback or link-local address.'
