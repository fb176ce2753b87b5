/**
 * One worker thread of `cms serve --workers N` (cluster.ts): an HTTP server on the shared port
 * with its own service (database connections, caches), counting rate limits in the node's
 * shared buckets and handing index catch-ups to the main thread. It drains when told to.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { throttledLog } from '../lib/throttled-log'
import { loadConfig } from '../config'
import { startServer } from '../server'
import type { PrimaryMessage, WorkerData, WorkerMessage } from './cluster'
import { flushLog, logError, setLogFormat } from '../lib/log'
import { NodeMetricsClient } from './node-metrics'

const data = workerData as WorkerData
const port = parentPort!
const send = (m: WorkerMessage) => port.postMessage(m)

const loaded = loadConfig({ data: data.flags.data, host: data.flags.host, port: data.port, workers: 1 })
const config = Object.freeze({ ...loaded, maxOpenTenants: data.maxOpenTenants })
// note: each thread has its own log module state; the once-a-minute lines count for the node
setLogFormat(config.logFormat)
throttledLog.share(data.logGate)
const nodeMetrics = new NodeMetricsClient((id) => send({ type: 'metrics', id }))
const server = startServer(config, {
  signals: false,
  reusePort: true,
  port: data.port,
  service: {
    worker: false,
    limits: data.limits,
    onSearchPending: (slug) => send({ type: 'search', slug }),
    nodeMetrics: () => nodeMetrics.request(),
    streamCounts: { shared: data.streamCounts, column: data.index },
    transforms: { jobs: data.transformJobs, index: { kept: (root, rel, size) => send({ type: 'transform-kept', root, rel, size }) } },
  },
})
send({ type: 'listening', port: server.port })

port.on('message', (m: PrimaryMessage) => {
  if (m.type === 'hurry') server.hurry()
  else if (m.type === 'snapshot') send({ type: 'snapshot', id: m.id, families: server.service.ctx.metrics!.registry.snapshot() })
  else if (m.type === 'metrics') nodeMetrics.answered(m.id, m.families)
  else if (m.type === 'stop') {
    server.shutdown().then(
      () => {
        flushLog()
        send({ type: 'stopped' })
      },
      (err) => {
        logError(`worker ${data.index} shutdown failed`, err)
        flushLog()
        send({ type: 'stopped' })
      },
    )
  }
})
