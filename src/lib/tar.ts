/**
 * A small tar writer and reader (POSIX ustar, plus pax `path`/`size` records for long names and
 * files of 8 GiB or more), enough for tenant backups: regular files and directories.
 *
 * Why not an npm package: Bun has no tar writer built in, and this is about 200 lines that we
 * test against GNU tar; no dependency has to survive `bun build --compile`.
 *
 * Everything works on file descriptors in fixed-size chunks, so memory stays flat however large
 * the media folder is. Reading never trusts the archive: checksums are verified and every entry
 * must lie inside the file.
 */
import { closeSync, fstatSync, openSync, readSync, writeSync } from 'node:fs'

const BLOCK = 512
const CHUNK = 1024 * 1024
const MAX_OCTAL_SIZE = 0o77777777777 // what an 11-digit size field holds (8 GiB - 1)
const encoder = new TextEncoder()
const decoder = new TextDecoder()

export type TarEntryType = 'file' | 'directory' | 'other'

export type TarEntry = {
  /** The member path as stored (pax or prefix applied), without a trailing `/`. */
  name: string
  type: TarEntryType
  /** The raw type flag, for messages about unsupported members. */
  typeflag: string
  size: number
  mode: number
  /** Seconds since the epoch. */
  mtime: number
  /** Where the entry's data starts in the archive. */
  offset: number
}

export type EntryOptions = { mode?: number; mtime?: number }

// ---------------------------------------------------------------- writing

function putString(block: Uint8Array, offset: number, length: number, value: string): void {
  const bytes = encoder.encode(value)
  if (bytes.length > length) throw new Error(`tar: "${value}" does not fit in ${length} bytes`)
  block.set(bytes, offset)
}

function putOctal(block: Uint8Array, offset: number, length: number, value: number): void {
  putString(block, offset, length, Math.floor(value).toString(8).padStart(length - 1, '0') + '\0')
}

/** The longest prefix of `value` that encodes to at most `max` bytes. */
function fitBytes(value: string, max: number): string {
  let out = value
  while (encoder.encode(out).length > max) out = out.slice(0, -1)
  return out
}

/** Splits a long name into ustar `prefix` and `name` at a `/`; null when no split fits. */
function splitName(name: string): { prefix: string; name: string } | null {
  const bytes = encoder.encode(name)
  if (bytes.length <= 100) return { prefix: '', name }
  for (let i = name.length - 1; i > 0; i--) {
    if (name[i] !== '/') continue
    const prefix = name.slice(0, i)
    const rest = name.slice(i + 1)
    if (rest && encoder.encode(rest).length <= 100 && encoder.encode(prefix).length <= 155) return { prefix, name: rest }
  }
  return null
}

function headerBlock(h: { name: string; prefix: string; mode: number; size: number; mtime: number; typeflag: string }): Uint8Array {
  const block = new Uint8Array(BLOCK)
  putString(block, 0, 100, h.name)
  putOctal(block, 100, 8, h.mode)
  putOctal(block, 108, 8, 0) // uid: a restore belongs to whoever runs it
  putOctal(block, 116, 8, 0) // gid
  putOctal(block, 124, 12, h.size)
  putOctal(block, 136, 12, h.mtime)
  block.fill(0x20, 148, 156) // the checksum is computed with its own field as spaces
  block[156] = h.typeflag.charCodeAt(0)
  putString(block, 257, 6, 'ustar\0')
  putString(block, 263, 2, '00')
  putString(block, 345, 155, h.prefix)
  let sum = 0
  for (const byte of block) sum += byte
  putString(block, 148, 8, sum.toString(8).padStart(6, '0') + '\0 ')
  return block
}

