/**
 * A streaming multipart/form-data reader for uploads. `request.formData()` would hold the whole
 * body in memory (and the file once more when read); this writes the file part straight to a
 * temporary file, keeps only small text fields and the first bytes of the file (for sniffing),
 * and stops as soon as the file passes the size limit.
 *
 * Why not a library (measured on 2026-11-23 with Bun 1.4.5, same API behind readMultipart, server
 * CPU from /proc over 300 uploads, 3 interleaved rounds on a shared 2-core machine):
 * - `@fastify/busboy` 3.2.6: 1.80 ms of server CPU per 100 KB upload against 1.43 ms here
 *   (+26 %), the same within noise for 5 and 50 MB uploads, and a peak
 *   RSS growth for 50 MB 23–27 MB against 21–23 MB (`bench/upload-memory.ts`). It also skips a
 *   part without a name where this answers 400.
 * - `request.formData()`: peak RSS growth 2.3–2.7× the file for 50 MB (`--compare`), above the 2×
 *   the upload bench allows.
 */
import { open, type FileHandle } from 'node:fs/promises'
import { problem } from '../lib/problem'
import { strictUtf8 } from '../lib/utf8'

export type UploadedFile = {
  /** The client's file name, reduced to its last path segment. */
  filename: string
  /** Where the bytes were written; the caller owns (and must remove) the file. */
  path: string
  size: number
  /** The first `headBytes` bytes, for type sniffing and image headers. */
  head: Uint8Array
}

export type MultipartUpload = { fields: Record<string, string>; file: UploadedFile | null }

export type MultipartOptions = {
  /** Name of the part that holds the file. */
  fileField: string
  /** The temporary file the file part is written to. */
  tempPath: string
  maxFileBytes: number
  /** Shown in the 413 detail. */
  maxFileMb: number
  headBytes?: number
}

const CRLF = Buffer.from('\r\n')
const HEADER_END = Buffer.from('\r\n\r\n')
const MAX_HEADER_BYTES = 16 * 1024
const MAX_FIELD_BYTES = 64 * 1024
const MAX_PARTS = 32
/** What a form may hold beside its file: the pipeline refuses a Content-Length past it too. */
export const BODY_ROOM = 1024 * 1024

const malformed = (why: string) => problem.badRequest(`Malformed multipart body: ${why}.`)

/**
 * Part headers and field values are UTF-8 (what browsers send); bytes that are not are a 400,
 * as in a JSON body: decoding leniently stored U+FFFD in their place (`caf\uFFFD.png`).
 */
function utf8(bytes: Uint8Array, what: string): string {
  const text = strictUtf8(bytes)
  if (text === null) throw malformed(`${what} is not valid UTF-8`)
  return text
}

export function boundaryOf(contentType: string | null): string {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '')
  const boundary = match?.[1] ?? match?.[2]
  if (!boundary || boundary.length > 200) throw malformed('no boundary in Content-Type')
  return boundary
}

type PartHeaders = { name: string; filename: string | null }

function parsePartHeaders(raw: string): PartHeaders {
  const disposition = raw.split('\r\n').find((line) => /^content-disposition\s*:/i.test(line))
  if (!disposition) throw malformed('a part has no Content-Disposition')
  const param = (key: string) => {
    const re = new RegExp(`;\\s*${key}=(?:"([^"]*)"|([^;]*))`, 'i')
    const m = re.exec(disposition)
    if (!m) return null
    // note: browsers percent-encode `"`, CR and LF in names (HTML spec) and never backslash-escape,
    // so a Windows path `C:\dir\a.png` keeps its backslashes for cleanFilename to split on
    const value = m[1] !== undefined ? m[1] : m[2]!.trim()
    return value.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n')
  }
  const name = param('name')
  if (name === null) throw malformed('a part has no name')
  const extended = param('filename\\*')
  let filename = param('filename')
  if (extended) {
    const m = /^utf-8''(.*)$/i.exec(extended)
    if (m) {
      try {
        filename = decodeURIComponent(m[1]!)
      } catch {
        // keep the plain filename parameter
      }
    }
  }
  return { name, filename }
}

/** `C:\fakepath\photo.png` → `photo.png`; control characters dropped; at most 255 characters. */
export function cleanFilename(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? ''
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255) || 'upload'
}

