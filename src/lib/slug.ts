import { fold } from './fold'

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const SLUG_MAX = 200

/**
 * Latin letters that no decomposition reduces to a-z (ligatures, barred and stroked letters),
 * spelt as their languages spell them without the letter: `cœur` → `coeur`, `Straße` → `strasse`.
 */
const SPELT: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ĳ: 'ij', ħ: 'h', ŧ: 't', ŋ: 'n', ı: 'i', ŀ: 'l', ſ: 's' }
const UNSPELT = new RegExp(`[${Object.keys(SPELT).join('')}]`, 'g')

/** `Été à Paris !` → `ete-a-paris`; empty string when nothing usable is left. */
export function slugify(text: string): string {
  // NFKC first: compatibility ligatures (ﬁ) become their letters
  return fold(text.normalize('NFKC').toLowerCase().replace(UNSPELT, (c) => SPELT[c]!))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '')
}
