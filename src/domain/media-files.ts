/**
 * Where a media item's files live and how they are named (CONTRACT "Media"). Every file of an
 * item is named after the item's uuid: `<uuid>.<ext>` for the original, `<uuid>-<variant>.<ext>`
 * for variants, so a requested name leads to one row through the uuid index. Uploads in progress
 * are `.upload-<uuid>…` files in the same folder, so the final rename stays on one file system.
 */
import { readdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { TenantFiles } from '../lib/file-store'
import type { Variants } from './media-urls'
import type { Row } from '../registry/types'
import { logError } from '../lib/log'

const SERVED_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:-[a-z]+)?\.[a-z0-9]{1,5}$/

/** The uuid a served file name belongs to; null for anything else (paths, dots, encodings). */
export function uuidOfFileName(name: string): string | null {
  return SERVED_NAME.exec(name)?.[1] ?? null
}

export type UploadPaths = {
  key: string
  /** The original while it is received. */
  temp: string
  /** Prefix of variant files while they are made. */
  variantBase: string
}

/** How the files of an upload in progress start. */
export const UPLOAD_PREFIX = '.upload-'

export function uploadPaths(mediaDir: string, key: string): UploadPaths {
  return { key, temp: join(mediaDir, `${UPLOAD_PREFIX}${key}.part`), variantBase: join(mediaDir, `${UPLOAD_PREFIX}${key}`) }
}

export const originalName = (key: string, ext: string) => `${key}.${ext}`
export const variantName = (key: string, variant: string, ext: string) => `${key}-${variant}.${ext}`

/** Every stored file of a media row, with the type it is served as. */
export function filesOf(row: Row): { file: string; mime: string; bytes: number | null }[] {
  const variants = JSON.parse(row.variants ?? '{}') as Variants
  return [
    { file: row.filename as string, mime: row.mime_type as string, bytes: row.size as number },
    ...Object.values(variants).map((v) => ({ file: v.file, mime: v.mime, bytes: v.bytes })),
  ]
}


/** Removes `.upload-…` files older than `ageMs`: what a crash in the middle of an upload left. */
export function sweepStaleUploads(mediaDir: string, ageMs: number, now = Date.now()): void {
  for (const name of readdirSync(mediaDir)) {
    if (!name.startsWith(UPLOAD_PREFIX)) continue
    const path = join(mediaDir, name)
    try {
      if (statSync(path).mtimeMs < now - ageMs) rmSync(path, { force: true })
    } catch {
      // note: gone meanwhile (its upload finished); nothing to do
    }
  }
}

export function removeFiles(paths: string[]): void {
  for (const path of paths) rmSync(path, { force: true })
}

/**
 * Removes a deleted item's files. Local files go at once; objects in a bucket go in the
 * background (the store tracks them), since the row, and so every way to reach them, is gone.
 */
export function removeMediaFiles(files: TenantFiles, row: Row): void {
  files.remove(filesOf(row).map((f) => f.file)).catch((err) => {
    logError(`could not remove the files of media ${row.uuid}`, err)
  })
}

export { resolveStoredFileOnce, type StoredFile } from '../store/media-local'
