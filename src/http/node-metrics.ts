/**
 * `/metrics` of a node with worker threads (cluster.ts): a scrape lands on one worker, which asks
 * the main thread for the node's figures; the main thread gathers every worker's snapshot and its
 * own (webhook attempts and the backlogs are counted there) and sums them (lib/prometheus.ts).
 */
import type { Worker } from 'node:worker_threads'
import { mergeSnapshots, type FamilySnapshot } from '../lib/prometheus'

/** How long the main thread waits for a worker's figures before answering without them. */
const WAIT_MS = 2_000

/** Main thread: the snapshots workers send back, by request id. */
export class SnapshotGatherer {
  private next = 0
  private readonly waiting = new Map<number, (families: FamilySnapshot[]) => void>()

  /** The node's figures: every worker's and the main thread's own, summed. */
  async gather(workers: Worker[], own: () => FamilySnapshot[]): Promise<FamilySnapshot[]> {
    const answers = workers.map((worker) => {
      const id = ++this.next
      return new Promise<FamilySnapshot[] | null>((resolve) => {
        const late = setTimeout(() => {
          this.waiting.delete(id)
          resolve(null)
        }, WAIT_MS)
        this.waiting.set(id, (families) => {
          clearTimeout(late)
          resolve(families)
        })
        worker.postMessage({ type: 'snapshot', id })
      })
    })
    const snapshots = (await Promise.all(answers)).filter((s): s is FamilySnapshot[] => s !== null)
    return mergeSnapshots([own(), ...snapshots])
  }

  /** A worker's answer to `gather`'s request. */
  answered(id: number, families: FamilySnapshot[]): void {
    const done = this.waiting.get(id)
    this.waiting.delete(id)
    done?.(families)
  }
}

/** Worker thread: asks the main thread for the node's figures and waits for its answer. */
export class NodeMetricsClient {
  private next = 0
  private readonly waiting = new Map<number, (families: FamilySnapshot[]) => void>()

  constructor(private readonly ask: (id: number) => void) {}

  request(): Promise<FamilySnapshot[]> {
    const id = ++this.next
    return new Promise((resolve) => {
      this.waiting.set(id, resolve)
      this.ask(id)
    })
  }

  answered(id: number, families: FamilySnapshot[]): void {
    const done = this.waiting.get(id)
    this.waiting.delete(id)
    done?.(families)
  }
}
