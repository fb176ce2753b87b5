/**
 * `cms serve --workers N` (CONTRACT §14 "Every core"): N worker threads of this process, each
 * with its own HTTP server on the same port (SO_REUSEPORT: the kernel spreads connections), its
 * own database connections and its own caches. The main thread serves no request; it owns what
 * must exist once per node:
 * - the rate limits' buckets, in shared memory every worker counts in (lib/shared-buckets.ts);
 * - the open change streams per tenant (lib/shared-counts.ts), a column per worker;
 * - the image transforms' slots and claims, also in shared memory (lib/shared-jobs.ts), and the
 *   index of kept transforms, which workers tell of each file they serve or make;
 * - the scheduler, webhook delivery and search-index catch-up (workers forward "this tenant has
 *   index work" to it);
 * - the signals: SIGTERM asks every worker to drain, then closes its own databases, exits 0.
 * Everything else a worker needs to agree on lives in SQLite already (the registry row of a
 * tenant, read on every request; the tenant files, whose changes `data_version` reveals).
 * Threads rather than processes: the buckets need memory shared with atomics, and one process
 * keeps one PID, one set of signals and one RSS for operators (docs/scaling.md).
 */
import { Worker } from 'node:worker_threads'
import type { Config } from '../config'
import { Registry } from '../store/registry-db'
import { TenantPool } from '../store/tenant-db'
import { openMediaStore } from '../store/media-store'
import type { FamilySnapshot } from '../lib/prometheus'
import { logMemory, throttledLog } from '../lib/throttled-log'
import { startBackground } from './background'
import { ServiceMetrics } from './metrics'
import { collectBacklogs } from './metrics-route'
import { SnapshotGatherer } from './node-metrics'
import type { AppContext } from './context'
import { sharedLimits, type SharedLimits } from './rate-limit'
import { TransformCaches } from '../domain/media-transforms'
import { jobMemory } from '../lib/shared-jobs'
import { countMemory, SharedCounts, type CountMemory } from '../lib/shared-counts'
import { startSearchCatchUp } from './search-catch-up'
import { logError, logNotice } from '../lib/log'

/** What a worker thread is started with (worker-thread.ts). */
export type WorkerData = {
  kind: 'cms-worker'
  index: number
  port: number
  flags: { data: string; host: string }
  limits: SharedLimits
  /** The node's image transform slots and claims (lib/shared-jobs.ts). */
  transformJobs: SharedArrayBuffer
  /** The node's open change streams per tenant, a column per worker (lib/shared-counts.ts). */
  streamCounts: CountMemory
  /** This worker's share of CMS_MAX_OPEN_TENANTS. */
  maxOpenTenants: number
  /** The node's once-a-minute log lines (lib/throttled-log.ts). */
  logGate: SharedArrayBuffer
}

/** Worker → main thread (`metrics`: a scrape asks for the node's figures; `snapshot`: a worker's own). */
export type WorkerMessage =
  | { type: 'listening'; port: number }
  | { type: 'search'; slug: string }
  | { type: 'transform-kept'; root: string; rel: string; size: number }
  | { type: 'stopped' }
  | { type: 'metrics'; id: number }
  | { type: 'snapshot'; id: number; families: FamilySnapshot[] }
/** Main thread → worker. */
export type PrimaryMessage = { type: 'stop' } | { type: 'hurry' } | { type: 'snapshot'; id: number } | { type: 'metrics'; id: number; families: FamilySnapshot[] }

type Running = { worker: Worker; stopped: Promise<void> }

/** Tenant databases the main thread keeps open for its background work, out of the node's budget. */
export const BACKGROUND_OPEN_TENANTS = 16

/** How a node's CMS_MAX_OPEN_TENANTS is shared: the main thread's few, then an equal share per worker. */
export function openTenantShares(max: number, workers: number): { background: number; perWorker: number } {
  const background = Math.min(BACKGROUND_OPEN_TENANTS, Math.max(1, max - workers))
  return { background, perWorker: Math.max(1, Math.ceil((max - background) / workers)) }
}

/**
 * Starts the workers (at once on a given port; one after another for port 0, the first picking
 * it); resolves once every worker listens.
 * note: `entry` is the executable's main module (`Bun.main`): the compiled binary runs itself
 * as each thread, and main.ts branches to worker-thread.ts when it is not the main thread.
 */
