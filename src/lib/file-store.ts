/**
 * What the service needs of the place that keeps one tenant's media files: a folder on this
 * disk, or a bucket (CONTRACT §15). Delivery, uploads, deletes, backups and image work go through
 * this shape only, so both places behave alike. Names are plain file names (`<uuid>.<ext>`,
 * `<uuid>-<variant>.<ext>`): no folder, no `..`; anything else is refused, so no name reaches
 * outside the tenant's folder or key prefix.
 */

export type FileStat = { size: number; mtime: Date }

/** Bytes `start` to `end`, both included (an HTTP byte range). */
export type ByteRange = { start: number; end: number }

export type TenantFiles = {
  readonly kind: 'local' | 's3'
  /** Size and date of a file, or null when there is none (or the name is not a plain file name). */
  stat(name: string): Promise<FileStat | null>
  /** The same answer at once, where it needs no round trip (a local disk): the delivery path then stays synchronous. */
  statNow?(name: string): FileStat | null
  /**
   * The file, or one range of it (`length` bytes), as a response body: a Blob or a stream, never
   * read into memory whole, or bytes read first when they are few (see media-s3.ts).
   */
  body(name: string, length: number, range?: ByteRange): Blob | ReadableStream<Uint8Array> | Promise<Uint8Array<ArrayBuffer>>
  /** The whole file in memory (image work, backups of small files). */
  bytes(name: string): Promise<Uint8Array>
  /** Stores bytes (or a local file given as `Bun.file`) under `name`, replacing what was there. */
  write(name: string, data: Uint8Array | Blob): Promise<void>
  /** Takes finished local files in under their names, `[path, name]` pairs; the local files are gone after. */
  moveIn(files: [string, string][]): Promise<void>
  /** Removes files; names that do not exist are ignored. */
  remove(names: string[]): Promise<void>
  /** Every stored file name (uploads in progress excluded), sorted. */
  list(): Promise<string[]>
  /** A URL that serves the file directly for `ttlSeconds`, or null where files are only served by the service. */
  presign(name: string, opts: { ttlSeconds: number; type?: string; disposition?: string }): string | null
}

/** A plain file name as the service makes them: no separators, no leading dot, no control characters. */
export const PLAIN_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/

export const isPlainFileName = (name: string) => PLAIN_FILE_NAME.test(name) && !name.includes('..')
