/** Response builders; every success body leaves through here. */
import { sizedResponse } from '../lib/body-size'
import { stringifyBody } from '../lib/raw-json'

export const JSONLD = 'application/ld+json; charset=utf-8'
export const JSON_TYPE = 'application/json; charset=utf-8'

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}, type = JSONLD): Response {
  return jsonTextResponse(stringifyBody(body), status, headers, type)
}

/** A body already serialised (to hash it for the ETag without serialising twice). */
export function jsonTextResponse(text: string, status = 200, headers: Record<string, string> = {}, type = JSONLD): Response {
  return sizedResponse(text, { status, headers: { 'Content-Type': type, ...headers } })
}

/**
 * A file (or a slice of one) from disk or a bucket; Bun sends it without reading it into memory.
 * `bytes`: its size when known (a file's size would otherwise cost a stat).
 */
export function fileResponse(body: Blob | ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer> | null, status: number, headers: Record<string, string>, bytes?: number): Response {
  return sizedResponse(body, { status, headers }, bytes)
}

/** Any other body built here (HTML, a script, text). */
export const textResponse = (body: string | Blob, headers: Record<string, string>, status = 200): Response => sizedResponse(body, { status, headers })

export const noContent = (headers: Record<string, string> = {}) => sizedResponse(null, { status: 204, headers })

export const notModified = (headers: Record<string, string>) => sizedResponse(null, { status: 304, headers })

/**
 * Responses that stay open with long silences (change streams). note: Bun closes a connection
 * quiet for 10 s (its idleTimeout); the server lifts that for these (app.ts).
 */
const lasting = new WeakSet<Response>()
export const longLived = (response: Response): Response => (lasting.add(response), response)
export const isLongLived = (response: Response): boolean => lasting.has(response)