export async function startCluster(config: Config, entry: string) {
  // made before any thread starts, so the workers read one secret file instead of racing to write it
  void config.jwtSecret
  const limits = sharedLimits()
  // one index of kept transforms for the node, so its bound holds for every worker's files
  const transformJobs = jobMemory()
  const streamCounts = countMemory(config.workers)
  // a repeated condition (a full disk, a newer database) is logged once a minute for the node
  const logGate = logMemory()
  throttledLog.share(logGate)
  const transformIndex = new TransformCaches(config.transformCacheBytes)
  // note: CMS_MAX_OPEN_TENANTS bounds the node (descriptors, memory), so each thread keeps its
  // share: every open database costs ~0.3 MiB and 3 descriptors per thread holding it, and with
  // a whole budget each, 2 workers over 10,000 tenants reached 327 MiB instead of ~200. The main
  // thread's background work takes one tenant at a time; with the whole budget, the hourly event
  // retention alone kept 256 more open (1,181-1,385 descriptors for a bound of 784)
  const { background, perWorker: maxOpenTenants } = openTenantShares(config.maxOpenTenants, config.workers)
  // the main thread counts what runs here (webhook attempts) and reads the node's backlogs
  const metrics = new ServiceMetrics(config.metricsTenants)
  const ctx: AppContext = { config, registry: new Registry(config.dataDir), pool: new TenantPool(config.dataDir, background), media: openMediaStore(config), metrics }
  ctx.pool.foldWhileOpen()
  collectBacklogs(ctx, metrics)
  const gatherer = new SnapshotGatherer()
  const searchCatchUp = startSearchCatchUp(ctx, config.searchCatchUpMs)
  const stopBackground = startBackground(ctx, entry)
  const running: Running[] = []
  let stopping: Promise<void> | null = null
  let hurryHere = () => {}
  const hurried = new Promise<void>((resolve) => (hurryHere = resolve))
  let port = config.port

  function spawn(index: number): Promise<number> {
    const data: WorkerData = { kind: 'cms-worker', index, port, flags: { data: config.dataDir, host: config.host }, limits, transformJobs, streamCounts, maxOpenTenants, logGate }
    const worker = new Worker(entry, { workerData: data })
    let listening: (port: number) => void = () => {}
    let failed: (err: Error) => void = () => {}
    const listened = new Promise<number>((resolve, reject) => ((listening = resolve), (failed = reject)))
    let settle = () => {}
    const stopped = new Promise<void>((resolve) => (settle = resolve))
    let served = false
    worker.on('message', (m: WorkerMessage) => {
      if (m.type === 'listening') {
        served = true
        listening(m.port)
      }
      else if (m.type === 'search') searchCatchUp.schedule(m.slug)
      else if (m.type === 'transform-kept') transformIndex.kept(m.root, m.rel, m.size)
      else if (m.type === 'stopped') settle()
      else if (m.type === 'snapshot') gatherer.answered(m.id, m.families)
      else if (m.type === 'metrics') {
        const workers = running.filter(Boolean).map((r) => r.worker)
        void gatherer.gather(workers, () => metrics.registry.snapshot()).then((families) => worker.postMessage({ type: 'metrics', id: m.id, families } satisfies PrimaryMessage))
      }
    })
    worker.on('error', (err: Error) => {
      // one that never listened fails the start, and the command says why in one line
      if (served) logError(`worker ${index} failed`, err)
      failed(err)
    })
    worker.on('exit', (code) => {
      settle()
      failed(new Error(`worker ${index} exited with code ${code} before listening`))
      // a worker that dies while the node runs is replaced, so the node keeps its N workers
      // (one that never listened fails the start instead: the port or the data is the problem)
      if (!stopping && served) {
        logNotice(`worker ${index} exited (code ${code}); starting another`)
        // the streams it held are gone with it
        new SharedCounts(streamCounts).clearColumn(index)
        spawn(index).catch((err) => logError(`worker ${index} could not restart`, err))
      }
    })
    running[index] = { worker, stopped }
    return listened
  }

  if (port === 0) {
    // the first picks a free port, the others join it
    for (let i = 0; i < config.workers; i++) port = await spawn(i)
  } else {
    // note: all at once. One after another, the first listened ~40 ms before the second, and
    // keep-alive connections opened in between (a proxy's pool, a load test) all stayed with it
    await Promise.all(Array.from({ length: config.workers }, (_, i) => spawn(i)))
  }

  const post = (m: PrimaryMessage) => running.forEach((r) => r.worker.postMessage(m))

  /** Every worker drains and closes; then the node's own work stops and its databases close. */
  function shutdown(): Promise<void> {
    stopping ??= (async () => {
      post({ type: 'stop' })
      // webhook attempts under way (sent from this thread) finish and are recorded meanwhile
      const background = stopBackground(config.shutdownTimeoutMs)
      // a worker gets its own drain time plus a margin for closing its databases
      const late = Bun.sleep(config.shutdownTimeoutMs + 5_000).then(() => false)
      if (!(await Promise.race([Promise.all(running.map((r) => r.stopped)).then(() => true), late]))) {
        logNotice('a worker did not stop in time; ending it')
      }
      await Promise.all(running.map((r) => r.worker.terminate()))
      await Promise.race([background, hurried.then(() => stopBackground(0))])
      // note: after the workers, so the index work they handed over last is done too
      searchCatchUp.stop()
      ctx.pool.closeAll()
      ctx.registry.close()
    })()
    return stopping
  }

  return {
    port,
    workers: config.workers,
    shutdown,
    hurry: () => {
      post({ type: 'hurry' })
      hurryHere()
    },
  }
}

