/** One image's variants and placeholder, from the original's bytes to files on disk. */
import { rmSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { extensionFor, imageSize } from './sniff'
import { isAnimatedWebp, makeVariants } from './image'
import { makePlaceholder } from './image-transform'
import { lowerPoolPriority } from './pool-priority'

export type ImageJob = {
  /** The uploaded original. */
  bytes: Uint8Array
  mime: string
  /** Variants are written to `<outBase>-<name>.<ext>`: a path the server made, never one a client gave. */
  outBase: string
}

export type VariantFile = { name: string; mime: string; width: number; height: number; bytes: number; path: string }

export type ImageJobResult = {
  width: number
  height: number
  variants: VariantFile[]
  /** ThumbHash data: URL (CONTRACT §12), null when none could be made. */
  placeholder: string | null
}

/** Makes the variants of one image; rejects with ImageError when the data is no usable image. */
export async function runImageJob(job: ImageJob): Promise<ImageJobResult> {
  const { bytes } = job
  // note: libwebp's still decoder refuses animations; keep the original, measured, unresized
  if (job.mime === 'image/webp' && isAnimatedWebp(bytes)) {
    const size = imageSize(bytes, job.mime)
    return { width: size?.width ?? 0, height: size?.height ?? 0, variants: [], placeholder: null }
  }
  lowerPoolPriority()
  const result = await makeVariants(bytes, job.mime)
  // the pool may have started threads for this job
  lowerPoolPriority()
  const variants = result.variants.map((v) => ({
    name: v.name,
    mime: v.mime,
    width: v.width,
    height: v.height,
    bytes: v.bytes.length,
    path: `${job.outBase}-${v.name}.${extensionFor(v.mime)}`,
  }))
  // from the smallest variant (the same picture at a fraction of the decode), while the files are written
  const smallest = result.variants[0]
  const placeholder = smallest ? makePlaceholder(smallest.bytes, smallest.mime) : Promise.resolve(null)
  const writes = await Promise.allSettled(result.variants.map((v, i) => writeFile(variants[i]!.path, v.bytes)))
  const failed = writes.find((w) => w.status === 'rejected')
  if (failed) {
    // note: a write that found no room leaves a partial file; nothing of a failed job stays
    await placeholder.catch(() => null)
    for (const v of variants) rmSync(v.path, { force: true })
    throw failed.reason
  }
  try {
    return { width: result.width, height: result.height, variants, placeholder: await placeholder }
  } catch (err) {
    for (const v of variants) rmSync(v.path, { force: true })
    throw err
  }
}
