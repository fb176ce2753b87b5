/** A rate as configured: `100/15m` → 100 requests per 900 seconds. */
export type Rate = { limit: number; windowSeconds: number }

const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 }

export function parseRate(spec: string): Rate {
  const match = /^(\d+)\s*\/\s*(\d*)\s*([smhd])$/.exec(spec.trim())
  if (!match) throw new Error(`Invalid rate "${spec}" (expected e.g. 100/15m)`)
  const limit = Number(match[1])
  const windowSeconds = Number(match[2] || 1) * UNITS[match[3]!]!
  if (limit < 1 || windowSeconds < 1) throw new Error(`Invalid rate "${spec}"`)
  return { limit, windowSeconds }
}

export type TakeResult = {
  allowed: boolean
  limit: number
  remaining: number
  /** Unix seconds at which the bucket is full again. */
  reset: number
  /** Seconds until one request is allowed again (0 when allowed). */
  retryAfter: number
}

/** One client's bucket: tokens left at time `at` (ms). */
export type Bucket = { tokens: number; at: number }

/**
 * The bucket arithmetic, shared by the in-process buckets here and the shared-memory ones of a
 * multi-worker server (shared-buckets.ts), so both answer alike: refills `bucket` up to `now`,
 * spends one token when there is one (unless `take` is false: a look), and says what the
 * headers report.
 */
export function spend(bucket: Bucket, rate: Rate, now: number, take = true): TakeResult {
  const { limit } = rate
  const perMs = limit / (rate.windowSeconds * 1000)
  bucket.tokens = Math.min(limit, bucket.tokens + (now - bucket.at) * perMs)
  bucket.at = now
  const allowed = bucket.tokens >= 1
  if (allowed && take) bucket.tokens -= 1
  const reset = Math.ceil((now + (limit - bucket.tokens) / perMs) / 1000)
  const retryAfter = allowed ? 0 : Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000))
  return { allowed, limit, remaining: Math.floor(bucket.tokens), reset, retryAfter }
}

/** A bucket that has refilled completely holds no information: a new client's is the same. */
export const isFull = (bucket: Bucket, rate: Rate, now: number): boolean =>
  bucket.tokens + ((now - bucket.at) * rate.limit) / (rate.windowSeconds * 1000) >= rate.limit

/**
 * Token buckets keyed by client: capacity `limit`, refilled continuously at `limit / window`.
 * A full window of silence restores the whole allowance, as a fixed window would, but without
 * the burst at window edges.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>()

  constructor(private readonly rate: Rate) {}

  take(key: string, now = Date.now()): TakeResult {
    let bucket = this.buckets.get(key)
    if (!bucket) {
      bucket = { tokens: this.rate.limit, at: now }
      this.buckets.set(key, bucket)
    }
    return spend(bucket, this.rate, now)
  }

  /** What `take` would report, spending nothing. */
  peek(key: string, now = Date.now()): TakeResult {
    const bucket = this.buckets.get(key)
    return spend(bucket ? { ...bucket } : { tokens: this.rate.limit, at: now }, this.rate, now, false)
  }

  /** Drops buckets that have refilled completely; they hold no information. */
  sweep(now = Date.now()): void {
    for (const [key, bucket] of this.buckets) {
      if (isFull(bucket, this.rate, now)) this.buckets.delete(key)
    }
  }

  get size(): number {
    return this.buckets.size
  }
}
