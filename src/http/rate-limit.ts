/**
 * Stage 1 of the pipeline (CONTRACT §4, §10): token buckets per user (when the bearer verifies)
 * or per client IP, the X-RateLimit-* headers on every response, 429 past the limit.
 */
import type { Config } from '../config'
import { isUsable } from '../domain/api-keys'
import { bucketMemory, SharedTokenBuckets } from '../lib/shared-buckets'
import { TokenBuckets, type TakeResult } from '../lib/token-bucket'
import type { Identity } from './identity'

/** `anonymous`: counted in the client IP's bucket, not a user's or key's. */
export type RateDecision = TakeResult & { headers: Record<string, string>; anonymous: boolean }

/** The buckets' memory when several worker threads serve one port (http/cluster.ts). */
export type SharedLimits = { anon: SharedArrayBuffer; auth: SharedArrayBuffer }

type Buckets = { take: (key: string) => TakeResult; peek: (key: string) => TakeResult; sweep?: () => void }

export class RateLimiter {
  private readonly anon: Buckets
  private readonly auth: Buckets
  private readonly sweeper: ReturnType<typeof setInterval>

  /** With `shared`, every worker counts in the same buckets (CONTRACT §14: exact across workers). */
  constructor(config: Config, shared?: SharedLimits) {
    this.anon = shared ? new SharedTokenBuckets(config.rateAnon, shared.anon) : new TokenBuckets(config.rateAnon)
    this.auth = shared ? new SharedTokenBuckets(config.rateAuth, shared.auth) : new TokenBuckets(config.rateAuth)
    this.sweeper = setInterval(() => {
      this.anon.sweep?.()
      this.auth.sweep?.()
    }, 60_000)
    this.sweeper.unref?.()
  }

  /**
   * The bucket for this request: the user's when the token verifies, the key's when the API key
   * is valid (CONTRACT §3: a key is limited as its own user), else the IP's; so made-up tokens
   * and keys cannot mint fresh buckets.
   */
  private bucketOf(identity: Identity, ip: string): { buckets: Buckets; key: string } {
    if (identity.kind === 'jwt' && identity.verified.ok) {
      return { buckets: this.auth, key: `user:${identity.verified.claims.tenant}:${identity.verified.claims.sub}` }
    }
    if (identity.kind === 'api-key' && isUsable(identity.key ?? null)) {
      return { buckets: this.auth, key: `key:${identity.tenant}:${identity.key!.uuid}` }
    }
    return { buckets: this.anon, key: `ip:${ip}` }
  }

  take(identity: Identity, ip: string): RateDecision {
    const { buckets, key } = this.bucketOf(identity, ip)
    const result = buckets.take(key)
    return {
      ...result,
      anonymous: buckets === this.anon,
      headers: {
        'X-RateLimit-Limit': String(result.limit),
        'X-RateLimit-Remaining': String(result.remaining),
        'X-RateLimit-Reset': String(result.reset),
      },
    }
  }

  /**
   * The headers of the client IP's bucket, spending nothing: a CORS preflight, which a browser
   * sends without credentials before the request it asks about, is not a request of its own.
   */
  peekHeaders(ip: string): Record<string, string> {
    const result = this.anon.peek(`ip:${ip}`)
    return { 'X-RateLimit-Limit': String(result.limit), 'X-RateLimit-Remaining': String(result.remaining), 'X-RateLimit-Reset': String(result.reset) }
  }

  close(): void {
    clearInterval(this.sweeper)
  }
}

/**
 * The client address: the socket's, or behind `CMS_TRUST_PROXY` proxies the address the first
 * of them saw, which the last of them received X-Forwarded-For with. Each proxy appends the
 * address it saw, so that is the Nth entry from the right; what is left of it a client may have
 * sent itself, and a client that could choose its address would choose its rate-limit bucket.
 */
export function clientIp(request: Request, config: Config, socketIp: string | undefined): string {
  if (config.trustProxy > 0) {
    const forwarded = forwardedEntry(request.headers.get('x-forwarded-for'), config.trustProxy)
    if (forwarded) return forwarded
  }
  return socketIp ?? 'unknown'
}

/** The entry `hops` from the right of a comma-separated forwarding header (the first when it has fewer). */
export function forwardedEntry(header: string | null, hops: number): string | undefined {
  if (!header) return undefined
  const entries = header.split(',').map((e) => e.trim()).filter((e) => e !== '')
  return entries[Math.max(0, entries.length - hops)]
}

/** Memory for both limits, made once by the primary thread and handed to every worker. */
export const sharedLimits = (): SharedLimits => ({ anon: bucketMemory(), auth: bucketMemory() })
