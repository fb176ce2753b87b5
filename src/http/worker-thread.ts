/**
 * One worker thread of `cms serve --workers N` (cluster.ts): an HTTP server on the shared port
 * with its own service (database connections, caches), counting rate limits in the node's
 * shared buckets and handing index catch-ups to the main thread. It drains when told to.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { loadConfig } from '../config'
import { startServer } from '../server'
import type { PrimaryMessage, WorkerData, WorkerMessage } from './cluster'

const data = workerData as WorkerData
const port = parentPort!
const send = (m: WorkerMessage) => port.postMessage(m)

const loaded = loadConfig({ data: data.flags.data, host: data.flags.host, port: data.port, workers: 1 })
const config = Object.freeze({ ...loaded, maxOpenTenants: data.maxOpenTenants })
const server = startServer(config, {
  signals: false,
  reusePort: true,
  port: data.port,
  service: { worker: false, limits: data.limits, onSearchPending: (slug) => send({ type: 'search', slug }) },
})
send({ type: 'listening', port: server.port })

port.on('message', (m: PrimaryMessage) => {
  if (m.type === 'hurry') server.hurry()
  else if (m.type === 'stop') {
    server.shutdown().then(
      () => send({ type: 'stopped' }),
      (err) => {
        console.error(`[cms] worker ${data.index} shutdown failed:`, err)
        send({ type: 'stopped' })
      },
    )
  }
})
