/**
 * Image transforms on delivery (CONTRACT §12): the query parameters, what they resolve to for one
 * original, and the work itself with `Bun.Image`. Pure: no files, no cache, no HTTP.
 */
import { lowerPoolPriority } from './pool-priority'
import { cropPng } from './png-crop'
import { ImageError, MAX_PIXELS, isAnimatedWebp, mapImageErrors } from './image'
import { problem } from './problem'

export type OutputFormat = 'jpeg' | 'png' | 'webp'
export type Fit = 'cover' | 'inside'
export type FocalPoint = { x: number; y: number }

/** What the query asked for, checked but not yet applied to an original. */
export type TransformRequest = { w: number | null; h: number | null; fit: Fit | null; fm: OutputFormat | 'auto' | null; q: number | null }

export type TransformRules = {
  mode: 'any' | 'presets' | 'none'
  max: number
  presets: Readonly<Record<string, { w: number | null; h: number | null }>>
}

/** What one original becomes: exact output size, crop, format and quality. */
export type TransformPlan = {
  width: number
  height: number
  /** The resized size before the crop, and the crop; null when nothing is cut off. */
  crop: { resizeWidth: number; resizeHeight: number; left: number; top: number } | null
  format: OutputFormat
  quality: number
  /** The format depends on the Accept header (`fm=auto`): responses say `Vary: Accept`. */
  negotiated: boolean
}

export const TRANSFORM_PARAMS = ['w', 'h', 'fit', 'fm', 'q', 'p'] as const
export const DEFAULT_QUALITY = 80
/** The originals a transform can read: GIF gives its first frame. */
export const TRANSFORMABLE = new Map<string, OutputFormat>([
  ['image/jpeg', 'jpeg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  // no GIF encoder: without `fm`, a GIF's transforms are PNG (lossless, keeps transparency)
  ['image/gif', 'png'],
])
export const MIME_OF: Record<OutputFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }
export const EXTENSION_OF: Record<OutputFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' }

const FITS: readonly string[] = ['cover', 'inside']
const FORMATS: readonly string[] = ['jpeg', 'png', 'webp', 'auto']

/** True when the query holds any transform parameter (even an empty or invalid one). */
export const hasTransformParams = (params: URLSearchParams) => TRANSFORM_PARAMS.some((name) => params.has(name))

function single(params: URLSearchParams, name: string): string | null {
  const values = params.getAll(name)
  if (values.length > 1) throw problem.badRequest(`The "${name}" parameter may be given once.`)
  return values[0] ?? null
}

function integer(params: URLSearchParams, name: string, max: number): number | null {
  const raw = single(params, name)
  if (raw === null) return null
  const n = /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : NaN
  if (!(n <= max)) throw problem.badRequest(`The "${name}" parameter must be an integer from 1 to ${max}, "${raw}" given.`)
  return n
}

function oneOf<T extends string>(params: URLSearchParams, name: string, allowed: readonly string[]): T | null {
  const raw = single(params, name)
  if (raw === null) return null
  if (!allowed.includes(raw)) throw problem.badRequest(`The "${name}" parameter must be one of ${allowed.join(', ')}, "${raw}" given.`)
  return raw as T
}

/**
 * The transform a query asks for; null when it has no transform parameter. Any other value, or a
 * parameter the mode does not allow, is a 400. A preset (`p`) stands for `w`/`h` and may be
 * combined with `fm` only, and only in `any` mode.
 */
export function parseTransform(params: URLSearchParams, rules: TransformRules): TransformRequest | null {
  if (!hasTransformParams(params)) return null
  const given = TRANSFORM_PARAMS.filter((name) => params.has(name))
  if (rules.mode === 'none') throw problem.badRequest(`Image transforms are disabled on this server (${given.join(', ')} given).`)
  const preset = single(params, 'p')
  if (rules.mode === 'presets' && preset === null) {
    throw problem.badRequest(`Only presets (?p=) are allowed on this server: ${presetList(rules)}.`)
  }
  // CONTRACT §12: in `presets` mode only `?p=`, so the cache holds one result per preset
  const besides = given.filter((name) => name !== 'p')
  if (rules.mode === 'presets' && besides.length > 0) {
    throw problem.badRequest(`Only presets (?p=) are allowed on this server, with no other transform parameter (${besides.join(', ')} given).`)
  }
  const fm = oneOf<OutputFormat | 'auto'>(params, 'fm', FORMATS)
  if (preset !== null) {
    const extra = given.filter((name) => name !== 'p' && name !== 'fm')
    if (extra.length > 0) throw problem.badRequest(`A preset (?p=) may be combined with "fm" only (${extra.join(', ')} given).`)
    const size = Object.hasOwn(rules.presets, preset) ? rules.presets[preset] : undefined
    if (!size) throw problem.badRequest(`Unknown preset "${preset}": ${presetList(rules)}.`)
    return { w: size.w, h: size.h, fit: null, fm, q: null }
  }
  return {
    w: integer(params, 'w', rules.max),
    h: integer(params, 'h', rules.max),
    fit: oneOf<Fit>(params, 'fit', FITS),
    fm,
    q: integer(params, 'q', 100),
  }
}

const presetList = (rules: TransformRules) => {
  const names = Object.keys(rules.presets)
  return names.length === 0 ? 'none is defined' : `one of ${names.join(', ')}`
}

