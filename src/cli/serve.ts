import { defineCommand } from 'citty'
import { loadConfig } from '../config'
import { logNotice, setLogFormat } from '../lib/log'
import { dataArg, operate } from './common'

export const serve = defineCommand({
  meta: { name: 'serve', description: 'Starts the HTTP server' },
  args: {
    host: { type: 'string', description: 'Address to listen on (default: $CMS_HOST or 0.0.0.0)' },
    port: { type: 'string', description: 'Port (default: $CMS_PORT or 8080)' },
    workers: { type: 'string', description: 'Worker threads sharing the port (default: $CMS_WORKERS or the number of CPUs)' },
    ...dataArg,
  },
  run: ({ args }) =>
    operate(async () => {
      const config = loadConfig({ data: args.data, host: args.host, port: args.port, workers: args.workers })
      setLogFormat(config.logFormat)
      // note: loaded here so operator commands never pay for the HTTP stack at start-up
      const { serve } = await import('../server')
      const server = await serve(config, Bun.main)
      const workers = config.workers === 1 ? '' : `, ${config.workers} workers`
      logNotice(`cms listening on http://${config.host}:${server.port} (data: ${config.dataDir}${workers})`, 'stdout')
    }),
})
