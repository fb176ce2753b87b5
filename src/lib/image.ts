// Image variants (thumbnail/medium) with Squoosh's WASM codecs via @jsquash.
//
// Why WASM and not sharp: sharp's native addon cannot be loaded from a `bun build --compile`
// executable, while WASM can. The .wasm files are imported `with { type: 'file' }`, so Bun
// embeds them in the executable and we instantiate them ourselves from Bun.file(); the
// packages' own loaders would fetch() a path next to their JS, which does not exist there.

import decodeJpeg, { init as initJpegDec } from '@jsquash/jpeg/decode.js'
import encodeJpeg, { init as initJpegEnc } from '@jsquash/jpeg/encode.js'
import decodePng, { init as initPng } from '@jsquash/png/decode.js'
import encodePng from '@jsquash/png/encode.js'
import resize, { initResize } from '@jsquash/resize'
import decodeWebp, { init as initWebpDec } from '@jsquash/webp/decode.js'
import encodeWebp, { init as initWebpEnc } from '@jsquash/webp/encode.js'
import { GifReader } from 'omggif'

import jpegDecWasm from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm' with { type: 'file' }
import jpegEncWasm from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm' with { type: 'file' }
// @ts-ignore the package's .wasm.d.ts types the wasm exports; a file import is a path
import pngWasm from '@jsquash/png/codec/pkg/squoosh_png_bg.wasm' with { type: 'file' }
// @ts-ignore the package's .wasm.d.ts types the wasm exports; a file import is a path
import resizeWasm from '@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm' with { type: 'file' }
import webpDecWasm from '@jsquash/webp/codec/dec/webp_dec.wasm' with { type: 'file' }
import webpEncWasm from '@jsquash/webp/codec/enc/webp_enc.wasm' with { type: 'file' }
import webpEncSimdWasm from '@jsquash/webp/codec/enc/webp_enc_simd.wasm' with { type: 'file' }

import { imageSize } from './sniff'

export type VariantName = 'thumbnail' | 'medium'

export type Variant = {
  name: VariantName
  bytes: Uint8Array
  mime: string
  width: number
  height: number
}

export type VariantResult = {
  width: number
  height: number
  variants: Variant[]
}

/** Thrown for data we cannot turn into variants; callers can map it to a 4xx. */
export class ImageError extends Error {
  override name = 'ImageError'
}

export const THUMBNAIL_WIDTH = 320
export const MEDIUM_WIDTH = 1024
export const QUALITY = 80
// Decoded RGBA costs 4 bytes/pixel, several times over (decoder heap, JS copy, resizer
// heap). 50 MP ≈ 200 MB per copy: enough for real cameras, refuses decompression bombs.
export const MAX_PIXELS = 50_000_000

/** RGBA8 image, row-major; structurally compatible with the DOM ImageData the codecs use. */
export type RgbaImage = {
  data: Uint8ClampedArray
  width: number
  height: number
}

/** The codecs' declared DOM ImageData; RgbaImage is the subset they actually read. */
type CodecImage = Parameters<typeof encodeJpeg>[0]

type Codec = {
  decode(bytes: Uint8Array): Promise<RgbaImage>
  encode?(image: RgbaImage): Promise<Uint8Array>
  /** Output format of variants when it differs from the input (GIF). */
  outputMime?: string
}

export const canMakeVariants = (mime: string): boolean => CODECS.has(mime)

export async function makeVariants(bytes: Uint8Array, mime: string): Promise<VariantResult> {
  const original = await decodeImage(bytes, mime)
  const outMime = codecFor(mime).outputMime ?? mime
  const variants: Variant[] = []
  // Medium first: the thumbnail is then downscaled from it, which is ~3x cheaper than
  // from the original and visually the same at thumbnail size.
  let source = original
  if (original.width > MEDIUM_WIDTH) {
    source = await resizeToWidth(original, MEDIUM_WIDTH)
    variants.push(await encodeVariant('medium', source, outMime))
  }
  const thumb = await resizeToWidth(source, Math.min(THUMBNAIL_WIDTH, original.width))
  variants.unshift(await encodeVariant('thumbnail', thumb, outMime))
  return { width: original.width, height: original.height, variants }
}

/** Decodes to RGBA (JPEG EXIF orientation applied; GIF first frame). Throws ImageError. */
export async function decodeImage(bytes: Uint8Array, mime: string): Promise<RgbaImage> {
  const codec = codecFor(mime)
  checkPixelBudget(bytes, mime)
  let image: RgbaImage
  lastCodecMessage = ''
  try {
    image = await codec.decode(bytes)
  } catch (err) {
    throw new ImageError(`Could not decode ${mime} image: ${describe(err)}`, { cause: err })
  }
  if (!(image.width > 0 && image.height > 0)) {
    throw new ImageError(`Could not decode ${mime} image: empty result`)
  }
  return image
}

