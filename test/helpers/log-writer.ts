/**
 * Writes request lines through the default request log, from this thread and from worker threads
 * (as `serve --workers N` does), so a test can read them back from a pipe.
 * args: <lines per thread> <threads>
 */
import { isMainThread, Worker, workerData } from 'node:worker_threads'
import { flushLog, requestLog } from '../../src/lib/log'

const [perThread, threads] = [Number(process.argv[2] ?? workerData?.perThread), Number(process.argv[3] ?? 0)]
const log = requestLog('text')!
const write = (thread: number) => {
  for (let i = 0; i < perThread; i++) {
    // a multibyte label: 40 characters, 120 bytes
    log({ requestId: `${thread}-${i}`, method: 'GET', path: '/public/articles', status: 200, durationMs: 1, bytes: 10, tenant: 'acme', actor: `user:${'é€'.repeat(20)}` })
  }
  flushLog()
}
if (isMainThread) {
  await Promise.all(
    Array.from({ length: threads }, (_, t) => new Promise((resolve) => new Worker(import.meta.path, { workerData: { perThread, thread: t + 1 } }).on('exit', resolve))),
  )
  write(0)
} else write(workerData.thread)
