/** What the seed leaves in `<data>/bench.json` for the runner. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export type BenchInfo = {
  tenant: string
  count: number
  /** An admin's access token (30 days). */
  token: string
  /** A published article for item reads and patches. */
  article: { uuid: string; slug: string }
  /** Workload (b): a tag and a title term with at least 30 matches together. */
  tagSlug: string
  titleTerm: string
  /** Workload (d): a two-word query. */
  searchQuery: string
  /** Tags and category for creates (not the filter's tag, so creates never change (b)). */
  tagIris: string[]
  categoryUuid: string
}

export const readInfo = (dataDir: string): BenchInfo =>
  JSON.parse(readFileSync(join(dataDir, 'bench.json'), 'utf8'))
