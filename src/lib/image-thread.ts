/**
 * Upload variants in a thread of their own. `Bun.Image` decodes off the JavaScript thread already,
 * but the job's buffers (the original read back, ~5 MB for a 12 MP photo; the pixels handed to
 * both variants, ~3 MB; the variants) lived in the serving thread's heap: about 14 MB of garbage
 * an upload, whose collections paused the reads that thread serves (bench/README.md "Uploads").
 * Here the thread reads the original itself, and only the job's few fields cross. It starts with
 * the first upload and ends after a quiet spell, so an idle server keeps no second heap.
 */
import { Worker } from 'node:worker_threads'
import { ImageError } from './image'
import { runImageJob, type ImageJobResult } from './image-job'

/** The original on disk (a path the server made), its type, and where its variants go. */
export type ImageThreadJob = { path: string; mime: string; outBase: string }

type Message = ImageThreadJob & { id: number }
type Reply = { id: number; ok: true; result: ImageJobResult } | { id: number; ok: false; image: boolean; message: string; code?: string }

/** How long the thread stays without work before it ends. */
const QUIET_MS = 30_000

type Waiting = { resolve: (r: ImageJobResult) => void; reject: (e: Error) => void }

export class ImageThread {
  /** The running thread and the jobs it owes (a closed thread's own failures stay its own). */
  private current: { worker: Worker; pending: Map<number, Waiting> } | null = null
  private next = 0
  private quiet: ReturnType<typeof setTimeout> | null = null

  /** `entry`: the executable's main module, which runs `serveImageJobs` in a thread (main.ts). */
  constructor(private readonly entry: string) {}

  /** The job's result, or its error: an ImageError for data that is no usable image. */
  run(job: ImageThreadJob): Promise<ImageJobResult> {
    if (this.quiet) clearTimeout(this.quiet)
    this.quiet = null
    const id = ++this.next
    const { worker, pending } = (this.current ??= this.start())
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject })
      worker.postMessage({ id, ...job } satisfies Message)
    })
  }

  close(): void {
    if (this.quiet) clearTimeout(this.quiet)
    this.quiet = null
    void this.current?.worker.terminate()
    this.current = null
  }

  private start(): { worker: Worker; pending: Map<number, Waiting> } {
    const worker = new Worker(this.entry, { workerData: { kind: 'cms-image' } })
    const pending = new Map<number, Waiting>()
    // note: never what keeps the process alive
    worker.unref()
    worker.on('message', (reply: Reply) => {
      const waiting = pending.get(reply.id)
      if (!waiting) return
      pending.delete(reply.id)
      if (reply.ok) waiting.resolve(reply.result)
      else waiting.reject(reply.image ? new ImageError(reply.message) : Object.assign(new Error(reply.message), reply.code ? { code: reply.code } : {}))
      if (pending.size === 0 && this.current?.worker === worker) {
        this.quiet = setTimeout(() => this.close(), QUIET_MS)
        this.quiet.unref?.()
      }
    })
    const fail = (err: Error) => {
      if (this.current?.worker === worker) this.current = null
      for (const waiting of pending.values()) waiting.reject(err)
      pending.clear()
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`the image thread ended with code ${code}`)))
    return { worker, pending }
  }
}

/** The thread's side: jobs as they come, each answered with its result or its error. */
export function serveImageJobs(port: { on(event: 'message', fn: (m: Message) => void): void; postMessage(reply: Reply): void }): void {
  port.on('message', async (m) => {
    try {
      const result = await runImageJob({ bytes: await Bun.file(m.path).bytes(), mime: m.mime, outBase: m.outBase })
      port.postMessage({ id: m.id, ok: true, result })
    } catch (err) {
      const code = (err as { code?: unknown })?.code
      port.postMessage({ id: m.id, ok: false, image: err instanceof ImageError, message: (err as Error)?.message ?? String(err), ...(typeof code === 'string' ? { code } : {}) })
    }
  })
}
