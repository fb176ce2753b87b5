/** Verified tokens are remembered (domain/access-tokens.ts); expiry and the secret still apply every time. */
import { expect, test } from 'bun:test'
import { signJwt, verifyJwt } from '../../src/domain/auth'

const secret = 'unit-secret-unit-secret-unit-secret-0123'
const other = 'another-secret-another-secret-another-1'
const now = 1_800_000_000

test('should answer the same for a token verified before, until it expires', async () => {
  const token = await signJwt({ sub: 'u1', tenant: 'acme', roles: [], iat: now, exp: now + 60 }, secret)
  expect(await verifyJwt(token, secret, now)).toMatchObject({ ok: true, claims: { sub: 'u1', tenant: 'acme' } })
  expect(await verifyJwt(token, secret, now + 30)).toMatchObject({ ok: true })
  expect(await verifyJwt(token, secret, now + 60)).toEqual({ ok: false, reason: 'expired' })
})

test('should not accept a remembered token under another secret, nor a tampered one', async () => {
  const token = await signJwt({ sub: 'u2', tenant: 'acme', roles: [], iat: now, exp: now + 60 }, secret)
  expect((await verifyJwt(token, secret, now)).ok).toBe(true)
  expect(await verifyJwt(token, other, now)).toEqual({ ok: false, reason: 'invalid' })
  expect(await verifyJwt(token.slice(0, -2) + 'xx', secret, now)).toEqual({ ok: false, reason: 'invalid' })
})

test('should tell an expired token from a forged one the first time it is seen', async () => {
  const expired = await signJwt({ sub: 'u3', tenant: 'acme', roles: [], iat: now - 120, exp: now - 60 }, secret)
  expect(await verifyJwt(expired, secret, now)).toEqual({ ok: false, reason: 'expired' })
  const forged = await signJwt({ sub: 'u3', tenant: 'acme', roles: [], iat: now - 120, exp: now - 60 }, other)
  expect(await verifyJwt(forged, secret, now)).toEqual({ ok: false, reason: 'invalid' })
})

test('should sign HS256 tokens with the claims and the preview type', async () => {
  const token = await signJwt({ sub: 'u4', tenant: 'acme', roles: ['ROLE_CMS_EDITOR'], iat: now, exp: now + 60, typ: 'preview' }, secret)
  const [header, payload] = token.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()))
  expect(header).toEqual({ alg: 'HS256', typ: 'JWT' })
  expect(payload).toMatchObject({ sub: 'u4', tenant: 'acme', roles: ['ROLE_CMS_EDITOR'], exp: now + 60, typ: 'preview' })
  expect(typeof payload.iat).toBe('number')
})

test('should refuse a token signed with another algorithm or with claims of the wrong shape', async () => {
  const hs384 = await signedWith({ alg: 'HS384', typ: 'JWT' }, { sub: 'u5', tenant: 'acme', roles: [], iat: now, exp: now + 60 })
  expect(await verifyJwt(hs384, secret, now)).toEqual({ ok: false, reason: 'invalid' })
  const noTenant = await signedWith({ alg: 'HS256', typ: 'JWT' }, { sub: 'u5', roles: [], iat: now, exp: now + 60 })
  expect(await verifyJwt(noTenant, secret, now)).toEqual({ ok: false, reason: 'invalid' })
})

/** A token signed by hand (WebCrypto HMAC), to try what the service itself never signs. */
async function signedWith(header: object, claims: object): Promise<string> {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const body = `${b64(header)}.${b64(claims)}`
  const hash = (header as { alg: string }).alg === 'HS384' ? 'SHA-384' : 'SHA-256'
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash }, false, ['sign'])
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body))
  return `${body}.${Buffer.from(signature).toString('base64url')}`
}
