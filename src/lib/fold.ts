/**
 * Case- and accent-insensitive form of a text: `Été` → `ete`. Used for the folded shadow
 * columns that multilingual filters match against, for the filter terms themselves and for
 * search highlights.
 */

/** The full rule: decompose, drop the combining marks, lower-case. */
const foldSlow = (text: string): string => text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase()

/** Latin, Greek, Cyrillic and the punctuation of U+2000-U+2BFF: what most texts are made of. */
const TABLE_SIZE = 0x3000
const BAIL = 0xffff
/** Σ lower-cases by context (ς at the end of a word), so it takes the full rule. */
const CAPITAL_SIGMA = 0x3a3

/**
 * Each code's folded code, by the full rule; BAIL where that is not one code: a combining mark
 * (folds to nothing), `ŉ` (folds to two), Σ.
 */
const TABLE = (() => {
  const table = new Uint16Array(TABLE_SIZE)
  for (let code = 0; code < TABLE_SIZE; code++) {
    const folded = foldSlow(String.fromCharCode(code))
    table[code] = folded.length === 1 && code !== CAPITAL_SIGMA ? folded.charCodeAt(0) : BAIL
  }
  return table
})()

/** Codes turned into a string in chunks (an argument list has a size limit). */
const CHUNK = 8192

/**
 * note: the same result as the full rule, by a table for texts made only of the codes it
 * holds (the rule works code by code there: no marks to reorder, no context-dependent case);
 * a write folds its bodies, a search highlight the texts of each result.
 */
export function fold(text: string): string {
  const n = text.length
  const out = new Uint16Array(n)
  for (let i = 0; i < n; i++) {
    const code = text.charCodeAt(i)
    const folded = code < TABLE_SIZE ? TABLE[code]! : BAIL
    if (folded === BAIL) return foldSlow(text)
    out[i] = folded
  }
  if (n <= CHUNK) return String.fromCharCode.apply(null, out as unknown as number[])
  let result = ''
  for (let i = 0; i < n; i += CHUNK) result += String.fromCharCode.apply(null, out.subarray(i, i + CHUNK) as unknown as number[])
  return result
}

/** Escapes LIKE wildcards so user text matches literally (used with `ESCAPE '\'`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => '\\' + c)
}
