/**
 * Where transformed images are kept and how their work is shared (CONTRACT §12): a cache per
 * tenant under `media/.transforms/<uuid>/` (bounded, least recently used out first, never in the
 * quota), one job for concurrent identical requests, and at most `concurrency` jobs at once; a
 * job that cannot start within `waitMs` is a 503. The cache stays on local disk whatever stores
 * the originals: it can always be made again.
 */
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ProblemError } from '../lib/problem'

/** Folder of the cache inside a tenant's media folder; backups leave it out. */
export const TRANSFORM_CACHE_DIR = '.transforms'

export type CachedTransform = { path: string; size: number; mtime: Date }

export type TransformResult = 'made' | 'cached' | 'joined' | 'busy' | 'failed'

export type TransformerOptions = {
  cacheBytes: number
  concurrency: number
  waitMs: number
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
    for (const f of found.sort((a, b) => a.mtime - b.mtime)) this.add(f.rel, f.size)
  }

  /** A kept file, marked as just used; null when absent (never made, evicted, removed). */
  hit(rel: string): CachedTransform | null {
    const size = this.entries.get(rel)
    if (size === undefined) return null
    try {
      const path = join(this.root, rel)
      const stat = statSync(path)
      this.entries.delete(rel)
      this.entries.set(rel, size)
      return { path, size: stat.size, mtime: stat.mtime }
    } catch {
      this.forget(rel)
      return null
    }
  }

  add(rel: string, size: number): void {
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

  forget(rel: string): void {
    const size = this.entries.get(rel)
    if (size === undefined) return
    this.entries.delete(rel)
    this.total -= size
  }
}

/** At most `size` holders at once; a waiter that gets no slot within `waitMs` is refused. */
class Slots {
  private active = 0
  private readonly waiting: (() => void)[] = []

  constructor(private readonly size: number) {}

  acquire(waitMs: number): Promise<boolean> {
    if (this.active < this.size) {
      this.active++
      return Promise.resolve(true)
    }
    return new Promise((resolve) => {
      const grant = () => {
        clearTimeout(timer)
        resolve(true)
      }
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(grant), 1)
        resolve(false)
      }, waitMs)
      this.waiting.push(grant)
    })
  }

  release(): void {
    const next = this.waiting.shift()
    // the slot passes straight to the next waiter, so `active` stays as it is
    if (next) next()
    else this.active--
  }
}

export class Transformer {
  /** Jobs started, and requests that joined a job already running (tests observe single-flight). */
  readonly stats = { jobs: 0, joined: 0 }
  /** Test seam: awaited inside a job's slot before its work, so a test can hold jobs running. */
  beforeJob: (() => Promise<void>) | null = null
  private readonly caches = new Map<string, TenantCache>()
  private readonly flights = new Map<string, Promise<CachedTransform>>()
  private readonly slots: Slots

  constructor(private readonly opts: TransformerOptions) {
    this.slots = new Slots(opts.concurrency)
  }

  private cacheOf(mediaDir: string): TenantCache {
    let cache = this.caches.get(mediaDir)
    if (!cache) {
      cache = new TenantCache(join(mediaDir, TRANSFORM_CACHE_DIR), this.opts.cacheBytes)
      this.caches.set(mediaDir, cache)
    }
    return cache
  }

  /**
   * The transform `key` of media item `uuid`: from the cache, from a job already running for it,
   * or made now by `make` (which reads the original and transforms it).
   */
  get(mediaDir: string, uuid: string, key: string, make: () => Promise<Uint8Array>): Promise<CachedTransform> {
    // both come from the server (a row's uuid, a key built from numbers), checked all the same
    if (!UUID.test(uuid) || !KEY.test(key) || key.startsWith('.')) throw new Error(`Invalid transform name ${uuid}/${key}`)
    const cache = this.cacheOf(mediaDir)
    const rel = `${uuid}/${key}`
    const hit = cache.hit(rel)
    if (hit) {
      this.opts.observe?.('cached')
      return Promise.resolve(hit)
    }
    const id = join(cache.root, rel)
    const running = this.flights.get(id)
    if (running) {
      this.stats.joined++
      this.opts.observe?.('joined')
      return running
    }
    const flight = this.run(cache, uuid, rel, make).finally(() => this.flights.delete(id))
    this.flights.set(id, flight)
    return flight
  }

  private async run(cache: TenantCache, uuid: string, rel: string, make: () => Promise<Uint8Array>): Promise<CachedTransform> {
    const { observe } = this.opts
    if (!(await this.slots.acquire(this.opts.waitMs))) {
      observe?.('busy')
      throw busy(this.opts.waitMs)
    }
    try {
      this.stats.jobs++
      if (this.beforeJob) await this.beforeJob()
      const started = performance.now()
      const bytes = await make().catch((err) => {
        observe?.('failed')
        throw err
      })
      observe?.('made', (performance.now() - started) / 1000)
      const path = join(cache.root, rel)
      mkdirSync(join(cache.root, uuid), { recursive: true })
      // written aside and renamed, so a reader never sees half a file
      const temp = `${path}.tmp-${crypto.randomUUID()}`
      writeFileSync(temp, bytes)
      renameSync(temp, path)
      cache.add(rel, bytes.length)
      return { path, size: bytes.length, mtime: new Date() }
    } finally {
      this.slots.release()
    }
  }
}

/**
 * Removes a deleted item's transforms. note: a running server's count of cached bytes learns of it
 * when it next looks for one of them; until then it may evict a little early, never late.
 */
export function removeTransformsOf(mediaDir: string, uuid: string): void {
  if (!UUID.test(uuid)) return
  rmSync(join(mediaDir, TRANSFORM_CACHE_DIR, uuid), { recursive: true, force: true })
}

function busy(waitMs: number): ProblemError {
  const retryAfter = Math.max(1, Math.ceil(waitMs / 2000))
  return new ProblemError(503, 'Too many image transforms are being made; retry shortly.', 'Service Unavailable', { retry_after: retryAfter }, {
    'Retry-After': String(retryAfter),
  })
}
