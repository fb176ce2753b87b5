/**
 * Where transformed images are kept and how their work is shared (CONTRACT §12): a cache per
 * tenant under `media/.transforms/<uuid>/` (bounded, least recently used out first, never in the
 * quota), one job for concurrent identical requests, and at most `concurrency` jobs at once; a
 * job that cannot start within `waitMs` is a 503. The cache stays on local disk whatever stores
 * the originals: it can always be made again.
 * With several worker threads (`serve --workers N`) all of it holds for the node: the slots and
 * the claims of results being made are in memory the workers share (lib/shared-jobs.ts), and one
 * index, the main thread's, counts the kept files and evicts them; a worker finds a kept file by
 * looking on disk, where files only appear whole (written aside, then renamed).
 */
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ProblemError } from '../lib/problem'
import { SharedJobs } from '../lib/shared-jobs'

/** Folder of the cache inside a tenant's media folder; backups leave it out. */
export const TRANSFORM_CACHE_DIR = '.transforms'

/** `made`: this request's job made it now (not a file already kept, nor another job's). */
export type CachedTransform = { path: string; size: number; mtime: Date; made?: boolean }

export type TransformResult = 'made' | 'cached' | 'joined' | 'busy' | 'failed'

/** Told of every kept file served or made, in order of use: it keeps each tenant's cache in bounds. */
export type TransformIndex = { kept(root: string, rel: string, size: number): void }

