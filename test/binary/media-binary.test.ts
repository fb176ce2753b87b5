/**
 * The compiled binary, as it ships: built with `bun build --compile`, run from another folder
 * (so nothing can come from this repository or node_modules), a tenant and an admin made with its
 * CLI, an upload of generated images, the thumbnails fetched over HTTP and decoded.
 */
import { afterAll, describe, expect, setDefaultTimeout, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sniffMime } from '../../src/lib/sniff'
import { decodeImage, encodeImage, makeGif, photoLike } from '../helpers/test-images'

setDefaultTimeout(60_000)

const REPO = join(import.meta.dir, '../..')
const work = mkdtempSync(join(tmpdir(), 'cms-binary-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

let built: Promise<string> | null = null
const binary = () => (built ??= build())

async function build(): Promise<string> {
  const outfile = join(work, 'cms')
  // the flags of package.json's build script, as the binary ships, with another output file
  const { scripts } = (await Bun.file(join(REPO, 'package.json')).json()) as { scripts: { build: string } }
  const [, ...args] = scripts.build.replace(/--outfile \S+/, '').trim().split(/\s+/)
  const p = Bun.spawn(['bun', ...args, '--outfile', outfile], { cwd: REPO, stdout: 'pipe', stderr: 'pipe' })
  if ((await p.exited) !== 0) throw new Error(`build failed: ${await new Response(p.stderr).text()}`)
  return outfile
}

/** Runs a CLI command of the binary from an unrelated folder. */
async function cli(bin: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  const p = Bun.spawn([bin, ...args], { cwd: work, stdout: 'pipe', stderr: 'pipe', env: { PATH: process.env.PATH ?? '', ...env } })
  const [out, err, code] = await Promise.all([new Response(p.stdout).text(), new Response(p.stderr).text(), p.exited])
  if (code !== 0) throw new Error(`${args[0]} exited ${code}: ${err}`)
  return out
}

type Running = { base: string; stderr: () => Promise<string>; stop: () => Promise<void> }

async function serve(bin: string, data: string, env: Record<string, string> = {}): Promise<Running> {
  const p = Bun.spawn([bin, 'serve', '--host', '127.0.0.1', '--port', '0', '--data', data], { cwd: work, stdout: 'pipe', stderr: 'pipe', env: { PATH: process.env.PATH ?? '', ...env } })
  const reader = p.stdout.getReader()
  let out = ''
  while (!/listening on (http:\/\/\S+)/.test(out)) {
    const { done, value } = await reader.read()
    if (done) throw new Error(`server did not start: ${out} ${await new Response(p.stderr).text()}`)
    out += new TextDecoder().decode(value)
  }
  reader.releaseLock()
  return {
    base: /listening on (http:\/\/\S+)/.exec(out)![1]!,
    stderr: () => new Response(p.stderr).text(),
    async stop() {
      p.kill('SIGTERM')
      await p.exited
    },
  }
}

async function checkBinary(): Promise<string> {
  const bin = await binary()
  const data = join(work, 'data')
  await cli(bin, ['app:tenant:create', 'acme', 'Acme', '--data', data])
  await cli(bin, ['app:user:create', '--tenant=acme', '--email=admin@acme.test', '--password=binary-check-pw', '--role=ROLE_CMS_ADMIN', '--data', data])
  const server = await serve(bin, data)
  try {
    const login = await fetch(`${server.base}/auth/token`, {
      method: 'POST',
      headers: { 'X-Tenant-Id': 'acme', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@acme.test', password: 'binary-check-pw' }),
    })
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const photo = photoLike(1600, 1200)
    const inputs: [string, Uint8Array, string][] = [
      ['photo.jpg', await encodeImage(photo, 'image/jpeg'), 'image/jpeg'],
      ['photo.png', await encodeImage(photoLike(400, 300), 'image/png'), 'image/png'],
      ['photo.webp', await encodeImage(photoLike(400, 300), 'image/webp'), 'image/webp'],
      ['anim.gif', makeGif(400, 300, { palette: [[250, 0, 0], [0, 0, 250]], frames: [(x) => (x < 200 ? 0 : 1)] }), 'image/webp'],
    ]
    for (const [filename, bytes, thumbMime] of inputs) {
      const form = new FormData()
      form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], filename))
      const res = await fetch(`${server.base}/admin/media`, { method: 'POST', headers: { 'X-Tenant-Id': 'acme', Authorization: `Bearer ${token}` }, body: form })
      expect([filename, res.status]).toEqual([filename, 201])
      const media = (await res.json()) as { urls: Record<string, string>; width: number }
      const thumb = await fetch(`${server.base}${media.urls.thumbnail}`)
      expect(thumb.status).toBe(200)
      const thumbBytes = new Uint8Array(await thumb.arrayBuffer())
      expect(sniffMime(thumbBytes)).toBe(thumbMime)
      expect((await decodeImage(thumbBytes, thumbMime)).width).toBe(320)
      if (media.width > 1024) expect((await decodeImage(new Uint8Array(await (await fetch(`${server.base}${media.urls.medium}`)).arrayBuffer()), thumbMime)).width).toBe(1024)
      // a transform on delivery (a cover crop goes through Bun.Image, the PNG cut and Bun.Image again)
      const crop = await fetch(`${server.base}${media.urls.original}?w=200&h=100&fm=webp`)
      expect([filename, crop.status, crop.headers.get('content-type')]).toEqual([filename, 200, 'image/webp'])
      const cropped = await decodeImage(new Uint8Array(await crop.arrayBuffer()), 'image/webp')
      expect([cropped.width, cropped.height]).toEqual([200, 100])
    }
  } finally {
    await server.stop()
  }
  return server.stderr()
}

