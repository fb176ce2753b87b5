/**
 * Builds the `highlight` of a search result: a short fragment of the text with the query's
 * words wrapped in <mark>. Done in JS on the few rows of a page rather than with FTS5
 * snippet(), because snippet() re-runs the query per row, and a prefix query merges every
 * matching term each time (notes/performance.md: highlights are most of a search's cost).
 * The output is HTML: the text is escaped, only <mark> is added.
 */
import { fold } from './fold'
import { escapeHtml } from './html-text'

const WORD = /[\p{L}\p{N}\p{M}\p{Co}]+/gu

type Token = { start: number; end: number; term: number }

/** Words of a text with the index of the query term each matches (-1: none). */
function tokens(text: string, terms: string[], prefix: boolean): Token[] {
  const out: Token[] = []
  const last = terms.length - 1
  for (const m of text.matchAll(WORD)) {
    const w = fold(m[0])
    let term = terms.indexOf(w)
    if (term === -1 && prefix && w.startsWith(terms[last]!)) term = last
    out.push({ start: m.index, end: m.index + m[0].length, term })
  }
  return out
}

type Window = { text: string; toks: Token[]; from: number; score: number }

/** The best window of one text: most distinct terms, then most matches. */
function bestWindow(text: string, toks: Token[], size: number): Window | null {
  let best: Window | null = null
  toks.forEach((t, i) => {
    if (t.term === -1) return
    // a little context before the first match
    const from = Math.max(0, Math.min(i - 3, toks.length - size))
    const seen = new Set<number>()
    let hits = 0
    for (const u of toks.slice(from, from + size)) {
      if (u.term === -1) continue
      seen.add(u.term)
      hits++
    }
    const score = seen.size * 1000 + hits
    if (!best || score > best.score) best = { text, toks, from, score }
  })
  return best
}

function render(w: { text: string; toks: Token[]; from: number }, size: number): string {
  const { text, toks, from } = w
  const to = Math.min(toks.length, from + size)
  if (to === from) return ''
  let out = from > 0 ? '…' : ''
  let pos = toks[from]!.start
  for (const t of toks.slice(from, to)) {
    out += escapeHtml(text.slice(pos, t.start))
    const word = escapeHtml(text.slice(t.start, t.end))
    out += t.term === -1 ? word : `<mark>${word}</mark>`
    pos = t.end
  }
  return out + (to < toks.length ? '…' : '')
}

/**
 * `texts` in order of preference for equal matches (excerpt, body, title). Without any match
 * (the index and this tokenizer may disagree on rare scripts), the start of the first
 * non-empty text is shown.
 */
export function highlight(texts: string[], terms: string[], prefix: boolean, size = 24): string {
  let best: Window | null = null
  const all = texts.map((text) => ({ text, toks: tokens(text, terms, prefix) }))
  for (const { text, toks } of all) {
    const w = bestWindow(text, toks, size)
    if (w && (!best || w.score > best.score)) best = w
  }
  if (best) return render(best, size)
  const first = all.find((t) => t.toks.length > 0)
  return first ? render({ ...first, from: 0 }, size) : ''
}
