/** One image's variants, from a file on disk to files on disk. */
import { rmSync } from 'node:fs'
import { extensionFor, imageSize } from './sniff'
import { isAnimatedWebp, makeVariants } from './image'
import { makePlaceholder } from './image-transform'

export type ImageJob = {
  /** The uploaded original: a path the server made, never one a client gave. */
  src: string
  mime: string
  /** Variants are written to `<outBase>-<name>.<ext>`. */
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
  const bytes = await Bun.file(job.src).bytes()
  // note: libwebp's still decoder refuses animations; keep the original, measured, unresized
  if (job.mime === 'image/webp' && isAnimatedWebp(bytes)) {
    const size = imageSize(bytes, job.mime)
    return { width: size?.width ?? 0, height: size?.height ?? 0, variants: [], placeholder: null }
  }
  const result = await makeVariants(bytes, job.mime)
  const variants: VariantFile[] = []
  let path = ''
  try {
    for (const v of result.variants) {
      path = `${job.outBase}-${v.name}.${extensionFor(v.mime)}`
      await Bun.write(path, v.bytes)
      variants.push({ name: v.name, mime: v.mime, width: v.width, height: v.height, bytes: v.bytes.length, path })
    }
  } catch (err) {
    // note: a write that found no room leaves a partial file; nothing of a failed job stays
    for (const file of [...variants.map((v) => v.path), path]) rmSync(file, { force: true })
    throw err
  }
  // from the smallest variant: the same picture at a fraction of the decode
  const smallest = result.variants[0]
  const placeholder = smallest ? await makePlaceholder(smallest.bytes, smallest.mime) : null
  return { width: result.width, height: result.height, variants, placeholder }
}
