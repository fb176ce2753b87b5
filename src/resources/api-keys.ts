import { CODES, type Violation } from '../lib/problem'
import { ownedByItsMaker } from '../domain/api-keys'
import { randomToken } from '../domain/auth'
import { noteRightsLowered, rightsTaken } from '../domain/users'
import { defineResource, type HookCtx, type Values } from '../registry/define'
import { f } from '../registry/fields'
import { bestRank, roleRank } from '../registry/policy'
import { rolesField } from './roles-field'

/** A key gets no role above its creator's highest (roles rank from ROLE_CMS_ADMIN down). */
function withinCreatorRoles(values: Values, ctx: HookCtx): Violation[] {
  if (!ctx.actor || ctx.actor.type === 'system') return []
  const best = bestRank(ctx.actor.roles)
  const roles = values.roles as string[]
  const i = roles.findIndex((r) => roleRank(r) < best)
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
    owner_id: f.text({ readOnly: true, nullable: true, description: 'The uuid of the user the key acts for: it stops when that user is disabled or deleted, and never acts above their highest role (null: a key made before owners were recorded)' }),
  },
  unique: [],
  order: { created_at: 'desc' },
  validate: [withinCreatorRoles, expiresInFuture],
  beforeWrite(values, current, ctx) {
    // fewer rights end the preview tokens the key asked for (http/pipeline.ts)
    if (current && ctx.selfId && rightsTaken(current, values)) noteRightsLowered(ctx.db, 'api_keys', { id: ctx.selfId }, ctx.now)
  },
  afterWrite: ownedByItsMaker,
})

