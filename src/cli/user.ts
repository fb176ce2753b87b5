import { defineCommand } from 'citty'
import { resourceByPath } from '../resources'
import { ROLES } from '../registry/policy'
import { createItem } from '../store/repository'
import { configFrom, dataArg, operate, withTenantScope } from './common'

export const userCreate = defineCommand({
  meta: { name: 'app:user:create', description: 'Creates a user in a tenant' },
  args: {
    tenant: { type: 'string', required: true, description: 'Tenant slug', valueHint: 'SLUG' },
    email: { type: 'string', required: true, description: 'Email (unique in the tenant)', valueHint: 'EMAIL' },
    password: { type: 'string', required: true, description: 'Password (at least 8 characters)', valueHint: 'PASSWORD' },
    role: { type: 'string', required: true, description: `Role, or several comma-separated: ${ROLES.join(', ')}`, valueHint: 'ROLE[,ROLE]' },
    name: { type: 'string', description: 'Display name' },
    ...dataArg,
  },
  run: ({ args }) =>
    operate(() =>
      withTenantScope(configFrom(args), args.tenant, (scope) => {
        const roles = args.role.split(',').map((r) => r.trim())
        const { item } = createItem(scope, resourceByPath('users'), { email: args.email, password: args.password, roles, name: args.name ?? '' })
        console.log(`User ${item.email} created in tenant "${args.tenant}" with ${(item.roles as string[]).join(', ')} (id ${item.id}).`)
      }),
    ),
})
