/**
 * Letters that no decomposition reduces to the letters a reader types: ligatures and barred or
 * stroked letters, spelt as their languages spell them without the letter (`cœur` → `coeur`,
 * `Straße` → `Strasse`, `Łódź` → `Lodz`). Slugs and the search index use them.
 */
const SPELT: Record<string, string> = {
  œ: 'oe', Œ: 'OE', æ: 'ae', Æ: 'AE', ß: 'ss', ẞ: 'SS', ø: 'o', Ø: 'O', ł: 'l', Ł: 'L',
  đ: 'd', Đ: 'D', ð: 'd', Ð: 'D', þ: 'th', Þ: 'TH', ĳ: 'ij', Ĳ: 'IJ', ħ: 'h', Ħ: 'H',
  ŧ: 't', Ŧ: 'T', ŋ: 'n', Ŋ: 'N', ı: 'i', ŀ: 'l', Ŀ: 'L', ſ: 's',
}
const UNSPELT = new RegExp(`[${Object.keys(SPELT).join('')}]`, 'g')

/** `Cœur` → `Coeur`: the letters above spelt out, everything else as it was. */
export const spellOut = (text: string): string => text.replace(UNSPELT, (c) => SPELT[c]!)

/** Greek letters with their marks (tonos, dialytika, breathings), when NFC leaves a mark apart. */
const GREEK = /[\u0370-\u03ff\u1f00-\u1fff][\u0300-\u036f]*/g
const YO = /[ёЁ]/g
/** Arabic short vowels and other marks (harakat), and the tatweel that stretches a word. */
const HARAKAT = /[\u0610-\u061a\u0640\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e8\u06ea-\u06ed]/g
/** Alef with hamza or madda above or below, and wasla: readers type a bare alef. */
const ALEF = /[\u0622\u0623\u0625\u0671]/g
const YO_ONE = /[ёЁ]/
const GREEK_ONE = /[\u0370-\u03ff\u1f00-\u1fff]/
const MARK = /\p{M}/u
const ARABIC_ONE = /[\u0600-\u06ff]/

/** Runs of what the tokenizer takes for a word: only their compatibility forms matter (`…` is no word). */
const WORDS = /[\p{L}\p{N}\p{M}]+/gu
const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u

/** The full rule (see `indexSpelling`). */
function spellSlow(text: string): string {
  const out = spellOut(text.replace(WORDS, (w) => w.normalize('NFKC'))).replace(GREEK, (g) => g.normalize('NFD').replace(/\p{M}+/gu, '').normalize('NFC'))
  return out
    .replace(YO, (c) => (c === 'ё' ? 'е' : 'Е'))
    .replace(HARAKAT, '')
    .replace(ALEF, '\u0627')
}

/**
 * The codes the full rule may change, as one character class: each code below U+3000 tried alone
 * (a combining mark may compose with the letter before it), and above it all but the CJK
 * ideographs and Hangul syllables, which it leaves. Built on first use (~12,000 codes).
 */
function mayChangeClass(): RegExp {
  const hex = (code: number) => '\\u' + code.toString(16).padStart(4, '0')
  const ranges: string[] = []
  let from = -1
  for (let code = 0; code <= 0x3000; code++) {
    const ch = String.fromCharCode(code)
    const changes =
      code < 0x3000 &&
      !(code >= 0xd800 && code < 0xe000) &&
      ((WORD_CHAR.test(ch) && (MARK.test(ch) || ch in SPELT || YO_ONE.test(ch) || ch.normalize('NFKC') !== ch)) ||
        (GREEK_ONE.test(ch) && ch.normalize('NFD') !== ch) ||
        (ARABIC_ONE.test(ch) && spellSlow(ch) !== ch))
    if (changes && from < 0) from = code
    if (!changes && from >= 0) {
      ranges.push(from === code - 1 ? hex(from) : `${hex(from)}-${hex(code - 1)}`)
      from = -1
    }
  }
  return new RegExp(`[${ranges.join('')}\\u3000-\\u4dff\\ua000-\\uabff\\ud7a4-\\uffff]`)
}
let MAY_CHANGE: RegExp | null = null

/** Whether `indexSpelling` may change the text (one character class, no normalizing). */
export const needsSpelling = (text: string): boolean => (MAY_CHANGE ??= mayChangeClass()).test(text)

/**
 * A text as the full-text index and its queries spell it (docs/search.md, "Spelling"): the
 * tokenizer (`unicode61 remove_diacritics 2`) folds case and Latin accents itself, but keeps
 * `œ`, `ß`, `ł`, Greek accents (`ά`), `ё`, compatibility forms (`ﬁ`, full-width `Ａ`) and
 * Arabic short vowels (which it even takes for separators) as they are, where a reader types
 * `oe`, `ss`, `l`, `α`, `е`, `fi`, `A`, and Arabic without vowels or hamza (`احمد` for `أحمد`).
 * note: most texts hold none of them; one character class tells so without normalizing.
 */
