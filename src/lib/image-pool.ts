/**
 * Runs image jobs in one background Worker, so a large photo does not hold every other request
 * for hundreds of milliseconds. The worker is started on first use and stopped when idle, which
 * also gives back the WASM codecs' memory (it grows and never shrinks).
 *
 * note: a compiled binary finds the worker only when it was built with it as an entrypoint
 * (`bun build --compile src/main.ts src/lib/image-worker.ts`); otherwise the jobs run inline,
 * blocking the event loop while they do, and one warning says so.
 */
import { ImageError } from './image'
import { runImageJob, type ImageJob, type ImageJobResult } from './image-job'

const IDLE_MS = 30_000

type Pending = { job: ImageJob; resolve: (r: ImageJobResult) => void; reject: (e: Error) => void }
type Reply = { ready?: true; id?: number; result?: ImageJobResult; error?: { message: string; image: boolean } }

/** In a compiled binary every module sees the entry's location (`/$bunfs/root`). */
function workerUrl(): string {
  const compiled = import.meta.url.includes('/$bunfs/') || import.meta.dir.includes('~BUN')
  return compiled ? `${import.meta.dir}/lib/image-worker.js` : new URL('./image-worker.ts', import.meta.url).href
}

let mode: 'unknown' | 'worker' | 'inline' = 'unknown'
let worker: Worker | null = null
let nextId = 1
const pending = new Map<number, Pending>()
let idleTimer: Timer | null = null

function fallBackInline(reason: string): void {
  mode = 'inline'
  console.warn(`[cms] image worker unavailable (${reason}); image variants are made inline`)
  const jobs = [...pending.values()]
  pending.clear()
  for (const p of jobs) runImageJob(p.job).then(p.resolve, p.reject)
}

function dropWorker(): void {
  worker?.terminate()
  worker = null
}

function startWorker(): Worker {
  const w = new Worker(workerUrl())
  // the worker never keeps the process alive (tests, CLI commands, shutdown)
  ;(w as Worker & { unref(): void }).unref()
  w.onmessage = (event: MessageEvent<Reply>) => {
    const reply = event.data
    if (reply.ready) {
      mode = 'worker'
      return
    }
    const p = pending.get(reply.id!)
    if (!p) return
    pending.delete(reply.id!)
    if (reply.result) p.resolve(reply.result)
    else p.reject(reply.error!.image ? new ImageError(reply.error!.message) : new Error(reply.error!.message))
    scheduleIdleStop()
  }
  w.onerror = (event: ErrorEvent) => {
    dropWorker()
    if (mode !== 'worker') return fallBackInline(event.message)
    // a worker that crashed mid-job: fail what it held; the next job starts a fresh one
    for (const p of pending.values()) p.reject(new Error(`image worker failed: ${event.message}`))
    pending.clear()
  }
  return w
}

function scheduleIdleStop(): void {
  if (idleTimer) clearTimeout(idleTimer)
  if (pending.size > 0) return
  idleTimer = setTimeout(() => {
    if (pending.size === 0) dropWorker()
  }, IDLE_MS)
  idleTimer.unref()
}

/** Makes the variants of one image; rejects with ImageError when the data is no usable image. */
export function processImage(job: ImageJob): Promise<ImageJobResult> {
  if (mode === 'inline') return runImageJob(job)
  if (idleTimer) clearTimeout(idleTimer)
  return new Promise((resolve, reject) => {
    try {
      worker ??= startWorker()
    } catch (err) {
      fallBackInline((err as Error).message)
      runImageJob(job).then(resolve, reject)
      return
    }
    const id = nextId++
    pending.set(id, { job, resolve, reject })
    worker.postMessage({ id, job })
  })
}

/** Stops the worker now (graceful shutdown). */
export function stopImageWorker(): void {
  if (idleTimer) clearTimeout(idleTimer)
  dropWorker()
}
