/** `app:tenant:media-check <slug>`: the tenant's stored media files against its media items (domain/media-check.ts). */
import { defineCommand } from 'citty'
import { parseDuration } from '../config'
import { checkMedia, removeOrphans, type Orphan } from '../domain/media-check'
import { OperatorError } from '../domain/tenants'
import { configFrom, dataArg, operate, withTenantScope } from './common'

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
const total = (files: Orphan[]) => kib(files.reduce((n, f) => n + f.size, 0))
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

export const tenantMediaCheck = defineCommand({
  meta: {
    name: 'app:tenant:media-check',
    description: "Compares a tenant's stored media files (disk or bucket) with its media items: files no item names, and files an item names that are missing",
  },
  args: {
    slug: { type: 'positional', required: true, description: 'Tenant slug' },
    'remove-orphans': { type: 'boolean', description: 'Remove the files no item names that are older than --older-than' },
    'older-than': { type: 'string', default: '1h', description: 'Only orphans last changed longer ago than this are removed (e.g. 1h, 1d)', valueHint: 'AGE' },
    ...dataArg,
  },
  run: ({ args }) =>
    operate(async () => {
      let ageSeconds: number
      try {
        ageSeconds = parseDuration(args['older-than'])
      } catch (err) {
        throw new OperatorError(`--older-than: ${(err as Error).message}`)
      }
      const missing = await withTenantScope(configFrom(args), args.slug, async (scope) => {
        const files = scope.tenant.files
        const found = await checkMedia(scope.db, files)
        console.log(`Tenant "${args.slug}": ${plural(found.items, 'media item')} name ${plural(found.referenced, 'file')}; the ${files.kind === 's3' ? 'bucket' : 'media folder'} holds ${plural(found.stored, 'file')}.`)
        console.log(`${plural(found.orphans.length, 'orphan')} (named by no item)${found.orphans.length ? `, ${total(found.orphans)}:` : '.'}`)
        for (const o of found.orphans) console.log(`  ${o.name}  ${kib(o.size)}  ${o.mtime.toISOString()}`)
        console.log(`${found.missing.length} missing (named by an item, not stored)${found.missing.length ? ':' : '.'}`)
        for (const m of found.missing) console.log(`  ${m.name}  of item ${m.item}`)
        if (args['remove-orphans']) {
          const removed = await removeOrphans(scope.db, files, found.orphans, Date.now() - ageSeconds * 1000)
          const kept = found.orphans.length - removed.length
          console.log(`Removed ${plural(removed.length, 'orphan')} (${total(removed)})${kept ? `; kept ${kept} changed within ${args['older-than']}` : ''}.`)
        } else if (found.orphans.length) console.log(`Run again with --remove-orphans to remove those older than ${args['older-than']}.`)
        return found.missing.length
      })
      if (missing) throw new OperatorError(`${plural(missing, 'file')} named by media items ${missing === 1 ? 'is' : 'are'} missing; upload ${missing === 1 ? 'it' : 'them'} again or delete the items.`)
    }),
})