/** Encodes RGBA as JPEG/PNG/WebP at QUALITY (PNG is lossless). */
export async function encodeImage(image: RgbaImage, mime: string): Promise<Uint8Array> {
  const encode = CODECS.get(mime)?.encode
  if (!encode) throw new ImageError(`Cannot encode ${mime}`)
  return encode(image)
}

// ---------------------------------------------------------------------------------------
// Pipeline steps

function codecFor(mime: string): Codec {
  const codec = CODECS.get(mime)
  if (!codec) throw new ImageError(`Cannot make variants of ${mime}`)
  return codec
}

function checkPixelBudget(bytes: Uint8Array, mime: string): void {
  const size = imageSize(bytes, mime)
  // Unknown size is left to the decoder, which rejects what it cannot parse.
  if (size && size.width * size.height > MAX_PIXELS) {
    throw new ImageError(
      `Image too large: ${size.width}x${size.height} exceeds ${MAX_PIXELS} pixels`,
    )
  }
}

function describe(err: unknown): string {
  // Emscripten codecs report libjpeg/libwebp errors on stderr and then throw a bare
  // ExitStatus ("exit(1)"), so the captured stderr line is the informative part.
  if (lastCodecMessage) return lastCodecMessage
  // wasm-bindgen decoders (PNG) fail with an internal "`unwrap_throw` failed".
  if (err instanceof Error && !err.message.includes('unwrap_throw')) return err.message
  return 'corrupt or unsupported data'
}

function heightFor(image: RgbaImage, width: number): number {
  return Math.max(1, Math.round((image.height * width) / image.width))
}

async function resizeToWidth(image: RgbaImage, width: number): Promise<RgbaImage> {
  if (width >= image.width) return image // never upscale
  await ready('resize')
  const height = heightFor(image, width)
  const options = {
    width,
    height,
    method: 'lanczos3' as const,
    // Gamma-space filtering like sharp/libvips defaults; linear light is ~2x slower here.
    linearRGB: false,
    // Premultiplying prevents dark fringes at transparent edges but costs ~25%, so it is
    // only done when there is transparency at all.
    premultiply: hasTransparency(image),
  }
  return resize(standalone(image) as CodecImage, options) as Promise<RgbaImage>
}

function hasTransparency({ data }: RgbaImage): boolean {
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return true
  return false
}

async function encodeVariant(name: VariantName, image: RgbaImage, mime: string): Promise<Variant> {
  const bytes = await encodeImage(image, mime)
  return { name, bytes, mime, width: image.width, height: image.height }
}

/**
 * The resizer reads `data.buffer` whole, so a view into a larger buffer (e.g. a decoder
 * output slice) must be copied into its own buffer first.
 */
function standalone(image: RgbaImage): RgbaImage {
  const { data } = image
  if (data.byteOffset === 0 && data.byteLength === data.buffer.byteLength) return image
  return { data: new Uint8ClampedArray(data), width: image.width, height: image.height }
}

/** Codec APIs take a whole ArrayBuffer; copy only when `bytes` is a view into a larger one. */
function arrayBufferOf(bytes: Uint8Array): ArrayBuffer {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
  return (whole ? bytes.buffer : bytes.slice().buffer) as ArrayBuffer
}

// ---------------------------------------------------------------------------------------
// Codecs

const CODEC_TABLE: Record<string, Codec> = {
  'image/jpeg': {
    async decode(bytes) {
      await ready('jpegDec')
      // Apply EXIF orientation so phone photos are not sideways in thumbnails.
      return decodeJpeg(arrayBufferOf(bytes), { preserveOrientation: true }) as Promise<RgbaImage>
    },
    async encode(image) {
      await ready('jpegEnc')
      // Baseline: progressive scan optimisation costs ~2.4x the time for ~3% smaller files.
      const options = { quality: QUALITY, progressive: false }
      return new Uint8Array(await encodeJpeg(image as CodecImage, options))
    },
  },
  'image/png': {
    async decode(bytes) {
      await ready('png')
      return decodePng(arrayBufferOf(bytes)) as Promise<RgbaImage>
    },
    async encode(image) {
      await ready('png')
      return new Uint8Array(await encodePng(image as CodecImage))
    },
  },
  'image/webp': {
    async decode(bytes) {
      // libwebp's still-image decoder rejects animations; say so instead of "Decoding error".
      if (isAnimatedWebp(bytes)) throw new Error('animated WebP is not supported')
      await ready('webpDec')
      return decodeWebp(arrayBufferOf(bytes)) as Promise<RgbaImage>
    },
    async encode(image) {
      await ready('webpEnc')
      return new Uint8Array(await encodeWebp(image as CodecImage, { quality: QUALITY }))
    },
  },
  // GIF variants are WebP: same transparency, far smaller than PNG, and we need no GIF
  // encoder (a still GIF thumbnail would be stuck with a 256-colour palette).
  'image/gif': {
    decode: async (bytes) => decodeGifFirstFrame(bytes),
    outputMime: 'image/webp',
  },
}

