/**
 * The HTTP server: Bun.serve over the service's fetch, with graceful shutdown on SIGTERM and
 * SIGINT (stop accepting, let in-flight requests finish within a bound, close databases).
 */
import type { Config } from './config'
import { createService } from './http/app'
// the editor dashboard: Bun bundles this HTML's scripts and styles (at compile time for the binary)
import dashboard from './ui/index.html'

const DRAIN_MS = 10_000

export function startServer(config: Config, opts: { signals?: boolean } = {}) {
  const service = createService(config, { worker: true })
  const server = Bun.serve({
    hostname: config.host,
    port: config.port,
    // multipart uploads up to the limit, plus room for the form's own bytes
    maxRequestBodySize: (config.maxUploadMb + 2) * 1024 * 1024,
    // note: no HMR or on-the-fly dev bundling, so source and binary serve the UI the same way
    development: false,
    routes: { '/ui': dashboard, '/ui/*': dashboard },
    fetch: (request, srv) => service.fetch(request, srv),
  })
  let stopping: Promise<void> | null = null
  const shutdown = () => {
    stopping ??= (async () => {
      const drained = server.stop(false)
      await Promise.race([drained, Bun.sleep(DRAIN_MS)])
      service.close()
    })()
    return stopping
  }
  if (opts.signals ?? true) {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.on(signal, () => {
        void shutdown().then(() => process.exit(0))
      })
    }
  }
  return { port: server.port as number, server, service, shutdown }
}
