import type { RouteDoc } from '../registry/route-spec'
import type { RequestContext, RouteSpec } from './context'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type { RouteDoc }

export type Route = {
  method: Method
  /** Elysia path syntax: `/admin/articles/:id`. */
  path: string
  /** null: a system route that runs no tenant pipeline. */
  spec: RouteSpec | null
  handle: (rc: RequestContext, params: Record<string, string>) => Response | Promise<Response>
  /** For system routes (spec null): a handler on the bare request. */
  raw?: (request: Request, params: Record<string, string>) => Response | Promise<Response>
  doc: RouteDoc
}

/** Query parameters of every paged custom collection, for its RouteDoc. */
export const PAGING_QUERY: NonNullable<RouteDoc['query']> = [
  { name: 'page', description: 'Page number, from 1', schema: { type: 'integer', minimum: 1 } },
  { name: 'per_page', description: 'Items per page (default 30, at most 100)', schema: { type: 'integer', minimum: 1 } },
]

/** Response schema of a custom Hydra collection whose members follow `items`. */
export const hydraCollectionSchema = (items: Record<string, unknown>): Record<string, unknown> => ({
  type: 'object',
  properties: {
    'hydra:totalItems': { type: 'integer' },
    'hydra:member': { type: 'array', items },
    'hydra:view': { type: 'object' },
  },
})
