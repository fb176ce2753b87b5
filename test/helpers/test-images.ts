// Test images generated in code, so no binary fixtures live in the repo; and the bridge between
// raw pixels and encoded files (Bun.Image takes and gives only encoded files), so tests can
// draw an image and check the pixels of a variant.

import { deflateSync, inflateSync } from 'node:zlib'
import { GifWriter } from 'omggif'

/** RGBA8 image, row-major. */
export type RgbaImage = {
  data: Uint8ClampedArray
  width: number
  height: number
}

const FORMATS: Record<string, Bun.Image.Format> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
}

/** Encodes RGBA as JPEG or WebP at quality 80 (the service's), or as PNG, with Bun.Image. */
export function encodeImage(image: RgbaImage, mime: string): Promise<Uint8Array> {
  const raw = new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength)
  const source = new Bun.Image(rawPng(image.width, image.height, 6, raw))
  if (mime === 'image/jpeg') return source.jpeg({ quality: 80 }).bytes()
  if (mime === 'image/webp') return source.webp({ quality: 80 }).bytes()
  if (mime === 'image/png') return source.png().bytes()
  throw new Error(`cannot encode ${mime}`)
}

/** Decodes to RGBA (EXIF orientation applied, GIF first frame); fails unless the data is `mime`. */
export async function decodeImage(bytes: Uint8Array, mime: string): Promise<RgbaImage> {
  const { format } = await new Bun.Image(bytes).metadata()
  if (format !== FORMATS[mime]) throw new Error(`expected ${mime}, got ${format}`)
  return readRgbaPng(await new Bun.Image(bytes).png({ compressionLevel: 0 }).bytes())
}

/** Reads the PNGs Bun.Image writes: 8-bit RGBA, not interlaced. */
function readRgbaPng(png: Uint8Array): RgbaImage {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  const [width, height] = [view.getUint32(16), view.getUint32(20)]
  if (png[24] !== 8 || png[25] !== 6 || png[28] !== 0) throw new Error('not an 8-bit RGBA PNG')
  const idat: Uint8Array[] = []
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at)
    if (String.fromCharCode(...png.subarray(at + 4, at + 8)) === 'IDAT') {
      idat.push(png.subarray(at + 8, at + 8 + length))
    }
    at += length + 12
  }
  const filtered = inflateSync(Buffer.concat(idat))
  const stride = width * 4
  const data = new Uint8ClampedArray(stride * height)
  for (let y = 0; y < height; y++) {
    const filter = filtered[y * (stride + 1)]!
    const row = filtered.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1))
    const out = y * stride
    for (let i = 0; i < stride; i++) {
      const a = i >= 4 ? data[out + i - 4]! : 0
      const b = y > 0 ? data[out - stride + i]! : 0
      const c = i >= 4 && y > 0 ? data[out - stride + i - 4]! : 0
      data[out + i] = row[i]! + unfilter(filter, a, b, c)
    }
  }
  return { data, width, height }
}

/** PNG row filters: the predictor added back to each byte, from left, up and up-left. */
function unfilter(filter: number, a: number, b: number, c: number): number {
  if (filter === 0) return 0
  if (filter === 1) return a
  if (filter === 2) return b
  if (filter === 3) return (a + b) >> 1
  const p = a + b - c
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)]
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
}

export type Rgba = [number, number, number, number]

/**
 * Gradients, hard-edged shapes and a little noise: compresses and resizes like a photo,
 * unlike a flat fill. With `alpha`, the top-left quadrant is fully transparent.
 */
export function photoLike(width: number, height: number, { alpha = false } = {}): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4)
  let seed = 1
  const noise = () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 24) / 16 - 8
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4
      const inCircle = (x - width / 2) ** 2 + (y - height / 2) ** 2 < (height / 4) ** 2
      data[i] = (x / width) * 255 + noise()
      data[i + 1] = inCircle ? 200 : (y / height) * 255 + noise()
      data[i + 2] = ((x >> 5) + (y >> 5)) % 2 ? 180 : 60
      data[i + 3] = alpha && x < width / 2 && y < height / 2 ? 0 : 255
    }
  }
  return { data, width, height }
}

