import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cleanFilename, delimiterStartAtEnd, readMultipart } from '../../src/http/multipart'
import { ProblemError } from '../../src/lib/problem'

const dir = mkdtempSync(join(tmpdir(), 'cms-multipart-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
let n = 0

/** A request whose body arrives in the given chunk sizes (cycled), as a slow network delivers it. */
function chunkedRequest(body: Uint8Array, sizes: number[], boundary: string): Request {
  let offset = 0
  let i = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= body.length) return controller.close()
      const size = sizes[i++ % sizes.length]!
      controller.enqueue(body.slice(offset, offset + size))
      offset += size
    },
  })
  return new Request('http://cms.test/admin/media', { method: 'POST', body: stream, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } })
}

async function encoded(fd: FormData): Promise<{ bytes: Uint8Array; boundary: string }> {
  const req = new Request('http://x.test/', { method: 'POST', body: fd })
  const boundary = /boundary=(.+)$/.exec(req.headers.get('content-type')!)![1]!
  return { bytes: new Uint8Array(await req.arrayBuffer()), boundary }
}

const read = (req: Request, maxFileBytes = 1 << 20) => {
  const tempPath = join(dir, `part-${n++}`)
  return readMultipart(req, { fileField: 'file', tempPath, maxFileBytes, maxFileMb: 1, headBytes: 16 }).then((r) => ({ ...r, tempPath }))
}

describe('readMultipart', () => {
  // bytes that look like the delimiter's start, CRs and LFs, so a split in the wrong place shows
  const content = new Uint8Array(5000).map((_, i) => [13, 10, 45, 45, 0x41 + (i % 26)][i % 5]!)

  for (const sizes of [[1], [2, 3], [7, 1, 64], [4096], [100000]]) {
    test(`should rebuild file and fields from chunks of ${sizes.join('/')} bytes`, async () => {
      const fd = new FormData()
      fd.append('visibility', 'private')
      fd.append('file', new File([content], 'C:\\fakepath\\na"me.bin'))
      fd.append('alt', '{"fr":"é"}')
      const { bytes, boundary } = await encoded(fd)
      const r = await read(chunkedRequest(bytes, sizes, boundary))
      expect(r.fields).toEqual({ visibility: 'private', alt: '{"fr":"é"}' })
      expect(r.file).toMatchObject({ filename: 'na"me.bin', size: content.length })
      expect(new Uint8Array(readFileSync(r.tempPath))).toEqual(content)
      expect(r.file!.head).toEqual(content.slice(0, 16))
    })
  }

  test('should write a file larger than what it writes ahead, every byte in its place', async () => {
    // 9 MiB in chunks of odd sizes: writes overlap, each at its own offset
    const big = new Uint8Array(9 * 1024 * 1024 + 7).map((_, i) => (i * 2654435761) >>> 24)
    const fd = new FormData()
    fd.append('file', new File([big], 'big.bin'))
    const { bytes, boundary } = await encoded(fd)
    const r = await read(chunkedRequest(bytes, [262144, 1, 524287, 65536], boundary), 16 << 20)
    expect(r.file!.size).toBe(big.length)
    expect(Buffer.compare(readFileSync(r.tempPath), big)).toBe(0)
  })

  test('should find a delimiter split between two large chunks at any byte', async () => {
    const fd = new FormData()
    fd.append('file', new File([content], 'a.bin'))
    fd.append('alt', 'after')
    const { bytes, boundary } = await encoded(fd)
    const delimiter = new TextEncoder().encode(`\r\n--${boundary}`)
    // the delimiter that ends the file part: the first one after the file's bytes begin
    const end = Buffer.from(bytes).indexOf(Buffer.from(delimiter), Buffer.from(bytes).indexOf(Buffer.from(content.subarray(0, 64))))
    for (let cut = end - delimiter.length - 2; cut <= end + delimiter.length + 2; cut++) {
      const r = await read(chunkedRequest(bytes, [cut, bytes.length], boundary))
      expect(r.fields).toEqual({ alt: 'after' })
      expect(new Uint8Array(readFileSync(r.tempPath))).toEqual(content)
    }
  })

  test('should stop at the size limit with a 413', async () => {
    const fd = new FormData()
    fd.append('file', new File([new Uint8Array(2000)], 'big.bin'))
    const { bytes, boundary } = await encoded(fd)
    const err = await read(chunkedRequest(bytes, [100], boundary), 1000).catch((e) => e)
    expect(err).toBeInstanceOf(ProblemError)
    expect(err.status).toBe(413)
  })

  test('should answer 400 for a truncated body, a missing boundary or a part without a name', async () => {
    const fd = new FormData()
    fd.append('file', new File(['hello'], 'a.txt'))
    const { bytes, boundary } = await encoded(fd)
    const truncated = await read(chunkedRequest(bytes.slice(0, bytes.length - 10), [50], boundary)).catch((e) => e)
    expect(truncated.status).toBe(400)
    const noBoundary = new Request('http://cms.test/', { method: 'POST', body: 'x', headers: { 'Content-Type': 'multipart/form-data' } })
    expect((await read(noBoundary).catch((e) => e)).status).toBe(400)
    const raw = new TextEncoder().encode('--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--\r\n')
    expect((await read(chunkedRequest(raw, [8], 'b')).catch((e) => e)).status).toBe(400)
  })

  test('should keep only the first file and tolerate a preamble', async () => {
    const raw = new TextEncoder().encode(
      'preamble\r\n--b\r\nContent-Disposition: form-data; name="file"; filename="one.txt"\r\n\r\nONE\r\n' +
        '--b\r\nContent-Disposition: form-data; name="file"; filename="two.txt"\r\n\r\nTWO\r\n--b--\r\nepilogue',
    )
    const r = await read(chunkedRequest(raw, [5], 'b'))
    expect(r.file).toMatchObject({ filename: 'one.txt', size: 3 })
    expect(readFileSync(r.tempPath, 'utf8')).toBe('ONE')
  })

  test('should write no file when there is no file part', async () => {
    const raw = new TextEncoder().encode('--b\r\nContent-Disposition: form-data; name="alt"\r\n\r\n{}\r\n--b--\r\n')
    const r = await read(chunkedRequest(raw, [3], 'b'))
    expect(r.file).toBeNull()
    expect(existsSync(r.tempPath)).toBe(false)
  })
})

test('cleanFilename should keep the last path segment without control characters', () => {
  expect(cleanFilename('../../etc/passwd')).toBe('passwd')
  expect(cleanFilename('a\u0000b\nc.txt')).toBe('abc.txt')
  expect(cleanFilename('dir/')).toBe('upload')
})

describe('delimiterStartAtEnd', () => {
  const delimiter = Buffer.from('\r\n--abc')
  test('should give the length of the end that starts the delimiter, else 0', () => {
    expect(delimiterStartAtEnd(Buffer.from('data'), delimiter)).toBe(0)
    expect(delimiterStartAtEnd(Buffer.from('data\r'), delimiter)).toBe(1)
    expect(delimiterStartAtEnd(Buffer.from('data\r\n--a'), delimiter)).toBe(5)
    expect(delimiterStartAtEnd(Buffer.from('da\r\nta\r\n-'), delimiter)).toBe(3)
    expect(delimiterStartAtEnd(Buffer.from('data\r\n-x'), delimiter)).toBe(0)
    // a whole delimiter is found by the search, not kept as a tail
    expect(delimiterStartAtEnd(Buffer.from('x\r\n--abc'), delimiter)).toBe(0)
    expect(delimiterStartAtEnd(Buffer.from(''), delimiter)).toBe(0)
  })
})
