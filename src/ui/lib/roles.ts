/**
 * What the signed-in user may do, from the contract's role matrix (CONTRACT §3). The matrix
 * is the server's own pure table, so the dashboard never offers what the API would refuse.
 */
import { decide, type AccessClass, type Action } from '../../registry/policy'
import { createStore } from './store'

export type Me = { id: string; email?: string; name?: string; roles: string[] }

export const me = createStore<Me | null>(null)

/** Access class of each admin resource, as the server's resource files declare them. */
const ACCESS: Record<string, AccessClass> = {
  articles: 'content',
  pages: 'content',
  categories: 'content',
  tags: 'content',
  media: 'media',
  redirects: 'assets',
  menus: 'assets',
  blocks: 'assets',
  settings: 'settings',
  sites: 'sites',
  users: 'admin',
  'api-keys': 'admin',
  webhooks: 'admin',
}

export function can(resource: string, action: Action): boolean {
  const roles = me.get()?.roles ?? []
  return decide(ACCESS[resource] ?? 'admin', action, roles) !== 'deny'
}

/** Authors write content only while it stays a draft. */
export function draftOnly(resource: string): boolean {
  return decide(ACCESS[resource] ?? 'admin', 'update', me.get()?.roles ?? []) === 'draft-only'
}

/** Whether the user may write an item now in `status`, and (for a restore) leave it in `to`. */
export function mayWrite(resource: string, status: string | undefined, to: string | undefined = status): boolean {
  if (!can(resource, 'update')) return false
  return !draftOnly(resource) || (status === 'draft' && to === 'draft')
}
