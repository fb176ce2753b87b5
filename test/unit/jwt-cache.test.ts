/** Verified tokens are remembered (domain/auth.ts); expiry and the secret still apply every time. */
import { expect, test } from 'bun:test'
import { signJwt, verifyJwt } from '../../src/domain/auth'

const secret = 'unit-secret-unit-secret-unit-secret-0123'
const now = 1_800_000_000

test('should answer the same for a token verified before, until it expires', () => {
  const token = signJwt({ sub: 'u1', tenant: 'acme', roles: [], iat: now, exp: now + 60 }, secret)
  expect(verifyJwt(token, secret, now)).toMatchObject({ ok: true, claims: { sub: 'u1', tenant: 'acme' } })
  expect(verifyJwt(token, secret, now + 30)).toMatchObject({ ok: true })
  expect(verifyJwt(token, secret, now + 60)).toEqual({ ok: false, reason: 'expired' })
})

test('should not accept a remembered token under another secret, nor a tampered one', () => {
  const token = signJwt({ sub: 'u2', tenant: 'acme', roles: [], iat: now, exp: now + 60 }, secret)
  expect(verifyJwt(token, secret, now).ok).toBe(true)
  expect(verifyJwt(token, 'another-secret-another-secret-another-1', now)).toEqual({ ok: false, reason: 'invalid' })
  expect(verifyJwt(token.slice(0, -2) + 'xx', secret, now)).toEqual({ ok: false, reason: 'invalid' })
})
