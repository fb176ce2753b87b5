/**
 * Cuts a rectangle out of a PNG. `Bun.Image` resizes but cannot crop, so a `fit=cover` transform
 * resizes to cover the box, has Bun.Image write an uncompressed PNG, cuts the box out here and
 * gives the result back to Bun.Image to encode. Only bytes are moved: any colour type and depth
 * works, and every chunk but the image data (palette, transparency, colour profile) is kept.
 */
import { deflateSync, inflateSync } from 'node:zlib'

export type Box = { left: number; top: number; width: number; height: number }

const SIGNATURE = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10])
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }

type Chunk = { type: string; data: Uint8Array }

function readChunks(png: Uint8Array): Chunk[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  const chunks: Chunk[] = []
  for (let at = 8; at + 12 <= png.length; ) {
    const length = view.getUint32(at)
    chunks.push({ type: String.fromCharCode(...png.subarray(at + 4, at + 8)), data: png.subarray(at + 8, at + 8 + length) })
    at += length + 12
  }
  return chunks
}

function writeChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i)
  out.set(data, 8)
  view.setUint32(8 + data.length, Bun.hash.crc32(out.subarray(4, 8 + data.length)))
  return out
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)]
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
}

/** Undoes the per-row filters in place; returns the rows without their filter bytes. */
function unfilter(data: Uint8Array, height: number, stride: number, bpp: number): Uint8Array {
  const out = new Uint8Array(height * stride)
  for (let y = 0; y < height; y++) {
    const filter = data[y * (stride + 1)]!
    const src = y * (stride + 1) + 1
    const row = y * stride
    const prev = row - stride
    for (let i = 0; i < stride; i++) {
      const x = data[src + i]!
      const a = i >= bpp ? out[row + i - bpp]! : 0
      const b = y > 0 ? out[prev + i]! : 0
      const c = y > 0 && i >= bpp ? out[prev + i - bpp]! : 0
      out[row + i] = filter === 0 ? x : filter === 1 ? x + a : filter === 2 ? x + b : filter === 3 ? x + ((a + b) >> 1) : x + paeth(a, b, c)
    }
  }
  return out
}

/** The box cut out of a non-interlaced PNG, as a PNG (stored, not compressed: it is re-encoded next). */
export function cropPng(png: Uint8Array, box: Box): Uint8Array {
  const chunks = readChunks(png)
  const ihdr = chunks[0]
  if (!ihdr || ihdr.type !== 'IHDR') throw new Error('not a PNG')
  const head = new DataView(ihdr.data.buffer, ihdr.data.byteOffset, 13)
  const [width, height, depth, colour, interlace] = [head.getUint32(0), head.getUint32(4), ihdr.data[8]!, ihdr.data[9]!, ihdr.data[12]!]
  const channels = CHANNELS[colour]
  if (!channels || depth < 8 || interlace !== 0) throw new Error('unsupported PNG layout')
  if (box.left < 0 || box.top < 0 || box.width < 1 || box.height < 1 || box.left + box.width > width || box.top + box.height > height) {
    throw new Error('crop box outside the image')
  }
  const bpp = (channels * depth) / 8
  const idat = chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)
  const stride = width * bpp
  const data = inflateSync(Buffer.concat(idat))
  // Bun.Image writes uncompressed PNGs without row filters: then rows are copied as they are
  let unfiltered = true
  for (let y = 0; y < height && unfiltered; y++) unfiltered = data[y * (stride + 1)] === 0
  const [pixels, rowStride, rowStart] = unfiltered ? [data, stride + 1, 1] : [unfilter(data, height, stride, bpp), stride, 0]
  const outStride = box.width * bpp
  const raw = new Uint8Array(box.height * (outStride + 1))
  for (let y = 0; y < box.height; y++) {
    const from = (box.top + y) * rowStride + rowStart + box.left * bpp
    raw.set(pixels.subarray(from, from + outStride), y * (outStride + 1) + 1)
  }
  const header = ihdr.data.slice()
  const view = new DataView(header.buffer)
  view.setUint32(0, box.width)
  view.setUint32(4, box.height)
  const parts = [SIGNATURE, writeChunk('IHDR', header)]
  for (const c of chunks) if (c.type !== 'IHDR' && c.type !== 'IDAT' && c.type !== 'IEND') parts.push(writeChunk(c.type, c.data))
  parts.push(writeChunk('IDAT', deflateSync(raw, { level: 0 })), writeChunk('IEND', new Uint8Array()))
  return Buffer.concat(parts)
}
