/**
 * Backups off the box (CONTRACT §15): `app:tenant:backup --out s3://<bucket>/<key>` and
 * `app:tenant:restore <slug> s3://<bucket>/<key>`, with the service's S3 settings. The archive is
 * the same as on disk; it is staged in the data folder (same disk as the data, no /tmp size limit)
 * and only then sent, so a failed upload leaves no half archive in the bucket.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { S3Settings } from '../config'
import { parseS3Url } from '../lib/s3-url'
import { lockFolder, sweepStaging } from '../store/folder-lock'
import type { MediaStore } from '../store/media-store'
import type { Registry } from '../store/registry-db'
import { isMissing, s3Client, s3Failure } from '../store/s3'
import { backupTenant, defaultBackupName, restoreTenant, type RestoreOptions, type RestoreResult } from './backup'
import { OperatorError } from './tenants'

export const isS3Url = (location: string) => location.startsWith('s3://')

/** `s3://bucket/key` → parts; a key ending in `/` (or none) gets the default archive name. */
export function s3Location(url: string, slug: string, now = new Date()): { bucket: string; key: string } {
  const location = parseS3Url(url)
  if (!location) throw new OperatorError(`Invalid S3 location "${url}": expected s3://<bucket>/<key>, without empty, "." or ".." segments.`)
  const { bucket, key } = location
  return { bucket, key: key === '' || key.endsWith('/') ? `${key}${defaultBackupName(slug, now)}` : key }
}

/** Staging folders, `<data>/.s3-transfer-*`: each holds a copy of a tenant's database while it is in use. */
const TRANSFER_PREFIX = '.s3-transfer-'

export type Transfer = { dir: string; close: () => void }

/**
 * A new staging folder, locked by this process while in use (so no sweep of another removes it);
 * `close` removes it. The folders of processes that no longer run go first.
 */
export function openTransfer(dataDir: string): Transfer {
  sweepTransfers(dataDir)
  const dir = mkdtempSync(join(dataDir, TRANSFER_PREFIX))
  const lock = lockFolder(dir)
  return {
    dir,
    close: () => {
      rmSync(dir, { recursive: true, force: true })
      lock.release()
    },
  }
}

/**
 * Removes the staging folders that a process stopped before it could (a crash, kill -9, a stop
 * that could not wait), never one that a running process (`serve`, a CLI backup beside it) holds.
 */
export const sweepTransfers = (dataDir: string, now = Date.now()): void => sweepStaging(dataDir, TRANSFER_PREFIX, now)

/**
 * Refuses an archive key among the tenants' media objects: the media prefix of the media bucket
 * (with no prefix, a folder named as a tenant). There an archive would be taken for a media file:
 * listed as an orphan (which `media-check --remove-orphans` deletes), copied into the next
 * backup, removed with the tenant.
 */
export function assertOutsideMedia(registry: Registry, s3: S3Settings, media: MediaStore | undefined, bucket: string, key: string): void {
  if (media?.kind !== 's3' || bucket !== s3.bucket) return
  const inside = s3.prefix !== '' ? key.startsWith(s3.prefix) : registry.bySlug(key.split('/')[0]!) !== undefined
  if (inside) throw new OperatorError(`s3://${bucket}/${key} is among the tenants' media (CMS_S3_PREFIX "${s3.prefix}"); put backups under another prefix or bucket.`)
}

export type S3BackupResult = { url: string; bytes: number; mediaFiles: number; skipped: string[] }

/** Backs a tenant up into a bucket. */
export async function backupTenantToS3(
  registry: Registry,
  slug: string,
  url: string,
  /** `staging`: a folder the caller opened (`openTransfer`) and removes; else one of its own. */
  deps: { s3: S3Settings; media?: MediaStore; now?: Date; staging?: string },
): Promise<S3BackupResult> {
  const { bucket, key } = s3Location(url, slug, deps.now)
  assertOutsideMedia(registry, deps.s3, deps.media, bucket, key)
  const client = s3Client(deps.s3, bucket)
  // as for a file: an earlier archive is never overwritten, checked before any work
  let taken: boolean
  try {
    taken = await client.exists(key)
  } catch (err) {
    throw new OperatorError(`Could not reach s3://${bucket}/${key}: ${s3Failure(err)}.`)
  }
  if (taken) throw new OperatorError(`s3://${bucket}/${key} already exists; choose another --out.`)
  const own = deps.staging === undefined ? openTransfer(registry.dataDir) : null
  const dir = deps.staging ?? own!.dir
  try {
    const local = await backupTenant(registry, slug, { out: join(dir, key.split('/').at(-1)!), now: deps.now, media: deps.media })
    try {
      await client.write(key, Bun.file(local.file))
    } catch (err) {
      throw new OperatorError(`Could not write s3://${bucket}/${key}: ${s3Failure(err)}.`)
    }
    return { url: `s3://${bucket}/${key}`, bytes: local.bytes, mediaFiles: local.mediaFiles, skipped: local.skipped }
  } finally {
    own?.close()
  }
}

/** Restores a tenant from an archive in a bucket. */
export async function restoreTenantFromS3(
  registry: Registry,
  slug: string,
  url: string,
  deps: { s3: S3Settings; media?: MediaStore },
  opts: RestoreOptions = {},
): Promise<RestoreResult & { bytes: number }> {
  const location = parseS3Url(url)
  if (!location) throw new OperatorError(`Invalid S3 location "${url}": expected s3://<bucket>/<key>.`)
  const { bucket, key } = location
  if (key === '' || key.endsWith('/')) throw new OperatorError(`Name the archive to restore, not a folder: ${url}`)
  const transfer = openTransfer(registry.dataDir)
  try {
    const file = join(transfer.dir, key.split('/').at(-1)!)
    try {
      await Bun.write(file, s3Client(deps.s3, bucket).file(key))
    } catch (err) {
      if (isMissing(err)) throw new OperatorError(`No backup at s3://${bucket}/${key}.`)
      throw new OperatorError(`Could not read s3://${bucket}/${key}: ${s3Failure(err)}.`)
    }
    const result = await restoreTenant(registry, slug, file, { ...opts, media: deps.media })
    return { ...result, bytes: statSync(file).size }
  } finally {
    transfer.close()
  }
}
