import { defineCommand } from 'citty'
import { resourceByPath } from '../resources'
import { createItem } from '../store/repository'
import { configFrom, dataArg, operate, withTenantScope } from './common'

export const siteCreate = defineCommand({
  meta: { name: 'app:site:create', description: 'Adds a site to a tenant' },
  args: {
    tenant: { type: 'positional', required: true, description: 'Tenant slug' },
    slug: { type: 'positional', required: true, description: 'Site slug' },
    name: { type: 'positional', required: true, description: 'Site name' },
    ...dataArg,
  },
  run: ({ args }) =>
    operate(() =>
      withTenantScope(configFrom(args), args.tenant, (scope) => {
        const { item } = createItem(scope, resourceByPath('sites'), { slug: args.slug, name: args.name })
        console.log(`Site "${item.slug}" created in tenant "${args.tenant}" (id ${item.id}, uuid ${item.uuid}).`)
      }),
    ),
})
