#!/usr/bin/env bun
/** The `cms` executable: server and operator CLI in one (`cms serve`, `cms app:tenant:create …`). */
import { isMainThread, workerData } from 'node:worker_threads'

// `serve --workers N` runs this same module as each worker thread (http/cluster.ts): the compiled
// binary has no other entry point to start
if (!isMainThread && (workerData as { kind?: string } | null)?.kind === 'cms-worker') {
  await import('./http/worker-thread')
} else {
  const { defineCommand, runMain } = await import('citty')
  const { default: pkg } = await import('../package.json', { with: { type: 'json' } })
  const { COMMANDS } = await import('./cli')
  const main = defineCommand({
    meta: { name: 'cms', version: pkg.version, description: 'Headless multi-tenant CMS: HTTP server and operator commands' },
    subCommands: COMMANDS,
  })
  await runMain(main)
}
