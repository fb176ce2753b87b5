/** `app:tenant:reindex <slug>` (CONTRACT §2): rebuilds a tenant's search index from its tables. */
import { defineCommand } from 'citty'
import { RESOURCES } from '../resources'
import { rebuildIndex } from '../store/search-index'
import { configFrom, dataArg, operate, withTenantScope } from './common'

export const tenantReindex = defineCommand({
  meta: { name: 'app:tenant:reindex', description: "Rebuilds a tenant's full-text search index" },
  args: { slug: { type: 'positional', required: true, description: 'Tenant slug' }, ...dataArg },
  run: ({ args }) =>
    operate(() =>
      withTenantScope(configFrom(args), args.slug, (scope) => {
        const counts = rebuildIndex(scope.db, RESOURCES, scope.locales)
        const summary = Object.entries(counts).map(([path, n]) => `${n} ${path}`).join(', ')
        console.log(`Tenant "${args.slug}": search index rebuilt (${summary}).`)
      }),
    ),
})
