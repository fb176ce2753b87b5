/**
 * Tar archives of tenant backups, on node-tar: its `Header` and `Pax` encode the member headers
 * (ustar, with pax records for long names and large sizes) and its parser reads archives (ustar,
 * pax, GNU long names, base-256 numbers, checksums).
 *
 * What stays ours is what a backup decides: which bytes go in (a file is copied at the size it had
 * when opened, in constant memory), and how a member is written back out (`wx`, so never through
 * an existing file or link; owner-only mode bits; no owner or time from the archive). node-tar's
 * own `create`/`extract` walk and write by their rules, which are not these.
 */
import { closeSync, fstatSync, mkdirSync, openSync, readSync, writeSync } from 'node:fs'
import { dirname } from 'node:path'
import { Header, list, Pax, type ReadEntry } from 'tar'

const BLOCK = 512
const CHUNK = 1024 * 1024

export type TarEntryType = 'file' | 'directory' | 'other'

export type TarEntry = {
  /** The member path as stored (pax or prefix applied), without a trailing `/`. */
  name: string
  type: TarEntryType
  size: number
}

export type EntryOptions = { mode?: number; mtime?: number }

// ---------------------------------------------------------------- writing

/** Writes a tar archive to an open file descriptor. Call `finish()` to write the end marker. */
export class TarWriter {
  private readonly now = Math.floor(Date.now() / 1000)

  constructor(private readonly fd: number) {}

  addDirectory(name: string, opts: EntryOptions = {}): void {
    this.header(name.replace(/\/+$/, '') + '/', 0, 'Directory', opts.mode ?? 0o755, opts.mtime ?? this.now)
  }

  addBytes(name: string, data: Uint8Array, opts: EntryOptions = {}): void {
    this.header(name, data.length, 'File', opts.mode ?? 0o644, opts.mtime ?? this.now)
    writeSync(this.fd, data)
    this.pad(data.length)
  }

  /**
   * Copies a file into the archive. The size is taken when the file is opened; a file that
   * grows meanwhile is cut at that size, one that shrinks fails the archive.
   * Throws (ENOENT…) before writing anything when the file cannot be opened.
   */
  addFile(name: string, sourcePath: string, opts: EntryOptions = {}): void {
    const source = openSync(sourcePath, 'r')
    try {
      const stat = fstatSync(source)
      const size = stat.size
      this.header(name, size, 'File', opts.mode ?? stat.mode & 0o777, opts.mtime ?? Math.floor(stat.mtimeMs / 1000))
      const buffer = new Uint8Array(Math.min(CHUNK, Math.max(size, 1)))
      let copied = 0
      while (copied < size) {
        const n = readSync(source, buffer, 0, Math.min(buffer.length, size - copied), copied)
        if (n === 0) throw new Error(`tar: ${sourcePath} shrank while it was archived`)
        writeSync(this.fd, buffer, 0, n)
        copied += n
      }
      this.pad(size)
    } finally {
      closeSync(source)
    }
  }

  /** The end-of-archive marker: two zero blocks. */
  finish(): void {
    writeSync(this.fd, new Uint8Array(BLOCK * 2))
  }

  private header(path: string, size: number, type: 'File' | 'Directory', mode: number, mtime: number): void {
    // uid and gid 0: a restore belongs to whoever runs it
    const data = { path, size, type, mode, mtime: new Date(mtime * 1000), uid: 0, gid: 0 }
    const header = new Header(data)
    // encode() answers whether a field did not fit (long path, size of 8 GiB or more)
    if (header.encode()) writeSync(this.fd, new Pax(data).encode())
    writeSync(this.fd, header.block!)
  }

  private pad(size: number): void {
    const rest = size % BLOCK
    if (rest) writeSync(this.fd, new Uint8Array(BLOCK - rest))
  }
}

// ---------------------------------------------------------------- reading

export class TarFormatError extends Error {}

const typeOf = (entry: ReadEntry): TarEntryType =>
  entry.type === 'Directory' ? 'directory' : /^(File|OldFile|ContiguousFile)$/.test(entry.type) ? 'file' : 'other'

const entryOf = (entry: ReadEntry): TarEntry => ({ name: entry.path.replace(/\/+$/, ''), type: typeOf(entry), size: entry.size ?? 0 })

/** Reads the archive through node-tar's parser in strict mode: any damage is an error. */
function parse(file: string, onEntry: (entry: ReadEntry) => void): void {
  try {
    list({ file, sync: true, strict: true, maxReadSize: CHUNK, onReadEntry: onEntry })
  } catch (err) {
    const code = (err as { tarCode?: string }).tarCode
    if (!code) throw err
    const message = (err as Error).message.replace(/^TAR_\w+: /, '')
    throw new TarFormatError(`tar: ${/^Truncated input/.test(message) ? 'the archive is truncated' : message}`)
  }
}

/** Lists the members of a tar archive (pax and GNU long names applied), checking each header. */
export function readTarEntries(file: string): TarEntry[] {
  const entries: TarEntry[] = []
  parse(file, (entry) => entries.push(entryOf(entry)))
  return entries
}

/**
 * Writes the members out: `pathOf` maps a member to its destination, or null to skip it. The
 * caller has checked every member before (see backup's `checkMembers`).
 */
export function extractTar(file: string, pathOf: (entry: TarEntry) => string | null): void {
  let out: number | null = null
  // note: a write that fails in the parser's data handler is not thrown by the parser: it is kept
  // here and thrown after (a full disk left a truncated file, reported as a damaged archive)
  let failed: unknown = null
  const close = () => {
    if (out !== null) closeSync(out)
    out = null
  }
  try {
    parse(file, (entry) => {
      if (failed) return
      const member = entryOf(entry)
      const path = pathOf(member)
      if (path === null) return
      if (member.type === 'directory') return void mkdirSync(path, { recursive: true })
      close()
      mkdirSync(dirname(path), { recursive: true })
      // note: wx never writes through an existing file or link
      const fd = (out = openSync(path, 'wx', 0o600 | ((entry.mode ?? 0) & 0o644)))
      entry.on('data', (chunk: Buffer) => {
        if (failed) return
        try {
          writeSync(fd, chunk)
        } catch (err) {
          failed = err
        }
      })
    })
  } finally {
    close()
  }
  if (failed) throw failed
}
