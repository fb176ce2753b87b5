/** Tenant commands (spec §1, CONTRACT §2): thin wrappers over domain/tenants.ts. */
import { defineCommand } from 'citty'
import { toIso } from '../lib/time'
import {
  assertQuota,
  assertTenantSlug,
  createTenant,
  deleteTenant,
  migrateTenants,
  OperatorError,
  requireTenant,
  setQuota,
  setTenantStatus,
} from '../domain/tenants'
import { openMediaStore } from '../store/media-store'
import { configFrom, dataArg, operate, withRegistry, withTenantScope } from './common'
import { resourceByPath } from '../resources'
import { findRowBy, recordCreated } from '../store/repository'

const slugArg = { slug: { type: 'positional', required: true, description: 'Tenant slug' } } as const

export const tenantCreate = defineCommand({
  meta: { name: 'app:tenant:create', description: 'Creates a tenant: record, storage, schema and default site' },
  args: {
    ...slugArg,
    name: { type: 'positional', required: true, description: 'Display name' },
    'quota-mb': { type: 'string', description: 'Media quota in MB (1 to 102400, default 1024)', valueHint: 'N' },
    ...dataArg,
  },
  run: ({ args }) =>
    operate(() => {
      // note: validated before anything is opened, so a refused slug leaves nothing on disk
      assertTenantSlug(args.slug)
      const quotaMb = args['quota-mb'] === undefined ? undefined : assertQuota(args['quota-mb'])
      const config = configFrom(args)
      return withRegistry(config, (registry) => createTenant(registry, { slug: args.slug, name: args.name, quotaMb }), { create: true }).then(async (t) => {
        // the default site's creation in the audit log and the change feed, as any site's
        const sites = resourceByPath('sites')
        await withTenantScope(config, t.slug, (scope) => recordCreated(scope, sites, findRowBy(scope, sites, 'slug', 'default', null, true)!.uuid as string))
        console.log(`Tenant "${t.slug}" created (quota ${t.quotaMb} MB) with site "default".`)
      })
    }),
})

export const tenantList = defineCommand({
  meta: { name: 'app:tenant:list', description: 'Lists tenants with id, slug, name, status, quota, created date' },
  args: { json: { type: 'boolean', description: 'Print JSON' }, ...dataArg },
  run: ({ args }) =>
    operate(() =>
      withRegistry(configFrom(args), (registry) => {
        const rows = registry.list().map((t) => ({ id: t.id, slug: t.slug, name: t.name, status: t.status, quota_mb: t.quotaMb, created_at: toIso(t.createdAt) }))
        if (args.json) return console.log(JSON.stringify(rows, null, 2))
        if (rows.length === 0) return console.log('No tenants.')
        const cols = ['id', 'slug', 'name', 'status', 'quota_mb', 'created_at'] as const
        const width = (c: (typeof cols)[number]) => Math.max(c.length, ...rows.map((r) => String(r[c]).length))
        console.log(cols.map((c) => c.padEnd(width(c))).join('  '))
        for (const r of rows) console.log(cols.map((c) => String(r[c]).padEnd(width(c))).join('  '))
      }),
    ),
})

export const tenantDelete = defineCommand({
  meta: { name: 'app:tenant:delete', description: 'Deletes a tenant and all its data, irreversibly (asks for confirmation)' },
  args: { ...slugArg, force: { type: 'boolean', description: 'Do not ask for confirmation' }, ...dataArg },
  run: ({ args }) =>
    operate(() =>
      withRegistry(configFrom(args), async (registry) => {
        requireTenant(registry, args.slug)
        if (!args.force) {
          if (!process.stdin.isTTY) throw new OperatorError('Refusing to delete without confirmation: run in a terminal or pass --force.')
          const answer = prompt('Type the tenant slug to confirm:')
          if (answer?.trim() !== args.slug) throw new OperatorError('Confirmation did not match; nothing was deleted.')
        }
        await deleteTenant(registry, args.slug, { media: openMediaStore(configFrom(args)) })
        console.log(`Tenant "${args.slug}" deleted.`)
      }),
    ),
})

const statusCommand = (name: string, status: 'active' | 'suspended', verb: string) =>
  defineCommand({
    meta: { name, description: `Sets the tenant status to ${status}` },
    args: { ...slugArg, ...dataArg },
    run: ({ args }) =>
      operate(() =>
        withRegistry(configFrom(args), (registry) => {
          setTenantStatus(registry, args.slug, status)
          console.log(`Tenant "${args.slug}" ${verb}.`)
        }),
      ),
  })

export const tenantSuspend = statusCommand('app:tenant:suspend', 'suspended', 'suspended')
export const tenantActivate = statusCommand('app:tenant:activate', 'active', 'activated')

export const tenantMigrate = defineCommand({
  meta: { name: 'app:tenant:migrate', description: 'Runs pending schema migrations for one tenant or all' },
  args: { slug: { type: 'positional', required: false, description: 'Tenant slug (all when absent)' }, ...dataArg },
  run: ({ args }) =>
    operate(() =>
      withRegistry(configFrom(args), (registry) => {
        const results = migrateTenants(registry, args.slug || undefined)
        for (const r of results) {
          if ('applied' in r) console.log(`${r.slug}: ${r.applied.length ? `applied ${r.applied.join(', ')}` : 'up to date'}`)
        }
        // what ran is printed first; each tenant that failed gets its line, and the exit code says so
        const failed = results.filter((r) => 'error' in r)
        if (failed.length === 0) return
        for (const r of failed) console.error(`error: ${r.slug}: ${r.error}`)
        process.exit(1)
      }),
    ),
})

export const tenantQuota = defineCommand({
  meta: { name: 'app:tenant:quota', description: 'Sets the media quota of a tenant (1 to 102400 MB)' },
  args: { ...slugArg, mb: { type: 'positional', required: true, description: 'Quota in MB' }, ...dataArg },
  run: ({ args }) =>
    operate(() =>
      withRegistry(configFrom(args), (registry) => {
        const t = setQuota(registry, args.slug, assertQuota(args.mb))
        console.log(`Tenant "${t.slug}" quota set to ${t.quotaMb} MB.`)
      }),
    ),
})
