/**
 * Smoke test of the compiled binary, as an operator would use it: started from another
 * directory, tenant and user made with its CLI, then the API over real HTTP.
 * Usage: bun scripts/smoke.ts ./cms
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { smokeMedia } from './smoke-media'

const binary = resolve(process.argv[2] ?? './cms')
const work = mkdtempSync(join(tmpdir(), 'cms-smoke-'))
const data = join(work, 'data')
const METRICS_TOKEN = 'smoke-metrics-token-0123456789'
const env = { ...process.env, CMS_DATA_DIR: data, CMS_JWT_SECRET: undefined, CMS_METRICS_TOKEN: METRICS_TOKEN }

function cli(...args: string[]): string {
  const p = Bun.spawnSync([binary, ...args], { cwd: work, env, stdout: 'pipe', stderr: 'pipe' })
  if (p.exitCode !== 0) throw new Error(`cms ${args.join(' ')} failed (${p.exitCode}): ${p.stderr}`)
  return p.stdout.toString()
}

function check(cond: unknown, what: string): void {
  if (!cond) throw new Error(`smoke: ${what}`)
  console.log(`ok  ${what}`)
}

const port = 20000 + Math.floor(Math.random() * 20000)
let server: ReturnType<typeof Bun.spawn> | undefined
try {
  check(cli('--version').trim().length > 0, 'binary runs and prints its version')
  cli('app:tenant:create', 'smoke', 'Smoke Test')
  cli('app:user:create', '--tenant=smoke', '--email=admin@smoke.test', '--password=smoke-password', '--role=ROLE_CMS_ADMIN')
  check(cli('app:tenant:list').includes('smoke'), 'tenant created and listed by the CLI')

  const started = performance.now()
  // two worker threads, which the binary starts from itself (CONTRACT §14 "Every core")
  server = Bun.spawn([binary, 'serve', '--port', String(port), '--host', '127.0.0.1', '--workers', '2'], { cwd: work, env, stdout: 'inherit', stderr: 'inherit' })
  const base = `http://127.0.0.1:${port}`
  let healthy = false
  for (let i = 0; i < 200 && !healthy; i++) {
    healthy = await fetch(`${base}/health`).then((r) => r.ok, () => false)
    if (!healthy) await Bun.sleep(25)
  }
  check(healthy, `server answers /health (first 200 after ${Math.round(performance.now() - started)} ms)`)

  const ui = await fetch(`${base}/ui`)
  const script = /src="(\/[^"]+\.js)"/.exec(await ui.text())?.[1]
  const bundle = script ? await fetch(base + script) : null
  check(ui.status === 200 && bundle?.status === 200, 'dashboard served at /ui with its embedded script')

  const h = { 'X-Tenant-Id': 'smoke', 'Content-Type': 'application/json' }
  const login = await fetch(`${base}/auth/token`, { method: 'POST', headers: h, body: JSON.stringify({ email: 'admin@smoke.test', password: 'smoke-password' }) })
  const { token } = (await login.json()) as { token: string }
  check(login.status === 200 && token, 'token issued')
  const auth = { ...h, Authorization: `Bearer ${token}` }

  const created = await fetch(`${base}/admin/articles`, { method: 'POST', headers: auth, body: JSON.stringify({ title: { fr: 'Bonjour', en: 'Hello' }, status: 'published' }) })
  const article = (await created.json()) as Record<string, unknown>
  check(created.status === 201 && article.version === 1, 'article created (201, version 1)')
  const list = (await (await fetch(`${base}/admin/articles`, { headers: auth })).json()) as Record<string, unknown>
  check(list['hydra:totalItems'] === 1, 'article listed in the Hydra collection')
  const pub = await fetch(`${base}/public/articles/${article.slug}`, { headers: { 'X-Tenant-Id': 'smoke' } })
  check(pub.status === 200, 'article delivered on /public')
  check(pub.headers.get('cache-tag') === `article:${article.id}`, 'public article names itself in Cache-Tag')
  const cards = (await (await fetch(`${base}/public/articles?properties[]=slug`, { headers: { 'X-Tenant-Id': 'smoke' } })).json()) as { 'hydra:member': Record<string, unknown>[] }
  check(JSON.stringify(Object.keys(cards['hydra:member'][0] ?? {})) === '["@id","@type","id","slug"]', 'properties[] keeps only the fields asked for')
  const feed = (await (await fetch(`${base}/public/changes`, { headers: { 'X-Tenant-Id': 'smoke' } })).json()) as { 'hydra:member': { event: string; slug: string }[] }
  check(feed['hydra:member'].some((c) => c.event === 'upsert' && c.slug === article.slug), 'article announced on the public change feed')
  const stream = await fetch(`${base}/admin/changes/stream?after=0`, { headers: auth })
  const first = stream.body ? new TextDecoder().decode((await stream.body.getReader().read()).value) : ''
  check(stream.status === 200 && first.startsWith('retry:'), 'change stream opened (Server-Sent Events)')
  await stream.body?.cancel().catch(() => {})

  await smokeMedia(base, auth, check)

  const metrics = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
  const exposition = await metrics.text()
  check(
    // note: the node's figures, summed over both workers whichever one takes the scrape
    metrics.status === 200 && exposition.includes('cms_http_requests_total{route="/admin/articles",method="POST",status="201"} 1') && metrics.headers.get('x-request-id'),
    'metrics served at /metrics with route templates, responses carry X-Request-Id',
  )
  server.kill('SIGTERM')
  check((await server.exited) === 0, 'both workers drained on SIGTERM, exit 0')
} finally {
  server?.kill('SIGTERM')
  await server?.exited
  rmSync(work, { recursive: true, force: true })
}
console.log('smoke: all checks passed')
