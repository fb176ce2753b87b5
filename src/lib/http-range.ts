/**
 * One `Range: bytes=…` header against a file size (RFC 9110 §14). Only a single range is
 * honoured; a header we do not understand, or several ranges, gets the whole file, as the RFC
 * allows. Positions are inclusive.
 */
export type ByteRange = { start: number; end: number }

export function parseRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  if (header === null) return null
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header)
  if (!match) return null
  const [, first, last] = match as unknown as [string, string, string]
  if (first === '' && last === '') return null
  if (first === '') {
    // suffix range: the last N bytes
    const length = Number(last)
    if (length === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(first)
  if (last !== '' && Number(last) < start) return null
  if (start >= size) return 'unsatisfiable'
  const end = last === '' ? size - 1 : Number(last)
  return { start, end: Math.min(end, size - 1) }
}
