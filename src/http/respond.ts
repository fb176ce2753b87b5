/** Response builders; every success body leaves through here. */
import { stringifyBody } from '../lib/raw-json'

export const JSONLD = 'application/ld+json; charset=utf-8'
export const JSON_TYPE = 'application/json; charset=utf-8'

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}, type = JSONLD): Response {
  return jsonTextResponse(stringifyBody(body), status, headers, type)
}

/** A body already serialised (to hash it for the ETag without serialising twice). */
export function jsonTextResponse(text: string, status = 200, headers: Record<string, string> = {}, type = JSONLD): Response {
  return new Response(text, { status, headers: { 'Content-Type': type, ...headers } })
}

/** A file (or a slice of one) from disk or a bucket; Bun sends it without reading it into memory. */
export function fileResponse(body: Blob | ReadableStream<Uint8Array> | null, status: number, headers: Record<string, string>): Response {
  return new Response(body, { status, headers })
}

export const noContent = (headers: Record<string, string> = {}) => new Response(null, { status: 204, headers })
