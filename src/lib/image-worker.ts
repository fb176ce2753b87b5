/**
 * Worker entry: makes image variants off the server's event loop (a 12 MP photo keeps the WASM
 * codecs busy for about half a second). A compiled binary must list this file as an entrypoint:
 * `bun build --compile src/main.ts src/lib/image-worker.ts`; see image-pool.ts.
 */
import { ImageError } from './image'
import { runImageJob, type ImageJob } from './image-job'

declare const self: Worker

self.onmessage = async (event: MessageEvent<{ id: number; job: ImageJob }>) => {
  const { id, job } = event.data
  try {
    self.postMessage({ id, result: await runImageJob(job) })
  } catch (err) {
    self.postMessage({ id, error: { message: (err as Error)?.message ?? String(err), image: err instanceof ImageError } })
  }
}

self.postMessage({ ready: true })
