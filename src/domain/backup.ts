/**
 * Tenant backup and restore (CONTRACT §2 `app:tenant:backup`, `app:tenant:restore`).
 *
 * An archive is a tar (gzip optional) holding exactly `cms.db` and `media/...`, the same layout
 * as `<data>/tenants/<slug>/` (CONTRACT §1), so it also unpacks by hand with `tar -xf`. With media
 * in a bucket (CMS_MEDIA_STORE=s3), the tenant's objects are the `media/` members, and a restore
 * writes them back as objects: an archive moves between the two stores.
 *
 * Backup is online: `VACUUM INTO` copies the database from one read snapshot while `serve` keeps
 * writing from its own process (WAL). Restore validates everything in a staging folder beside
 * the tenants, then swaps folders and bumps the registry `generation`, which a running server
 * compares on each request to reopen the tenant (see TenantPool.acquire).
 */
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { faultOf } from '../lib/faults'
import { isPlainFileName } from '../lib/file-store'
import { gunzipFile, gzipFile, isGzipFile } from '../lib/gzip'
import { extractTar, readTarEntries, TarFormatError, TarWriter, type TarEntry } from '../lib/tar'
import { newUuid } from '../lib/uuid'
import { TRANSFORM_CACHE_DIR } from './media-transforms'
import { UPLOAD_PREFIX } from './media-files'
import { describe, migrate, TENANT_MIGRATIONS, unknownMigrations } from '../store/migrate'
import { catchUpIndex } from '../store/search-index'
import { latestChange, recordFeedGap } from '../store/change-feed'
import type { Registry, Tenant } from '../store/registry-db'
import { firstSiteName } from '../store/sites'
import type { MediaStore, TenantFiles } from '../store/media-store'
import { closeDatabase, hasTable, integrityProblems, openDatabase, schemaVersion, vacuumInto } from '../store/sqlite'
import { tenantDir } from '../store/tenant-db'
import { assertQuota, assertTenantName, assertTenantSlug, OperatorError, requireTenant } from './tenants'
import { lockFolder, sweepStaging } from '../store/folder-lock'

const DB_MEMBER = 'cms.db'
const MEDIA = 'media'

export type BackupResult = { file: string; bytes: number; mediaFiles: number; skipped: string[] }

/** `<slug>-20261122T100000Z.tar.gz`: sortable, and no `:` for file systems that refuse it. */
export function defaultBackupName(slug: string, now = new Date()): string {
  return `${slug}-${now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}.tar.gz`
}

const isCode = (err: unknown, code: string) => (err as NodeJS.ErrnoException)?.code === code

/** Adds `dir` under `name`, depth first in a stable order. Files that vanish meanwhile are skipped. */
function addTree(writer: TarWriter, dir: string, name: string, skipped: string[]): number {
  let files = 0
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))
  } catch (err) {
    if (isCode(err, 'ENOENT')) return 0
    throw err
  }
  for (const entry of entries) {
    // transformed images are a cache, made again on demand
    if (name === MEDIA && entry.name === TRANSFORM_CACHE_DIR) continue
    // an upload in progress, or one a stopped server cut off: never a media file
    if (name === MEDIA && entry.name.startsWith(UPLOAD_PREFIX)) continue
    const path = join(dir, entry.name)
    const member = `${name}/${entry.name}`
    if (entry.isDirectory()) {
      writer.addDirectory(member)
      files += addTree(writer, path, member, skipped)
    } else if (entry.isFile()) {
      try {
        writer.addFile(member, path)
        files++
      } catch (err) {
        // note: a file deleted while we walk (DELETE /admin/media) is not worth failing a backup
        if (!isCode(err, 'ENOENT')) throw err
        skipped.push(member)
      }
    }
    // anything else (links, sockets) is not the service's and stays out of the archive
  }
  return files
}

/** Adds the tenant's objects in a bucket under `media/`; objects deleted meanwhile are skipped. */
async function addObjects(writer: TarWriter, files: TenantFiles, skipped: string[]): Promise<number> {
  let count = 0
  for (const name of await files.list()) {
    const stat = await files.stat(name)
    const bytes = stat ? await files.bytes(name).catch(() => null) : null
    if (!stat || !bytes) {
      skipped.push(`${MEDIA}/${name}`)
      continue
    }
    writer.addBytes(`${MEDIA}/${name}`, bytes, { mode: 0o644, mtime: Math.floor(stat.mtime.getTime() / 1000) })
    count++
  }
  return count
}

