/**
 * Black-box harness for operations: a real `cms serve` child process on a free loopback port,
 * CLI commands run as separate processes (as an operator would), and a data dir seeded with
 * tenants and users through the same operations the CLI runs.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { withTenantScope } from '../../src/cli/common'
import { createTenant } from '../../src/domain/tenants'
import { resourceByPath } from '../../src/resources'
import { Registry } from '../../src/store/registry-db'
import { createItem } from '../../src/store/repository'
import { makeConfig, PASSWORD, ROLES } from './service'

const MAIN = resolve(import.meta.dir, '../../src/main.ts')

/** The environment every child gets: a fixed secret (tokens survive restarts) and no rate limit. */
export const CHILD_ENV: Record<string, string> = {
  CMS_JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
  CMS_RATE_ANON: '1000000/15m',
  CMS_RATE_AUTH: '1000000/15m',
}

export const newDataDir = () => mkdtempSync(join(tmpdir(), 'cms-ops-'))

/** Creates tenants, each with one administrator `admin@<slug>.test`. */
export async function seedTenants(dir: string, slugs: string[]): Promise<void> {
  const config = makeConfig(dir)
  const registry = new Registry(dir)
  try {
    for (const slug of slugs) createTenant(registry, { slug, name: slug.toUpperCase() })
  } finally {
    registry.close()
  }
  for (const slug of slugs) {
    await withTenantScope(config, slug, (scope) =>
      createItem(scope, resourceByPath('users'), { email: `admin@${slug}.test`, password: PASSWORD, roles: [ROLES.admin], name: 'admin' }),
    )
  }
}

export type CliResult = { exitCode: number; stdout: string; stderr: string }

/** Starts `bun src/main.ts <args>`, for a test that stops it before it ends. */
export function spawnCli(args: string[], opts: { env?: Record<string, string>; cwd?: string } = {}): Bun.Subprocess<'ignore', 'pipe', 'pipe'> {
  return Bun.spawn(['bun', MAIN, ...args], {
    env: { ...process.env, ...CHILD_ENV, ...opts.env },
    cwd: opts.cwd,
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  })
}

/** Runs `bun src/main.ts <args>` without blocking the event loop (writers keep running). */
export async function cli(args: string[], opts: { env?: Record<string, string>; cwd?: string } = {}): Promise<CliResult> {
  const proc = spawnCli(args, opts)
  const [stdout, stderr, exitCode] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited])
  return { exitCode, stdout, stderr }
}

export type Child = {
  proc: Bun.Subprocess<'ignore', 'pipe', 'pipe'>
  port: number
  url: string
  /** Everything the child wrote to stdout (its request log), once it has closed it (exited). */
  stdout: () => Promise<string>
  /** Everything the child wrote to stderr so far (read once it has exited). */
  stderr: () => Promise<string>
  /** SIGTERM, then the exit code. */
  stop: () => Promise<number>
}

/**
 * Starts `cms serve` on 127.0.0.1 (port 0 unless `port` is given) and reads the port from its
 * "listening" line.
 */
export async function startChild(dir: string, env: Record<string, string> = {}, port0 = 0): Promise<Child> {
  const proc = Bun.spawn(['bun', MAIN, 'serve', '--host', '127.0.0.1', '--port', String(port0), '--data', dir], {
    env: { ...process.env, ...CHILD_ENV, ...env },
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const reader = proc.stdout.getReader()
  let out = ''
  let port = 0
  while (!port) {
    const { value, done } = await reader.read()
    if (done) throw new Error(`cms serve exited before listening: ${await new Response(proc.stderr).text()}`)
    out += new TextDecoder().decode(value)
    const match = /listening on http:\/\/[^:]+:(\d+)/.exec(out)
    if (match) port = Number(match[1])
  }
  // keep draining, so the child never blocks on a full pipe, and keep what it wrote
  const drained = (async () => {
    const decoder = new TextDecoder()
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return out
      out += decoder.decode(value, { stream: true })
    }
  })()
  let stderrText: Promise<string> | null = null
  return {
    proc,
    port,
    url: `http://127.0.0.1:${port}`,
    stdout: () => drained,
    stderr: () => (stderrText ??= new Response(proc.stderr).text()),
    async stop() {
      proc.kill('SIGTERM')
      return proc.exited
    },
  }
}

/** JSON request against a child; returns status and parsed body. */
export async function http(
  child: Child,
  method: string,
  path: string,
  opts: { tenant?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = {}
  if (opts.tenant) headers['X-Tenant-Id'] = opts.tenant
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json'
  const res = await fetch(child.url + path, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : undefined }
}

export async function loginChild(child: Child, tenant: string): Promise<string> {
  const res = await http(child, 'POST', '/auth/token', { tenant, body: { email: `admin@${tenant}.test`, password: PASSWORD } })
  if (res.status !== 200) throw new Error(`login to ${tenant} failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.token
}
