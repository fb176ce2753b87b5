/**
 * Text folded as the full-text index sees it, for highlights: spelt (lib/spelling.ts), lower
 * case, the accents of Latin letters dropped, σ for ς. Other marks stay, as the index keeps them:
 * `й` is not `и`, `パ` not `ハ` (`fold`, for filters, drops every mark).
 */
import { fold } from './fold'
import { isKeptMark, needsSpelling, indexSpelling } from './spelling'

/** Base letters whose accents the index's tokenizer drops (`remove_diacritics 2`). */
const LATIN = /^[A-Za-z\u00c0-\u024f\u1e00-\u1eff]$/
/** Texts that `fold` handles one code for one, as the index does: Latin and punctuation. */
const LATIN_TEXT = /^[\u0000-\u024f\u1e00-\u1eff\u2000-\u206f]*$/

const folds = new Map<string, string>()
const FOLDS_MAX = 20_000

/** One character (a code point) as the index sees it; may be empty (a mark) or longer (`œ`). */
export function foldChar(ch: string): string {
  if (ch.length === 1 && ch.charCodeAt(0) < 0x80) return ch.toLowerCase()
  let f = folds.get(ch)
  if (f === undefined && isKeptMark(ch)) f = ch
  if (f === undefined) {
    const spelt = indexSpelling(ch).toLowerCase()
    const base = spelt.normalize('NFD').replace(/\p{M}+/gu, '')
    f = (base === '' || [...base].every((c) => LATIN.test(c)) ? base : spelt).normalize('NFC').replace(/ς/g, 'σ')
    if (folds.size >= FOLDS_MAX) folds.clear()
    folds.set(ch, f)
  }
  return f
}

/** Voicing marks (dakuten, handakuten), half-width and combining. */
const VOICING = new Set([0xff9e, 0xff9f, 0x3099, 0x309a])

/** A folded text, and where each of its code units came from in the original (null: the same offset). */
export type Folded = { text: string; start: number[] | null; end: number[] | null }

/** `text` folded (`foldChar`), with the offsets of the original kept. */
export function matchFold(text: string): Folded {
  // most texts: Latin, nothing to spell, one code for one
  if (LATIN_TEXT.test(text) && !needsSpelling(text)) {
    const folded = fold(text)
    if (folded.length === text.length) return { text: folded, start: null, end: null }
  }
  let out = ''
  const start: number[] = []
  const end: number[] = []
  for (let pos = 0; pos < text.length; ) {
    let size = text.codePointAt(pos)! > 0xffff ? 2 : 1
    // a kana and the voicing mark written after it (half-width `ｶﾞ`) are one letter, `ガ`
    if (VOICING.has(text.charCodeAt(pos + size))) size++
    const ch = text.slice(pos, pos + size)
    const f = foldChar(ch)
    // a mark that folds to nothing belongs to the letter before it
    if (f === '' && end.length > 0) end[end.length - 1] = pos + size
    for (let k = 0; k < f.length; k++) {
      start.push(pos)
      end.push(pos + size)
    }
    out += f
    pos += size
  }
  return { text: out, start, end }
}

/** A query word as `matchFold` folds text. */
export const foldWord = (word: string): string => matchFold(word).text
