/**
 * Browser-test harness: the real server (Bun.serve with the /ui dashboard) on a free port and a
 * temp data dir, tenants and users made through the CLI's operations, and Debian's chromium
 * driven by playwright-core. Shared by test/ui/*.test.ts and scripts/ui-screenshots.ts.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { withTenantScope } from '../../src/cli/common'
import { createTenant } from '../../src/domain/tenants'
import { resourceByPath } from '../../src/resources'
import { startServer } from '../../src/server'
import { createItem } from '../../src/store/repository'
import { makePng } from './png'
import { makeConfig, PASSWORD } from './service'

export const CHROMIUM = '/usr/bin/chromium'
export const hasChromium = existsSync(CHROMIUM)

/** Flags for a headless chromium that never reaches out to the network on its own. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true })
}

export type UiServer = {
  base: string
  api: (
    method: string,
    path: string,
    opts?: {
      body?: unknown
      token?: string
      tenant?: string
      headers?: Record<string, string>
      raw?: BodyInit
    },
  ) => Promise<{ status: number; body: any; headers: Headers }>
  createTenant: (slug: string) => void
  /** Adds a user; returns the email (password: PASSWORD). */
  createUser: (tenant: string, role: string, email: string) => Promise<string>
  login: (tenant: string, email: string) => Promise<string>
  close: () => Promise<void>
}

export async function startUiServer(): Promise<UiServer> {
  const dir = mkdtempSync(join(tmpdir(), 'cms-ui-'))
  const config = makeConfig(dir, { CMS_PORT: '0', CMS_HOST: '127.0.0.1' })
  const server = startServer(config, { signals: false })
  const base = `http://127.0.0.1:${server.port}`
  const self: UiServer = {
    base,
    async api(method, path, opts = {}) {
      const headers: Record<string, string> = {
        'X-Tenant-Id': opts.tenant ?? 'acme',
        ...opts.headers,
      }
      if (opts.token) headers.Authorization = `Bearer ${opts.token}`
      let body: BodyInit | undefined = opts.raw
      if (opts.body !== undefined) {
        body = JSON.stringify(opts.body)
        headers['Content-Type'] = 'application/json'
      }
      const res = await fetch(base + path, { method, headers, body })
      const text = await res.text()
      let parsed: unknown = null
      try {
        parsed = text ? JSON.parse(text) : null
      } catch {
        parsed = text
      }
      return { status: res.status, body: parsed, headers: res.headers }
    },
    createTenant: (slug) =>
      void createTenant(server.service.ctx.registry, { slug, name: slug.toUpperCase() }),
    async createUser(tenant, role, email) {
      await withTenantScope(config, tenant, (scope) =>
        createItem(scope, resourceByPath('users'), {
          email,
          password: PASSWORD,
          roles: [role],
          name: email.split('@')[0],
        }),
      )
      return email
    },
    async login(tenant, email) {
      const res = await self.api('POST', '/auth/token', {
        tenant,
        body: { email, password: PASSWORD },
      })
      if (res.status !== 200) throw new Error(`login failed: ${res.status}`)
      return res.body.token
    },
    async close() {
      await server.shutdown()
      rmSync(dir, { recursive: true, force: true })
    },
  }
  return self
}

/** A small valid PNG (a blue-to-orange gradient), so uploads need no fixture file. */
export const tinyPng = () => makePng(64, 48, (x, y) => [40 + x * 3, 90 + y, 220 - x * 2])
