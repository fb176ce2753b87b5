/**
 * Body sizes of responses, noted where they are built, for the request log's `bytes`: a Response
 * does not tell its size without being read, and reading it would cost the send its fast path.
 */
const sizes = new WeakMap<Response, number>()

type Body = string | Blob | ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer> | null

/** `new Response(body, init)`, with its size noted (`bytes` when the caller knows it already). */
export function sizedResponse(body: Body, init: ResponseInit, bytes?: number): Response {
  const response = new Response(body, init)
  const size = bytes ?? sizeOf(body)
  if (size !== undefined) sizes.set(response, size)
  return response
}

function sizeOf(body: Body): number | undefined {
  if (body === null) return 0
  if (typeof body === 'string') return Buffer.byteLength(body)
  // note: a stream (an object from a bucket) tells no size of its own
  return body instanceof Blob ? body.size : body instanceof Uint8Array ? body.byteLength : undefined
}

/** The noted size, or null for a response built elsewhere (a stream, Bun's own). */
export const bodySize = (response: Response): number | null => sizes.get(response) ?? null
