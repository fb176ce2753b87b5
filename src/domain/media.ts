/**
 * Media uploads and quota (CONTRACT "Media"). Transport-free: takes a received file on disk and
 * the metadata, decides its type from the bytes, makes image variants, checks the tenant's quota
 * and stores the row through the generic create, so revisions, events and version work as for
 * every resource. Files are moved into place (renamed, or written to the bucket) before the row
 * is committed, and taken back when it is not; a refused or failed upload leaves neither a file
 * nor a row.
 */
import { CODES, problem, violations } from '../lib/problem'
import { ImageError, MAX_PIXELS, canMakeVariants } from '../lib/image'
import { runImageJob, type ImageJobResult } from '../lib/image-job'
import { extensionFor, imageSize, sniffMime } from '../lib/sniff'
import type { ResourceDef } from '../registry/define'
import { mediaUsage } from '../store/media-store'
import { createItem, type Scope, type WriteResult } from '../store/repository'
import { originalName, removeFiles, type UploadPaths, variantName } from './media-files'
import type { Variants } from './media-urls'
import { MEDIA_TYPES } from '../lib/media-types'

const MB = 1024 * 1024

/** Symfony's File and Image constraint codes, as API Platform answers them. */
const FILE_CODES = {
  empty: '5d743385-9775-4aa5-8ff5-495fb1e60137',
  corrupted: '5d4163f3-648f-4e39-87fd-cc5ea7aad2d1',
  tooManyPixels: '1b06b97d-ae48-474e-978f-038a74854c43',
}

const round2 = (n: number) => Math.round(n * 100) / 100
const toMb = (bytes: number) => round2(bytes / MB)

export type QuotaInfo = { quota_mb: number; used_mb: number; available_mb: number; usage_percentage: number; media_count: number }

/** Spec 2.10. MB are MiB (1 048 576 bytes); figures are rounded to 0.01. */
export function quotaInfo(scope: Scope): QuotaInfo {
  const usage = mediaUsage(scope.db)
  const quotaBytes = scope.tenant.quotaMb * MB
  return {
    quota_mb: scope.tenant.quotaMb,
    used_mb: toMb(usage.bytes),
    available_mb: toMb(Math.max(0, quotaBytes - usage.bytes)),
    usage_percentage: round2((usage.bytes / quotaBytes) * 100),
    media_count: usage.count,
  }
}

function checkQuota(scope: Pick<Scope, 'db' | 'tenant'>, requiredBytes: number): void {
  const used = mediaUsage(scope.db).bytes
  const quotaBytes = scope.tenant.quotaMb * MB
  if (used + requiredBytes <= quotaBytes) return
  const available = Math.max(0, quotaBytes - used)
  throw problem.payloadTooLarge(
    `Storage quota exceeded: the upload needs ${toMb(requiredBytes)} MB and ${toMb(available)} MB of ${scope.tenant.quotaMb} MB are left.`,
    'Storage Quota Exceeded',
    {
      quota_mb: scope.tenant.quotaMb,
      used_mb: toMb(used),
      available_mb: toMb(available),
      required_mb: toMb(requiredBytes),
      // note: exact figures too, since 0.01 MB rounding hides a few kilobytes
      used_bytes: used,
      available_bytes: available,
      required_bytes: requiredBytes,
    },
  )
}

const fileViolation = (message: string, code: string) => violations([{ propertyPath: 'file', message, code }])

export type ReceivedFile = { filename: string; size: number; head: Uint8Array }

/** The body the generic create sees: the metadata fields of the form. */
export type MediaMetadata = { visibility?: unknown; alt?: unknown; focal_point?: unknown }

