import { describe, expect, test } from 'bun:test'
import { RawJson, stringifyBody, withRaw } from '../../src/lib/raw-json'

describe('raw JSON in response bodies', () => {
  test('the stored texts replace their markers, byte for byte', () => {
    const raw = new RawJson()
    const body = withRaw({ a: raw.put('{"fr":"é \\"x\\"","en":"y"}'), b: [raw.put('{}'), 'plain'], c: 1 }, raw)
    expect(stringifyBody(body)).toBe('{"a":{"fr":"é \\"x\\"","en":"y"},"b":[{},"plain"],"c":1}')
  })

  test('a body without markers is plain JSON.stringify', () => {
    const value = { a: 'x\u0001y', b: [1, null] }
    expect(stringifyBody(value)).toBe(JSON.stringify(value))
    expect(stringifyBody(withRaw(value, new RawJson()))).toBe(JSON.stringify(value))
  })

  test('a stored string that looks like a marker stays a string (the nonce differs)', () => {
    const raw = new RawJson()
    const forged = '\u0001abcdefgh:0'
    const body = withRaw({ a: raw.put('{"en":"secret"}'), b: forged, c: `"${forged}"` }, raw)
    expect(JSON.parse(stringifyBody(body))).toEqual({ a: { en: 'secret' }, b: forged, c: `"${forged}"` })
  })

  test('markers of one body are not spliced by another', () => {
    const one = new RawJson()
    const marker = one.put('{"en":"one"}')
    const other = new RawJson()
    const body = withRaw({ a: marker, b: other.put('{"en":"two"}') }, other)
    expect(JSON.parse(stringifyBody(body))).toEqual({ a: marker, b: { en: 'two' } })
  })

  test('the texts are not serialised with the body', () => {
    const raw = new RawJson()
    const body = withRaw({ a: raw.put('1') }, raw)
    expect(Object.keys(body)).toEqual(['a'])
    expect({ ...body }).toEqual({ a: body.a })
  })
})
