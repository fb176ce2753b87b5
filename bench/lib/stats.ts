/** Aggregation and printing of bench results. */
import type { WrkResult } from './wrk'

export const median = (xs: number[]) => {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b)
  if (s.length === 0) return NaN
  const mid = s.length >> 1
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

export type Summary = {
  rps: number
  p50: number
  p99: number
  cpu: number
  non2xx: number
  errors: number
}

/** Medians over rounds (each round is one wrk run); failures are summed. */
export function summarize(runs: WrkResult[]): Summary {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    cpu: median(runs.map((r) => r.cpu)),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
  }
}

export const fmt = {
  rps: (n: number) => (Number.isNaN(n) ? '–' : Math.round(n).toLocaleString('en-US')),
  ms: (n: number) => (Number.isNaN(n) ? '–' : n < 10 ? n.toFixed(2) : n.toFixed(1)),
  us: (ms: number) => (Number.isNaN(ms) ? '–' : Math.round(ms * 1000).toLocaleString('en-US')),
  pct: (n: number) => (Number.isNaN(n) ? '–' : `${Math.round(n * 100)} %`),
}

/** A markdown table (so the output can go into bench/README.md as is). */
export function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [line(head), line(head.map((_, i) => (i === 0 ? '---' : '---:'))), ...rows.map(line)].join(
    '\n',
  )
}
