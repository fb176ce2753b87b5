/**
 * `GET /health` (CONTRACT §10, §14): 200 `ok` when the registry is readable and the data folder
 * has room; otherwise 503 `degraded` with the reason, so a load balancer or an operator's
 * monitor sees a host that will soon refuse writes before it does.
 */
import { statfsSync } from 'node:fs'
import type { AppContext } from './context'

export type Health = { status: 'ok' } | { status: 'degraded'; detail: string }

const MB = 1024 * 1024

/** Free MiB for an unprivileged writer (`bavail`: root's reserve does not count). */
export function freeMb(dir: string): number {
  const s = statfsSync(dir)
  return (Number(s.bavail) * Number(s.bsize)) / MB
}

export function health(app: AppContext): Health {
  try {
    app.registry.ping()
  } catch {
    return { status: 'degraded', detail: 'The tenant registry cannot be read.' }
  }
  const min = app.config.minFreeMb
  if (min > 0) {
    let free: number
    try {
      free = freeMb(app.config.dataDir)
    } catch {
      return { status: 'degraded', detail: 'The free space of the data folder cannot be read.' }
    }
    if (free < min) {
      return { status: 'degraded', detail: `The data folder has ${Math.floor(free)} MB free, less than the ${min} MB required (CMS_MIN_FREE_MB).` }
    }
  }
  return { status: 'ok' }
}
