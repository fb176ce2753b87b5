/**
 * Media files in the tenant's folder (`<data>/tenants/<slug>/media/`), the default store. Files
 * are renamed into place, so a finished upload appears whole or not at all.
 */
import { readdirSync, realpathSync, renameSync, rmSync, statSync, type Stats } from 'node:fs'
import { join, sep } from 'node:path'
import { isPlainFileName, type ByteRange, type FileStat, type TenantFiles } from '../lib/file-store'

export type StoredFile = { path: string; stat: Stats }

/**
 * The file on disk for a name, or null. note: the real path must stay inside the tenant's media
 * folder, so a symlink planted there never leads elsewhere.
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

export class LocalTenantFiles implements TenantFiles {
  readonly kind = 'local'

  constructor(private readonly mediaDir: string) {}

  private resolve(name: string): StoredFile | null {
    return isPlainFileName(name) ? resolveStoredFileOnce(this, this.mediaDir, name) : null
  }

  private pathOf(name: string): string {
    if (!isPlainFileName(name)) throw new Error(`Not a media file name: ${JSON.stringify(name)}`)
    return join(this.mediaDir, name)
  }

  statNow(name: string): FileStat | null {
    const file = this.resolve(name)
    return file ? { size: file.stat.size, mtime: file.stat.mtime } : null
  }

  async stat(name: string): Promise<FileStat | null> {
    return this.statNow(name)
  }

  body(name: string, _length: number, range?: ByteRange): Blob {
    const file = this.resolve(name)
    if (!file) throw new Error(`No media file ${name}`)
    // note: Bun sends a file (or a slice of one) without reading it into memory
    const blob = Bun.file(file.path)
    return range ? blob.slice(range.start, range.end + 1) : blob
  }

  async bytes(name: string): Promise<Uint8Array> {
    const file = this.resolve(name)
    if (!file) throw new Error(`No media file ${name}`)
    return Bun.file(file.path).bytes()
  }

  async write(name: string, data: Uint8Array | Blob): Promise<void> {
    const path = this.pathOf(name)
    // written beside, then renamed: a reader never sees half a file
    const temp = join(this.mediaDir, `.upload-${crypto.randomUUID()}.part`)
    try {
      await Bun.write(temp, data)
      renameSync(temp, path)
    } finally {
      rmSync(temp, { force: true })
    }
  }

  async moveIn(files: [string, string][]): Promise<void> {
    for (const [from, name] of files) renameSync(from, this.pathOf(name))
  }

  async remove(names: string[]): Promise<void> {
    for (const name of names) if (isPlainFileName(name)) rmSync(join(this.mediaDir, name), { force: true })
  }

  async list(): Promise<string[]> {
    try {
      return readdirSync(this.mediaDir, { withFileTypes: true })
        .filter((e) => e.isFile() && isPlainFileName(e.name))
        .map((e) => e.name)
        .sort()
    } catch {
      return []
    }
  }

  presign(): null {
    return null
  }
}
