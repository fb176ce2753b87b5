// Test images generated in code, so no binary fixtures live in the repo. Used by the tests
// and by compiled-check.ts (which must generate them inside the compiled executable).

import { crc32, deflateSync } from 'node:zlib'
import { GifWriter } from 'omggif'
import type { RgbaImage } from '../../src/lib/image'

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

/** Encodes a GIF with omggif's writer (the same package decodes GIFs in image.ts). */
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
 * A PNG assembled chunk by chunk, for colour types our PNG encoder never writes (it only
 * writes RGBA): e.g. palette (3) with tRNS, or greyscale (0). `rows` are unfiltered
 * scanlines at 8 bits per sample.
 */
export function rawPng(
  width: number,
  height: number,
  colorType: number,
  rows: Uint8Array,
  extra: [string, Uint8Array][] = [],
): Uint8Array {
  const ihdr = new Uint8Array(13)
  const view = new DataView(ihdr.buffer)
  view.setUint32(0, width)
  view.setUint32(4, height)
  ihdr.set([8, colorType, 0, 0, 0], 8) // bit depth 8, deflate, adaptive filter, no interlace
  const stride = rows.length / height
  const filtered = new Uint8Array(height * (stride + 1))
  for (let y = 0; y < height; y++)
    filtered.set(rows.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1)
  const chunks: [string, Uint8Array][] = [
    ['IHDR', ihdr],
    ...extra,
    ['IDAT', deflateSync(filtered)],
    ['IEND', new Uint8Array()],
  ]
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  return new Uint8Array([
    ...signature,
    ...chunks.flatMap(([type, data]) => [...pngChunk(type, data)]),
  ])
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typed = new Uint8Array([...new TextEncoder().encode(type), ...data])
  const out = new Uint8Array(typed.length + 8)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  out.set(typed, 4)
  view.setUint32(out.length - 4, crc32(typed))
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
