import { problem } from '../lib/problem'
import { defineResource, type Values } from '../registry/define'
import { f } from '../registry/fields'
import { ROLES } from '../registry/policy'
import { rolesField } from './roles-field'

const ADMIN = 'ROLE_CMS_ADMIN'

const isActiveAdmin = (v: { roles?: unknown; status?: unknown }) =>
  v.status === 'active' && Array.isArray(v.roles) && v.roles.includes(ADMIN)

/** CONTRACT §6 / issue: the tenant's last administrator cannot be removed (409). */
function assertNotLastAdmin(db: import('bun:sqlite').Database, selfUuid: string): void {
  const others = db
    .query("SELECT COUNT(*) AS n FROM users, json_each(users.roles) r WHERE r.value = ? AND users.status = 'active' AND users.uuid <> ?")
    .get(ADMIN, selfUuid) as { n: number }
  if (others.n === 0) throw problem.conflict("The tenant's last administrator cannot be removed, disabled or demoted.")
}

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
  },
  unique: ['email'],
  filters: { email: 'partial', status: 'exact' },
  order: { created_at: 'desc', email: 'asc' },
  beforeWrite(values: Values, current: Values | null, ctx) {
    if (current && isActiveAdmin(current) && !isActiveAdmin(values)) {
      const self = ctx.db.query('SELECT uuid FROM users WHERE email = ?').get(current.email as string) as { uuid: string }
      assertNotLastAdmin(ctx.db, self.uuid)
    }
  },
  beforeDelete(row, ctx) {
    if (isActiveAdmin({ status: row.status, roles: JSON.parse(row.roles) })) assertNotLastAdmin(ctx.db, row.uuid)
  },
})

export { ROLES }