async function variantsFor(file: ReceivedFile, mime: string, paths: UploadPaths): Promise<ImageJobResult | null> {
  if (!canMakeVariants(mime)) {
    const size = imageSize(file.head, mime)
    return size ? { ...size, variants: [], placeholder: null } : null
  }
  // refused from the header, before any pixel is decoded (decompression bombs)
  const size = imageSize(file.head, mime)
  if (size && size.width * size.height > MAX_PIXELS) {
    throw fileViolation(`The image has too many pixels (${size.width * size.height} pixels). Maximum number expected is ${MAX_PIXELS} pixels.`, FILE_CODES.tooManyPixels)
  }
  try {
    return await runImageJob({ bytes: await Bun.file(paths.temp).bytes(), mime, outBase: paths.variantBase })
  } catch (err) {
    if (err instanceof ImageError) throw fileViolation('The image file is corrupted.', FILE_CODES.corrupted)
    throw err
  }
}

/**
 * Stores a received upload (already on disk at `paths.temp`) as a media item. The caller removes
 * `paths.temp` afterwards in any case; everything else this makes is moved or removed here.
 */
export async function createMedia(scope: Scope, def: ResourceDef, paths: UploadPaths, file: ReceivedFile | null, metadata: MediaMetadata): Promise<WriteResult> {
  if (!file) throw violations([{ propertyPath: 'file', message: 'This value should not be blank.', code: CODES.notBlank }])
  if (file.size === 0) throw fileViolation('An empty file is not allowed.', FILE_CODES.empty)
  const mime = sniffMime(file.head)
  if (!mime || !(MEDIA_TYPES as readonly string[]).includes(mime)) {
    throw problem.unsupportedMediaType('This file type is not allowed. Allowed: JPEG, PNG, WebP, GIF, AVIF, PDF, MP4, plain text and SVG.')
  }
  // cheap early refusal before any image work; the exact check (with variants) is in the write
  checkQuota(scope, file.size)
  const made: string[] = []
  try {
    const image = await variantsFor(file, mime, paths)
    made.push(...(image?.variants.map((v) => v.path) ?? []))
    const filename = originalName(paths.key, extensionFor(mime))
    const variants: Variants = {}
    const moves: [string, string][] = [[paths.temp, filename]]
    for (const v of image?.variants ?? []) {
      const name = variantName(paths.key, v.name, extensionFor(v.mime))
      variants[v.name] = { file: name, width: v.width, height: v.height, bytes: v.bytes, mime: v.mime }
      moves.push([v.path, name])
    }
    const storedBytes = file.size + (image?.variants.reduce((n, v) => n + v.bytes, 0) ?? 0)
    // the files are in place before the row is committed: a backup's snapshot, or a reader, that
    // sees the row finds its files (in a bucket they take a while to write). A refused write
    // takes them back; a crash in between leaves files no row names (app:tenant:media-check)
    const names = moves.map(([, name]) => name)
    await scope.tenant.files.moveIn(moves).catch(async (err) => {
      await scope.tenant.files.remove(names).catch(() => {})
      throw err
    })
    try {
      return createItem(scope, def, metadata, (_values, hc) => {
        // the row goes into the database the files went beside: a restore that swapped the
        // folder meanwhile has them in one place and the row in another (a 201, then nothing)
        if (hc.tenant.inPlace && !hc.tenant.inPlace()) throw tenantSwapped()
        // inside the write transaction, so two uploads cannot both take the last megabytes
        checkQuota({ db: hc.db, tenant: hc.tenant }, storedBytes)
        return {
          uuid: paths.key,
          filename,
          original_filename: file.filename,
          mime_type: mime,
          size: file.size,
          status: 'ready',
          width: image?.width ?? null,
          height: image?.height ?? null,
          stored_bytes: storedBytes,
          variants: JSON.stringify(variants),
          placeholder: image?.placeholder ?? null,
        }
      })
    } catch (err) {
      await scope.tenant.files.remove(names).catch(() => {})
      throw err
    }
  } catch (err) {
    // the tenant's folder went while the upload was received or stored (a restore swapped it, a
    // delete removed it): the part received, a variant or the folder itself is gone
    if ((err as { code?: unknown })?.code === 'ENOENT') throw tenantSwapped()
    throw err
  } finally {
    removeFiles(made)
  }
}

const tenantSwapped = () => problem.conflict("The tenant's files were replaced or removed while the upload was received (a restore or a delete); nothing was kept.")
