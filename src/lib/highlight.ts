/**
 * Builds the `highlight` of a search result: a short fragment of the text with the query's
 * words wrapped in <mark>. Done in JS on the few rows of a page rather than with FTS5
 * snippet(), because snippet() re-runs the query per row, and a prefix query merges every
 * matching term each time (notes/performance.md: highlights are most of a search's cost).
 * The output is HTML: the text is escaped, only <mark> is added.
 *
 * note: matching runs one native regex over a folded copy of the text rather than cutting it
 * into words (cutting 300 words cost ~0.25 ms per result); folding keeps offsets when it keeps
 * the length, which holds for most Latin, Greek and Cyrillic text (else offsets are mapped).
 */
import { escapeHtml } from './html-text'
import { matchFold } from './match-fold'
import { endsUnspaced, startsUnspaced, UNSPACED_LETTER } from './spelling'

const TOKEN_CHARS = '\\p{L}\\p{N}\\p{M}\\p{Co}'
const TOKEN = new RegExp(`[${TOKEN_CHARS}]`, 'u')

/** Default fragment length, in characters (about 25 words). */
export const FRAGMENT = 160
/** Context kept before the first match of a fragment. */
const LEAD = 40

/** The longest stretch of a text whose matches a highlight looks at: the cost of a result is bounded. */
const SCAN_MAX = 50_000

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

type Match = { start: number; end: number; term: number }

function matcher(terms: string[], prefix: boolean): RegExp {
  const last = terms.length - 1
  // the index cuts words at each letter of a script without spaces (lib/spelling.ts): a word
  // starting or ending with one may touch other letters (`タワー` in `東京タワーに`), and any
  // word may touch one (`iPhone` in `iPhone用`)
  const word = `(?:(?!${UNSPACED_LETTER})[${TOKEN_CHARS}])`
  const alts = terms.map((t, i) => {
    const before = startsUnspaced(t) ? '' : `(?<!${word})`
    // a mark after such a letter is part of it (`ไม่` is not `ไม`)
    const after = prefix && i === last ? `${word}*` : endsUnspaced(t) ? '(?!\\p{M})' : `(?!${word})`
    return { term: t, re: before + escapeRegExp(t) + after }
  })
  // longest first, so `jardinier` is not cut at `jardin`
  alts.sort((a, b) => b.term.length - a.term.length)
  return new RegExp(alts.map((a) => a.re).join('|'), 'gu')
}

function matchesIn(text: string, re: RegExp, terms: string[], prefix: boolean): Match[] {
  const out: Match[] = []
  const last = terms.length - 1
  // note: not past SCAN_MAX, and never between the two halves of a character
  let scanned = text.length > SCAN_MAX ? text.slice(0, SCAN_MAX) : text
  if (/[\ud800-\udbff]$/.test(scanned)) scanned = scanned.slice(0, -1)
  const folded = matchFold(scanned)
  for (const m of folded.text.matchAll(re)) {
    let term = terms.indexOf(m[0])
    if (term === -1 && prefix) term = last
    const end = m.index + m[0].length
    out.push(folded.start ? { start: folded.start[m.index]!, end: folded.end![end - 1]!, term } : { start: m.index, end, term })
  }
  return out
}

type Fragment = { text: string; matches: Match[]; from: number; score: number }

/** The best fragment of one text: most distinct terms, then most matches. */
function bestFragment(text: string, matches: Match[], size: number): Fragment | null {
  let best: Fragment | null = null
  for (const m of matches) {
    const from = Math.max(0, m.start - LEAD)
    const inside = matches.filter((x) => x.start >= from && x.end <= from + size)
    const score = new Set(inside.map((x) => x.term)).size * 1000 + inside.length
    if (!best || score > best.score) best = { text, matches, from, score }
  }
  return best
}

/** Whether the character at code unit `i` (either half of a pair) is part of a word. */
function isTokenAt(text: string, i: number): boolean {
  if (i < 0 || i >= text.length) return false
  const low = i > 0 && /[\udc00-\udfff]/.test(text[i]!) ? i - 1 : i
  return TOKEN.test(String.fromCodePoint(text.codePointAt(low)!))
}

/**
 * Whether `i` lies inside a word, where a fragment must not start or end: between two word
 * characters, unless a letter of a script without spaces is on either side (each such letter is
 * a word of its own, lib/spelling.ts; its marks stay with it).
 */
function insideWord(text: string, i: number): boolean {
  if (!isTokenAt(text, i - 1) || !isTokenAt(text, i)) return false
  const at = String.fromCodePoint(text.codePointAt(i)!)
  if (MARK.test(at)) return true
  if (startsUnspaced(at)) return false
  let j = i
  // the letter before `i`, its marks skipped
  do j = j > 1 && /[\udc00-\udfff]/.test(text[j - 1]!) ? j - 2 : j - 1
  while (j > 0 && MARK.test(String.fromCodePoint(text.codePointAt(j)!)))
  return !startsUnspaced(String.fromCodePoint(text.codePointAt(j)!))
}

const MARK = /^\p{M}/u

/** `i` moved off the second half of a character. */
const onCharacter = (text: string, i: number): number => (i > 0 && i < text.length && /[\udc00-\udfff]/.test(text[i]!) ? i + 1 : i)

/** Renders [from, from + size) cut at word boundaries, matches marked, the rest escaped. */
function render(text: string, matches: Match[], from: number, size: number): string {
  let start = onCharacter(text, from)
  // do not start or end inside a word, nor inside a character
  while (start > 0 && start < text.length && insideWord(text, start)) start = onCharacter(text, start + 1)
  while (start < text.length && !isTokenAt(text, start) && start > 0) start = onCharacter(text, start + 1)
  let end = onCharacter(text, Math.min(text.length, start + size))
  while (end < text.length && end > start && insideWord(text, end)) end = end - 1 > 0 && /[\udc00-\udfff]/.test(text[end - 1]!) ? end - 2 : end - 1
  let out = start > 0 ? '…' : ''
  let pos = start
  for (const m of matches) {
    if (m.start < start || m.end > end) continue
    out += escapeHtml(text.slice(pos, m.start)) + '<mark>' + escapeHtml(text.slice(m.start, m.end)) + '</mark>'
    pos = m.end
  }
  out += escapeHtml(text.slice(pos, end))
  return end < text.length ? out.trimEnd() + '…' : out
}

/**
 * `texts` in order of preference for equal matches (excerpt, body, title). Without any match
 * (the index and this matcher may disagree on rare scripts), the start of the first non-empty
 * text is shown.
 */
export function highlight(texts: string[], folded: string[], prefix: boolean, size = FRAGMENT): string {
  const terms = folded
  const re = matcher(terms, prefix)
  let best: Fragment | null = null
  for (const text of texts) {
    if (!text) continue
    const f = bestFragment(text, matchesIn(text, re, terms, prefix), size)
    if (f && (!best || f.score > best.score)) best = f
  }
  if (best) return render(best.text, best.matches, best.from, size)
  const first = texts.find((t) => t.trim())
  return first ? render(first, [], 0, size) : ''
}
