/**
 * Turns read-only views (registry/view.ts) into routes: the collection, under its parent item when
 * it has one, and one member when the view has an item. Like the resource routes, they know no
 * view by name.
 */
import { problem } from '../lib/problem'
import type { ResourceDef } from '../registry/define'
import type { ViewDef } from '../registry/view'
import { resourceByPath } from '../resources'
import { parseProperties, pickProperties } from '../registry/properties'
import { findRow } from '../store/repository'
import { getViewItem, listView, type ViewParent } from '../store/views'
import { conditionalJson } from './conditional'
import type { RequestContext, RouteSpec } from './context'
import { jsonResponse } from './respond'
import type { TenantRoute } from './route'

const specOf = (view: ViewDef): RouteSpec => ({ tenant: true, auth: 'required', access: { class: view.access, action: 'read' }, site: view.site, body: 'none' })

/** The parent item, within the request's scope (its site), or a 404 naming its type. */
function parentOf(rc: RequestContext, parent: ResourceDef, id: string): ViewParent {
  const row = findRow(rc.scope('/admin'), parent, id)
  if (!row) throw problem.notFound(`${parent.type} not found.`)
  return { id: row.id, path: parent.path, iri: `/admin/${parent.path}/${row.uuid}` }
}

const viewScope = (rc: RequestContext) => {
  const { db, locales, lookup, mediaUrls } = rc.scope('/admin')
  return { db, locales, lookup, mediaUrls }
}

export function viewRoutes(view: ViewDef): TenantRoute[] {
  const spec = specOf(view)
  const path = `/admin/${view.path}`
  const parent = view.parent && resourceByPath(view.parent.resource)
  const parentParam = parent ? [{ name: 'id', description: `The ${parent.singular}'s uuid`, schema: { type: 'string', format: 'uuid' } }] : []
  const routes: TenantRoute[] = [
    {
      method: 'GET',
      path,
      spec,
      // revisions are operations of their resource's class in the Hydra documentation
      doc: { summary: view.summary, tag: view.tag, tagDescription: view.description, view, shape: 'collection', pathParams: parentParam, ...(parent ? { resource: parent } : {}) },
      handle(rc, params) {
        const owner = parent ? parentOf(rc, parent, params.id!) : null
        return jsonResponse(listView(viewScope(rc), view, owner, rc.url.path, rc.url.params))
      },
    },
  ]
  const item = view.item
  if (item) {
    // under a parent item, `:id` is the parent's: the member goes by another name (`:version`)
    const name = parent ? (item.param ?? item.key) : 'id'
    if (name === 'id' && parent) throw new Error(`View ${view.type}: its item needs a path parameter other than the parent's "id"`)
    routes.push({
      method: 'GET',
      path: `${path}/:${name}`,
      spec,
      doc: {
        summary: item.summary,
        tag: view.tag,
        view,
        shape: 'item',
        pathParams: [...parentParam, { name, description: item.description, schema: item.schema ?? { type: 'string', format: 'uuid' } }],
        ...(parent ? { resource: parent } : {}),
      },
      handle(rc, params) {
        const owner = parent ? parentOf(rc, parent, params.id!) : null
        const key = item.parse(params[name]!)
        const member = key === null ? null : getViewItem(viewScope(rc), view, key, owner)
        if (!member) throw problem.notFound(item.notFound)
        const props = parseProperties(rc.url.params)
        return conditionalJson(rc.request, props ? pickProperties(member, props) : member)
      },
    })
  }
  return routes
}
