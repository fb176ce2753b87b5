import { unlock } from '../domain/sign-in-throttle'
import { ADMIN, assertNotLastAdmin, assertNotLastAdminByEmail, endSessionsOf, noteRightsLowered, rightsTaken } from '../domain/users'
import { toIso } from '../lib/time'
import { defineResource, type Values } from '../registry/define'
import { f } from '../registry/fields'
import { ROLES } from '../registry/policy'
import { rolesField } from './roles-field'

/** Until when sign-in is locked (failed sign-ins, CONTRACT §14); null when it is not. */
const lockedUntil = {
  ...f.timestamp({ readOnly: true, description: 'Until when sign-in is locked after 5 failed sign-ins within 15 minutes; null when it is not locked. POST …/unlock lifts it.' }),
  output: (value: unknown) => (typeof value === 'number' && value > Date.now() ? toIso(value) : null),
  clock: true,
}

const isActiveAdmin = (v: { roles?: unknown; status?: unknown }) =>
  v.status === 'active' && Array.isArray(v.roles) && v.roles.includes(ADMIN)

export default defineResource({
  type: 'User',
  path: 'users',
  access: 'admin',
  scope: 'tenant',
  description: 'A person who signs in to the tenant. Administrators only.',
  fields: {
    email: f.text({ required: true, format: 'email', max: 254 }),
    name: f.text({ max: 200 }),
    roles: rolesField(),
    status: f.enumOf(['active', 'disabled'], { default: 'active' }),
    password: f.password({ required: true, min: 8 }),
    last_login_at: f.timestamp({ readOnly: true }),
    locked_until: lockedUntil,
  },
  operations: [unlock],
  // recorded by sign-in (domain/sign-in-throttle.ts); `unlocked` comes from the operation
  events: ['login_failed', 'locked'],
  unique: ['email'],
  filters: { email: 'partial', status: 'exact' },
  order: { created_at: 'desc', email: 'asc' },
  beforeWrite(values: Values, current: Values | null, ctx) {
    if (current && isActiveAdmin(current) && !isActiveAdmin(values)) {
      assertNotLastAdminByEmail(ctx.db, current.email as string)
    }
    // a new password signs the user out everywhere: a reset of a taken account must end the
    // taker's sessions, refresh and access tokens (http/pipeline.ts)
    if (current && values.password !== current.password) endSessionsOf(ctx.db, current.email as string)
    // a demotion or a disabling ends the preview tokens the user asked for (http/pipeline.ts)
    if (current && rightsTaken(current, values)) noteRightsLowered(ctx.db, 'users', { email: current.email as string }, ctx.now)
  },
  beforeDelete(row, ctx) {
    if (isActiveAdmin({ status: row.status, roles: JSON.parse(row.roles) })) assertNotLastAdmin(ctx.db, row.uuid)
  },
})

export { ROLES }
