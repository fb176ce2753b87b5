/**
 * The role matrix of CONTRACT §3, as one table. A resource names its access class; an
 * operation names its action; nothing else decides who may do what.
 */
export const ROLES = ['ROLE_CMS_ADMIN', 'ROLE_CMS_EDITOR', 'ROLE_CMS_AUTHOR', 'ROLE_CMS_VIEWER'] as const

/** A role's rank, 0 for the administrator and up (-1: no role of ours). */
export const roleRank = (role: string): number => ROLES.indexOf(role as (typeof ROLES)[number])

/** The rank of the highest of `roles` (Infinity: none). */
export const bestRank = (roles: readonly string[]): number => Math.min(Infinity, ...roles.map(roleRank).filter((r) => r >= 0))
export type Role = (typeof ROLES)[number]

export type AccessClass = 'content' | 'assets' | 'media' | 'settings' | 'sites' | 'admin'
export type Action = 'read' | 'create' | 'update' | 'delete' | 'publish'

const A = 'ROLE_CMS_ADMIN'
const E = 'ROLE_CMS_EDITOR'
const AU = 'ROLE_CMS_AUTHOR'
const ALL: Role[] = [...ROLES]

/** `draft` marks the author's right: allowed only while the content stays a draft. */
type Grant = Role[] | { roles: Role[]; draftOnly: Role[] }

const MATRIX: Record<AccessClass, Record<Action, Grant>> = {
  // articles, pages, categories, tags
  content: {
    read: ALL,
    create: { roles: [A, E, AU], draftOnly: [AU] },
    update: { roles: [A, E, AU], draftOnly: [AU] },
    delete: [A, E],
    publish: [A, E],
  },
  // menus, blocks, redirects
  assets: { read: ALL, create: [A, E], update: [A, E], delete: [A, E], publish: [A, E] },
  // authors may upload, not edit or delete
  media: { read: ALL, create: [A, E, AU], update: [A, E], delete: [A, E], publish: [A, E] },
  // editors read settings only
  settings: { read: [A, E], create: [A], update: [A], delete: [A], publish: [A] },
  // every role lists sites (clients need it to pick one); only admins change them
  sites: { read: ALL, create: [A], update: [A], delete: [A], publish: [A] },
  // users, webhooks, API keys, audit log
  admin: { read: [A], create: [A], update: [A], delete: [A], publish: [A] },
}

export type Decision = 'allow' | 'deny' | 'draft-only'

export function decide(access: AccessClass, action: Action, roles: readonly string[]): Decision {
  const grant = MATRIX[access][action]
  const allowed = Array.isArray(grant) ? grant : grant.roles
  const draftOnly = Array.isArray(grant) ? [] : grant.draftOnly
  let result: Decision = 'deny'
  for (const role of roles) {
    if (!allowed.includes(role as Role)) continue
    if (!draftOnly.includes(role as Role)) return 'allow'
    result = 'draft-only'
  }
  return result
}

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role)

/**
 * Whose changes a reader sees in the change feed (CONTRACT §13): those of every resource it may
 * read, but sites' (which every role lists) only for administrators, like users, keys, webhooks.
 */
export const readsChangesOf = (access: AccessClass, roles: readonly string[]): boolean =>
  decide(access === 'sites' ? 'admin' : access, 'read', roles) !== 'deny'
