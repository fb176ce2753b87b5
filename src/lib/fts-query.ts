/**
 * User text → a safe FTS5 MATCH expression. Nothing the user types is FTS syntax: the text is
 * cut into words the way the index's unicode61 tokenizer cuts it (letters, digits, marks,
 * private use; everything else separates), and each word is quoted. Quotes, `*`, `-`, `:`,
 * parentheses and `^` are separators, so they never reach FTS5; `NEAR`, `AND`, `OR`, `NOT`
 * become quoted words. Quoted words side by side mean AND.
 */
import { fold } from './fold'

/** Characters unicode61 treats as part of a token. */
const WORD = /[\p{L}\p{N}\p{M}\p{Co}]+/gu

/** Queries longer than this are cut: each term costs an index lookup. */
export const MAX_TERMS = 16

/** The last term is matched as a prefix only from this length: `a*` would merge thousands of terms. */
export const PREFIX_MIN = 2

export type FtsQuery = {
  /** The MATCH expression, e.g. `"jardin" "pota"*`. */
  match: string
  /** The words, folded (lower case, no accents), for highlighting. */
  terms: string[]
  /** Whether the last term also matches longer words. */
  prefix: boolean
}

/** Splits text into words as the index does (NFC first, so composed and decomposed agree). */
export function words(text: string): string[] {
  return text.normalize('NFC').match(WORD) ?? []
}

/** Returns null when the text holds no searchable word (only symbols). */
export function ftsQuery(text: string): FtsQuery | null {
  const list = words(text).slice(0, MAX_TERMS)
  if (list.length === 0) return null
  const last = list[list.length - 1]!
  const prefix = [...last].length >= PREFIX_MIN
  const match = list.map((w) => `"${w}"`).join(' ') + (prefix ? '*' : '')
  return { match, terms: list.map(fold), prefix }
}
