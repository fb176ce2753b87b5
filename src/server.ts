/**
 * The HTTP server: Bun.serve over the service's fetch, with graceful shutdown on SIGTERM and
 * SIGINT: stop accepting, let in-flight requests finish within CMS_SHUTDOWN_TIMEOUT, then
 * checkpoint and close every database (tenant pool and registry), so no `-wal` keeps content.
 * With `--workers N`, each worker thread runs one of these (http/cluster.ts).
 */
import type { Config } from './config'
import { createService, type ServiceOptions } from './http/app'
import { flushLog, logError, logNotice } from './lib/log'
// the editor dashboard: Bun bundles this HTML's scripts and styles (at compile time for the binary)
// note: mounted as Bun.serve routes, beside the Elysia app: an HTML import is bundled only when
// Bun.serve serves it (Elysia's way, @elysiajs/static's dev server, is one more package for it);
// its static files need none of the API's pipeline (docs/dashboard.md)
import dashboard from './ui/index.html'

/**
 * The dashboard under GET (and HEAD) only: another method reaches the pipeline, whose 405 names
 * them. note: Bun serves an HTML bundle under one method too; its types know it only as a route.
 */
const dashboardPages = { GET: dashboard } as unknown as typeof dashboard

export type ServerOptions = {
  signals?: boolean
  /** Several worker threads listen on one port (http/cluster.ts); Linux spreads connections. */
  reusePort?: boolean
  port?: number
  service?: ServiceOptions
}

export function startServer(config: Config, opts: ServerOptions = {}) {
  const service = createService(config, opts.service ?? { worker: true })
  const server = Bun.serve({
    hostname: config.host,
    port: opts.port ?? config.port,
    reusePort: opts.reusePort ?? false,
    // note: no cap of Bun's own, whose 413 has no problem body, no X-Request-Id and no log line:
    // the pipeline refuses a Content-Length past the route's limit before reading, and reads a
    // body without one only up to that limit (JSON 2 MiB, an upload its limit plus 1 MiB)
    maxRequestBodySize: Number.MAX_SAFE_INTEGER,
    // note: no HMR or on-the-fly dev bundling, so source and binary serve the UI the same way
    development: false,
    routes: { '/ui': dashboardPages, '/ui/*': dashboardPages },
    fetch: (request, srv) => service.fetch(request, srv),
  })
  let stopping: Promise<void> | null = null
  let hurry = () => {}
  const hurried = new Promise<void>((resolve) => (hurry = resolve))

  const shutdown = () => {
    stopping ??= (async () => {
      // open change streams end first: they would otherwise hold the drain to its timeout
      service.closeStreams()
      // webhook attempts under way finish and are recorded within the same drain time
      const background = service.stopBackground(config.shutdownTimeoutMs)
      // closes the listening socket and idle keep-alive connections at once
      const drained = server.stop(false).then(() => true)
      const waited = Bun.sleep(config.shutdownTimeoutMs).then(() => false)
      if (!(await Promise.race([drained, waited, hurried.then(() => false)]))) {
        logNotice('in-flight requests did not finish in time; closing their connections')
        await server.stop(true)
      }
      await Promise.race([background, hurried.then(() => service.stopBackground(0))])
      // note: closes tenant handles a stuck request still holds; nothing else can reach them now
      service.close()
    })()
    return stopping
  }

  if (opts.signals ?? true) onSignals(shutdown, hurry)
  return { port: server.port as number, server, service, shutdown, hurry }
}

/**
 * SIGTERM and SIGINT: finish in-flight requests, close the databases, exit 0; a second signal
 * (Ctrl-C twice) stops waiting for in-flight requests.
 */
function onSignals(shutdown: () => Promise<void>, hurry: () => void): void {
  let stopping = false
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return hurry()
      stopping = true
      logNotice(`${signal}: finishing in-flight requests, then closing databases`)
      shutdown().then(
        () => {
          flushLog()
          process.exit(0)
        },
        (err) => {
          logError('shutdown failed', err)
          flushLog()
          process.exit(1)
        },
      )
    })
  }
}

/**
 * `cms serve`: one server in this process (`--workers 1`), or N worker threads on one port
 * (http/cluster.ts). `entry` is the executable's main module, which each thread runs.
 */
export async function serve(config: Config, entry: string): Promise<{ port: number }> {
  if (config.port !== 0) assertPortFree(config.host, config.port)
  if (config.workers === 1) return startServer(config, { service: { worker: true, entry } })
  const { startCluster } = await import('./http/cluster')
  const cluster = await startCluster(config, entry)
  onSignals(cluster.shutdown, cluster.hurry)
  return cluster
}

/**
 * Refuses a port that something already listens on. note: the workers bind with SO_REUSEPORT,
 * and Linux lets such a socket join a port that another process of the same user holds the same
 * way: a second `cms serve` on a taken port would start without a word and take part of the
 * first one's connections. A probe without the option fails instead (EADDRINUSE).
 */
function assertPortFree(host: string, port: number): void {
  try {
    Bun.listen({ hostname: host, port, socket: { data() {} } }).stop(true)
  } catch (err) {
    const inUse = (err as { code?: unknown })?.code === 'EADDRINUSE'
    throw new Error(inUse ? `Failed to start server. Is port ${port} in use?` : `Failed to start server: cannot listen on ${host}:${port}.`)
  }
}
