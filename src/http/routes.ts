/**
 * Turns the resource registry into routes: admin CRUD, custom item operations, revisions and
 * public reads. Knows no resource by name; the escape hatches are options of the definition.
 */
import { restoreRevision } from '../domain/revisions'
import { revisionsOf } from '../resources'
import type { ResourceDef } from '../registry/define'
import type { Action } from '../registry/policy'
import {
  collectionBody,
  createItem,
  deleteItem,
  listItems,
  operateItem,
  planOf,
  readItem,
  readItemBy,
  updateItem,
} from '../store/repository'
import { groupedWrite } from '../store/orm'
import type { RequestContext, RouteSpec } from './context'
import { cachedRepresentation } from './cached-read'
import { conditionalText, publicCache, tagHeaders } from './conditional'
import { problem, ProblemError, violations } from '../lib/problem'
import { readLocale, readScope, withLanguage } from './read-locale'
import { collectionTag } from '../registry/cache-tags'
import { uploadCreate } from './media-upload'
import { jsonTextResponse, JSON_TYPE, JSONLD, noContent } from './respond'
import type { Create, TenantRoute } from './route'
import { written } from './written'
import { isUuid } from '../lib/uuid'
import { viewRoutes } from './view-routes'

const admin = (def: ResourceDef, action: Action, body: RouteSpec['body'] = 'none'): RouteSpec => ({
  tenant: true,
  auth: 'required',
  access: { class: def.access, action },
  site: true,
  body,
})

const publicSpec: RouteSpec = { tenant: true, auth: 'preview', site: true, body: 'none' }

const ifMatch = (rc: RequestContext) => rc.request.headers.get('if-match')

/** `a tag`, `an article`: for the generated summaries. */
const aName = (def: ResourceDef) => `${/^[aeiou]/.test(def.singular) ? 'an' : 'a'} ${def.singular}`

/** Runs the resource's awaiting checks (DNS) before its synchronous write transaction. */
async function precheck(def: ResourceDef, rc: RequestContext, mode: 'create' | 'replace' | 'patch'): Promise<void> {
  if (!def.precheck || rc.body === null || typeof rc.body !== 'object' || Array.isArray(rc.body)) return
  const list = await def.precheck(rc.body as Record<string, unknown>, { mode, config: rc.app.config, resolveHost: rc.app.resolveHost })
  if (list.length) throw violations(list)
}

/** The generic create: a JSON body through the resource's validation. */
function jsonCreate(def: ResourceDef): Create {
  return {
    async handle(rc) {
      await precheck(def, rc, 'create')
      const scope = rc.scope('/admin')
      const { item, revealed } = await groupedWrite(scope.db, () => createItem(scope, def, rc.body))
      return written(def, item, 201, revealed)
    },
  }
}

