#!/usr/bin/env bun
/** The `cms` executable: server and operator CLI in one (`cms serve`, `cms app:tenant:create …`). */
import { isMainThread, workerData } from 'node:worker_threads'

// `serve --workers N` runs this same module as each worker thread (http/cluster.ts), and a
// scheduled backup as a thread of its own: the compiled binary has no other entry point to start
const threadKind = isMainThread ? null : (workerData as { kind?: string } | null)?.kind
if (threadKind === 'cms-worker') {
  await import('./http/worker-thread')
} else if (threadKind === 'cms-backup') {
  // a scheduled backup, off the thread that serves or schedules (http/backup-thread.ts)
  const { runBackupJob } = await import('./http/backup-thread')
  const { parentPort } = await import('node:worker_threads')
  await runBackupJob(workerData, (reply) => parentPort!.postMessage(reply))
} else {
  const { plainUnlessTerminal } = await import('./config')
  plainUnlessTerminal()
  const { defineCommand, runMain } = await import('citty')
  const { default: pkg } = await import('../package.json', { with: { type: 'json' } })
  const { COMMANDS } = await import('./cli')
  const { negativesAsValues } = await import('./cli/strict-options')
  const main = defineCommand({
    meta: { name: 'cms', version: pkg.version, description: 'Headless multi-tenant CMS: HTTP server and operator commands' },
    subCommands: COMMANDS,
  })
  await runMain(main, { rawArgs: negativesAsValues(process.argv.slice(2)) })
}
