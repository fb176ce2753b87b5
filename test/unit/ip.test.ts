/** The SSRF address classes (lib/ip.ts) and host classification (domain/url-guard.ts). */
import { describe, expect, test } from 'bun:test'
import { parseDelays } from '../../src/config'
import { classifyUrlHost } from '../../src/domain/url-guard'
import { isBlockedAddress } from '../../src/lib/ip'

describe('isBlockedAddress', () => {
  test.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a9fe:a9fe',
    'ff02::1',
    'not-an-ip',
  ])('should block %s', (ip) => expect(isBlockedAddress(ip)).toBe(true))

  test.each([
    '93.184.215.14',
    '8.8.8.8',
    '172.32.0.1',
    '172.15.255.255',
    '192.169.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
  ])('should allow %s', (ip) => expect(isBlockedAddress(ip)).toBe(false))
})

describe('classifyUrlHost', () => {
  test('should classify literal addresses and localhost names without DNS', async () => {
    expect(await classifyUrlHost('http://127.0.0.1:9/x')).toBe('private')
    expect(await classifyUrlHost('http://[::1]/x')).toBe('private')
    expect(await classifyUrlHost('http://LOCALHOST/x')).toBe('private')
    expect(await classifyUrlHost('http://a.b.localhost/x')).toBe('private')
    expect(await classifyUrlHost('https://93.184.215.14/x')).toBe('public')
    expect(await classifyUrlHost('https://no-such-host.invalid/x')).toBe('unresolved')
  })
})

describe('parseDelays', () => {
  test('should read a retry schedule and want at least five delays', () => {
    expect(parseDelays('1s,5s,30s,2m,10m')).toEqual([1000, 5000, 30000, 120000, 600000])
    expect(parseDelays('20ms, 20ms,1s,1s,1h')).toEqual([20, 20, 1000, 1000, 3600000])
    expect(() => parseDelays('1s,2s')).toThrow('at least 5')
    expect(() => parseDelays('1s,2s,3s,4s,soon')).toThrow('Invalid delay')
  })
})
