/** CMS_TRANSFORMS (CONTRACT §12): which transform parameters each mode takes. */
import { expect, test } from 'bun:test'
import { ProblemError } from '../../src/lib/problem'
import { parseTransform, type TransformRules } from '../../src/lib/image-transform'

const rules = (mode: TransformRules['mode']): TransformRules => ({ mode, max: 4000, presets: { card: { w: 640, h: 360 } } })
const parse = (mode: TransformRules['mode'], query: string) => {
  try {
    return parseTransform(new URLSearchParams(query), rules(mode))
  } catch (err) {
    if (err instanceof ProblemError) return `${err.status} ${err.detail}`
    throw err
  }
}

test('any: every parameter, and a preset with fm', () => {
  expect(parse('any', 'w=100&fm=webp')).toEqual({ w: 100, h: null, fit: null, fm: 'webp', q: null })
  expect(parse('any', 'p=card&fm=auto')).toEqual({ w: 640, h: 360, fit: null, fm: 'auto', q: null })
  expect(parse('any', 'p=card&w=10')).toBe('400 A preset (?p=) may be combined with "fm" only (w given).')
})

test('presets: only ?p=, any other transform parameter a 400', () => {
  expect(parse('presets', 'p=card')).toEqual({ w: 640, h: 360, fit: null, fm: null, q: null })
  expect(parse('presets', 'p=card&fm=webp')).toBe('400 Only presets (?p=) are allowed on this server, with no other transform parameter (fm given).')
  expect(parse('presets', 'p=card&fm=auto&q=50')).toBe('400 Only presets (?p=) are allowed on this server, with no other transform parameter (fm, q given).')
  expect(parse('presets', 'w=100')).toBe('400 Only presets (?p=) are allowed on this server: one of card.')
  expect(parse('presets', 'v=2')).toBeNull()
})

test('none: every transform parameter a 400', () => {
  expect(parse('none', 'p=card')).toBe('400 Image transforms are disabled on this server (p given).')
  expect(parse('none', 'v=2')).toBeNull()
})
