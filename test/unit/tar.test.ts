import { afterAll, describe, expect, test } from 'bun:test'
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipFile, gzipFile, isGzipFile } from '../../src/lib/gzip'
import { extractTar, readTarEntries, TarFormatError, TarWriter, type TarEntry } from '../../src/lib/tar'

const dir = mkdtempSync(join(tmpdir(), 'cms-tar-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
let seq = 0
const path = (name: string) => join(dir, `${seq++}-${name}`)

function writeArchive(build: (w: TarWriter) => void): string {
  const file = path('a.tar')
  const fd = openSync(file, 'wx')
  try {
    const writer = new TarWriter(fd)
    build(writer)
    writer.finish()
  } finally {
    closeSync(fd)
  }
  return file
}

/** Extracts every member into a new folder; returns a reader of the extracted files. */
function extractAll(file: string): (name: string) => Uint8Array {
  const out = path('out')
  extractTar(file, (e) => join(out, e.name))
  return (name) => new Uint8Array(readFileSync(join(out, name)))
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)
const summary = (entries: TarEntry[]) => entries.map((e) => [e.name, e.type, e.size])

function gnuTar(...args: string[]): string {
  const run = Bun.spawnSync(['tar', ...args], { stderr: 'pipe' })
  if (run.exitCode !== 0) throw new Error(`tar ${args.join(' ')}: ${run.stderr.toString()}`)
  return run.stdout.toString()
}

// over 100 bytes, but splits into ustar prefix + name
const LONG_DIR = 'media/' + 'd'.repeat(90) + '/' + 'e'.repeat(40)
// a last component over 100 bytes: only a pax path record can hold it
const VERY_LONG = 'media/' + ('y'.repeat(50) + '/').repeat(4) + 'z'.repeat(120) + '.bin'
const UNICODE = 'media/été-ß-日本.txt'

describe('tar writer and reader', () => {
  test('should round-trip files, directories, long and non-ASCII names', () => {
    const source = path('src.bin')
    const big = new Uint8Array(1024 * 1024 * 2 + 123).map((_, i) => (i * 31) % 251)
    writeFileSync(source, big)
    const file = writeArchive((w) => {
      w.addFile('cms.db', source)
      w.addDirectory('media')
      w.addBytes('media/empty.txt', new Uint8Array())
      w.addBytes(`${LONG_DIR}/f.txt`, new TextEncoder().encode('prefix split'))
      w.addBytes(VERY_LONG, new TextEncoder().encode('pax path'))
      w.addBytes(UNICODE, new TextEncoder().encode('unicode'))
    })
    expect(summary(readTarEntries(file))).toEqual([
      ['cms.db', 'file', big.length],
      ['media', 'directory', 0],
      ['media/empty.txt', 'file', 0],
      [`${LONG_DIR}/f.txt`, 'file', 12],
      [VERY_LONG, 'file', 8],
      [UNICODE, 'file', 7],
    ])
    const read = extractAll(file)
    expect(read('cms.db')).toEqual(big)
    expect(read('media/empty.txt')).toEqual(new Uint8Array())
    expect(text(read(VERY_LONG))).toBe('pax path')
    expect(text(read(UNICODE))).toBe('unicode')
  })

  test('should never extract through an existing path, and skip what the mapping refuses', () => {
    const file = writeArchive((w) => {
      w.addBytes('a.txt', new TextEncoder().encode('new'))
      w.addBytes('b.txt', new TextEncoder().encode('b'))
    })
    const out = path('out')
    mkdirSync(out)
    writeFileSync(join(out, 'a.txt'), 'old')
    expect(() => extractTar(file, (e) => join(out, e.name))).toThrow(/EEXIST/)
    expect(readFileSync(join(out, 'a.txt'), 'utf8')).toBe('old')
    const only = path('only')
    extractTar(file, (e) => (e.name === 'b.txt' ? join(only, e.name) : null))
    expect(readdirSync(only)).toEqual(['b.txt'])
  })

  test('should write archives GNU tar lists and extracts byte for byte', () => {
    const file = writeArchive((w) => {
      w.addDirectory('media')
      w.addBytes('media/a.txt', new TextEncoder().encode('hello'))
      w.addBytes(`${LONG_DIR}/f.txt`, new TextEncoder().encode('prefix split'))
      w.addBytes(VERY_LONG, new TextEncoder().encode('pax path'))
      w.addBytes(UNICODE, new TextEncoder().encode('unicode'))
    })
    const listed = gnuTar('-tf', file).trim().split('\n')
    expect(listed).toEqual(['media/', 'media/a.txt', `${LONG_DIR}/f.txt`, VERY_LONG, UNICODE])
    const out = path('x')
    mkdirSync(out)
    gnuTar('-xf', file, '-C', out)
    expect(readFileSync(join(out, 'media/a.txt'), 'utf8')).toBe('hello')
    expect(readFileSync(join(out, VERY_LONG), 'utf8')).toBe('pax path')
    expect(readFileSync(join(out, UNICODE), 'utf8')).toBe('unicode')
  })

  test('should read archives GNU tar writes in its gnu, ustar and pax formats', () => {
    const src = path('tree')
    mkdirSync(join(src, 'media', 'sub'), { recursive: true })
    writeFileSync(join(src, 'cms.db'), 'db bytes')
    writeFileSync(join(src, 'media', 'sub', 'b.txt'), 'b'.repeat(1000))
    mkdirSync(join(src, LONG_DIR), { recursive: true })
    writeFileSync(join(src, LONG_DIR, 'f.txt'), 'long')
    for (const format of ['gnu', 'ustar', 'pax']) {
      const file = path(`${format}.tar`)
      gnuTar(`--format=${format}`, '-cf', file, '-C', src, 'cms.db', 'media')
      const byName = new Map(readTarEntries(file).map((e) => [e.name, e]))
      expect(byName.get('media/sub')?.type).toBe('directory')
      expect(byName.get('media/sub/b.txt')?.size).toBe(1000)
      const read = extractAll(file)
      expect(text(read('cms.db'))).toBe('db bytes')
      expect(text(read(`${LONG_DIR}/f.txt`))).toBe('long')
    }
  })

  test('should report symlinks and other members as type other', () => {
    const src = path('links')
    mkdirSync(src)
    writeFileSync(join(src, 'target'), 't')
    Bun.spawnSync(['ln', '-s', '/etc/passwd', join(src, 'link')])
    const file = path('links.tar')
    gnuTar('-cf', file, '-C', src, 'link', 'target')
    const entries = readTarEntries(file)
    expect(entries.find((e) => e.name === 'link')).toMatchObject({ type: 'other' })
    expect(entries.find((e) => e.name === 'target')).toMatchObject({ type: 'file' })
  })

  test('should refuse a corrupted header and a truncated archive', () => {
    const file = writeArchive((w) => w.addBytes('cms.db', new Uint8Array(2000).fill(7)))
    const corrupt = path('corrupt.tar')
    const bytes = new Uint8Array(readFileSync(file))
    bytes[10] = 0x41 // inside the name field: the checksum no longer matches
    writeFileSync(corrupt, bytes)
    expect(() => readTarEntries(corrupt)).toThrow(TarFormatError)
    expect(() => readTarEntries(corrupt)).toThrow(/checksum/)
    truncateSync(file, 1024)
    expect(() => readTarEntries(file)).toThrow(/the archive is truncated/)
    expect(() => extractTar(file, () => null)).toThrow(TarFormatError)
  })
})

describe('gzip helpers', () => {
  test('should compress and decompress a file, and recognise gzip by its bytes', async () => {
    const plain = path('plain.bin')
    const data = new Uint8Array(300_000).map((_, i) => i % 7)
    writeFileSync(plain, data)
    const gz = path('plain.bin.gz')
    await gzipFile(plain, gz)
    expect(isGzipFile(gz)).toBe(true)
    expect(isGzipFile(plain)).toBe(false)
    const back = path('back.bin')
    await gunzipFile(gz, back)
    expect(new Uint8Array(readFileSync(back))).toEqual(data)
  })
})
