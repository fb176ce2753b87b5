/**
 * The registry: one import line per resource. Everything else about a resource lives in its
 * file. (A test fails when a file in this folder is not listed.)
 */
import type { ResourceDef } from '../registry/define'
import { setEventCatalogue } from '../registry/events'
import { pointersTo, type Pointer } from '../registry/pointers'
import apiKeys from './api-keys'
import articles from './articles'
import auditLog from './audit-log'
import blocks from './blocks'
import categories from './categories'
import { adminChanges, publicChanges } from './changes'
import media from './media'
import menus from './menus'
import pages from './pages'
import redirects from './redirects'
import settings from './settings'
import sites from './sites'
import tags from './tags'
import users from './users'
import webhookDeliveries from './webhook-deliveries'
import webhooks from './webhooks'
import { revisionsOf } from './revisions'
import type { ViewDef } from '../registry/view'

export const RESOURCES: readonly ResourceDef[] = [
  articles, pages, categories, tags, media, redirects, sites, users,
  menus, blocks, settings, apiKeys, webhooks,
]
setEventCatalogue(RESOURCES)

/** The read-only collections: the audit log, webhook deliveries, the change feeds, and each revisable resource's revisions. */
export const VIEWS: readonly ViewDef[] = [auditLog, webhookDeliveries, adminChanges, publicChanges, ...RESOURCES.filter((r) => r.revisions).map(revisionsOf)]

export { revisionsOf }

const byPath = new Map(RESOURCES.map((r) => [r.path, r]))
const byType = new Map(RESOURCES.map((r) => [r.type, r]))

export function resourceByPath(path: string): ResourceDef {
  const def = byPath.get(path)
  if (!def) throw new Error(`No resource at path "${path}"`)
  return def
}

export const resourceByType = (type: string): ResourceDef | undefined => byType.get(type)

const pointers = new Map(RESOURCES.map((r) => [r.path, pointersTo(RESOURCES, r.path)]))

/** Rows of any resource that point at items of `path` (see registry/pointers.ts). */
export const pointersAt = (path: string): Pointer[] => pointers.get(path) ?? []

// boot-time check: every relation points at a registered resource
for (const def of RESOURCES) {
  for (const field of def.fieldList) {
    if (field.relation && !byPath.has(field.relation.target)) {
      throw new Error(`Resource ${def.type}: field "${field.name}" targets unknown resource "${field.relation.target}"`)
    }
  }
}