describe('compiled binary', () => {
  test('should make image variants, with no warning on stderr', async () => {
    const stderr = await checkBinary()
    expect(stderr.split('\n').filter((line) => line && !line.includes('SIGTERM'))).toEqual([])
  })
})

describe('compiled binary with media in a bucket', () => {
  test('should upload to, serve ranges from and back up to a local S3 server', async () => {
    const { s3Endpoint, s3MediaEnv, s3TestClient, S3_BACKUP_BUCKET } = await import('../helpers/s3')
    const endpoint = await s3Endpoint()
    const env = s3MediaEnv(endpoint)
    const bin = await binary()
    const data = join(work, 'data-s3')
    await cli(bin, ['app:tenant:create', 'acme', 'Acme', '--data', data], env)
    await cli(bin, ['app:user:create', '--tenant=acme', '--email=admin@acme.test', '--password=binary-check-pw', '--role=ROLE_CMS_ADMIN', '--data', data], env)
    // a scheduled backup too: the binary writes each archive in a thread of itself
    const scheduled = { CMS_BACKUP_EVERY: '1h', CMS_BACKUP_TO: `s3://${S3_BACKUP_BUCKET}/binary-scheduled/`, CMS_WORKER_INTERVAL_MS: '50' }
    const server = await serve(bin, data, { ...env, ...scheduled })
    try {
      const archives = s3TestClient(endpoint, S3_BACKUP_BUCKET)
      let scheduledKeys: string[] = []
      for (let i = 0; i < 400 && scheduledKeys.length === 0; i++) {
        await Bun.sleep(25)
        scheduledKeys = ((await archives.list({ prefix: 'binary-scheduled/acme/' })).contents ?? []).map((o) => o.key)
      }
      expect(scheduledKeys).toEqual([expect.stringMatching(/^binary-scheduled\/acme\/acme-\d{8}T\d{6}Z\.tar\.gz$/)])
      const login = await fetch(`${server.base}/auth/token`, {
        method: 'POST',
        headers: { 'X-Tenant-Id': 'acme', 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@acme.test', password: 'binary-check-pw' }),
      })
      const { token } = (await login.json()) as { token: string }
      const form = new FormData()
      form.append('file', new File([(await encodeImage(photoLike(1600, 1200), 'image/jpeg')) as Uint8Array<ArrayBuffer>], 'photo.jpg'))
      const res = await fetch(`${server.base}/admin/media`, { method: 'POST', headers: { 'X-Tenant-Id': 'acme', Authorization: `Bearer ${token}` }, body: form })
      expect(res.status).toBe(201)
      const media = (await res.json()) as { id: string; filename: string; urls: Record<string, string> }
      const keys = ((await s3TestClient(endpoint).list({ prefix: `${env.CMS_S3_PREFIX}acme/` })).contents ?? []).map((o) => o.key)
      expect(keys).toHaveLength(3)
      const part = await fetch(`${server.base}${media.urls.thumbnail}`, { headers: { Range: 'bytes=0-2' } })
      expect(part.status).toBe(206)
      expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff])
    } finally {
      await server.stop()
    }
    const out = await cli(bin, ['app:tenant:backup', 'acme', '--out', `s3://${S3_BACKUP_BUCKET}/binary/acme.tar.gz`, '--data', data], env)
    expect(out).toContain('database and 3 media files')
    expect((await server.stderr()).split('\n').filter((line) => line && !line.includes('SIGTERM'))).toEqual([])
  })
})