/** One pax record: `<length> <key>=<value>\n`, where length counts the whole record. */
function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`
  const bodyLength = encoder.encode(body).length
  let length = bodyLength + 1
  while (String(length).length + bodyLength !== length) length = String(length).length + bodyLength
  return `${length}${body}`
}

/** Writes a tar archive to an open file descriptor. Call `finish()` to write the end marker. */
export class TarWriter {
  private readonly now = Math.floor(Date.now() / 1000)

  constructor(private readonly fd: number) {}

  addDirectory(name: string, opts: EntryOptions = {}): void {
    this.header(name.replace(/\/+$/, '') + '/', 0, '5', opts.mode ?? 0o755, opts.mtime ?? this.now)
  }

  addBytes(name: string, data: Uint8Array, opts: EntryOptions = {}): void {
    this.header(name, data.length, '0', opts.mode ?? 0o644, opts.mtime ?? this.now)
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
      this.header(name, size, '0', opts.mode ?? stat.mode & 0o777, opts.mtime ?? Math.floor(stat.mtimeMs / 1000))
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

  private header(name: string, size: number, typeflag: string, mode: number, mtime: number): void {
    const split = splitName(name)
    const records = (split ? '' : paxRecord('path', name)) + (size > MAX_OCTAL_SIZE ? paxRecord('size', String(size)) : '')
    if (records) {
      const data = encoder.encode(records)
      const base = fitBytes(name.replace(/\/+$/, '').split('/').pop()!, 80)
      writeSync(this.fd, headerBlock({ name: `PaxHeader/${base}`, prefix: '', mode: 0o644, size: data.length, mtime, typeflag: 'x' }))
      writeSync(this.fd, data)
      this.pad(data.length)
    }
    // note: with a pax path the ustar name is only a readable fallback for old readers
    const fallback = split ?? { prefix: '', name: fitBytes(name.replace(/\/+$/, '').split('/').pop()!, 99) }
    writeSync(this.fd, headerBlock({ ...fallback, mode, size: size > MAX_OCTAL_SIZE ? 0 : size, mtime, typeflag }))
  }

  private pad(size: number): void {
    const rest = size % BLOCK
    if (rest) writeSync(this.fd, new Uint8Array(BLOCK - rest))
  }
}

// ---------------------------------------------------------------- reading

export class TarFormatError extends Error {}

function getString(block: Uint8Array, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length)
  const end = field.indexOf(0)
  return decoder.decode(end === -1 ? field : field.subarray(0, end))
}

function getNumber(block: Uint8Array, offset: number, length: number, what: string): number {
  // GNU base-256: the high bit of the first byte is set, the rest is big-endian binary
  if (block[offset]! & 0x80) {
    let value = block[offset]! & 0x7f
    for (let i = 1; i < length; i++) value = value * 256 + block[offset + i]!
    return value
  }
  const text = getString(block, offset, length).trim()
  if (text === '') return 0
  if (!/^[0-7]+$/.test(text)) throw new TarFormatError(`tar: invalid ${what} field "${text}"`)
  return parseInt(text, 8)
}

function checksumMatches(block: Uint8Array): boolean {
  const stored = getNumber(block, 148, 8, 'checksum')
  let unsigned = 0
  let signed = 0
  for (let i = 0; i < BLOCK; i++) {
    const byte = i >= 148 && i < 156 ? 0x20 : block[i]!
    unsigned += byte
    signed += byte > 127 ? byte - 256 : byte // some old writers summed signed chars
  }
  return stored === unsigned || stored === signed
}

function parsePax(data: Uint8Array): Record<string, string> {
  const out: Record<string, string> = {}
  let pos = 0
  while (pos < data.length) {
    const space = data.indexOf(0x20, pos)
    const length = Number(decoder.decode(data.subarray(pos, space)))
    if (space === -1 || !Number.isInteger(length) || length <= 0 || pos + length > data.length) throw new TarFormatError('tar: malformed pax header')
    const record = decoder.decode(data.subarray(space + 1, pos + length - 1))
    const eq = record.indexOf('=')
    if (eq > 0) out[record.slice(0, eq)] = record.slice(eq + 1)
    pos += length
  }
  return out
}

function readExactly(fd: number, length: number, position: number, fileSize: number): Uint8Array {
  if (position + length > fileSize) throw new TarFormatError('tar: the archive is truncated')
  const buffer = new Uint8Array(length)
  let done = 0
  while (done < length) {
    const n = readSync(fd, buffer, done, length - done, position + done)
    if (n === 0) throw new TarFormatError('tar: the archive is truncated')
    done += n
  }
  return buffer
}

const TYPES: Record<string, TarEntryType> = { '0': 'file', '\0': 'file', '7': 'file', '5': 'directory' }

/** Lists the members of a tar archive (pax and GNU long names applied), checking each header. */
export function readTarEntries(fd: number): TarEntry[] {
  const fileSize = fstatSync(fd).size
  const entries: TarEntry[] = []
  let position = 0
  let pending: Record<string, string> = {}
  for (;;) {
    const block = readExactly(fd, BLOCK, position, fileSize)
    if (block.every((b) => b === 0)) return entries
    if (!checksumMatches(block)) throw new TarFormatError(`tar: bad header checksum at byte ${position}`)
    const magic = getString(block, 257, 6)
    if (!magic.startsWith('ustar')) throw new TarFormatError(`tar: not a ustar header at byte ${position}`)
    const typeflag = String.fromCharCode(block[156]!)
    let size = getNumber(block, 124, 12, 'size')
    const offset = position + BLOCK
    if (pending.size !== undefined) size = Number(pending.size)
    if (!Number.isSafeInteger(size) || size < 0 || offset + size > fileSize) throw new TarFormatError('tar: the archive is truncated')
    position = offset + Math.ceil(size / BLOCK) * BLOCK
    if (typeflag === 'x' || typeflag === 'L') {
      const data = readExactly(fd, size, offset, fileSize)
      if (typeflag === 'x') pending = { ...pending, ...parsePax(data) }
      else pending = { ...pending, path: getString(data, 0, data.length) }
      continue
    }
    if (typeflag === 'g' || typeflag === 'K') continue // global pax defaults and GNU long link names: not used here
    // note: only POSIX ustar ("ustar\0") has a prefix field; GNU keeps times in those bytes
    const prefix = magic === 'ustar' && getString(block, 263, 2) === '00' ? getString(block, 345, 155) : ''
    const stored = getString(block, 0, 100)
    const name = (pending.path ?? (prefix ? `${prefix}/${stored}` : stored)).replace(/\/+$/, '')
    pending = {}
    entries.push({
      name,
      type: TYPES[typeflag] ?? 'other',
      typeflag,
      size,
      mode: getNumber(block, 100, 8, 'mode'),
      mtime: getNumber(block, 136, 12, 'mtime'),
      offset,
    })
  }
}

/** Copies an entry's data into a new file (`wx`: never through an existing file or link). */
export function extractEntry(fd: number, entry: TarEntry, destination: string): void {
  const out = openSync(destination, 'wx', 0o600 | (entry.mode & 0o644))
  try {
    const buffer = new Uint8Array(Math.min(CHUNK, Math.max(entry.size, 1)))
    let done = 0
    while (done < entry.size) {
      const n = readSync(fd, buffer, 0, Math.min(buffer.length, entry.size - done), entry.offset + done)
      if (n === 0) throw new TarFormatError('tar: the archive is truncated')
      writeSync(out, buffer, 0, n)
      done += n
    }
  } finally {
    closeSync(out)
  }
}

/** An entry's data in memory (small entries and tests). */
export function readEntry(fd: number, entry: TarEntry): Uint8Array {
  return readExactly(fd, entry.size, entry.offset, fstatSync(fd).size)
}
