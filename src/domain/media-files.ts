/**
 * Where a media item's files live and how they are named (CONTRACT "Media"). Every file of an
 * item is named after the item's uuid: `<uuid>.<ext>` for the original, `<uuid>-<variant>.<ext>`
 * for variants, so a requested name leads to one row through the uuid index. Uploads in progress
 * are `.upload-<uuid>…` files in the same folder, so the final rename stays on one file system.
 */
import { readdirSync, realpathSync, renameSync, rmSync, statSync, type Stats } from 'node:fs'
import { join, sep } from 'node:path'
import type { Variants } from './media-urls'
import type { Row } from '../registry/types'

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

export function uploadPaths(mediaDir: string, key: string): UploadPaths {
  return { key, temp: join(mediaDir, `.upload-${key}.part`), variantBase: join(mediaDir, `.upload-${key}`) }
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

/** Moves finished files into place: `[from, to]` pairs, `to` relative to the media folder. */
export function moveIntoPlace(mediaDir: string, moves: [string, string][]): void {
  for (const [from, to] of moves) renameSync(from, join(mediaDir, to))
}

/** Removes `.upload-…` files older than `ageMs`: what a crash in the middle of an upload left. */
export function sweepStaleUploads(mediaDir: string, ageMs: number, now = Date.now()): void {
  for (const name of readdirSync(mediaDir)) {
    if (!name.startsWith('.upload-')) continue
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

export function removeMediaFiles(mediaDir: string, row: Row): void {
  removeFiles(filesOf(row).map((f) => join(mediaDir, f.file)))
}

export type StoredFile = { path: string; stat: Stats }

/**
 * The file on disk for a name known to the row, or null. note: the real path must stay inside
 * the tenant's media folder, so a symlink planted there never leads elsewhere.
 */
function resolveStoredFile(mediaDir: string, name: string, root = realpathSync(mediaDir)): StoredFile | null {
  try {
    const path = realpathSync(join(mediaDir, name))
    if (!path.startsWith(root + sep)) return null
    const stat = statSync(path)
    return stat.isFile() ? { path, stat } : null
  } catch {
    return null
  }
}

/** How long a resolved file is trusted before it is looked at again (an operator may touch the folder). */
const RECHECK_MS = 5_000
const MAX_REMEMBERED = 10_000
type Remembered = { root: string; files: Map<string, { file: StoredFile; at: number }> }
const remembered = new WeakMap<object, Remembered>()

/**
 * `resolveStoredFile` remembered per `owner` (one open tenant handle: a restore or a re-created
 * tenant opens a new one, so nothing outlives the files it describes). Safe because a name never
 * changes content: a new upload is a new uuid, and a deleted item's row is gone before its files,
 * so callers that look the row up first never reach a stale entry. Half of a thumbnail request's
 * time went to the two `realpath` calls (bench/README.md, workload h).
 */
export function resolveStoredFileOnce(owner: object, mediaDir: string, name: string, now = Date.now()): StoredFile | null {
  let cache = remembered.get(owner)
  if (!cache) {
    try {
      cache = { root: realpathSync(mediaDir), files: new Map() }
    } catch {
      return null
    }
    remembered.set(owner, cache)
  }
  const hit = cache.files.get(name)
  if (hit && now - hit.at < RECHECK_MS) return hit.file
  const file = resolveStoredFile(mediaDir, name, cache.root)
  if (!file) {
    cache.files.delete(name)
    return null
  }
  if (cache.files.size >= MAX_REMEMBERED) cache.files.clear()
  cache.files.set(name, { file, at: now })
  return file
}
