/**
 * CONTRACT §9: deliveries survive a crash. A real `serve` process is killed with SIGKILL right
 * after a write whose event the receiver has not accepted yet; a new process on the same data
 * directory delivers it.
 */
import { afterAll, expect, setDefaultTimeout, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startReceiver, until, validSignature } from '../helpers/receiver'

// two server starts and a retry schedule
setDefaultTimeout(60_000)

const root = join(import.meta.dir, '..', '..')
const dir = mkdtempSync(join(tmpdir(), 'cms-restart-'))
const env = {
  ...process.env,
  CMS_DATA_DIR: dir,
  CMS_PORT: '0',
  CMS_HOST: '127.0.0.1',
  CMS_JWT_SECRET: 'restart-secret-restart-secret-0123456789',
  CMS_WEBHOOK_ALLOW_PRIVATE: '1',
  CMS_WORKER_INTERVAL_MS: '50',
  // long enough that the first process cannot spend the schedule before it is killed
  CMS_WEBHOOK_RETRY_SCHEDULE: '1s,1s,1s,1s,1s',
  CMS_WEBHOOK_TIMEOUT: '1s',
}
const children: Bun.Subprocess[] = []

afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

function cms(...args: string[]): void {
  const p = Bun.spawnSync(['bun', join(root, 'src/main.ts'), ...args], {
    env,
    stdout: 'pipe',
    stderr: 'pipe',
  })
  if (p.exitCode !== 0) throw new Error(`cms ${args.join(' ')}: ${p.stderr.toString()}`)
}

/** One JSON request to tenant acme of the server at `base`. */
async function call(base: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(base + path, {
    method,
    headers: { 'X-Tenant-Id': 'acme', 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as any }
}

/** Starts `cms serve` and resolves with its base URL once it listens. */
async function serve(): Promise<{
  base: string
  child: Bun.Subprocess<'ignore', 'pipe', 'inherit'>
}> {
  const child = Bun.spawn(['bun', join(root, 'src/main.ts'), 'serve'], {
    env,
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'inherit',
  })
  children.push(child)
  const reader = child.stdout.getReader()
  let out = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) throw new Error(`serve exited before listening: ${out}`)
    out += new TextDecoder().decode(value)
    const match = /listening on http:\/\/[^:]+:(\d+)/.exec(out)
    if (match) {
      reader.releaseLock()
      return { base: `http://127.0.0.1:${match[1]}`, child }
    }
  }
}

test('should deliver an event written just before a SIGKILL once the server is back', async () => {
  cms('app:tenant:create', 'acme', 'Acme')
  cms(
    'app:user:create',
    '--tenant=acme',
    '--email=admin@acme.test',
    '--password=correct-horse-battery',
    '--role=ROLE_CMS_ADMIN',
  )
  let up = false
  let accepted = 0
  const receiver = startReceiver(() => {
    if (!up) return new Response('down', { status: 503 })
    accepted++
    return new Response('ok')
  })
  try {
    const first = await serve()
    const token = (
      await call(first.base, 'POST', '/auth/token', {
        email: 'admin@acme.test',
        password: 'correct-horse-battery',
      })
    ).body.token
    const hook = await call(
      first.base,
      'POST',
      '/admin/webhooks',
      { url: receiver.url, events: ['article.created'] },
      token,
    )
    expect(hook.status).toBe(201)
    const article = await call(
      first.base,
      'POST',
      '/admin/articles',
      { title: { fr: 'Avant la panne' } },
      token,
    )
    expect(article.status).toBe(201)
    first.child.kill('SIGKILL')
    await first.child.exited
    expect(first.child.signalCode).toBe('SIGKILL')
    // whatever the first process tried, the receiver accepted nothing
    expect(accepted).toBe(0)

    up = true
    const second = await serve()
    await until(() => accepted === 1, 'the event after restart')
    await until(
      async () =>
        (await call(second.base, 'GET', `${hook.body['@id']}/deliveries`, undefined, token)).body[
          'hydra:member'
        ][0]?.status === 'delivered',
      'the delivery to be recorded',
    )
    const delivered = receiver.got.at(-1)!
    expect(delivered.payload).toMatchObject({ event: 'article.created', tenant: 'acme' })
    expect(delivered.payload.data.title).toEqual({ fr: 'Avant la panne' })
    expect(validSignature(delivered.body, delivered.signature, hook.body.secret)).toBe(true)
    const log = (await call(second.base, 'GET', `${hook.body['@id']}/deliveries`, undefined, token))
      .body['hydra:member'][0]
    expect(log.attempts.at(-1).status_code).toBe(200)
    expect(log.attempts.slice(0, -1).every((a: any) => a.status_code === 503)).toBe(true)
    second.child.kill('SIGTERM')
    await second.child.exited
  } finally {
    receiver.stop()
  }
})

