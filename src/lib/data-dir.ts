import { mkdirSync, statSync } from 'node:fs'

/** Creates the data directory when absent; one clear line when the path is something else. */
export function ensureDataDir(dataDir: string): void {
  const notUsable = (why: string) => new Error(`The data directory ${dataDir} ${why} (--data or CMS_DATA_DIR).`)
  let isDir: boolean
  try {
    const stat = statSync(dataDir, { throwIfNoEntry: false })
    if (stat) isDir = stat.isDirectory()
    else {
      mkdirSync(dataDir, { recursive: true })
      isDir = true
    }
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    throw notUsable(code === 'ENOTDIR' || code === 'EEXIST' ? 'is inside a file, not a directory' : code === 'EACCES' || code === 'EPERM' ? 'cannot be created: permission denied' : `cannot be created: ${(err as Error).message}`)
  }
  if (!isDir) throw notUsable('is not a directory')
}