export type TransformerOptions = {
  concurrency: number
  waitMs: number
  /** The node's index of kept files (a `TransformCaches` here, or the main thread's). */
  index: TransformIndex
  /** The node's slots and claims, shared with the other workers (`jobMemory()`); else this thread's own. */
  jobs?: SharedArrayBuffer
  /** Told how each request for a transform ended, with the time to make it when one was made. */
  observe?: (result: TransformResult, seconds?: number) => void
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const KEY = /^[0-9a-z+_.-]{1,120}$/

/** One tenant's cache: file sizes in least-recently-used order (a Map keeps insertion order). */
class TenantCache {
  private readonly entries = new Map<string, number>()
  private total = 0

  constructor(
    readonly root: string,
    private readonly limit: number,
  ) {
    this.load()
  }

  /** What an earlier run left, oldest first by modification time (hits touch no file). */
  private load(): void {
    const found: { rel: string; size: number; mtime: number }[] = []
    let dirs: string[] = []
    try {
      dirs = readdirSync(this.root)
    } catch {
      return
    }
    for (const dir of dirs) {
      let names: string[] = []
      try {
        names = readdirSync(join(this.root, dir))
      } catch {
        continue
      }
      for (const name of names) {
        try {
          const stat = statSync(join(this.root, dir, name))
          if (stat.isFile() && !name.includes('.tmp-')) found.push({ rel: `${dir}/${name}`, size: stat.size, mtime: stat.mtimeMs })
        } catch {
          // note: removed meanwhile
        }
      }
    }
    for (const f of found.sort((a, b) => a.mtime - b.mtime)) this.keep(f.rel, f.size)
  }

  /** Marks a file as just used (counting it if new), then evicts the least recently used past the limit. */
  keep(rel: string, size: number): void {
    this.forget(rel)
    this.entries.set(rel, size)
    this.total += size
    // the newest always stays, even alone over the limit: it is about to be served
    for (const old of this.entries.keys()) {
      if (this.total <= this.limit || old === rel) break
      this.forget(old)
      rmSync(join(this.root, old), { force: true })
    }
  }

  private forget(rel: string): void {
    const size = this.entries.get(rel)
    if (size === undefined) return
    this.entries.delete(rel)
    this.total -= size
  }
}

/**
 * The index of one node's kept transforms: each tenant's cache, loaded from disk on first use.
 * note: a deleted item's files (`removeTransformsOf`) stay counted until they are the least
 * recently used: the cache may evict a little early, never late.
 */
export class TransformCaches implements TransformIndex {
  private readonly caches = new Map<string, TenantCache>()

  constructor(private readonly bytesPerTenant: number) {}

  kept(root: string, rel: string, size: number): void {
    let cache = this.caches.get(root)
    if (!cache) {
      cache = new TenantCache(root, this.bytesPerTenant)
      this.caches.set(root, cache)
    }
    cache.keep(rel, size)
  }
}

export class Transformer {
  /** Jobs started, and requests that joined a job already running (tests observe single-flight). */
  readonly stats = { jobs: 0, joined: 0 }
  /** Test seam: awaited inside a job's slot before its work, so a test can hold jobs running. */
  beforeJob: (() => Promise<void>) | null = null
  private readonly flights = new Map<string, Promise<CachedTransform>>()
  private readonly jobs: SharedJobs

  constructor(private readonly opts: TransformerOptions) {
    this.jobs = new SharedJobs(opts.concurrency, opts.jobs)
  }

  /**
   * The transform `key` of media item `uuid`: from the cache, from a job already running for it
   * (in this thread or another), or made now by `make` (which reads the original and transforms it).
   */
  get(mediaDir: string, uuid: string, key: string, make: () => Promise<Uint8Array>): Promise<CachedTransform> {
    // both come from the server (a row's uuid, a key built from numbers), checked all the same
    if (!UUID.test(uuid) || !KEY.test(key) || key.startsWith('.')) throw new Error(`Invalid transform name ${uuid}/${key}`)
    const root = join(mediaDir, TRANSFORM_CACHE_DIR)
    const rel = `${uuid}/${key}`
    const hit = this.kept(root, rel)
    if (hit) {
      this.opts.observe?.('cached')
      return Promise.resolve(hit)
    }
    const id = join(root, rel)
    const running = this.flights.get(id)
    if (running) {
      this.stats.joined++
      this.opts.observe?.('joined')
      return running
    }
    const flight = this.lead(root, uuid, rel, make).finally(() => this.flights.delete(id))
    this.flights.set(id, flight)
    return flight
  }

  /** A kept file, told to the index as just used; null when there is none. */
  private kept(root: string, rel: string): CachedTransform | null {
    const path = join(root, rel)
    const stat = statSync(path, { throwIfNoEntry: false })
    if (!stat?.isFile()) return null
    this.opts.index.kept(root, rel, stat.size)
    return { path, size: stat.size, mtime: stat.mtime }
  }

  private async lead(root: string, uuid: string, rel: string, make: () => Promise<Uint8Array>): Promise<CachedTransform> {
    const { observe, waitMs } = this.opts
    const path = join(root, rel)
    const deadline = Date.now() + waitMs
    // another worker makes it: its file, once it is done (or this job, if that one failed). A
    // request that joins a job waits for it as one joining in this thread does, not just for
    // the start wait; the cap only guards against a claim a dead thread never ended
    while (!this.jobs.claim(path)) {
      if (!(await this.jobs.settled(path, deadline + JOIN_MAX_MS))) {
        observe?.('busy')
        throw busy(waitMs)
      }
      const made = this.kept(root, rel)
      if (made) {
        this.stats.joined++
        observe?.('joined')
        return made
      }
    }
    try {
      // the tenant's media folder names the owner: slots are shared fairly between tenants
      if (!(await this.jobs.acquire(deadline, root))) {
        observe?.('busy')
        throw busy(waitMs)
      }
      try {
        return await this.make(root, uuid, rel, make)
      } finally {
        this.jobs.release(root)
      }
    } finally {
      this.jobs.finish(path)
    }
  }

  private async make(root: string, uuid: string, rel: string, make: () => Promise<Uint8Array>): Promise<CachedTransform> {
    const { observe } = this.opts
    this.stats.jobs++
    if (this.beforeJob) await this.beforeJob()
    const started = performance.now()
    const bytes = await make().catch((err) => {
      observe?.('failed')
      throw err
    })
    observe?.('made', (performance.now() - started) / 1000)
    const path = join(root, rel)
    mkdirSync(join(root, uuid), { recursive: true })
    // written aside and renamed, so a reader (of any worker) never sees half a file
    const temp = `${path}.tmp-${crypto.randomUUID()}`
    writeFileSync(temp, bytes)
    renameSync(temp, path)
    this.opts.index.kept(root, rel, bytes.length)
    return { path, size: bytes.length, mtime: new Date(), made: true }
  }
}

/** Removes a deleted item's transforms (the index forgets them as `TransformCaches` says). */
export function removeTransformsOf(mediaDir: string, uuid: string): void {
  if (!UUID.test(uuid)) return
  rmSync(join(mediaDir, TRANSFORM_CACHE_DIR, uuid), { recursive: true, force: true })
}

/** How long past the start wait a request waits for another worker's job for the same result. */
const JOIN_MAX_MS = 60_000

function busy(waitMs: number): ProblemError {
  const retryAfter = Math.max(1, Math.ceil(waitMs / 2000))
  return new ProblemError(503, 'Too many image transforms are being made; retry shortly.', 'Service Unavailable', { retry_after: retryAfter }, {
    'Retry-After': String(retryAfter),
  })
}
