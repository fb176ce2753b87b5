/**
 * Stage 1 of the pipeline (CONTRACT §4, §10): token buckets per user (when the bearer verifies)
 * or per client IP, the X-RateLimit-* headers on every response, 429 past the limit.
 */
import type { Config } from '../config'
import { verifyJwt, sha256 } from '../domain/auth'
import { TokenBuckets, type TakeResult } from '../lib/token-bucket'

export type RateDecision = TakeResult & { headers: Record<string, string> }

export class RateLimiter {
  private readonly anon: TokenBuckets
  private readonly auth: TokenBuckets
  private readonly sweeper: ReturnType<typeof setInterval>

  constructor(
    private readonly config: Config,
    /** Resolves an API key (`cms_…`) to a stable id, or null when it is not valid. */
    private readonly apiKeyId: (request: Request, key: string) => string | null = () => null,
  ) {
    this.anon = new TokenBuckets(config.rateAnon)
    this.auth = new TokenBuckets(config.rateAuth)
    this.sweeper = setInterval(() => {
      this.anon.sweep()
      this.auth.sweep()
    }, 60_000)
    this.sweeper.unref?.()
  }

  /** The bucket for this request: the user's when the token verifies, else the IP's. */
  private async bucketOf(request: Request, ip: string): Promise<{ buckets: TokenBuckets; key: string }> {
    const header = request.headers.get('authorization')
    // the same scheme match as the pipeline: case-insensitive (RFC 7235)
    if (header && /^bearer\s+\S/i.test(header)) {
      const token = header.replace(/^bearer\s+/i, '').trim()
      if (token.startsWith('cms_')) {
        const id = this.apiKeyId(request, token)
        if (id) return { buckets: this.auth, key: `key:${id}` }
      } else {
        const v = await verifyJwt(token, this.config.jwtSecret)
        if (v.ok) return { buckets: this.auth, key: `user:${v.claims.tenant}:${v.claims.sub}` }
      }
    }
    return { buckets: this.anon, key: `ip:${ip}` }
  }

  async take(request: Request, ip: string): Promise<RateDecision> {
    const { buckets, key } = await this.bucketOf(request, ip)
    const result = buckets.take(key)
    return {
      ...result,
      headers: {
        'X-RateLimit-Limit': String(result.limit),
        'X-RateLimit-Remaining': String(result.remaining),
        'X-RateLimit-Reset': String(result.reset),
      },
    }
  }

  close(): void {
    clearInterval(this.sweeper)
  }
}

/** The client address: X-Forwarded-For's first hop only when CMS_TRUST_PROXY is set. */
export function clientIp(request: Request, config: Config, socketIp: string | undefined): string {
  if (config.trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  return socketIp ?? 'unknown'
}

export { sha256 }