/** The length of the longest end of `buf` that is the start of `delimiter` (which starts with CR). */
export function delimiterStartAtEnd(buf: Buffer, delimiter: Buffer): number {
  for (let at = buf.indexOf(0x0d, Math.max(0, buf.length - delimiter.length + 1)); at !== -1; at = buf.indexOf(0x0d, at + 1)) {
    if (buf.subarray(at).equals(delimiter.subarray(0, buf.length - at))) return buf.length - at
  }
  return 0
}

/** Bytes of a file part being written while the next chunks are read. */
const WRITE_AHEAD = 4 * 1024 * 1024

/**
 * Writes a file part's chunks at their offsets without waiting for one write before reading the
 * next chunk; it waits only when WRITE_AHEAD bytes are in flight. note: waiting for each write
 * held the body's stream, and the client sending it: a 5 MB upload's body took 6.7 ms to
 * receive at the median, 5.4 ms this way (bench/README.md "Image uploads").
 */
class FileSink {
  private offset = 0
  private inFlight = 0
  private failure: unknown = null
  private readonly writes = new Set<Promise<void>>()

  constructor(private readonly handle: FileHandle) {}

  async write(data: Buffer): Promise<void> {
    if (this.failure) throw this.failure
    const at = this.offset
    this.offset += data.length
    this.inFlight += data.length
    const done = this.handle.write(data, 0, data.length, at).then(
      () => {
        this.inFlight -= data.length
        this.writes.delete(done)
      },
      (err) => {
        this.failure ??= err
      },
    )
    this.writes.add(done)
    if (this.inFlight > WRITE_AHEAD) await done
    if (this.failure) throw this.failure
  }

  /** Waits for the writes and closes the file; the first write's error, if one failed. */
  async close(): Promise<unknown> {
    await Promise.all(this.writes)
    await this.handle.close()
    return this.failure
  }
}

