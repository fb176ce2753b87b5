/**
 * Credentials and tokens (CONTRACT §3): argon2id passwords, HS256 access tokens (signed and
 * checked by `@elysiajs/jwt`, see access-tokens.ts), rotating refresh tokens stored hashed, API
 * keys stored hashed.
 */
import type { Database } from 'bun:sqlite'
import { problem } from '../lib/problem'
import { writeTransaction } from '../store/orm'
import { insertRefreshToken, takeRefreshToken } from '../store/tokens'
import { noteLogin, userByEmail, userById, type UserRow } from '../store/users'
import { signJwt } from './access-tokens'
import { beginSignIn, normalisedEmail, noteFailedSignIn, noteSignedIn } from './sign-in-throttle'

export { signJwt, verifyJwt, type Claims, type Verified } from './access-tokens'

const b64url = (data: string | Uint8Array) => Buffer.from(data).toString('base64url')

export const sha256 = (text: string) => new Bun.CryptoHasher('sha256').update(text).digest('hex')
export const randomToken = (bytes = 32) => b64url(crypto.getRandomValues(new Uint8Array(bytes)))

export type { UserRow }

// note: verifying against a fixed hash when the email is unknown keeps both failures equally
// slow; made on first use so that start-up (and every CLI command) does not pay for it
let dummyHash: string | undefined
const dummy = () => (dummyHash ??= Bun.password.hashSync('not-a-real-password', { algorithm: 'argon2id' }))

/**
 * Email + password → the user; the same 401 for an unknown email, a wrong password or a disabled
 * user, and the same 429 once an email is locked (sign-in-throttle.ts), known or not.
 */
export async function checkCredentials(db: Database, email: unknown, password: unknown, ip: string): Promise<UserRow> {
  if (typeof email !== 'string' || typeof password !== 'string') throw problem.unauthorized('Invalid credentials.')
  const key = normalisedEmail(email)
  const attempt = beginSignIn(db, key)
  const user = userByEmail(db, key)
  const ok = await Bun.password.verify(password, user?.password ?? dummy())
  if (!user || !ok || user.status !== 'active') {
    noteFailedSignIn(db, attempt, user, ip)
    throw problem.unauthorized('Invalid credentials.')
  }
  noteSignedIn(db, attempt)
  return user
}

export type TokenPair = { token: string; token_type: 'Bearer'; expires_in: number; refresh_token: string }

export type TokenSettings = { secret: string; ttl: number; refreshTtl: number }

/** Issues an access token and a new refresh token for the user. */
export async function issueTokens(db: Database, user: UserRow, tenant: string, s: TokenSettings): Promise<TokenPair> {
  const refresh = writeTransaction(db, () => storeRefreshToken(db, user, s))
  return { token: await accessToken(user, tenant, s), token_type: 'Bearer', expires_in: s.ttl, refresh_token: refresh }
}

function accessToken(user: UserRow, tenant: string, s: TokenSettings): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return signJwt({ sub: user.uuid, tenant, roles: JSON.parse(user.roles), iat: now, exp: now + s.ttl }, s.secret)
}

/** A new refresh token for the user, stored hashed; also records the login time. */
function storeRefreshToken(db: Database, user: UserRow, s: TokenSettings): string {
  const refresh = randomToken()
  insertRefreshToken(db, { userId: user.id, hash: sha256(refresh), expiresAt: Date.now() + s.refreshTtl * 1000, now: Date.now() })
  noteLogin(db, user.id, Date.now())
  return refresh
}

/** Trades a refresh token for a new pair; the old one stops working (rotation). */
export async function refreshTokens(db: Database, refreshToken: unknown, tenant: string, s: TokenSettings): Promise<TokenPair> {
  if (typeof refreshToken !== 'string' || refreshToken === '') throw problem.unauthorized('Invalid refresh token.')
  // note: signing is async (WebCrypto), so the access token is signed once the rotation committed
  const { user, refresh } = writeTransaction(db, () => {
    const row = takeRefreshToken(db, sha256(refreshToken))
    if (!row || row.expiresAt <= Date.now()) throw problem.unauthorized('Invalid refresh token.')
    const user = userById(db, row.userId)
    if (!user || user.status !== 'active') throw problem.unauthorized('Invalid refresh token.')
    return { user, refresh: storeRefreshToken(db, user, s) }
  })
  return { token: await accessToken(user, tenant, s), token_type: 'Bearer', expires_in: s.ttl, refresh_token: refresh }
}