// A Map, so that inherited names like 'constructor' are never mistaken for a codec.
const CODECS = new Map(Object.entries(CODEC_TABLE))

// VP8X header: flags byte at offset 20, bit 1 = animation.
export function isAnimatedWebp(bytes: Uint8Array): boolean {
  const chunk = String.fromCharCode(...bytes.subarray(12, 16))
  return chunk === 'VP8X' && ((bytes[20] ?? 0) & 0x02) !== 0
}

/** First frame composited on the logical screen, like a browser shows before animating. */
function decodeGifFirstFrame(bytes: Uint8Array): RgbaImage {
  const reader = new GifReader(bytes)
  if (reader.numFrames() === 0) throw new Error('GIF has no frames')
  const { width, height } = reader
  const data = new Uint8ClampedArray(width * height * 4)
  reader.decodeAndBlitFrameRGBA(0, data)
  return { data, width, height }
}

// ---------------------------------------------------------------------------------------
// WASM loading: each module is compiled once, on first use of its codec.

// Bun has no ImageData global, and the codecs construct one for every result.
ensureImageData()

type WasmName = 'jpegDec' | 'jpegEnc' | 'png' | 'resize' | 'webpDec' | 'webpEnc'

/** Last stderr line of an Emscripten codec: the only place libjpeg says what went wrong. */
let lastCodecMessage = ''

// Keeps codec warnings ("Premature end of JPEG file") off the server's stderr; the last
// one is reported in the ImageError if decoding then fails.
const EMSCRIPTEN_OPTIONS = {
  print: () => {},
  printErr: (message: string) => {
    lastCodecMessage = message
  },
}

type InitWithModule = (module: WebAssembly.Module, options: object) => Promise<unknown>

const INITIALIZERS: Record<WasmName, () => Promise<unknown>> = {
  // Emscripten modules take a compiled WebAssembly.Module and instantiate it synchronously.
  jpegDec: async () => initEmscripten(initJpegDec, await compile(jpegDecWasm)),
  jpegEnc: async () => initEmscripten(initJpegEnc, await compile(jpegEncWasm)),
  webpDec: async () => initEmscripten(initWebpDec, await compile(webpDecWasm)),
  webpEnc: async () => initEmscripten(initWebpEnc, await compileWebpEncoder()),
  // wasm-bindgen modules accept a WebAssembly.Module as their init input.
  png: async () => initPng(await compile(pngWasm)),
  resize: async () => initResize(await compile(resizeWasm)),
}

// The packages' typings omit the (module, options) overload their JS implements.
function initEmscripten(init: unknown, module: WebAssembly.Module): Promise<unknown> {
  return (init as InitWithModule)(module, EMSCRIPTEN_OPTIONS)
}

const pending = new Map<WasmName, Promise<unknown>>()

function ready(name: WasmName): Promise<unknown> {
  let p = pending.get(name)
  if (!p) {
    p = INITIALIZERS[name]()
    // A failed init is not cached, so a transient failure does not disable a codec forever.
    p.catch(() => pending.delete(name))
    pending.set(name, p)
  }
  return p
}

async function compile(path: string): Promise<WebAssembly.Module> {
  return WebAssembly.compile(await Bun.file(path).arrayBuffer())
}

/**
 * @jsquash/webp picks its SIMD or plain JS glue by feature detection, and the .wasm we hand
 * it must match that glue. Validating the SIMD binary answers the same question.
 */
async function compileWebpEncoder(): Promise<WebAssembly.Module> {
  const simd = await Bun.file(webpEncSimdWasm).arrayBuffer()
  if (WebAssembly.validate(simd)) return WebAssembly.compile(simd)
  return compile(webpEncWasm)
}

function ensureImageData(): void {
  const g = globalThis as { ImageData?: unknown }
  g.ImageData ??= class ImageData {
    constructor(
      public data: Uint8ClampedArray,
      public width: number,
      public height: number,
    ) {}
  }
}
