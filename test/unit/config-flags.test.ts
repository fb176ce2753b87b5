/** Settings that were taken whatever their value: each bad one stops the start with one line. */
import { expect, test } from 'bun:test'
import { loadConfig } from '../../src/config'

const load = (env: Record<string, string>) => loadConfig({ data: '/nonexistent' }, env)

test('should take on/off settings as 1/0, true/false, yes/no, and refuse anything else', () => {
  for (const [value, on] of [['1', true], ['TRUE', true], ['yes', true], ['0', false], ['false', false], ['', false]] as const) {
    // CMS_TRUST_PROXY counts proxies: on is one
    expect(load({ CMS_TRUST_PROXY: value }).trustProxy).toBe(on ? 1 : 0)
    expect(load({ CMS_WEBHOOK_ALLOW_PRIVATE: value }).webhookAllowPrivate).toBe(on)
  }
  expect(load({ CMS_TRUST_PROXY: '2' }).trustProxy).toBe(2)
  expect(() => load({ CMS_TRUST_PROXY: '17' })).toThrow('CMS_TRUST_PROXY must be 0, 1 (true) or the number of proxies in front (up to 16), got "17"')
  expect(() => load({ CMS_S3_REDIRECT: 'maybe' })).toThrow('CMS_S3_REDIRECT must be 1 or 0 (true or false), got "maybe"')
  expect(() => load({ CMS_TRUST_PROXY: 'maybe' })).toThrow('CMS_TRUST_PROXY must be 0, 1 (true) or the number of proxies in front (up to 16), got "maybe"')
  expect(() => load({ CMS_WEBHOOK_ALLOW_PRIVATE: '2' })).toThrow('CMS_WEBHOOK_ALLOW_PRIVATE must be 1 or 0 (true or false), got "2"')
})

test('should take CMS_BASE_URL as an absolute http(s) URL only', () => {
  expect(load({ CMS_BASE_URL: 'https://cdn.example.com/' }).baseUrl).toBe('https://cdn.example.com')
  expect(load({}).baseUrl).toBe('')
  for (const bad of ['not a url', 'ftp://x', '/media', 'https:cdn.example.com', 'https://cdn.example.com/#frag', 'https://cdn.example.com?x=1']) {
    expect(() => load({ CMS_BASE_URL: bad })).toThrow(`CMS_BASE_URL must be an absolute http(s) URL without query or fragment, got "${bad}"`)
  }
  expect(load({ CMS_BASE_URL: 'http://localhost:8080/cms' }).baseUrl).toBe('http://localhost:8080/cms')
})

test('should refuse a token lifetime of zero', () => {
  expect(() => load({ CMS_TOKEN_TTL: '0' })).toThrow('CMS_TOKEN_TTL must be at least 1s, got "0"')
  expect(() => load({ CMS_PREVIEW_TTL: '0s' })).toThrow('CMS_PREVIEW_TTL must be at least 1s, got "0s"')
  expect(load({ CMS_TOKEN_TTL: '2s' }).tokenTtlSeconds).toBe(2)
  // past 100 years a token's expiry is no date: a 500 on every issue
  expect(() => load({ CMS_PREVIEW_TTL: '99999999999d' })).toThrow('Invalid duration "99999999999d": at most 36500d')
  expect(() => load({ CMS_TOKEN_TTL: '3153600001' })).toThrow('at most 36500d')
  expect(load({ CMS_REFRESH_TTL: '36500d' }).refreshTtlSeconds).toBe(36_500 * 86_400)
})
