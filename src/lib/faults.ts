/**
 * Failures that are the host's condition, not a bug (CONTRACT §14): no space left for a write
 * (SQLite's SQLITE_FULL, a file system's ENOSPC), a database still locked after its busy
 * timeout, and one written by a newer cms (a downgrade). They get their own answers (507, 503,
 * 500) and a throttled log line, never a stack trace.
 */
import { logError } from './log'
import { throttledLog, type ThrottledLog } from './throttled-log'

export type Fault = 'no-space' | 'busy' | 'newer-schema' | 'storage'

/** The code of the error a database written by a newer cms gives (store/migrate.ts). */
export const NEWER_SCHEMA = 'CMS_NEWER_SCHEMA'

const codeOf = (err: unknown): unknown => (err as { code?: unknown } | null)?.code

export function faultOf(err: unknown): Fault | null {
  const code = codeOf(err)
  if (typeof code !== 'string') return null
  // the object storage unreachable or refusing (credentials, bucket): a host condition too
  if ((err as { name?: unknown }).name === 'S3Error' && code !== 'NoSuchKey') return 'storage'
  // note: EDQUOT (a user quota of the file system) means the same to the writer
  if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT') return 'no-space'
  if (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_')) return 'busy'
  if (code === NEWER_SCHEMA) return 'newer-schema'
  return null
}

/** One line for the log, without a stack: what the condition is and what clients get meanwhile. */
export function faultMessage(fault: Fault, err: unknown): string {
  const reason = (err as Error)?.message ?? String(err)
  if (fault === 'newer-schema') return `${reason} Its tenant's requests answer 500.`
  if (fault === 'storage') return `the object storage failed (${codeOf(err)}: ${reason}); check CMS_S3_ENDPOINT, CMS_S3_BUCKET and the credentials; media requests answer 503`
  return fault === 'no-space'
    ? `no space left to store a write (${reason}); writes answer 507 until space is freed`
    : `a database stayed locked beyond its busy timeout (${reason}); requests answer 503`
}

/** Logs a host condition once a minute per cause: per database when it names one. */
export function noteFault(fault: Fault, err: unknown, what: string | null = null, log: Pick<ThrottledLog, 'note'> = throttledLog): void {
  const message = faultMessage(fault, err)
  log.note(fault === 'newer-schema' ? `${fault}:${(err as Error).message}` : fault, what ? `${what}: ${message}` : message)
}

/**
 * Logs a failure of background work (scheduler, catch-up, deliveries): a host condition once a
 * minute per cause, anything else at once with its stack.
 */
export function logBackgroundFailure(what: string, err: unknown, log: Pick<ThrottledLog, 'note'> = throttledLog): void {
  const fault = faultOf(err)
  if (fault) noteFault(fault, err, what, log)
  else logError(what, err)
}
