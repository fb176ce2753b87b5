/**
 * Image variants (thumbnail 320 px wide, medium 1024 px when wider) with `Bun.Image`:
 * libjpeg-turbo, spng, libwebp and SIMD resizing, built into the runtime (so into the compiled
 * binary, with nothing to embed) and run off the JavaScript thread, so a large photo does not
 * hold other requests while it is decoded.
 *
 * note: `Bun.Image` reads a path string from disk; only bytes are ever given to it here.
 */
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
// Decoded RGBA costs 4 bytes a pixel: 50 MP ≈ 200 MB, enough for real cameras, and refuses
// decompression bombs.
export const MAX_PIXELS = 50_000_000
// Lanczos with two lobes: as sharp as three at these downscales (closer to a full-resolution
// Lanczos-3 reference than Lanczos-3 from the reduced JPEG decode, measured), fewer ringing
// artefacts, and half the taps.
const FILTER: Bun.Image.Filter = 'lanczos2'

type Codec = {
  /** What `metadata().format` says for this type. */
  format: Bun.Image.Format
  /** Format of the variants. */
  outputMime: string
  encode: (image: Bun.Image) => Bun.Image
}

const jpeg = (image: Bun.Image) => image.jpeg({ quality: QUALITY })
const webp = (image: Bun.Image) => image.webp({ quality: QUALITY })

// A Map, so that inherited names like 'constructor' are never mistaken for a codec.
const CODECS = new Map<string, Codec>([
  ['image/jpeg', { format: 'jpeg', outputMime: 'image/jpeg', encode: jpeg }],
  ['image/png', { format: 'png', outputMime: 'image/png', encode: (image) => image.png() }],
  ['image/webp', { format: 'webp', outputMime: 'image/webp', encode: webp }],
  // GIF variants are WebP: same transparency, far smaller than PNG, and there is no GIF encoder
  // (a still GIF thumbnail would be stuck with a 256-colour palette). The first frame is used.
  ['image/gif', { format: 'gif', outputMime: 'image/webp', encode: webp }],
])

export const canMakeVariants = (mime: string): boolean => CODECS.has(mime)

/** Makes the variants of one image; rejects with ImageError when the data is no usable image. */
export async function makeVariants(bytes: Uint8Array, mime: string): Promise<VariantResult> {
  const codec = CODECS.get(mime)
  if (!codec) throw new ImageError(`Cannot make variants of ${mime}`)
  checkPixelBudget(bytes, mime)
  // libwebp's still-image decoder refuses animations; say so instead of "decode failed"
  if (mime === 'image/webp' && isAnimatedWebp(bytes)) {
    throw new ImageError('Could not decode image/webp image: animated WebP is not supported')
  }
  // the header only, with EXIF orientation applied (a phone photo taken upright is tall)
  const { width, height, format } = await run(mime, open(bytes).metadata())
  if (format !== codec.format) throw new ImageError(`Could not decode ${mime} image: it is ${format}`)
  const variant = async (name: VariantName, source: Uint8Array, w: number): Promise<Variant> => {
    const h = Math.max(1, Math.round((height * w) / width))
    const out = await run(mime, codec.encode(open(source).resize(w, h, { filter: FILTER })).bytes())
    return { name, bytes: out, mime: codec.outputMime, width: w, height: h }
  }
  if (width <= MEDIUM_WIDTH) {
    const thumbnail = await variant('thumbnail', bytes, Math.min(THUMBNAIL_WIDTH, width))
    return { width, height, variants: [thumbnail] }
  }
  // One decode for both variants: the original at about the medium's size, as uncompressed
  // pixels (a PNG without compression: a copy, no deflate); the medium and the thumbnail are
  // then made from them side by side. Before, the thumbnail came from the encoded medium, after it.
  const mediumHeight = Math.max(1, Math.round((height * MEDIUM_WIDTH) / width))
  const size = decodeSize(mime, bytes, { width, height }, { width: MEDIUM_WIDTH, height: mediumHeight })
  const pixels = await run(mime, open(bytes).resize(size.width, size.height, { filter: FILTER }).png({ compressionLevel: 0 }).bytes())
  const [thumbnail, medium] = await Promise.all([
    variant('thumbnail', pixels, THUMBNAIL_WIDTH),
    variant('medium', pixels, MEDIUM_WIDTH),
  ])
  return { width, height, variants: [thumbnail, medium] }
}

