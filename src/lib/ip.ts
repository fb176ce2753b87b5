/**
 * Address classes that a webhook must never reach (CONTRACT §9, against SSRF): loopback,
 * private, link-local, and the other ranges that are not the public internet.
 */
import { isIP } from 'node:net'

export type ResolvedAddress = { address: string; family: number }

/** Host name → its addresses; the system's resolver unless a test gives another. */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>

const V4_BLOCKED: [string, number][] = [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
]

function v4ToInt(ip: string): number {
  return ip.split('.').reduce((n, part) => (n << 8) + Number(part), 0) >>> 0
}

function blockedV4(ip: string): boolean {
  const n = v4ToInt(ip)
  return V4_BLOCKED.some(([base, bits]) => n >>> (32 - bits) === v4ToInt(base) >>> (32 - bits))
}

/** Expands `::`, keeping the 8 groups as numbers; an embedded IPv4 tail counts as two groups. */
function v6Groups(ip: string): number[] {
  let text = ip.toLowerCase().split('%')[0]!
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (tail) {
    const n = v4ToInt(tail[1]!)
    text =
      text.slice(0, -tail[1]!.length) + `${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`
  }
  const [head, rest] = text.split('::') as [string, string | undefined]
  const a = head ? head.split(':') : []
  const b = rest ? rest.split(':') : []
  const fill = rest === undefined ? [] : Array(8 - a.length - b.length).fill('0')
  return [...a, ...fill, ...b].map((g) => parseInt(g, 16))
}

function blockedV6(ip: string): boolean {
  const g = v6Groups(ip)
  if (g.length !== 8 || g.some((x) => Number.isNaN(x))) return true
  if (g.every((x) => x === 0)) return true // ::
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return true // ::1
  // IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) carry an IPv4 address
  const mapped = g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff
  const nat64 = g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)
  if (mapped || nat64) return blockedV4(`${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`)
  if ((g[0]! & 0xfe00) === 0xfc00) return true // fc00::/7 unique local
  if ((g[0]! & 0xffc0) === 0xfe80) return true // fe80::/10 link-local
  if ((g[0]! & 0xff00) === 0xff00) return true // multicast
  return false
}

/** True for addresses a webhook may not target; anything that is not an IP address counts too. */
export function isBlockedAddress(ip: string): boolean {
  const kind = isIP(ip.replace(/^\[|\]$/g, ''))
  if (kind === 4) return blockedV4(ip)
  if (kind === 6) return blockedV6(ip.replace(/^\[|\]$/g, ''))
  return true
}
