/**
 * What one reader of the change feed (CONTRACT §13) sees, and how a change is shown to it: the
 * resources its roles may read (narrowed by `resource=`), its site, the cursor it starts after
 * (410 when retention removed what followed it), and a stored change as a `Change` member.
 */
import type { Database } from 'bun:sqlite'
import { problem } from '../lib/problem'
import { changeCacheTags } from '../registry/cache-tags'
import { decide, readsChangesOf } from '../registry/policy'
import { serializeViewMember } from '../registry/serialize'
import type { ReadCtx } from '../registry/types'
import type { ViewDef } from '../registry/view'
import { RESOURCES } from '../resources'
import { adminChanges, publicChanges } from '../resources/changes'
import { inFeedGap, latestChange, prunedThrough, type ChangeFilter, type ChangeRow } from '../store/change-feed'
import type { RequestContext } from './context'

export const GONE_DETAIL = 'This change is no longer available; read the collection again.'

const byPath = new Map(RESOURCES.map((def) => [def.path, def]))

/** The feed of one request: what it lets through and how its members look. */
export type Reader = {
  filter: ChangeFilter
  view: ViewDef
  /** Users' emails are shown to those who may list users. */
  showsLabels: boolean
}

/** `resource=articles,pages` (or repeated, or `resource[]=`): the paths asked for; null: all. */
function narrowing(params: URLSearchParams): Set<string> | null {
  const values = [...params.getAll('resource'), ...params.getAll('resource[]')]
  if (values.length === 0) return null
  return new Set(values.flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean))
}

export function readerOf(rc: RequestContext, isPublic: boolean): Reader {
  const asked = narrowing(rc.url.params)
  const roles = rc.actor?.roles ?? []
  const resources = RESOURCES.filter((def) => (isPublic ? def.public !== undefined : readsChangesOf(def.access, roles)))
    .map((def) => def.path)
    .filter((path) => asked === null || asked.has(path))
  return {
    filter: { siteId: rc.site!.id, resources, public: isPublic },
    view: isPublic ? publicChanges : adminChanges,
    showsLabels: !isPublic && decide('admin', 'read', roles) === 'allow',
  }
}

/**
 * The cursor to start after: (streams) `Last-Event-ID`, else `?after=`; 0 is the beginning, null
 * none given (a collection then starts at the oldest kept change, a stream at the newest).
 * note: an EventSource reconnects to the URL it was opened with, `?after=` included, and adds the
 * header: the header is the later position.
 */
export function cursorOf(rc: RequestContext, header: boolean): number | null {
  const resumed = header ? rc.request.headers.get('last-event-id') : null
  const raw = resumed !== null && resumed.trim() !== '' ? resumed : rc.url.params.get('after')
  if (raw === null || raw.trim() === '') return null
  const value = raw.trim()
  if (!/^\d{1,15}$/.test(value)) throw problem.badRequest(`Invalid cursor "${value}".`)
  return Number(value)
}

/** 410 when retention removed changes after this cursor: the reader would miss them. */
export function checkKept(db: Database, after: number): void {
  // no cursor (0) reads from the oldest kept change: that is reading the collection again
  if (after > 0 && after < prunedThrough(db)) throw problem.gone(GONE_DETAIL)
  // past the newest: this database never had it (a restore of an older backup); reading on
  // from there would skip every change up to it without a word. The same for a cursor of the
  // changes a restore took away, once newer ones have been written (migration 0014)
  if (after > latestChange(db) || (after > 0 && inFeedGap(db, after))) throw problem.gone(GONE_DETAIL)
}

const CTX: ReadCtx = { locales: [], prefix: '/admin', relationIds: new Map(), embeds: new Map(), mediaUrls: () => ({}) }

/** One stored change as a member of the reader's feed. */
export function present(reader: Reader, row: ChangeRow): Record<string, unknown> {
  const def = byPath.get(row.resource) ?? { singular: row.resource, path: row.resource }
  const shown = { ...row, cacheTags: changeCacheTags(def, row.entityUuid), actorLabel: reader.showsLabels ? row.actorLabel : undefined }
  return serializeViewMember(reader.view, shown, CTX, '')
}