/** Does an Accept header take WebP? (an explicit `image/webp` without `q=0`) */
export function acceptsWebp(accept: string | null): boolean {
  if (!accept) return false
  return accept.split(',').some((part) => {
    const [type, ...params] = part.split(';').map((s) => s.trim().toLowerCase())
    return type === 'image/webp' && !params.some((p) => /^q=0(\.0*)?$/.test(p))
  })
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n))

/**
 * The exact result of a request on an original of `width`×`height`. Nothing is ever enlarged: a
 * single side is capped at the original's; a `cover` box larger than the original shrinks, its
 * aspect ratio kept, until it fits; `inside` never scales up.
 */
export function planTransform(req: TransformRequest, original: { width: number; height: number; mime: string }, accept: string | null, focal: FocalPoint): TransformPlan {
  const { width: ow, height: oh } = original
  const source = TRANSFORMABLE.get(original.mime)
  if (!source) throw new ImageError(`Cannot transform ${original.mime}`)
  const negotiated = req.fm === 'auto'
  const format: OutputFormat = req.fm === 'auto' ? (acceptsWebp(accept) ? 'webp' : source) : (req.fm ?? source)
  const base = { format, quality: req.q ?? DEFAULT_QUALITY, negotiated, crop: null }
  if (req.w !== null && req.h !== null && (req.fit ?? 'cover') === 'cover') {
    const shrink = Math.min(1, ow / req.w, oh / req.h)
    const bw = clamp(Math.floor(req.w * shrink), 1, ow)
    const bh = clamp(Math.floor(req.h * shrink), 1, oh)
    const scale = Math.max(bw / ow, bh / oh)
    const rw = clamp(Math.round(ow * scale), bw, ow)
    const rh = clamp(Math.round(oh * scale), bh, oh)
    if (rw === bw && rh === bh) return { ...base, width: bw, height: bh }
    const left = clamp(Math.round(focal.x * rw - bw / 2), 0, rw - bw)
    const top = clamp(Math.round(focal.y * rh - bh / 2), 0, rh - bh)
    return { ...base, width: bw, height: bh, crop: { resizeWidth: rw, resizeHeight: rh, left, top } }
  }
  const scale = Math.min(1, req.w !== null ? req.w / ow : 1, req.h !== null ? req.h / oh : 1)
  return { ...base, width: clamp(Math.round(ow * scale), 1, ow), height: clamp(Math.round(oh * scale), 1, oh) }
}

/** A name for the result, the same for every request that gives the same bytes. */
export function planKey(plan: TransformPlan): string {
  const crop = plan.crop ? `-${plan.crop.resizeWidth}x${plan.crop.resizeHeight}+${plan.crop.left}+${plan.crop.top}` : ''
  const quality = plan.format === 'png' ? '' : `-q${plan.quality}`
  return `${plan.width}x${plan.height}${crop}${quality}.${EXTENSION_OF[plan.format]}`
}

const encode = (image: Bun.Image, plan: TransformPlan) =>
  plan.format === 'jpeg' ? image.jpeg({ quality: plan.quality }) : plan.format === 'webp' ? image.webp({ quality: plan.quality }) : image.png()

const open = (bytes: Uint8Array) => new Bun.Image(bytes, { maxPixels: MAX_PIXELS })

/** Makes the transform of `bytes` (an original of `mime`); rejects with ImageError on unusable data. */
export async function makeTransform(bytes: Uint8Array, mime: string, plan: TransformPlan): Promise<Uint8Array> {
  if (mime === 'image/webp' && isAnimatedWebp(bytes)) throw new ImageError('Animated WebP images cannot be transformed')
  lowerPoolPriority()
  return mapImageErrors(mime, async () => {
    if (!plan.crop) return encode(open(bytes).resize(plan.width, plan.height), plan).bytes()
    // Bun.Image has no crop: resize to cover the box, cut the box out of a raw PNG, encode that
    const { resizeWidth, resizeHeight, left, top } = plan.crop
    const covering = await open(bytes).resize(resizeWidth, resizeHeight).png({ compressionLevel: 0 }).bytes()
    const cut = cropPng(covering, { left, top, width: plan.width, height: plan.height })
    return encode(open(cut), plan).bytes()
  })
}

/**
 * The ThumbHash placeholder of an image as a data: URL of at most `maxBytes`, or null. Bun's
 * rendering is a truecolour PNG of up to 32 px, 1.0 to 2.2 KB as a data: URL for ordinary photos
 * (measured); an indexed PNG of the same pixels (64, else 24 colours; a blur needs few) keeps it
 * under 1 KiB, and a WebP is the last resort.
 */
export async function makePlaceholder(bytes: Uint8Array, mime: string, maxBytes = 1024): Promise<string | null> {
  const url = await mapImageErrors(mime, () => open(bytes).placeholder())
  if (url.length <= maxBytes) return url
  const pixels = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64')
  for (const [type, encode] of [
    ['png', (image: Bun.Image) => image.png({ palette: true, colors: 64 })],
    ['png', (image: Bun.Image) => image.png({ palette: true, colors: 24 })],
    ['webp', (image: Bun.Image) => image.webp({ quality: 60 })],
  ] as const) {
    const smaller = `data:image/${type};base64,${(await encode(new Bun.Image(pixels)).buffer()).toString('base64')}`
    if (smaller.length <= maxBytes) return smaller
  }
  return null
}
