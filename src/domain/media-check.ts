/**
 * A tenant's stored media files against what its media rows name (`app:tenant:media-check`).
 * An upload commits its row before its files go in, and a delete removes the files after its
 * row, so a file no row names is one a delete could not remove (a bucket that failed the
 * request, a crash in between) or a leftover of an interrupted restore; a file a row names that
 * is not stored is a crash between an upload's row and its files. Orphans only cost space;
 * `removeOrphans` takes those older than a given age and still named by no row.
 */
import type { Database } from 'bun:sqlite'
import type { FileStat, TenantFiles } from '../lib/file-store'
import type { Row } from '../registry/types'
import { mediaFileRows } from '../store/media-store'
import { filesOf } from './media-files'

export type Orphan = { name: string } & FileStat
export type MediaCheck = {
  items: number
  /** Files the rows name (originals and variants). */
  referenced: number
  stored: number
  orphans: Orphan[]
  /** Files a row names that the store does not hold, with the item's uuid. */
  missing: { item: string; name: string }[]
}

/** Names of the files the media rows name, each with its item's uuid. */
function namesOf(rows: Row[]): Map<string, string> {
  const names = new Map<string, string>()
  for (const row of rows) for (const f of filesOf(row)) names.set(f.file, row.uuid as string)
  return names
}

export async function checkMedia(db: Database, files: TenantFiles): Promise<MediaCheck> {
  const rows = mediaFileRows(db)
  const referenced = namesOf(rows)
  const stored = await files.list()
  const held = new Set(stored)
  const orphans: Orphan[] = []
  for (const name of stored) {
    if (referenced.has(name)) continue
    const stat = await files.stat(name)
    // note: gone since the listing (a delete finishing): nothing to report
    if (stat) orphans.push({ name, ...stat })
  }
  const missing = [...referenced].filter(([name]) => !held.has(name)).map(([name, item]) => ({ item, name }))
  return { items: rows.length, referenced: referenced.size, stored: stored.length, orphans, missing }
}

/**
 * Removes the orphans last modified before `before` (ms since the epoch) that no row names now
 * (the rows are read again: a restore may have brought one back). Returns what went.
 */
export async function removeOrphans(db: Database, files: TenantFiles, orphans: Orphan[], before: number): Promise<Orphan[]> {
  const referenced = namesOf(mediaFileRows(db))
  const going = orphans.filter((o) => o.mtime.getTime() < before && !referenced.has(o.name))
  await files.remove(going.map((o) => o.name))
  return going
}
