/**
 * Media files as objects `<prefix><tenant>/<file>` in an S3-compatible bucket (CONTRACT §15).
 * Uploads are still received and processed on local disk (the tenant's media folder holds them
 * while in progress) and then written to the bucket. Names are checked before they become keys,
 * so a key never leaves the tenant's prefix.
 */
import { rmSync } from 'node:fs'
import type { S3Client } from 'bun'
import { isPlainFileName, type ByteRange, type FileStat, type TenantFiles } from '../lib/file-store'
import { problem } from '../lib/problem'
import { isMissing, listObjects } from './s3'

/** Object metadata is asked once per name a minute at most: names never change content. */
const RECHECK_MS = 60_000
const MAX_REMEMBERED = 10_000
/** Bodies up to this size are read before they are sent, to go with their Content-Length. */
export const BUFFERED_BYTES = 8 * 1024 * 1024

export class S3TenantFiles implements TenantFiles {
  readonly kind = 's3'
  private readonly stats = new Map<string, { stat: FileStat; at: number }>()

  constructor(
    private readonly client: S3Client,
    /** `<prefix><tenant>/` */
    private readonly base: string,
    /** Background removals, so shutdown and tests can wait for them. */
    private readonly track: (work: Promise<unknown>) => void,
  ) {}

  private key(name: string): string {
    if (!isPlainFileName(name)) throw new Error(`Not a media file name: ${JSON.stringify(name)}`)
    return this.base + name
  }

  async stat(name: string): Promise<FileStat | null> {
    if (!isPlainFileName(name)) return null
    const now = Date.now()
    const hit = this.stats.get(name)
    if (hit && now - hit.at < RECHECK_MS) return hit.stat
    try {
      const s = await this.client.stat(this.key(name))
      const stat = { size: s.size, mtime: s.lastModified }
      if (this.stats.size >= MAX_REMEMBERED) this.stats.clear()
      this.stats.set(name, { stat, at: now })
      return stat
    } catch (err) {
      this.stats.delete(name)
      if (isMissing(err)) return null
      throw err
    }
  }

  body(name: string, length: number, range?: ByteRange): ReadableStream<Uint8Array> | Promise<Uint8Array<ArrayBuffer>> {
    const file = this.client.file(this.key(name))
    const part = range ? file.slice(range.start, range.end + 1) : file
    // note: Bun 1.4.5 sends a stream chunked, dropping the Content-Length it is given (its issue
    // #10507): clients lose the size (progress, download managers). An object of a few MiB, as
    // most media are, is read first and sent with its length; a larger one streams, chunked.
    // Never the S3File itself: Bun answers `new Response(s3file)` with a redirect
    if (length > BUFFERED_BYTES) return part.stream()
    // note: some S3-compatible servers answer a range with the whole object (s3rver, for bytes=0-0)
    return part.bytes().then((bytes) => (range && bytes.length > length ? bytes.subarray(range.start, range.start + length) : bytes), (err) => this.gone(name, err))
  }

  bytes(name: string): Promise<Uint8Array> {
    return this.client.file(this.key(name)).bytes().catch((err) => this.gone(name, err))
  }

  /** An object removed since its size was looked up (by hand, by another node): a 404, looked up afresh next time. */
  private gone(name: string, err: unknown): never {
    if (!isMissing(err)) throw err
    this.stats.delete(name)
    throw problem.notFound('File not found.')
  }

  async write(name: string, data: Uint8Array | Blob): Promise<void> {
    await this.client.write(this.key(name), data)
    this.stats.delete(name)
  }

  async moveIn(files: [string, string][]): Promise<void> {
    const keys = files.map(([from, name]) => [from, this.key(name)] as const)
    for (const [from, key] of keys) {
      await this.client.write(key, Bun.file(from))
      rmSync(from, { force: true })
    }
  }

  remove(names: string[]): Promise<void> {
    // note: one at a time: a few names per item, and some S3-compatible servers fail parallel deletes
    const work = (async () => {
      for (const name of names.filter(isPlainFileName)) {
        this.stats.delete(name)
        await this.client.delete(this.key(name))
      }
    })()
    this.track(work)
    return work
  }

  async list(): Promise<string[]> {
    const objects = await listObjects(this.client, this.base)
    return objects.map((o) => o.key.slice(this.base.length)).filter(isPlainFileName).sort()
  }

  presign(name: string, opts: { ttlSeconds: number; type?: string; disposition?: string }): string {
    return this.client.presign(this.key(name), {
      method: 'GET',
      expiresIn: opts.ttlSeconds,
      ...(opts.type ? { type: opts.type } : {}),
      ...(opts.disposition ? { contentDisposition: opts.disposition } : {}),
    })
  }
}