export type BackupOptions = {
  out?: string
  now?: Date
  /** Where the tenant's media files are (default: its folder). */
  media?: MediaStore
}

/**
 * Writes a consistent archive of one tenant: its database as of one snapshot, then its media
 * (folder or objects). Safe while `serve` runs. The archive appears under its final name only
 * when complete.
 */
export async function backupTenant(registry: Registry, slug: string, opts: BackupOptions = {}): Promise<BackupResult> {
  const tenant = requireTenant(registry, slug)
  if (tenant.status === 'deleted') throw new OperatorError(`Tenant "${slug}" is being deleted.`)
  const dir = tenantDir(registry.dataDir, slug)
  const source = join(dir, DB_MEMBER)
  if (!existsSync(source)) throw new OperatorError(`The database of tenant "${slug}" is missing (${source}).`)
  const file = resolve(opts.out ?? defaultBackupName(slug, opts.now))
  if (existsSync(file)) throw new OperatorError(`${file} already exists; choose another --out.`)
  const gzip = /\.(t?gz)$/i.test(file)
  mkdirSync(dirname(file), { recursive: true })
  // staging beside the output: same file system for the final rename, and no /tmp size limit
  const staging = mkdtempSync(join(dirname(file), `.${basename(file)}.`))
  try {
    const snapshot = join(staging, DB_MEMBER)
    vacuumInto(source, snapshot)
    const tar = join(staging, 'archive.tar')
    const fd = openSync(tar, 'wx', 0o600)
    const skipped: string[] = []
    let mediaFiles: number
    try {
      const writer = new TarWriter(fd)
      // owner-only, as the archive: a restore (or a `tar -x`) gives the file this mode
      writer.addFile(DB_MEMBER, snapshot, { mode: 0o600 })
      writer.addDirectory(MEDIA)
      // note: files made after the snapshot may be in the archive too; they belong to no row and are never served
      mediaFiles =
        opts.media?.kind === 's3'
          ? await addObjects(writer, opts.media.files({ slug, mediaDir: join(dir, MEDIA) }), skipped)
          : addTree(writer, join(dir, MEDIA), MEDIA, skipped)
      writer.finish()
    } finally {
      closeSync(fd)
    }
    const partial = join(staging, 'archive.out')
    if (gzip) await gzipFile(tar, partial)
    else renameSync(tar, partial)
    renameSync(partial, file)
    return { file, bytes: statSync(file).size, mediaFiles, skipped }
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

// ---------------------------------------------------------------- restore

/**
 * What an archive may hold: `cms.db` (a file) and `media` with files and folders below it.
 * Absolute paths, `..`, `.`, empty segments, backslashes, links and devices are refused, so
 * nothing is ever written outside the staging folder.
 */
export function checkMembers(entries: TarEntry[]): void {
  const seen = new Set<string>()
  for (const e of entries) {
    const name = e.name
    const shown = JSON.stringify(name)
    if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) throw new OperatorError(`Refusing archive member ${shown}: absolute path.`)
    const parts = name.split('/')
    if (name.includes('\\') || name.includes('\0') || parts.some((p) => p === '..' || p === '.' || p === '')) {
      throw new OperatorError(`Refusing archive member ${shown}: unsafe path.`)
    }
    if (e.type === 'other') throw new OperatorError(`Refusing archive member ${shown}: only files and folders may be restored.`)
    const allowed = name === DB_MEMBER ? e.type === 'file' : name === MEDIA ? e.type === 'directory' : parts[0] === MEDIA
    if (!allowed) throw new OperatorError(`Refusing archive member ${shown}: a backup holds only ${DB_MEMBER} and ${MEDIA}/.`)
    if (seen.has(name)) throw new OperatorError(`Refusing archive member ${shown}: it appears twice.`)
    seen.add(name)
  }
  if (!seen.has(DB_MEMBER)) throw new OperatorError(`The archive holds no ${DB_MEMBER}; is it a tenant backup?`)
}

/** `tar -C <folder> -cf x.tar .` writes `./cms.db`, `./media/…` and `./`: the same members. */
const memberName = (name: string) => name.replace(/^(\.\/)+/, '')

function withoutDotPrefix(entries: TarEntry[]): TarEntry[] {
  return entries
    .map((e) => ({ ...e, name: memberName(e.name) }))
    .filter((e) => !(e.type === 'directory' && (e.name === '' || e.name === '.')))
}

/** Unpacks a checked archive into `target` (which must not exist). Returns the media file count. */
/** `fn`, a full disk said as such: nothing is wrong with the archive (its unpacked copy is cut short). */
async function withRoom<T>(dir: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (err) {
    if (faultOf(err) === 'no-space') throw new OperatorError(`No space left under ${dir} to unpack the archive; nothing was changed. Free some space and run the restore again.`)
    throw err
  }
}

function unpack(archive: string, target: string): number {
  let entries: TarEntry[]
  try {
    entries = withoutDotPrefix(readTarEntries(archive))
  } catch (err) {
    if (err instanceof TarFormatError) throw new OperatorError(`Not a valid backup archive: ${err.message.replace(/^tar: /, '')}.`)
    throw err
  }
  checkMembers(entries)
  mkdirSync(join(target, MEDIA), { recursive: true })
  const checked = new Set(entries.map((e) => e.name))
  extractTar(archive, (e) => {
    const name = memberName(e.name)
    return checked.has(name) ? join(target, ...name.split('/')) : null
  })
  return entries.filter((e) => e.type === 'file' && e.name !== DB_MEMBER).length
}

/** Changes a running server may write while a restore runs, past the newest the restore read. */
const CURSOR_MARGIN = 1000

/**
 * Records in the restored database the cursors of the replaced one's changes it does not hold:
 * clients may have them, and must resync (410) rather than read on as if nothing was lost.
 */
function keepCursorsApart(replaced: string, restored: string): void {
  let newest = 0
  if (existsSync(replaced)) {
    const db = openDatabase(replaced)
    try {
      newest = latestChange(db)
    } finally {
      closeDatabase(db)
    }
  }
  const db = openDatabase(restored)
  try {
    recordFeedGap(db, newest + CURSOR_MARGIN)
  } finally {
    closeDatabase(db)
  }
}

/** Integrity check, schema sanity and pending migrations on the restored database. */
function prepareDatabase(file: string): { applied: string[]; siteName: string | null } {
  let db
  try {
    db = openDatabase(file)
  } catch (err) {
    throw new OperatorError(`The archive's ${DB_MEMBER} cannot be opened: ${(err as Error).message}`)
  }
  try {
    const problems = integrityProblems(db)
    if (problems) {
      throw new OperatorError(`The archive's ${DB_MEMBER} failed PRAGMA integrity_check: ${problems.slice(0, 3).join('; ')}`)
    }
    const user_version = schemaVersion(db)
    if (user_version > TENANT_MIGRATIONS.length) {
      throw new OperatorError(`The archive comes from a newer cms (schema ${user_version}, this one knows ${TENANT_MIGRATIONS.length}); upgrade first.`)
    }
    const unknown = unknownMigrations(db, TENANT_MIGRATIONS)
    if (unknown.length) throw new OperatorError(`The archive comes from a newer cms (it has ${describe(unknown)}, which this one does not know); upgrade first.`)
    const hasSites = hasTable(db, 'sites')
    if (user_version === 0 || !hasSites) throw new OperatorError(`The archive's ${DB_MEMBER} is not a cms tenant database.`)
    const applied = migrate(db, TENANT_MIGRATIONS)
    // writes the copy caught mid-way still wait for the search index: brought up to date here, so
    // a restored tenant searches fully (and its backlog metric reads 0) before any write to it
    catchUpIndex(db)
    return { applied, siteName: firstSiteName(db) }
  } catch (err) {
    if (err instanceof OperatorError) throw err
    // "file is not a database", "database disk image is malformed"…
    throw new OperatorError(`The archive's ${DB_MEMBER} is not a usable database: ${(err as Error).message}`)
  } finally {
    closeDatabase(db)
  }
}

/** Writes the unpacked media files to the bucket and removes them from the folder; returns their names. */
async function moveToBucket(objects: TenantFiles, mediaDir: string): Promise<Set<string>> {
  const names = new Set<string>()
  for (const entry of readdirSync(mediaDir, { withFileTypes: true })) {
    // note: only plain file names become keys; anything else stays in the folder, as it would locally
    if (!entry.isFile() || !isPlainFileName(entry.name)) continue
    await objects.moveIn([[join(mediaDir, entry.name), entry.name]])
    names.add(entry.name)
  }
  return names
}

export type RestoreOptions = {
  /** Replace an existing tenant (CONTRACT §2: only with --force). */
  force?: boolean
  /** Where the tenant's media files go (default: its folder). */
  media?: MediaStore
  /** Name of a new tenant; default: the name of its first site (created from the tenant name). */
  name?: string
  quotaMb?: number
}

export type RestoreResult = { tenant: Tenant; replaced: boolean; mediaFiles: number; applied: string[] }

/**
 * Restores an archive as tenant `slug`: a new tenant, or (with `force`) a replacement whose
 * registry record keeps its id, name and quota. Nothing of the tenant changes unless every
 * check passes; a running server serves the restored data from its next request on.
 */
export async function restoreTenant(registry: Registry, slug: string, archive: string, opts: RestoreOptions = {}): Promise<RestoreResult> {
  assertTenantSlug(slug)
  if (opts.name !== undefined) assertTenantName(opts.name)
  if (opts.quotaMb !== undefined) assertQuota(opts.quotaMb)
  const file = resolve(archive)
  if (!existsSync(file) || !statSync(file).isFile()) throw new OperatorError(`No backup file at ${file}.`)
  const existing = registry.bySlug(slug)
  const dir = tenantDir(registry.dataDir, slug)
  if (existing && !opts.force) throw new OperatorError(`Tenant "${slug}" already exists; pass --force to replace it with the backup.`)
  if (existing?.status === 'deleted') throw new OperatorError(`Tenant "${slug}" is being deleted.`)
  if (!existing && existsSync(dir) && !opts.force) throw new OperatorError(`The folder ${dir} already exists; remove it or pass --force.`)

  const tenantsRoot = dirname(dir)
  mkdirSync(tenantsRoot, { recursive: true })
  // what a restore stopped before it could remove left (a crash, kill -9: a whole tenant's copy)
  sweepStaging(tenantsRoot, RESTORE_PREFIX)
  // note: a dot name can never be a tenant slug, and the same file system makes renames atomic
  const staging = mkdtempSync(join(tenantsRoot, `${RESTORE_PREFIX}${slug}-`))
  const lock = lockFolder(staging)
  try {
    const { content, mediaFiles, applied, siteName } = await withRoom(tenantsRoot, async () => {
      let tar = file
      if (isGzipFile(file)) {
        tar = join(staging, 'archive.tar')
        try {
          await gunzipFile(file, tar)
        } catch (err) {
          if (faultOf(err) === 'no-space') throw err
          throw new OperatorError(`Not a valid backup archive: ${(err as Error).message}.`)
        }
      }
      const content = join(staging, 'tenant')
      const mediaFiles = unpack(tar, content)
      return { content, mediaFiles, ...prepareDatabase(join(content, DB_MEMBER)) }
    })
    // objects first: their names are new uuids or the same files, so the running tenant is unaffected
    const objects = opts.media?.kind === 's3' ? opts.media.files({ slug, mediaDir: join(dir, MEDIA) }) : null
    const restored = objects ? await moveToBucket(objects, join(content, MEDIA)) : null

    // cursors of the changes this restore takes away answer 410 for good (migration 0014)
    if (existing) keepCursorsApart(join(dir, DB_MEMBER), join(content, DB_MEMBER))

    // swap: the old folder moves aside, the restored one takes its place, then the registry
    // records it; bumping last means a server can never pin the old files to the new generation
    const old = join(staging, 'old')
    if (existsSync(dir)) renameSync(dir, old)
    renameSync(content, dir)
    const now = Date.now()
    let tenant: Tenant
    try {
      // next_publish_at and webhook_due_at = now: the workers recompute them from the restored
      // content, so scheduled items and pending deliveries in the archive are not forgotten
      if (existing) {
        registry.update(slug, {
          generation: existing.generation + 1,
          nextPublishAt: now,
          webhookDueAt: now,
          ...(opts.name ? { name: opts.name.trim() } : {}),
          ...(opts.quotaMb !== undefined ? { quotaMb: opts.quotaMb } : {}),
        })
        tenant = registry.bySlug(slug)!
      } else {
        const name = opts.name?.trim() || siteName || slug
        tenant = registry.insert({ uuid: newUuid(), slug, name, status: 'active', quotaMb: opts.quotaMb ?? 1024, createdAt: now, nextPublishAt: now, webhookDueAt: now })
      }
    } catch (err) {
      renameSync(dir, content)
      if (existsSync(old)) renameSync(old, dir)
      throw err
    }
    // then the objects the restored database does not know: the replaced tenant's
    if (objects && restored) await objects.remove((await objects.list()).filter((name) => !restored.has(name)))
    return { tenant, replaced: existing !== undefined, mediaFiles, applied }
  } finally {
    rmSync(staging, { recursive: true, force: true })
    lock.release()
  }
}

/** Restores' working folders, `<data>/tenants/.restore-<slug>-*`, each locked by its process. */
export const RESTORE_PREFIX = '.restore-'
