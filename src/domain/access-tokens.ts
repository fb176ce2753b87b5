/**
 * Access and preview tokens (CONTRACT §3): HS256 JWTs signed and checked by `@elysiajs/jwt`.
 * One plugin instance per secret serves the request lifecycle (`app.use(accessTokens(secret))`
 * decorates the context with `jwt`) as well as the rate limiter, the pipeline, the CLI and the
 * tests, which sign and verify outside a request through its decorator.
 */
import { jwt } from '@elysiajs/jwt'
import { t } from 'elysia'

const ClaimsSchema = t.Object({
  sub: t.String(),
  tenant: t.String(),
  roles: t.Array(t.String()),
  iat: t.Number(),
  exp: t.Number(),
  typ: t.Optional(t.String()),
  site: t.Optional(t.Number()),
  at: t.Optional(t.Number()),
})

/** `at`: when a preview token was issued, in ms (`iat` is in seconds). */
export type Claims = { sub: string; tenant: string; roles: string[]; iat: number; exp: number; typ?: string; site?: number; at?: number }

const instances = new Map<string, ReturnType<typeof makeInstance>>()

function makeInstance(secret: string) {
  return jwt({ name: 'jwt', secret, alg: 'HS256', schema: ClaimsSchema })
}

/** The `@elysiajs/jwt` plugin for this secret (the secret comes from the config, usually one). */
export function accessTokens(secret: string) {
  let instance = instances.get(secret)
  if (!instance) {
    instance = makeInstance(secret)
    instances.set(secret, instance)
  }
  return instance
}

/** Signs the claims; note: the plugin sets `iat` to the signing time, whatever `claims.iat` says. */
export function signJwt(claims: Claims, secret: string): Promise<string> {
  const { iat: _, ...rest } = claims
  return accessTokens(secret).decorator.jwt.sign(rest)
}

export type Verified = { ok: true; claims: Claims } | { ok: false; reason: 'invalid' | 'expired' }

// note: the plugin answers `false` both for a bad token and for an expired one, while the
// contract tells them apart (`Invalid JWT Token`, `Expired JWT Token`). So it checks the
// algorithm, the signature and the claims' shape with the clock set before any expiry, and
// expiry is checked here, as for remembered tokens, with the same `exp <= now` rule.
const VERIFY = { algorithms: ['HS256'], typ: 'JWT', currentDate: new Date(0) }

/**
 * Tokens that verified, by their exact text (signature included), so neither the rate-limit
 * stage and the pipeline of one request nor later requests with the same token redo the HMAC,
 * the base64 decoding, the JSON parse and the schema check; expiry is still checked on every
 * use. Only good tokens enter, so junk tokens cannot grow it; it is emptied when full.
 * note: measured ~7 % of the CPU of an item read (bench (c), two verifications per request)
 * with a hand-written HMAC; the plugin's (WebCrypto, async) costs more.
 */
const verified = new Map<string, { secret: string; claims: Claims }>()
const VERIFIED_MAX = 10_000

export async function verifyJwt(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<Verified> {
  const hit = verified.get(token)
  if (hit && hit.secret === secret) return hit.claims.exp <= nowSeconds ? { ok: false, reason: 'expired' } : { ok: true, claims: hit.claims }
  const payload = await accessTokens(secret).decorator.jwt.verify(token, VERIFY)
  if (!payload) return { ok: false, reason: 'invalid' }
  const claims = Object.freeze(payload as Claims)
  if (claims.exp <= nowSeconds) return { ok: false, reason: 'expired' }
  if (verified.size >= VERIFIED_MAX) verified.clear()
  verified.set(token, { secret, claims })
  return { ok: true, claims }
}