/** Reads the body part by part; the file part goes to `opts.tempPath`. */
export async function readMultipart(request: Request, opts: MultipartOptions): Promise<MultipartUpload> {
  // note: a field sent as a file part is still a field (`FormData.append('alt', new Blob([json]))`
  // names it `blob`; `curl -F 'alt=@alt.json'`)
  const isField = (part: PartHeaders) => part.filename === null || part.name !== opts.fileField
  const boundary = boundaryOf(request.headers.get('content-type'))
  if (!request.body) throw malformed('the body is empty')
  // the first delimiter has no CRLF in front of it; pretending it does keeps one search pattern
  const delimiter = Buffer.from(`\r\n--${boundary}`)
  const headLimit = opts.headBytes ?? 256 * 1024
  const fields: Record<string, string> = {}
  let file: UploadedFile | null = null

  let state: 'preamble' | 'after-delimiter' | 'headers' | 'body' | 'done' = 'preamble'
  let buf: Buffer = Buffer.from(CRLF)
  let parts = 0
  let current: PartHeaders | null = null
  let fieldChunks: Buffer[] = []
  let fieldBytes = 0
  let sink: FileSink | null = null
  const headChunks: Buffer[] = []
  let headSize = 0

  const emit = async (data: Buffer) => {
    if (data.length === 0 || !current) return
    if (current.name === opts.fileField && current.filename !== null && file) {
      file.size += data.length
      if (file.size > opts.maxFileBytes) throw problem.payloadTooLarge(`The file is too large; the limit is ${opts.maxFileMb} MB.`)
      if (headSize < headLimit) {
        const take = data.subarray(0, headLimit - headSize)
        headChunks.push(Buffer.from(take))
        headSize += take.length
      }
      await sink!.write(data)
    } else if (isField(current)) {
      fieldBytes += data.length
      if (fieldBytes > MAX_FIELD_BYTES) throw problem.payloadTooLarge(`The form field "${current.name}" is too large.`)
      fieldChunks.push(Buffer.from(data))
    }
    // a second file is read and dropped
  }

  const endPart = () => {
    if (current && isField(current)) fields[current.name] ??= utf8(Buffer.concat(fieldChunks), `the "${current.name}" field`)
    current = null
    fieldChunks = []
    fieldBytes = 0
  }

  const reader = request.body.getReader()
  let bodyBytes = 0
  let writeFailure: unknown = null
  try {
    for (;;) {
      const { done, value } = await reader.read().catch(() => {
        throw problem.badRequest('The upload was interrupted before the body was complete.')
      })
      if (done) break
      const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength)
      // the whole body, as its Content-Length is checked before reading: a body without one
      // (chunked) could otherwise go on past the limit in parts that are read and dropped
      bodyBytes += chunk.length
      if (bodyBytes > opts.maxFileBytes + BODY_ROOM) throw problem.payloadTooLarge(`The file is too large; the limit is ${opts.maxFileMb} MB.`)
      if (buf.length === 0) buf = chunk
      else if (state === 'body' && buf.length < delimiter.length && chunk.length >= delimiter.length) {
        // note: what is left of the last chunk in a file part is a short tail that begins a
        // delimiter; looking at the tail and the chunk's first bytes avoids copying the whole
        // chunk (up to 1 MiB) behind the tail, which was most of this reader's time on the event loop
        const tail = buf
        const at = Buffer.concat([tail, chunk.subarray(0, delimiter.length)]).indexOf(delimiter)
        if (at !== -1 && at < tail.length) {
          await emit(tail.subarray(0, at))
          endPart()
          state = 'after-delimiter'
          buf = chunk.subarray(delimiter.length - (tail.length - at))
        } else {
          await emit(tail)
          buf = chunk
        }
      } else buf = Buffer.concat([buf, chunk])
      // consume as much of the buffer as the state machine can
      for (let progressed = true; progressed && state !== 'done'; ) {
        progressed = false
        if (state === 'preamble') {
          const at = buf.indexOf(delimiter)
          if (at === -1) {
            buf = buf.subarray(Math.max(0, buf.length - delimiter.length))
            continue
          }
          buf = buf.subarray(at + delimiter.length)
          state = 'after-delimiter'
          progressed = true
        } else if (state === 'after-delimiter') {
          if (buf.length < 2) continue
          if (buf[0] === 0x2d && buf[1] === 0x2d) {
            state = 'done'
            continue
          }
          // transport padding (spaces, tabs) may follow a delimiter before its CRLF
          const eol = buf.indexOf(CRLF)
          if (eol === -1) {
            if (buf.length > 1024) throw malformed('bad delimiter line')
            continue
          }
          buf = buf.subarray(eol + 2)
          state = 'headers'
          progressed = true
        } else if (state === 'headers') {
          const end = buf.indexOf(HEADER_END)
          // a part without headers starts with the blank line at once
          const blank = buf.length >= 2 && buf[0] === 0x0d && buf[1] === 0x0a
          if (end === -1 && !blank) {
            if (buf.length > MAX_HEADER_BYTES) throw malformed('part headers too large')
            continue
          }
          if (++parts > MAX_PARTS) throw malformed('too many parts')
          const raw = blank ? '' : utf8(buf.subarray(0, end), 'a part header')
          buf = buf.subarray(blank ? 2 : end + 4)
          current = parsePartHeaders(raw)
          if (current.name === opts.fileField && current.filename !== null && !file) {
            file = { filename: cleanFilename(current.filename), path: opts.tempPath, size: 0, head: new Uint8Array() }
            sink = new FileSink(await open(opts.tempPath, 'wx', 0o640))
          } else if (current.name === opts.fileField && current.filename !== null) {
            current = { name: '', filename: '' } // a second file: read and dropped
          }
          state = 'body'
          progressed = true
        } else if (state === 'body') {
          const at = buf.indexOf(delimiter)
          if (at === -1) {
            // keep the tail that could be the start of a delimiter split across chunks (mostly none)
            const keep = delimiterStartAtEnd(buf, delimiter)
            await emit(buf.subarray(0, buf.length - keep))
            buf = Buffer.from(buf.subarray(buf.length - keep))
            continue
          }
          await emit(buf.subarray(0, at))
          buf = buf.subarray(at + delimiter.length)
          endPart()
          state = 'after-delimiter'
          progressed = true
        }
      }
      if (state === 'done') break
    }
  } finally {
    // a failed write shows here when it was one of the last (after an error, that one is thrown)
    writeFailure = await sink?.close()
    // stop receiving a body we refused; the client gets its answer at once
    if (state !== 'done') await reader.cancel().catch(() => {})
    reader.releaseLock()
  }
  if (writeFailure) throw writeFailure
  if (state !== 'done') throw malformed('the body ended before the closing boundary')
  if (file) (file as UploadedFile).head = new Uint8Array(Buffer.concat(headChunks))
  return { fields, file }
}
