import { loadConfig, type Config } from '../config'
import { OperatorError, requireTenant } from '../domain/tenants'
import type { AppContext } from '../http/context'
import { buildScope } from '../http/scope'
import type { Actor } from '../registry/define'
import type { Scope } from '../store/repository'
import { TenantPool } from '../store/tenant-db'
import { openActive } from '../store/tenant-lease'
import { ProblemError } from '../lib/problem'
import { openMediaStore } from '../store/media-store'
import { Registry } from '../store/registry-db'

/** `--data` is accepted by every command (CONTRACT §1: flags win over env). */
export const dataArg = {
  data: { type: 'string', description: 'Data directory (default: $CMS_DATA_DIR or ./data)', valueHint: 'DIR' },
} as const

export function configFrom(args: { data?: string }): Config {
  return loadConfig({ data: args.data })
}

/** Runs a command body: operator errors become one line on stderr and exit code 1. */
export async function operate<T>(fn: () => T | Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (err) {
    if (err instanceof OperatorError) console.error(`error: ${err.message}`)
    else if (err instanceof ProblemError) {
      const violations = (err.extra.violations as { propertyPath: string; message: string }[] | undefined) ?? []
      console.error(`error: ${violations.length ? violations.map((v) => `${v.propertyPath}: ${v.message}`).join('; ') : err.detail}`)
    } else if ((err as Error)?.name === 'S3Error') console.error(`error: ${bucketFailure(err as Error & { code?: string })}`)
    else console.error(`error: ${(err as Error)?.message ?? String(err)}`)
    process.exit(1)
  }
}

/**
 * Bun's S3 errors say "an unexpected error has occurred" for a bucket that cannot be reached:
 * the operator is told what failed, its code, and where to look.
 */
function bucketFailure(err: Error & { code?: string }): string {
  const code = err.code ? ` (${err.code})` : ''
  return `the object storage failed${code}: ${err.message}. Check CMS_S3_ENDPOINT, CMS_S3_BUCKET and the credentials; run the command again once it answers.`
}

/**
 * Opens the registry for the length of `fn`. The data directory must exist unless `create`
 * (a first tenant, a restore): a command with a mistyped `--data` makes no stray directory.
 */
export async function withRegistry<T>(config: Config, fn: (registry: Registry) => T | Promise<T>, opts: { create?: boolean } = {}): Promise<T> {
  const registry = new Registry(config.dataDir, { create: opts.create ?? false })
  try {
    return await fn(registry)
  } finally {
    registry.close()
  }
}


const OPERATOR: Actor = { type: 'system', id: 'cli', label: 'operator (cli)', roles: ['ROLE_CMS_ADMIN'] }

/** A repository scope on a tenant for operator commands: the same operations HTTP uses. */
export async function withTenantScope<T>(config: Config, slug: string, fn: (scope: Scope) => T | Promise<T>): Promise<T> {
  return withRegistry(config, async (registry) => {
    const tenant = requireTenant(registry, slug)
    if (tenant.status !== 'active') throw new OperatorError(`Tenant "${slug}" is ${tenant.status}.`)
    const pool = new TenantPool(config.dataDir, 1)
    const app: AppContext = { config, registry, pool, media: openMediaStore(config) }
    // the same way in as every request; the checks above only give the operator a clearer line
    const lease = openActive({ registry, pool }, slug)
    if (!lease) throw new OperatorError(`Tenant "${slug}" is not active.`)
    try {
      return await fn(buildScope(app, lease.tenant, lease.handle, { prefix: '/admin', siteId: null, actor: OPERATOR }))
    } finally {
      lease.release()
      pool.closeAll()
    }
  })
}
