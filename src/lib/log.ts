/**
 * The service's log (CONTRACT §14): one line per request on stdout, diagnostics on stderr, as
 * readable text or one JSON object a line (`CMS_LOG_FORMAT`). Only the fields callers pass are
 * written: nothing here reads a request, so no header, body or query string reaches the log.
 */
import { writeSync } from 'node:fs'

export type LogFormat = 'text' | 'json' | 'none'

/** The facts of one request's log line. */
export type RequestEntry = {
  requestId: string
  /** The tenant the request was served for (a resolved slug), or null. */
  tenant: string | null
  method: string
  /** The URL path, never its query. */
  path: string
  status: number
  durationMs: number
  /** Body bytes, null when not known ahead (a stream). */
  bytes: number | null
  /** `user:<uuid>` or `api_key:<uuid>`, or null. */
  actor: string | null
}

export type RequestLog = (entry: RequestEntry) => void

let pending = ''
/** Bytes of `pending` in UTF-8. */
let pendingBytes = 0
/** At most this many bytes per write: within PIPE_BUF, so lines of several threads on one pipe never interleave. */
const LINES_BYTES = 4096
let scheduled = false
let hooked = false

/** How long a request line may wait in memory before it is written. */
const FLUSH_MS = 50

/**
 * Request lines are gathered and written every FLUSH_MS (or every LINES_BYTES), and at exit: one
 * write per request costs more than the rest of the line (~8 µs of an item read's ~160 µs
 * with stdout on a pipe).
 */
function writeLine(line: string): void {
  // note: counted in bytes, not characters (an actor's e-mail may hold any)
  const bytes = Buffer.byteLength(line) + 1
  if (pendingBytes > 0 && pendingBytes + bytes > LINES_BYTES) flushLog()
  pending += line + '\n'
  pendingBytes += bytes
  if (pendingBytes >= LINES_BYTES) flushLog()
  else if (!scheduled) {
    scheduled = true
    // note: unref'd, so a pending line never keeps a finished process alive (exit flushes it)
    setTimeout(flushLog, FLUSH_MS).unref()
  }
  if (!hooked) {
    hooked = true
    process.on('exit', flushLog)
  }
}

/** Writes out the request lines gathered so far (shutdown calls it before exiting). */
export function flushLog(): void {
  scheduled = false
  if (pending === '') return
  const out = Buffer.from(pending)
  pending = ''
  pendingBytes = 0
  writeOut(out)
}

/**
 * Writes to file descriptor 1 at once, as one `write`. note: `process.stdout.write` in a worker
 * thread of `serve --workers N` hands the bytes to the main thread to write: cached item reads
 * with the request log to a file cost 70.7-75.3 µs of CPU each with two workers that way,
 * 61.8-66.7 µs written here (65-67 µs with one worker either way). What a full pipe does not
 * take at once (a log reader that fell behind) goes through `process.stdout`, which queues it.
 */
function writeOut(out: Buffer): void {
  let written = 0
  try {
    written = writeSync(1, out)
  } catch {
    // note: EAGAIN on a non-blocking pipe that is full; queued below
  }
  if (written < out.length) process.stdout.write(out.subarray(written))
}

const textLine = (e: RequestEntry, time: string): string =>
  `${time} ${e.method} ${e.path} ${e.status} ${e.durationMs.toFixed(2)}ms bytes=${e.bytes ?? '-'} tenant=${e.tenant ?? '-'} actor=${e.actor ?? '-'} request_id=${e.requestId}`

const jsonLine = (e: RequestEntry, time: string): string =>
  JSON.stringify({
    time,
    request_id: e.requestId,
    tenant: e.tenant,
    method: e.method,
    path: e.path,
    status: e.status,
    duration_ms: Math.round(e.durationMs * 1000) / 1000,
    bytes: e.bytes,
    actor: e.actor,
  })

/**
 * The request log of a format, or null for `none`. `write` receives each line without its
 * newline (stdout by default). note: the text line carries only values that cannot hold a
 * line break (a parsed URL's path, checked ids, slugs), so it needs no escaping.
 */
export function requestLog(format: LogFormat, write: (line: string) => void = writeLine): RequestLog | null {
  if (format === 'none') return null
  const line = format === 'json' ? jsonLine : textLine
  return (entry) => write(line(entry, new Date().toISOString()))
}

let diagnostics: LogFormat = 'text'

/** The format of diagnostic lines (`serve` sets it from the configuration). */
export function setLogFormat(format: LogFormat): void {
  diagnostics = format
}

function errorText(err: unknown): { error: string; stack?: string } {
  if (err instanceof Error) return { error: `${err.name}: ${err.message}`, stack: err.stack }
  return { error: String(err) }
}

/** Something failed that no response reports (background work, an unexpected error): stderr. */
export function logError(message: string, err?: unknown): void {
  if (diagnostics === 'json') {
    console.error(JSON.stringify({ time: new Date().toISOString(), level: 'error', message, ...(err === undefined ? {} : errorText(err)) }))
  } else if (err === undefined) console.error(`[cms] ${message}`)
  else console.error(`[cms] ${message}: ${plainError(err)}`)
}

/**
 * An error as text: its stack (or name and message) and its code. note: not the console's own
 * rendering, which prints lines of the (minified) source around where it was thrown.
 */
function plainError(err: unknown): string {
  if (!(err instanceof Error)) return String(err)
  const code = (err as { code?: unknown }).code
  return (err.stack ?? `${err.name}: ${err.message}`) + (code === undefined ? '' : `\n    code: ${String(code)}`)
}

/** A `[cms] …` diagnostic line (a host condition said once a minute): in the configured format. */
export function logDiagnostic(line: string): void {
  if (diagnostics === 'json') console.error(JSON.stringify({ time: new Date().toISOString(), level: 'warn', message: line.replace(/^\[cms\] /, '') }))
  else console.error(line)
}

/** A notice about the server itself (listening, shutting down): `stream` stdout or stderr. */
export function logNotice(message: string, stream: 'stdout' | 'stderr' = 'stderr'): void {
  const text = diagnostics === 'json' ? JSON.stringify({ time: new Date().toISOString(), level: 'info', message }) : stream === 'stderr' ? `[cms] ${message}` : message
  if (stream === 'stdout') console.log(text)
  else console.error(text)
}