test('should send the deliveries a killed server had taken on at once after the restart, in order', async () => {
  let up = false
  // the first server's receiver never answers: its lane is cut with one request on its way and
  // the deliveries behind it taken on
  const receiver = startReceiver(async () => {
    while (!up) await Bun.sleep(20)
    return new Response('ok')
  })
  try {
    const first = await serve()
    const token = (await call(first.base, 'POST', '/auth/token', { email: 'admin@acme.test', password: 'correct-horse-battery' })).body.token
    expect((await call(first.base, 'POST', '/admin/webhooks', { url: receiver.url, events: ['tag.created'] }, token)).status).toBe(201)
    for (const n of [1, 2, 3, 4]) expect((await call(first.base, 'POST', '/admin/tags', { name: { fr: `Tag ${n}` } }, token)).status).toBe(201)
    await until(() => receiver.got.length === 1, 'the first delivery to be on its way')
    first.child.kill('SIGKILL')
    await first.child.exited
    const before = receiver.got.length

    up = true
    const second = await serve()
    // written after the restart: it must not overtake the four written before
    expect((await call(second.base, 'POST', '/admin/tags', { name: { fr: 'Tag 5' } }, token)).status).toBe(201)
    const names = () => receiver.got.slice(before).map((r) => r.payload.data.name.fr)
    await until(() => names().includes('Tag 5') && names().includes('Tag 4'), 'every delivery after the restart', 50_000)
    expect(names()).toEqual(['Tag 1', 'Tag 2', 'Tag 3', 'Tag 4', 'Tag 5'])
    second.child.kill('SIGTERM')
    await second.child.exited
  } finally {
    receiver.stop()
  }
})

test('should let a SIGTERM finish and record the attempt under way, and leave the rest of its lane to the next start', async () => {
  let slow = true
  // answers after 0.7 s (the timeout is 1 s): the SIGTERM lands while the first is on its way
  const receiver = startReceiver(async () => {
    if (slow) await Bun.sleep(700)
    return new Response('ok')
  })
  try {
    const first = await serve()
    const token = (await call(first.base, 'POST', '/auth/token', { email: 'admin@acme.test', password: 'correct-horse-battery' })).body.token
    const hook = await call(first.base, 'POST', '/admin/webhooks', { url: receiver.url, events: ['category.created'] }, token)
    for (const n of [1, 2]) expect((await call(first.base, 'POST', '/admin/categories', { name: { fr: `Cat ${n}` } }, token)).status).toBe(201)
    await until(() => receiver.got.length === 1, 'the first delivery to be on its way')
    first.child.kill('SIGTERM')
    expect(await first.child.exited).toBe(0)

    slow = false
    const second = await serve()
    const names = () => receiver.got.map((r) => r.payload.data.name.fr)
    await until(() => names().includes('Cat 2'), 'the second delivery after the restart')
    // the first was answered and recorded before the exit: never sent again
    expect(names()).toEqual(['Cat 1', 'Cat 2'])
    const deliveries = async () => (await call(second.base, 'GET', `${hook.body['@id']}/deliveries`, undefined, token)).body['hydra:member']
    await until(async () => (await deliveries()).every((d: any) => d.status === 'delivered'), 'both recorded')
    const log = { body: { 'hydra:member': await deliveries() } }
    expect(log.body['hydra:member'].map((d: any) => d.attempts.length)).toEqual([1, 1])
    second.child.kill('SIGTERM')
    await second.child.exited
  } finally {
    receiver.stop()
  }
})
