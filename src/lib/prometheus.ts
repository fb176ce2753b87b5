/**
 * Counters, gauges and histograms with labels, written in the Prometheus text exposition format
 * 0.0.4. A family's series are found through one small map per label, so counting a request
 * costs a few map lookups. `snapshot()` is plain data: the figures of several threads or
 * processes add up with `mergeSnapshots` and render as one.
 */

export const PROMETHEUS_TYPE = 'text/plain; version=0.0.4; charset=utf-8'

export type MetricType = 'counter' | 'gauge' | 'histogram'
type LabelValue = string | number

export type Series = { labels: string[]; value: number; counts?: number[]; sum?: number }

export type FamilySnapshot = {
  name: string
  help: string
  type: MetricType
  labelNames: string[]
  buckets?: number[]
  series: Series[]
}

/** One series: a counter or gauge value, or a histogram's bucket counts (not cumulative). */
export class Cell {
  value = 0
  sum = 0
  readonly counts: number[]

  constructor(
    readonly labels: string[],
    private readonly bounds: readonly number[] | null,
  ) {
    this.counts = bounds ? new Array(bounds.length + 1).fill(0) : []
  }

  inc(by = 1): void {
    this.value += by
  }

  dec(by = 1): void {
    this.value -= by
  }

  set(value: number): void {
    this.value = value
  }

  /** A histogram observation: `value` counts the observations, `counts` their buckets. */
  observe(v: number): void {
    const bounds = this.bounds!
    let i = 0
    while (i < bounds.length && v > bounds[i]!) i++
    this.counts[i]!++
    this.value++
    this.sum += v
  }
}

export class Family {
  private readonly root = new Map<LabelValue, unknown>()
  private readonly cells: Cell[] = []
  private readonly bare: Cell | null

  constructor(
    readonly name: string,
    readonly help: string,
    readonly type: MetricType,
    readonly labelNames: readonly string[] = [],
    readonly buckets: readonly number[] | null = null,
  ) {
    // a family without labels has its one series from the start (a zero is a fact too)
    this.bare = labelNames.length === 0 ? this.add([]) : null
  }

  private add(labels: string[]): Cell {
    const cell = new Cell(labels, this.type === 'histogram' ? this.buckets : null)
    this.cells.push(cell)
    return cell
  }

  /** The series of these label values (in `labelNames` order), made on first use. */
  labels(...values: LabelValue[]): Cell {
    let node = this.root
    const last = values.length - 1
    for (let i = 0; i < last; i++) {
      let next = node.get(values[i]!) as Map<LabelValue, unknown> | undefined
      if (!next) node.set(values[i]!, (next = new Map()))
      node = next
    }
    let cell = node.get(values[last]!) as Cell | undefined
    if (!cell) node.set(values[last]!, (cell = this.add(values.map(String))))
    return cell
  }

  inc(by = 1): void {
    this.bare!.inc(by)
  }

  dec(by = 1): void {
    this.bare!.dec(by)
  }

  set(value: number): void {
    this.bare!.set(value)
  }

  observe(v: number): void {
    this.bare!.observe(v)
  }

  /** Forgets every labelled series (gauges recomputed at each scrape). */
  reset(): void {
    if (this.bare) return this.bare.set(0)
    this.root.clear()
    this.cells.length = 0
  }

  snapshot(): FamilySnapshot {
    const series = this.cells.map((c): Series => (this.type === 'histogram' ? { labels: c.labels, value: c.value, counts: [...c.counts], sum: c.sum } : { labels: c.labels, value: c.value }))
    return { name: this.name, help: this.help, type: this.type, labelNames: [...this.labelNames], ...(this.buckets ? { buckets: [...this.buckets] } : {}), series }
  }
}

/** The families of one process (or thread), and what runs before each scrape. */
export class MetricRegistry {
  private readonly families: Family[] = []
  private readonly collectors: (() => void)[] = []

  counter(name: string, help: string, labelNames: readonly string[] = []): Family {
    return this.register(new Family(name, help, 'counter', labelNames))
  }

  gauge(name: string, help: string, labelNames: readonly string[] = []): Family {
    return this.register(new Family(name, help, 'gauge', labelNames))
  }

  histogram(name: string, help: string, buckets: readonly number[], labelNames: readonly string[] = []): Family {
    return this.register(new Family(name, help, 'histogram', labelNames, buckets))
  }

  /** `collect` sets gauges that are read rather than counted (open databases, backlogs). */
  onCollect(collect: () => void): void {
    this.collectors.push(collect)
  }

  private register(family: Family): Family {
    this.families.push(family)
    return family
  }

  snapshot(): FamilySnapshot[] {
    for (const collect of this.collectors) collect()
    return this.families.map((f) => f.snapshot())
  }

  render(): string {
    return renderSnapshot(this.snapshot())
  }
}

const seriesKey = (labels: string[]) => labels.join('\u0000')

/** Sums several snapshots of the same families (threads or processes of one node). */
export function mergeSnapshots(snapshots: FamilySnapshot[][]): FamilySnapshot[] {
  const merged = new Map<string, { family: FamilySnapshot; series: Map<string, Series> }>()
  for (const snapshot of snapshots) {
    for (const family of snapshot) {
      let into = merged.get(family.name)
      if (!into) merged.set(family.name, (into = { family: { ...family, series: [] }, series: new Map() }))
      for (const s of family.series) {
        const key = seriesKey(s.labels)
        const have = into.series.get(key)
        if (!have) {
          into.series.set(key, { ...s, counts: s.counts && [...s.counts] })
          continue
        }
        have.value += s.value
        if (have.counts && s.counts) s.counts.forEach((n, i) => (have.counts![i]! += n))
        if (have.sum !== undefined && s.sum !== undefined) have.sum += s.sum
      }
    }
  }
  return [...merged.values()].map(({ family, series }) => ({ ...family, series: [...series.values()] }))
}

const escapeHelp = (s: string) => s.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')
const escapeValue = (s: string) => s.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"')

function formatNumber(n: number): string {
  if (Number.isNaN(n)) return 'NaN'
  if (n === Infinity) return '+Inf'
  if (n === -Infinity) return '-Inf'
  return String(n)
}

function labelText(names: readonly string[], values: readonly string[], extra?: string): string {
  const parts = names.map((n, i) => `${n}="${escapeValue(values[i]!)}"`)
  if (extra) parts.push(extra)
  return parts.length ? `{${parts.join(',')}}` : ''
}

/** The text exposition format of a snapshot. */
export function renderSnapshot(families: FamilySnapshot[]): string {
  const out: string[] = []
  for (const f of families) {
    out.push(`# HELP ${f.name} ${escapeHelp(f.help)}`, `# TYPE ${f.name} ${f.type}`)
    for (const s of f.series) {
      if (f.type !== 'histogram') {
        out.push(`${f.name}${labelText(f.labelNames, s.labels)} ${formatNumber(s.value)}`)
        continue
      }
      let cumulative = 0
      f.buckets!.forEach((bound, i) => {
        cumulative += s.counts![i]!
        out.push(`${f.name}_bucket${labelText(f.labelNames, s.labels, `le="${formatNumber(bound)}"`)} ${cumulative}`)
      })
      out.push(`${f.name}_bucket${labelText(f.labelNames, s.labels, 'le="+Inf"')} ${s.value}`)
      out.push(`${f.name}_sum${labelText(f.labelNames, s.labels)} ${formatNumber(s.sum!)}`)
      out.push(`${f.name}_count${labelText(f.labelNames, s.labels)} ${s.value}`)
    }
  }
  return out.join('\n') + '\n'
}