export function solid(width: number, height: number, color: Rgba): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let i = 0; i < data.length; i += 4) data.set(color, i)
  return { data, width, height }
}

export function pixelAt(image: RgbaImage, x: number, y: number): Rgba {
  const i = (y * image.width + x) * 4
  return [...image.data.subarray(i, i + 4)] as Rgba
}

export type GifSpec = {
  palette: [number, number, number][]
  /** One function per frame giving the palette index of each pixel. */
  frames: ((x: number, y: number) => number)[]
  /** Palette index drawn as fully transparent. */
  transparent?: number
}

/** Encodes a GIF with omggif's writer. */
export function makeGif(width: number, height: number, spec: GifSpec): Uint8Array {
  // GIF palettes must have a power-of-two size of at least 2.
  const size = Math.max(2, 2 ** Math.ceil(Math.log2(spec.palette.length)))
  const palette = Array.from({ length: size }, (_, i) => {
    const [r, g, b] = spec.palette[i] ?? [0, 0, 0]
    return (r << 16) | (g << 8) | b
  })
  const buffer = new Uint8Array(width * height * spec.frames.length + 4096)
  const writer = new GifWriter(buffer, width, height, { palette, loop: 0 })
  for (const frame of spec.frames) {
    const indices = Array.from({ length: width * height }, (_, i) =>
      frame(i % width, Math.floor(i / width)),
    )
    writer.addFrame(0, 0, width, height, indices, { delay: 10, transparent: spec.transparent })
  }
  return buffer.slice(0, writer.end())
}

/** A single-frame GIF filled with one colour. */
export function solidGif(width: number, height: number, rgb: [number, number, number]): Uint8Array {
  return makeGif(width, height, { palette: [rgb], frames: [() => 0] })
}

/**
 * A PNG assembled chunk by chunk, for any colour type: RGBA (6) from raw pixels, palette (3) with
 * tRNS, greyscale (0), 16 bits per sample. `rows` are unfiltered scanlines.
 */
export function rawPng(
  width: number,
  height: number,
  colorType: number,
  rows: Uint8Array,
  extra: [string, Uint8Array][] = [],
  bitDepth = 8,
): Uint8Array {
  const ihdr = new Uint8Array(13)
  const view = new DataView(ihdr.buffer)
  view.setUint32(0, width)
  view.setUint32(4, height)
  ihdr.set([bitDepth, colorType, 0, 0, 0], 8) // deflate, adaptive filter, no interlace
  const stride = rows.length / height
  const filtered = new Uint8Array(height * (stride + 1))
  for (let y = 0; y < height; y++)
    filtered.set(rows.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1)
  const chunks: [string, Uint8Array][] = [
    ['IHDR', ihdr],
    ...extra,
    ['IDAT', deflateSync(filtered, { level: 1 })],
    ['IEND', new Uint8Array()],
  ]
  const signature = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return new Uint8Array(Buffer.concat([signature, ...chunks.map(([type, data]) => pngChunk(type, data))]))
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(data.length + 12)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  out.set(new TextEncoder().encode(type), 4)
  out.set(data, 8)
  view.setUint32(out.length - 4, Bun.hash.crc32(out.subarray(4, out.length - 4)))
  return out
}

/**
 * Inserts an EXIF APP1 segment holding only an Orientation tag right after SOI, the way
 * cameras mark photos taken with the phone turned.
 */
export function withExifOrientation(jpeg: Uint8Array, orientation: number): Uint8Array {
  // TIFF header (big-endian "MM"), IFD0 at offset 8 with one SHORT entry 0x0112 = orientation.
  // prettier-ignore
  const tiff = [
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08,
    0x00, 0x01,
    0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00,
  ]
  const payload = [...new TextEncoder().encode('Exif\0\0'), ...tiff]
  const length = payload.length + 2
  const app1 = [0xff, 0xe1, length >> 8, length & 0xff, ...payload]
  return new Uint8Array([...jpeg.subarray(0, 2), ...app1, ...jpeg.subarray(2)])
}
