/**
 * User text → a safe FTS5 MATCH expression. Nothing the user types is FTS syntax: the text is
 * cut into words the way the index's unicode61 tokenizer cuts it (letters, digits, marks,
 * private use; everything else separates), and each word is quoted. Quotes, `*`, `-`, `:`,
 * parentheses and `^` are separators, so they never reach FTS5; `NEAR`, `AND`, `OR`, `NOT`
 * become quoted words. Quoted words side by side mean AND.
 */
import { fold } from './fold'
import { endsUnspaced, hasUnspaced, indexSpelling, unspacedTerms } from './spelling'
import { foldWord } from './match-fold'

/** Characters unicode61 treats as part of a token. */
const WORD = /[\p{L}\p{N}\p{M}\p{Co}]+/gu

/** Queries longer than this are cut: each term costs an index lookup. */
export const MAX_TERMS = 16
/** Letters of scripts without spaces are terms of their own: a query keeps this many in all. */
export const MAX_LETTER_TERMS = 32

/** The last term is matched as a prefix only from this length: `a*` would merge thousands of terms. */
export const PREFIX_MIN = 2

export type FtsQuery = {
  /** The MATCH expression, e.g. `"jardin" "pota"*`. */
  match: string
  /** The words, folded as the index sees them (lower case, no Latin accents), for highlighting. */
  terms: string[]
  /** Whether the last term also matches longer words. */
  prefix: boolean
  /**
   * When the last word is a prefix: the words before it (`"jardin"`), and the prefix as the
   * index spells its terms (`pota`), or null when that spelling is not known here (`tokenOf`).
   * The index may then match the prefix through the terms it starts (store/search.ts).
   */
  last: { head: string; token: string | null } | null
}

/**
 * Latin letters and digits, whose folded form (`fold`) is the term the index's tokenizer
 * (`unicode61 remove_diacritics 2`) makes of them; a test checks every one against SQLite.
 * Not ſ and ẛ (long s), which the tokenizer keeps.
 */
const LATIN = /^[0-9A-Za-z\u00C0-\u017E\u0180-\u024F\u1E00-\u1E9A\u1E9C-\u1EFF]+$/

/** A word as the index spells its term (`Été` → `ete`), or null outside `LATIN`. */
export function tokenOf(word: string): string | null {
  const composed = word.normalize('NFC')
  return LATIN.test(composed) ? fold(composed) : null
}

/**
 * Splits text into words as the index does, spelt as the index spells them (`indexSpelling`:
 * composed, so composed and decomposed agree; `cœur` → `coeur`).
 */
export function words(text: string): string[] {
  return indexSpelling(text).normalize('NFC').match(WORD) ?? []
}

/**
 * A word as an FTS5 string: one term, or, with letters of scripts written without spaces, the
 * phrase of its terms (`東京タワー` → `"東 京 タ ワ ー"`: those letters in that order, anywhere).
 * Null for such a word once `budget` letters are taken: the words after them are left out.
 */
function quote(word: string, budget: { left: number }): string | null {
  if (!hasUnspaced(word)) return `"${word}"`
  if (budget.left <= 0) return null
  const terms = unspacedTerms(word).split(' ').slice(0, budget.left)
  budget.left -= terms.length
  return `"${terms.join(' ')}"`
}

/** Returns null when the text holds no searchable word (only symbols). */
export function ftsQuery(text: string): FtsQuery | null {
  const budget = { left: MAX_LETTER_TERMS }
  const list: string[] = []
  const quoted: string[] = []
  for (const word of words(text).slice(0, MAX_TERMS)) {
    const q = quote(word, budget)
    if (q === null) continue
    list.push(word)
    quoted.push(q)
  }
  if (list.length === 0) return null
  const last = list[list.length - 1]!
  // a word ending in such a letter is already matched inside longer runs
  const prefix = [...last].length >= PREFIX_MIN && !endsUnspaced(last)
  const match = quoted.join(' ') + (prefix ? '*' : '')
  const tail = prefix ? { head: quoted.slice(0, -1).join(' '), token: quoted[quoted.length - 1]!.includes(' ') ? null : tokenOf(last) } : null
  return { match, terms: list.map(foldWord), prefix, last: tail }
}
