/**
 * Media storage: the queries that are not generic CRUD (usage for the quota, lookup for file
 * delivery), and where a tenant's files live (`MediaStore`: the tenant folder or a bucket,
 * CONTRACT §15), behind the one `TenantFiles` shape (lib/file-store.ts).
 */
import type { Database } from 'bun:sqlite'
import type { S3Client } from 'bun'
import type { Config } from '../config'
import type { TenantFiles } from '../lib/file-store'
import type { Row } from '../registry/types'
import { LocalTenantFiles } from './media-local'
import { S3TenantFiles } from './media-s3'
import { listObjects, s3Client } from './s3'

export type { TenantFiles } from '../lib/file-store'

export type MediaUsage = { bytes: number; count: number }

/** Bytes of originals and variants, and items, over the whole tenant (every site). */
export function mediaUsage(db: Database): MediaUsage {
  return db.query('SELECT COALESCE(SUM(stored_bytes), 0) AS bytes, COUNT(*) AS count FROM media').get() as MediaUsage
}

/** What `filesOf` needs of every media row of the tenant (every site). */
export function mediaFileRows(db: Database): Row[] {
  return db.query('SELECT uuid, filename, mime_type, size, variants FROM media').all() as Row[]
}

/** A media row by uuid in any site of the tenant (files are served without a site). */
export function mediaByUuid(db: Database, uuid: string): Row | null {
  return (db.query('SELECT * FROM media WHERE uuid = ?').get(uuid) as Row | null) ?? null
}

/** Where a tenant's files are: its slug (object keys) and its media folder (local files, uploads in progress). */
export type MediaPlace = { slug: string; mediaDir: string }

export type MediaStore = {
  readonly kind: 'local' | 's3'
  /** The files of one tenant. One object per `place` object (an open tenant handle), so what it remembers goes with the handle. */
  files(place: MediaPlace): TenantFiles
  /** Removes every object of a tenant (its folder is removed with the tenant's folder). */
  removeTenant(slug: string): Promise<void>
  /** Resolves once background removals (after a media delete) have finished. */
  settled(): Promise<void>
}

class LocalMediaStore implements MediaStore {
  readonly kind = 'local'
  private readonly byPlace = new WeakMap<MediaPlace, TenantFiles>()

  files(place: MediaPlace): TenantFiles {
    let files = this.byPlace.get(place)
    if (!files) this.byPlace.set(place, (files = new LocalTenantFiles(place.mediaDir)))
    return files
  }

  async removeTenant(): Promise<void> {}

  async settled(): Promise<void> {}
}

class S3MediaStore implements MediaStore {
  readonly kind = 's3'
  private readonly byPlace = new WeakMap<MediaPlace, TenantFiles>()
  private readonly pending = new Set<Promise<unknown>>()

  constructor(
    private readonly client: S3Client,
    private readonly prefix: string,
  ) {}

  private readonly track = (work: Promise<unknown>) => {
    const settled = work.catch(() => {}).finally(() => this.pending.delete(settled))
    this.pending.add(settled)
  }

  /** `<prefix><tenant>/`; the slug was checked when the tenant was made, and is checked again here. */
  private base(slug: string): string {
    if (!/^[a-z0-9][a-z0-9-]{1,62}$/.test(slug)) throw new Error(`Not a tenant slug: ${JSON.stringify(slug)}`)
    return `${this.prefix}${slug}/`
  }

  files(place: MediaPlace): TenantFiles {
    let files = this.byPlace.get(place)
    if (!files) this.byPlace.set(place, (files = new S3TenantFiles(this.client, this.base(place.slug), this.track)))
    return files
  }

  async removeTenant(slug: string): Promise<void> {
    const objects = await listObjects(this.client, this.base(slug))
    for (const o of objects) await this.client.delete(o.key)
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending)
  }
}

/** The store `CMS_MEDIA_STORE` names. */
export function openMediaStore(config: Pick<Config, 'mediaStore' | 's3'>): MediaStore {
  if (config.mediaStore === 'local') return new LocalMediaStore()
  return new S3MediaStore(s3Client(config.s3), config.s3.prefix)
}
