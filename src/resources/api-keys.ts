import { CODES, type Violation } from '../lib/problem'
import { randomToken } from '../domain/auth'
import { defineResource, type HookCtx, type Values } from '../registry/define'
import { f } from '../registry/fields'
import { ROLES } from '../registry/policy'
import { rolesField } from './roles-field'

/** Roles rank from ROLE_CMS_ADMIN down; a key gets none above its creator's highest. */
const rank = (role: string) => ROLES.indexOf(role as (typeof ROLES)[number])

function withinCreatorRoles(values: Values, ctx: HookCtx): Violation[] {
  if (!ctx.actor || ctx.actor.type === 'system') return []
  const best = Math.min(...ctx.actor.roles.map(rank).filter((r) => r >= 0))
  const roles = values.roles as string[]
  const i = roles.findIndex((r) => rank(r) < best)
  return i < 0
    ? []
    : [
        {
          propertyPath: `roles[${i}]`,
          message: 'A key cannot hold a role above those of its creator.',
          code: CODES.choice,
        },
      ]
}

function expiresInFuture(values: Values, ctx: HookCtx, current: Values | null): Violation[] {
  const at = values.expires_at
  if (typeof at !== 'number' || at > ctx.now || (current && current.expires_at === at)) return []
  return [
    {
      propertyPath: 'expires_at',
      message: 'This value should be a date in the future.',
      code: CODES.greaterThan,
    },
  ]
}

export default defineResource({
  type: 'ApiKey',
  path: 'api-keys',
  table: 'api_keys',
  singular: 'api_key',
  access: 'admin',
  scope: 'tenant',
  description:
    'A key for servers and build pipelines, sent as `Authorization: Bearer cms_…`. The key is shown once, in the 201; it is stored hashed. DELETE revokes it.',
  fields: {
    name: f.text({ required: true, max: 200 }),
    roles: rolesField(),
    expires_at: f.timestamp({ nullable: true }),
    key: f.secret({
      generate: () => `cms_${randomToken(32)}`,
      hash: true,
      description: 'The key, shown once in the 201',
    }),
    last_used_at: f.timestamp({ readOnly: true }),
  },
  unique: [],
  order: { created_at: 'desc' },
  validate: [withinCreatorRoles, expiresInFuture],
})
