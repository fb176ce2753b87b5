/** `app:tenant:backup` and `app:tenant:restore` (CONTRACT §2): thin wrappers over domain/backup.ts. */
import { defineCommand } from 'citty'
import { backupTenant, restoreTenant } from '../domain/backup'
import { assertQuota } from '../domain/tenants'
import { backupTenantToS3, isS3Url, restoreTenantFromS3 } from '../domain/backup-s3'
import { openMediaStore } from '../store/media-store'
import { configFrom, dataArg, operate, withRegistry } from './common'

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

export const tenantBackup = defineCommand({
  meta: { name: 'app:tenant:backup', description: 'Writes a consistent archive (.tar or .tar.gz) of a tenant: database and media; safe while serve runs' },
  args: {
    slug: { type: 'positional', required: true, description: 'Tenant slug' },
    out: { type: 'string', description: 'Archive file, or s3://<bucket>/<key> (a key ending in / gets the default name); .tar.gz/.tgz compresses (default: ./<slug>-<UTC timestamp>.tar.gz)', valueHint: 'FILE' },
    ...dataArg,
  },
  run: ({ args }) =>
    operate(() =>
      withRegistry(configFrom(args), async (registry) => {
        const config = configFrom(args)
        const media = openMediaStore(config)
        const r = args.out && isS3Url(args.out)
          ? await backupTenantToS3(registry, args.slug, args.out, { s3: config.s3, media }).then((b) => ({ ...b, file: b.url }))
          : await backupTenant(registry, args.slug, { out: args.out, media })
        for (const member of r.skipped) console.error(`warning: ${member} was deleted during the backup and is not in it`)
        console.log(`Tenant "${args.slug}" backed up to ${r.file} (${mb(r.bytes)}, database and ${r.mediaFiles} media files).`)
      }),
    ),
})

export const tenantRestore = defineCommand({
  meta: { name: 'app:tenant:restore', description: 'Restores a backup archive as a tenant; replaces an existing one only with --force' },
  args: {
    slug: { type: 'positional', required: true, description: 'Tenant slug to restore as (may differ from the original)' },
    file: { type: 'positional', required: true, description: 'Archive written by app:tenant:backup: a file or s3://<bucket>/<key>' },
    force: { type: 'boolean', description: 'Replace the existing tenant of that slug (its current data is lost)' },
    name: { type: 'string', description: 'Name of a new tenant (default: the name of its first site)', valueHint: 'NAME' },
    'quota-mb': { type: 'string', description: 'Media quota in MB (default: kept, or 1024 for a new tenant)', valueHint: 'N' },
    ...dataArg,
  },
  run: ({ args }) =>
    operate(() => {
      // checked as typed, before anything is opened, so the error repeats it (`abc`, not NaN)
      const quotaMb = args['quota-mb'] === undefined ? undefined : assertQuota(args['quota-mb'])
      return withRegistry(configFrom(args), async (registry) => {
        const config = configFrom(args)
        const media = openMediaStore(config)
        const opts = { force: args.force, name: args.name, quotaMb, media }
        const r = isS3Url(args.file)
          ? await restoreTenantFromS3(registry, args.slug, args.file, { s3: config.s3, media }, opts)
          : await restoreTenant(registry, args.slug, args.file, opts)
        const migrated = r.applied.length ? `; applied ${r.applied.join(', ')}` : ''
        console.log(`Tenant "${r.tenant.slug}" ${r.replaced ? 'replaced' : 'restored'} from ${args.file} (${r.mediaFiles} media files${migrated}).`)
      }, { create: true })
    }),
})