export function adminRoutes(def: ResourceDef): TenantRoute[] {
  const base = `/admin/${def.path}`
  const tag = def.type
  const plain = def.representation === 'plain-array'
  // the resource declares how it is created: JSON, or a multipart upload (media)
  const create = def.create === 'multipart' ? uploadCreate(def) : jsonCreate(def)
  const routes: TenantRoute[] = [
    {
      method: 'GET',
      path: base,
      spec: admin(def, 'read'),
      doc: { summary: `Lists ${def.path}`, tag, resource: def, shape: plain ? 'plain-array' : 'collection' },
      handle(rc) {
        const locale = readLocale(rc)
        const scope = readScope(rc, '/admin', locale)
        const found = cachedRepresentation(rc, scope, def, locale?.code, () => {
          const result = listItems(scope, def, rc.url.params)
          return plain ? result.members : collectionBody(def, rc.url.path, rc.url.params, result)
        })!
        return jsonTextResponse(found.text, 200, withLanguage(locale), plain ? JSON_TYPE : JSONLD)
      },
    },
    {
      method: 'POST',
      path: base,
      spec: admin(def, 'create', def.create),
      doc: { summary: `Creates ${aName(def)}`, tag, resource: def, shape: 'create', successStatus: 201, problems: [409, 422], ...create.doc },
      handle: create.handle,
    },
    {
      method: 'GET',
      path: `${base}/:id`,
      spec: admin(def, 'read'),
      doc: { summary: `Gets one ${def.singular}`, tag, resource: def, shape: 'item' },
      handle(rc, params) {
        const locale = readLocale(rc)
        const scope = readScope(rc, '/admin', locale)
        const found = cachedRepresentation(rc, scope, def, locale?.code, () => readItem(scope, def, params.id!, planOf(def, rc.url.params)))
        if (!found) throw problem.notFound(`${def.type} not found.`)
        return conditionalText(rc.request, found, withLanguage(locale))
      },
    },
    {
      method: 'PUT',
      path: `${base}/:id`,
      spec: admin(def, 'update', 'json'),
      doc: { summary: `Replaces ${aName(def)}`, tag, resource: def, shape: 'replace', problems: [409, 412, 422] },
      async handle(rc, params) {
        await precheck(def, rc, 'replace')
        const scope = rc.scope('/admin')
        const { item, revealed } = await groupedWrite(scope.db, () => updateItem(scope, def, params.id!, rc.body, 'replace', ifMatch(rc)))
        return written(def, item, 200, revealed)
      },
    },
    {
      method: 'PATCH',
      path: `${base}/:id`,
      spec: admin(def, 'update', 'json'),
      doc: { summary: `Updates fields of ${aName(def)}`, tag, resource: def, shape: 'patch', problems: [409, 412, 422] },
      async handle(rc, params) {
        await precheck(def, rc, 'patch')
        const scope = rc.scope('/admin')
        const { item, revealed } = await groupedWrite(scope.db, () => updateItem(scope, def, params.id!, rc.body, 'patch', ifMatch(rc)))
        return written(def, item, 200, revealed)
      },
    },
    {
      method: 'DELETE',
      path: `${base}/:id`,
      spec: admin(def, 'delete'),
      doc: { summary: `Deletes ${aName(def)}`, tag, resource: def, shape: 'delete', successStatus: 204, problems: [409, 412] },
      handle(rc, params) {
        deleteItem(rc.scope('/admin'), def, params.id!, ifMatch(rc))
        return noContent()
      },
    },
  ]
  for (const op of def.operations) {
    routes.push({
      method: op.method,
      path: `${base}/:id/${op.path}`,
      spec: admin(def, op.action),
      doc: { summary: op.summary, tag, resource: def, shape: 'operation', problems: [412, 422] },
      async handle(rc, params) {
        const scope = rc.scope('/admin')
        const { item } = await groupedWrite(scope.db, () => operateItem(scope, def, params.id!, op, ifMatch(rc)))
        return written(def, item, 200)
      },
    })
  }
  if (def.revisions) {
    routes.push(
      ...viewRoutes(revisionsOf(def)),
      {
        method: 'POST',
        path: `${base}/:id/revisions/:version/restore`,
        spec: admin(def, 'update'),
        doc: {
          summary: `Restores a revision as a new version of the ${def.singular}`,
          tag,
          resource: def,
          shape: 'operation',
          pathParams: [{ name: 'version', description: 'Revision version to restore', schema: { type: 'integer' } }],
        },
        handle(rc, params) {
          const { item } = restoreRevision(rc.scope('/admin'), def, params.id!, params.version!, ifMatch(rc))
          return written(def, item, 200)
        },
      },
    )
  }
  return routes
}

export function publicRoutes(def: ResourceDef): TenantRoute[] {
  const pub = def.public
  if (!pub) return []
  const base = `/public/${def.path}`
  const tag = `Public ${def.type}`
  const routes: TenantRoute[] = []
  if (pub.list) {
    routes.push({
      method: 'GET',
      path: base,
      spec: publicSpec,
      doc: { summary: `Lists published ${def.path}`, tag, resource: def, shape: 'collection' },
      handle(rc) {
        const locale = readLocale(rc)
        const scope = readScope(rc, '/public', locale)
        const found = cachedRepresentation(rc, scope, def, locale?.code, () => collectionBody(def, rc.url.path, rc.url.params, listItems(scope, def, rc.url.params)))!
        return conditionalText(rc.request, found, withLanguage(locale, publicCache(rc.preview, found.tags)))
      },
    })
  }
  if (pub.bySlug) {
    const key = pub.key ?? 'slug'
    routes.push({
      method: 'GET',
      path: `${base}/:slug`,
      spec: publicSpec,
      doc: {
        summary: `Gets one published ${def.singular} by ${key}`,
        tag,
        resource: def,
        shape: 'item',
        pathParams: [{ name: 'slug', description: `The ${def.singular}'s ${key}, or its id (as its \`@id\` gives it)` }],
      },
      handle(rc, params) {
        const locale = readLocale(rc)
        const scope = readScope(rc, '/public', locale)
        const plan = planOf(def, rc.url.params)
        // the item's `@id` names it by uuid (CONTRACT §6): that is followed too, after the slug
        const found = cachedRepresentation(
          rc,
          scope,
          def,
          locale?.code,
          () => readItemBy(scope, def, def.fields[key]!.column, params.slug!, plan) ?? (isUuid(params.slug) ? readItemBy(scope, def, 'uuid', params.slug.toLowerCase(), plan) : null),
        )
        // the collection's tag: the item's creation (or publication) purges a cached 404
        if (!found) throw new ProblemError(404, `${def.type} not found.`, undefined, {}, tagHeaders([collectionTag(def)]))
        return conditionalText(rc.request, found, withLanguage(locale, publicCache(rc.preview, found.tags)))
      },
    })
  }
  return routes
}
