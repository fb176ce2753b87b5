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
import { fold } from './fold'
import { escapeHtml } from './html-text'
import { indexSpelling } from './spelling'

const TOKEN_CHARS = '\\p{L}\\p{N}\\p{M}\\p{Co}'
const TOKEN = new RegExp(`[${TOKEN_CHARS}]`, 'u')

/** Default fragment length, in characters (about 25 words). */
export const FRAGMENT = 160
/** Context kept before the first match of a fragment. */
const LEAD = 40

/**
 * `fold`, recomposed: folding decomposes, and Hangul syllables decompose into jamo that are no
 * marks (so they stay, three for one): recomposed they are the syllables again, one for one,
 * where Latin and Greek, their marks gone, are left as folded.
 */
const foldComposed = (text: string) => fold(text).normalize('NFC')

/** A text folded for matching, and where each folded character came from (null: from the same offset). */
type Folded = { text: string; start: number[] | null; end: number[] | null }

/**
 * The text folded and spelt as the index spells it (`cœur` → `coeur`), with the offsets of the
 * original kept: when that changes the length, character by character, each folded character
 * mapped to the one it came from.
 */
function foldForMatch(text: string): Folded {
  if (indexSpelling(text) === text) {
    const folded = foldComposed(text)
    if (folded.length === text.length) return { text: folded, start: null, end: null }
  }
  let out = ''
  const start: number[] = []
  const end: number[] = []
  let pos = 0
  for (const ch of text) {
    const f = foldComposed(indexSpelling(ch))
    // a mark that folds to nothing belongs to the letter before it
    if (f === '' && end.length > 0) end[end.length - 1] = pos + ch.length
    for (let k = 0; k < f.length; k++) {
      start.push(pos)
      end.push(pos + ch.length)
    }
    out += f
    pos += ch.length
  }
  return { text: out, start, end }
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

type Match = { start: number; end: number; term: number }

function matcher(terms: string[], prefix: boolean): RegExp {
  const last = terms.length - 1
  const alts = terms.map((t, i) => escapeRegExp(t) + (prefix && i === last ? `[${TOKEN_CHARS}]*` : ''))
  // longest first, so `jardinier` is not cut at `jardin`
  alts.sort((a, b) => b.length - a.length)
  return new RegExp(`(?<![${TOKEN_CHARS}])(?:${alts.join('|')})(?![${TOKEN_CHARS}])`, 'gu')
}

function matchesIn(text: string, re: RegExp, terms: string[], prefix: boolean): Match[] {
  const out: Match[] = []
  const last = terms.length - 1
  const folded = foldForMatch(text)
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

const isToken = (ch: string | undefined) => ch !== undefined && TOKEN.test(ch)

/** Renders [from, from + size) cut at word boundaries, matches marked, the rest escaped. */
function render(text: string, matches: Match[], from: number, size: number): string {
  let start = from
  // do not start or end inside a word
  while (start > 0 && start < text.length && isToken(text[start - 1]) && isToken(text[start])) start++
  while (start < text.length && !isToken(text[start]) && start > 0) start++
  let end = Math.min(text.length, start + size)
  while (end < text.length && end > start && isToken(text[end - 1]) && isToken(text[end])) end--
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
  // the terms as the text is folded here (Korean: syllables, not jamo)
  const terms = folded.map((t) => t.normalize('NFC'))
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