type Size = { width: number; height: number }

/**
 * What to decode an original to for a variant of `target` size. libjpeg-turbo decodes a JPEG at
 * M/8 of its size, and Bun.Image takes the smallest M/8 that is not below the target, then
 * resizes. When the next smaller scale falls short of the target by at most STRETCH, decoding to
 * it and stretching the last few per cent is much cheaper: for a 4000 px photo and the 1024 px
 * medium, 1/4 (1000 px, SIMD inverse DCT) instead of 3/8 (1500 px, plain C), the pixels in
 * 54-57 ms instead of 70-81 ms (bench photo, in process), while what a 1024 px JPEG at quality 80
 * shows stays the same (docs/media.md, "Variants"). Anything else, and an EXIF-rotated photo (Bun
 * compares the target with the stored, unrotated size), is decoded to the target itself.
 */
export const STRETCH = 1.05
function decodeSize(mime: string, bytes: Uint8Array, upright: Size, target: Size): Size {
  const stored = mime === 'image/jpeg' ? imageSize(bytes, mime) : null
  if (!stored || stored.width !== upright.width || stored.height !== upright.height) return target
  for (let m = 7; m >= 1; m--) {
    const scaled = { width: Math.ceil((stored.width * m) / 8), height: Math.ceil((stored.height * m) / 8) }
    if (scaled.width >= target.width && scaled.height >= target.height) continue
    const closeEnough = scaled.width * STRETCH >= target.width && scaled.height * STRETCH >= target.height
    return closeEnough ? scaled : target
  }
  return target
}

// VP8X header: flags byte at offset 20, bit 1 = animation.
export function isAnimatedWebp(bytes: Uint8Array): boolean {
  const chunk = String.fromCharCode(...bytes.subarray(12, 16))
  return chunk === 'VP8X' && ((bytes[20] ?? 0) & 0x02) !== 0
}

const open = (bytes: Uint8Array) => new Bun.Image(bytes, { maxPixels: MAX_PIXELS })

/** Refused from the header, before any pixel is decoded, with the sizes in the message. */
function checkPixelBudget(bytes: Uint8Array, mime: string): void {
  const size = imageSize(bytes, mime)
  // Unknown size is left to Bun.Image, which applies the same limit when it reads the header.
  if (size && size.width * size.height > MAX_PIXELS) {
    throw new ImageError(`Image too large: ${size.width}x${size.height} exceeds ${MAX_PIXELS} pixels`)
  }
}

const DECODE_ERRORS = new Set([
  'ERR_IMAGE_DECODE_FAILED',
  'ERR_IMAGE_UNKNOWN_FORMAT',
  'ERR_IMAGE_FORMAT_UNSUPPORTED',
])

/** Runs `work` with Bun.Image's input errors mapped to ImageError (transforms, placeholders). */
export const mapImageErrors = <T>(mime: string, work: () => Promise<T>): Promise<T> => run(mime, Promise.resolve().then(work))

/** Maps Bun.Image's input errors to ImageError; anything else (encode, I/O) stays as it is. */
async function run<T>(mime: string, work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (err) {
    const code = (err as { code?: unknown })?.code
    if (code === 'ERR_IMAGE_TOO_MANY_PIXELS') {
      throw new ImageError(`Image too large: exceeds ${MAX_PIXELS} pixels`, { cause: err })
    }
    if (typeof code === 'string' && DECODE_ERRORS.has(code)) {
      const reason = (err as Error).message.replace(/^Image: /, '')
      throw new ImageError(`Could not decode ${mime} image: ${reason}`, { cause: err })
    }
    throw err
  }
}
