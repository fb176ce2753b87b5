/**
 * Body sizes of responses, noted where they are built, for the request log's `bytes`: a Response
 * does not tell its size without being read, and reading it would cost the send its fast path.
 */
const sizes = new WeakMap<Response, number>()

type Body = string | Blob | null

/** `new Response(body, init)`, with its size noted (`bytes` when the caller knows it already). */
export function sizedResponse(body: Body, init: ResponseInit, bytes?: number): Response {
  const response = new Response(body, init)
  sizes.set(response, bytes ?? sizeOf(body))
  return response
}

function sizeOf(body: Body): number {
  if (body === null) return 0
  if (typeof body === 'string') return Buffer.byteLength(body)
  return body.size
}

/** The noted size, or null for a response built elsewhere (a stream, Bun's own). */
export const bodySize = (response: Response): number | null => sizes.get(response) ?? null