export function indexSpelling(text: string): string {
  return needsSpelling(text) ? spellSlow(text) : text
}

/**
 * Letters of the scripts written without spaces between words (Chinese, Japanese, Thai, Lao,
 * Khmer, Myanmar) and of Korean, whose words carry their particles (`서울에서`): the tokenizer
 * would take a whole run for one term, and a word inside it could not be found. ー and 々 are
 * written inside Japanese words.
 */
export const UNSPACED_LETTER =
  '(?=[\\p{L}\\p{N}])[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\p{Script=Thai}\\p{Script=Lao}\\p{Script=Khmer}\\p{Script=Myanmar}\\u30fc]'
const UNSPACED_ONE = new RegExp(UNSPACED_LETTER, 'u')
/**
 * Where a term boundary goes: before such a letter that follows a word character, and after one
 * (its marks included) that a letter or digit follows.
 */
const UNSPACED_CUT = new RegExp(`(?<=[\\p{L}\\p{N}\\p{M}\\p{Co}])(?=${UNSPACED_LETTER})|(?<=${UNSPACED_LETTER}\\p{M}*)(?=[\\p{L}\\p{N}\\p{Co}])`, 'gu')

/**
 * The blocks of those scripts, as plain ranges (letters past U+FFFF by their high surrogates):
 * a quick test that most texts fail, before the exact one (a test checks it holds every letter).
 */
const UNSPACED_BLOCKS = /[\u0e00-\u0eff\u1000-\u11ff\u1780-\u17ff\u2e80-\u9fff\ua960-\ua97f\ua9e0-\ua9ff\uaa60-\uaa7f\uac00-\ud7ff\ud800-\ud8ff\uf900-\ufaff\uff00-\uffef]/

/** Whether a text holds a letter of those scripts (`unspacedTerms` then cuts it). */
export const hasUnspaced = (text: string): boolean => UNSPACED_BLOCKS.test(text) && UNSPACED_ONE.test(text)

const UNSPACED_FIRST = new RegExp(`^${UNSPACED_LETTER}`, 'u')
const UNSPACED_LAST = new RegExp(`${UNSPACED_LETTER}\\p{M}*$`, 'u')

/** Whether a word starts, or ends, with a letter of those scripts (its marks after it). */
export const startsUnspaced = (word: string): boolean => UNSPACED_FIRST.test(word)
export const endsUnspaced = (word: string): boolean => UNSPACED_LAST.test(word)

/**
 * Marks of Thai, Lao, Khmer and Myanmar (vowels above and below a letter, tones): the tokenizer
 * drops marks, and `ไม่` ("not") would be the term of `ไม้` ("wood"). Each is spelt as a
 * private-use character of its own (U+F0000 on), which the tokenizer keeps in the term.
 */
const SCRIPT_MARK = /(?=\p{M})[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\ua9e0-\ua9ff\uaa60-\uaa7f]/gu
const SCRIPT_MARK_ONE = new RegExp(SCRIPT_MARK.source, 'u')
const keptMark = (mark: string) => String.fromCodePoint(0xf0000 + mark.codePointAt(0)!)

/** Whether a character is one of those marks, which the index and highlights keep (not `่` alone). */
export const isKeptMark = (ch: string): boolean => SCRIPT_MARK_ONE.test(ch)

/**
 * A term where a space, punctuation or an emoji parts such a letter from the next word: a
 * query word's phrase never spans it (`京北` does not find `東京。北海道`). A private-use
 * character no text holds.
 */
export const RUN_BREAK = '\u{10fffd}'
const SEPARATORS = '[^\\p{L}\\p{N}\\p{M}\\p{Co}]+'
const UNSPACED_EDGE = new RegExp(`(?<=${UNSPACED_LETTER}\\p{M}*)${SEPARATORS}|${SEPARATORS}(?=${UNSPACED_LETTER})`, 'gu')

/**
 * Each letter of those scripts as a term of its own (`東京タワー` → `東 京 タ ワ ー`): the index
 * holds one term per letter, and a query word becomes the phrase of its letters, so a word is
 * found anywhere inside a run, as readers of these scripts expect (docs/search.md, "Scripts
 * without spaces"). Their marks are kept, and separators next to them become `RUN_BREAK`.
 */
export function unspacedTerms(text: string): string {
  if (!hasUnspaced(text)) return text
  return text.replace(UNSPACED_EDGE, ` ${RUN_BREAK} `).replace(UNSPACED_CUT, ' ').replace(SCRIPT_MARK, keptMark)
}

/** A text as the index holds it: spelt, and cut into terms where the tokenizer cannot. */
export const indexText = (text: string): string => unspacedTerms(indexSpelling(text))
