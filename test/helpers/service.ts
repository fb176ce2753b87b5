/**
 * Black-box harness: a service on a temp data dir, tenants and users made through the same
 * operations the CLI runs, and an `api` that speaks HTTP to the service's fetch handler.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { withTenantScope } from '../../src/cli/common'
import { loadConfig, type Config } from '../../src/config'
import { createTenant } from '../../src/domain/tenants'
import type { Resolver } from '../../src/domain/url-guard'
import { createService, type Service } from '../../src/http/app'
import { resourceByPath } from '../../src/resources'
import { createItem } from '../../src/store/repository'
import { s3Env } from './s3'

export const ROLES = {
  admin: 'ROLE_CMS_ADMIN',
  editor: 'ROLE_CMS_EDITOR',
  author: 'ROLE_CMS_AUTHOR',
  viewer: 'ROLE_CMS_VIEWER',
} as const
export type RoleName = keyof typeof ROLES

export const PASSWORD = 'correct-horse-battery'

export type ApiOptions = {
  body?: unknown
  /** Raw body (string or FormData) sent as is. */
  raw?: BodyInit
  token?: string | null
  tenant?: string | null
  site?: string
  headers?: Record<string, string>
}

export type ApiResponse = { status: number; headers: Headers; body: any; text: string }

export type TestService = {
  dir: string
  config: Config
  service: Service
  api: (method: string, path: string, opts?: ApiOptions) => Promise<ApiResponse>
  createTenant: (slug: string, opts?: { quotaMb?: number }) => void
  createUser: (tenant: string, role: RoleName, email?: string) => Promise<string>
  /** Email + password → access token. */
  login: (tenant: string, email: string, password?: string) => Promise<string>
  /** A tenant with one user per role; returns their tokens. */
  tenantWithUsers: (slug: string) => Promise<Record<RoleName, string>>
  close: () => void
}

export function makeConfig(dir: string, env: Record<string, string> = {}): Config {
  return loadConfig(
    { data: dir },
    {
      CMS_JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      CMS_RATE_ANON: '100000/15m',
      CMS_RATE_AUTH: '100000/15m',
      // in-process services keep quiet: a test that reads the request log asks for it
      CMS_LOG_FORMAT: 'none',
      ...env,
    },
  )
}

/** The media store of this test run: `CMS_TEST_MEDIA_STORE=s3` (set with the endpoint by test/setup.ts). */
export const TEST_MEDIA_STORE = process.env.CMS_TEST_MEDIA_STORE === 's3' ? 's3' : 'local'

function mediaEnv(env: Record<string, string>): Record<string, string> {
  const endpoint = process.env.CMS_TEST_S3_ENDPOINT
  if (TEST_MEDIA_STORE !== 's3' || env.CMS_MEDIA_STORE || !endpoint) return {}
  return { ...s3Env(endpoint), CMS_MEDIA_STORE: 's3', CMS_S3_PREFIX: `t-${crypto.randomUUID()}/` }
}

/**
 * `worker`: also run the background work (scheduler, webhook deliveries), as `serve` does;
 * `resolveHost`: how webhook deliveries resolve host names (default: the system's resolver).
 * With `CMS_TEST_MEDIA_STORE=s3` (test/setup.ts sets the endpoint) every service keeps its media
 * in the local bucket, under a prefix of its own.
 */
/** `dir`: the data of an earlier service (closed with `stop()`), kept on close. */
export function startTestService(env: Record<string, string> = {}, opts: { worker?: boolean; resolveHost?: Resolver; dir?: string } = {}): TestService {
  const dir = opts.dir ?? mkdtempSync(join(tmpdir(), 'cms-test-'))
  const config = makeConfig(dir, { ...mediaEnv(env), ...env })
  const service = createService(config, { worker: opts.worker ?? false, resolveHost: opts.resolveHost })

  async function api(method: string, path: string, opts: ApiOptions = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) }
    if (opts.tenant !== null && opts.tenant !== undefined) headers['X-Tenant-Id'] = opts.tenant
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`
    if (opts.site) headers['X-Site-Id'] = opts.site
    let body: BodyInit | undefined = opts.raw
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body)
      headers['Content-Type'] ??= 'application/json'
    }
    const res = await service.fetch(new Request(`http://cms.test${path}`, { method, headers, body }))
    const text = await res.text()
    let parsed: unknown = undefined
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      parsed = undefined
    }
    return { status: res.status, headers: res.headers, body: parsed, text }
  }

  const self: TestService = {
    dir,
    config,
    service,
    api,
    createTenant(slug, opts = {}) {
      createTenant(service.ctx.registry, { slug, name: slug.toUpperCase(), quotaMb: opts.quotaMb })
    },
    async createUser(tenant, role, email = `${role}@${tenant}.test`) {
      await withTenantScope(config, tenant, (scope) =>
        createItem(scope, resourceByPath('users'), { email, password: PASSWORD, roles: [ROLES[role]], name: role }),
      )
      return email
    },
    async login(tenant, email, password = PASSWORD) {
      const res = await api('POST', '/auth/token', { tenant, body: { email, password } })
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`)
      return res.body.token as string
    },
    async tenantWithUsers(slug) {
      self.createTenant(slug)
      const tokens = {} as Record<RoleName, string>
      for (const role of Object.keys(ROLES) as RoleName[]) {
        const email = await self.createUser(slug, role)
        tokens[role] = await self.login(slug, email)
      }
      return tokens
    },
    close() {
      service.close()
      if (!opts.dir) rmSync(dir, { recursive: true, force: true })
    },
  }
  return self
}

/** Follows hydra:next from a first page, returning every member in order. */
export async function walkCollection(t: TestService, path: string, opts: ApiOptions): Promise<any[]> {
  const members: any[] = []
  let next: string | undefined = path
  for (let guard = 0; next && guard < 1000; guard++) {
    const res = await t.api('GET', next, opts)
    if (res.status !== 200) throw new Error(`GET ${next}: ${res.status} ${res.text}`)
    members.push(...res.body['hydra:member'])
    next = res.body['hydra:view']?.['hydra:next']
  }
  return members
}

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
export const ISO_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/

/** Asserts an RFC 7807 body with the given status (and detail, when given). */
export function expectProblem(res: ApiResponse, status: number, detail?: string | RegExp): void {
  const { expect } = require('bun:test') as typeof import('bun:test')
  expect(res.status).toBe(status)
  expect(res.headers.get('content-type')).toStartWith('application/problem+json')
  expect(res.body.type).toBe('https://tools.ietf.org/html/rfc7807')
  expect(res.body.status).toBe(status)
  expect(typeof res.body.title).toBe('string')
  expect(typeof res.body.detail).toBe('string')
  if (typeof detail === 'string') expect(res.body.detail).toBe(detail)
  else if (detail) expect(res.body.detail).toMatch(detail)
  expect(res.text).not.toMatch(/SQLITE|at \w+ \(|\.ts:\d+/)
}
