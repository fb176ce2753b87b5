/**
 * For bench/workers.ts --processes only: the single-process server with SO_REUSEPORT, so two
 * of these share a port as separate processes (each with its own rate-limit buckets).
 *   bun bench/lib/reuse-port-server.ts <port> <data dir>
 */
import { loadConfig } from '../../src/config'
import { startServer } from '../../src/server'

const [port, data] = process.argv.slice(2)
startServer(loadConfig({ data, host: '127.0.0.1', port, workers: 1 }), { reusePort: true })
