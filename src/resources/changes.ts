/**
 * The change feed (CONTRACT §13): the outbox read as `Change`s, oldest first, after a cursor.
 * `/admin/changes` names every write a reader may see; `/public/changes` what the public saw:
 * an item appearing or changing (`upsert`) or going (`remove`). The routes page by cursor
 * (http/change-routes.ts); the members are shaped here like every view's.
 */
import { toIso } from '../lib/time'
import { f } from '../registry/fields'
import { Nullable, Type } from '../registry/schema'
import { defineView } from '../registry/view'
import { actorField } from './audit-log'
import type { Row } from '../registry/types'

/**
 * The rows these views serialise: a stored change (store/change-feed.ts) with its cache tags and
 * the actor's label when the reader may see it.
 */
const common = {
  cursor: f.computed((row) => String(row.id), Type.String({ description: 'Opaque and increasing: pass it as `after` or `Last-Event-ID` to continue after this change' })),
  resource: f.computed((row) => row.resource, Type.String({ description: 'The resource path, e.g. articles' })),
}

const tail = {
  version: f.computed((row) => row.version ?? null, Nullable(Type.Integer()), { description: "The item's version after the change (before it, for a deletion)" }),
  occurred_at: f.computed((row) => toIso(row.occurredAt), Type.String({ format: 'date-time' })),
  cache_tags: f.computed((row) => row.cacheTags, Type.Array(Type.String()), {
    description: 'The cache tags whose responses the change makes stale (the `Cache-Tag` values of /public responses)',
  }),
}

const id = { of: (row: Row) => row.uuid, schema: Type.String({ format: 'uuid' }), description: 'The event id (also the `id` of webhook payloads)' }

export const adminChanges = defineView({
  type: 'Change',
  path: 'changes',
  tag: 'Changes',
  summary: 'Lists the changes after a cursor, oldest first',
  description: 'One write, as the change feed tells it: which item, which event, by whom, and what it makes stale.',
  access: 'content',
  site: true,
  from: 'events t',
  iri: (row) => `/admin/changes/${row.uuid}`,
  id,
  fields: {
    ...common,
    event: f.computed((row) => row.event, Type.String({ description: 'e.g. article.updated' })),
    item: f.computed((row) => `/admin/${row.resource}/${row.entityUuid}`, Type.String({ format: 'iri-reference' })),
    actor: actorField((row) => ({ type: row.actorType, id: row.actorId, label: row.actorLabel })),
    ...tail,
  },
  defaultOrder: [['id', 'asc']],
})

export const publicChanges = defineView({
  type: 'PublicChange',
  path: 'changes',
  tag: 'Public changes',
  summary: 'Lists what the public saw change after a cursor, oldest first',
  description: 'An item that became visible or changed while visible (`upsert`), or stopped being visible (`remove`).',
  access: 'content',
  site: true,
  from: 'events t',
  iri: (row) => `/public/changes/${row.uuid}`,
  id,
  fields: {
    ...common,
    event: f.computed((row) => row.publicChange, Type.String({ enum: ['upsert', 'remove'] })),
    item: f.computed((row) => `/public/${row.resource}/${row.entityUuid}`, Type.String({ format: 'iri-reference' })),
    slug: f.computed((row) => row.publicKey ?? null, Nullable(Type.String()), { description: 'The item as /public names it (`/public/articles/{slug}`)' }),
    ...tail,
  },
  defaultOrder: [['id', 'asc']],
})
