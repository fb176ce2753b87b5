/**
 * Credentials and tokens (CONTRACT §3): argon2id passwords, HS256 access tokens (signed and
 * checked by `@elysiajs/jwt`, see access-tokens.ts), rotating refresh tokens stored hashed, API
 * keys stored hashed.
 */
import type { Database } from 'bun:sqlite'
import { problem } from '../lib/problem'
import { signJwt } from './access-tokens'

export { signJwt, verifyJwt, type Claims, type Verified } from './access-tokens'

const b64url = (data: string | Uint8Array) => Buffer.from(data).toString('base64url')

export const sha256 = (text: string) => new Bun.CryptoHasher('sha256').update(text).digest('hex')
export const randomToken = (bytes = 32) => b64url(crypto.getRandomValues(new Uint8Array(bytes)))

export type UserRow = { id: number; uuid: string; email: string; name: string; roles: string; status: string; password: string }

// note: verifying against a fixed hash when the email is unknown keeps both failures equally
// slow; made on first use so that start-up (and every CLI command) does not pay for it
let dummyHash: string | undefined
const dummy = () => (dummyHash ??= Bun.password.hashSync('not-a-real-password', { algorithm: 'argon2id' }))

/** Email + password → the user; the same 401 for an unknown email, a wrong password or a disabled user. */
export async function checkCredentials(db: Database, email: unknown, password: unknown): Promise<UserRow> {
  if (typeof email !== 'string' || typeof password !== 'string') throw problem.unauthorized('Invalid credentials.')
  const user = db.query('SELECT * FROM users WHERE email = ?').get(email.trim().toLowerCase()) as UserRow | null
  const ok = await Bun.password.verify(password, user?.password ?? dummy())
  if (!user || !ok || user.status !== 'active') throw problem.unauthorized('Invalid credentials.')
  return user
}

export type TokenPair = { token: string; token_type: 'Bearer'; expires_in: number; refresh_token: string }

export type TokenSettings = { secret: string; ttl: number; refreshTtl: number }

/** Issues an access token and a new refresh token for the user. */
export async function issueTokens(db: Database, user: UserRow, tenant: string, s: TokenSettings): Promise<TokenPair> {
  const refresh = storeRefreshToken(db, user, s)
  return { token: await accessToken(user, tenant, s), token_type: 'Bearer', expires_in: s.ttl, refresh_token: refresh }
}

function accessToken(user: UserRow, tenant: string, s: TokenSettings): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return signJwt({ sub: user.uuid, tenant, roles: JSON.parse(user.roles), iat: now, exp: now + s.ttl }, s.secret)
}

/** A new refresh token for the user, stored hashed; also records the login time. */
function storeRefreshToken(db: Database, user: UserRow, s: TokenSettings): string {
  const refresh = randomToken()
  db.query('INSERT INTO refresh_tokens (user_id, token_hash, expires_at, created_at) VALUES (?, ?, ?, ?)').run(
    user.id,
    sha256(refresh),
    Date.now() + s.refreshTtl * 1000,
    Date.now(),
  )
  db.query('UPDATE users SET last_login_at = ? WHERE id = ?').run(Date.now(), user.id)
  return refresh
}

/** Trades a refresh token for a new pair; the old one stops working (rotation). */
export async function refreshTokens(db: Database, refreshToken: unknown, tenant: string, s: TokenSettings): Promise<TokenPair> {
  if (typeof refreshToken !== 'string' || refreshToken === '') throw problem.unauthorized('Invalid refresh token.')
  // note: signing is async (WebCrypto), so the access token is signed once the rotation committed
  const { user, refresh } = db.transaction(() => {
    const row = db.query('DELETE FROM refresh_tokens WHERE token_hash = ? RETURNING user_id, expires_at').get(sha256(refreshToken)) as {
      user_id: number
      expires_at: number
    } | null
    if (!row || row.expires_at <= Date.now()) throw problem.unauthorized('Invalid refresh token.')
    const user = db.query('SELECT * FROM users WHERE id = ?').get(row.user_id) as UserRow | null
    if (!user || user.status !== 'active') throw problem.unauthorized('Invalid refresh token.')
    return { user, refresh: storeRefreshToken(db, user, s) }
  }).immediate()
  return { token: await accessToken(user, tenant, s), token_type: 'Bearer', expires_in: s.ttl, refresh_token: refresh }
}
