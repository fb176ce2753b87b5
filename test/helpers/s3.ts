/**
 * A local S3-compatible server (s3rver) on the loopback, for media in a bucket and backups to
 * `s3://`. One per test process, started on first use; every service gets its own key prefix.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const S3_BUCKET = 'cms-media'
export const S3_BACKUP_BUCKET = 'cms-backups'
/** s3rver's fixed credentials. */
const KEY = 'S3RVER'

let started: Promise<string> | null = null

/** The endpoint of the process's s3rver, starting it the first time. */
export function s3Endpoint(): Promise<string> {
  started ??= (async () => {
    // note: loaded here, so test files that never use a bucket do not load the server
    const { default: S3rver } = await import('s3rver')
    const directory = mkdtempSync(join(tmpdir(), 'cms-s3rver-'))
    const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: process.env.CMS_TEST_S3_LOG !== '1', configureBuckets: [{ name: S3_BUCKET }, { name: S3_BACKUP_BUCKET }] })
    const { port } = await server.run()
    process.once('beforeExit', () => {
      void server.close().finally(() => rmSync(directory, { recursive: true, force: true }))
    })
    return `http://127.0.0.1:${port}`
  })()
  return started
}

/** The S3 settings of a service on the local server (no media store chosen). */
export function s3Env(endpoint: string): Record<string, string> {
  return { CMS_S3_BUCKET: S3_BUCKET, CMS_S3_ENDPOINT: endpoint, CMS_S3_ACCESS_KEY_ID: KEY, CMS_S3_SECRET_ACCESS_KEY: KEY }
}

/** A service's media in the local bucket, under a prefix of its own. */
export function s3MediaEnv(endpoint: string): Record<string, string> {
  return { ...s3Env(endpoint), CMS_MEDIA_STORE: 's3', CMS_S3_PREFIX: `t-${crypto.randomUUID()}/` }
}

export function s3TestClient(endpoint: string, bucket = S3_BUCKET): Bun.S3Client {
  return new Bun.S3Client({ bucket, endpoint, region: 'us-east-1', accessKeyId: KEY, secretAccessKey: KEY })
}

export type HoldingProxy = {
  endpoint: string
  /** Resolves once `count` requests are held. */
  holding: (count?: number) => Promise<void>
  /** Lets the held requests (and any later one) through. */
  release: () => void
  close: () => void
}

/**
 * The local server behind a proxy that holds the requests `hold` picks until `release`: a
 * backup waits there, at a known step, for as long as a test needs.
 */
export function holdingProxy(endpoint: string, hold: (method: string, url: URL) => boolean): HoldingProxy {
  let held = 0
  let waiters: { count: number; resolve: () => void }[] = []
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let open = false
  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    // a request is held as long as its test needs, not cut after Bun's default 10 s
    idleTimeout: 0,
    async fetch(req) {
      const url = new URL(req.url)
      if (!open && hold(req.method, url)) {
        held++
        waiters = waiters.filter((w) => (held >= w.count ? (w.resolve(), false) : true))
        await released
      }
      // note: the Host header goes as it came, so the request's signature still holds
      const res = await fetch(`${endpoint}${url.pathname}${url.search}`, { method: req.method, headers: req.headers, body: req.body, redirect: 'manual' })
      return new Response(res.body, { status: res.status, headers: res.headers })
    },
  })
  return {
    endpoint: `http://127.0.0.1:${server.port}`,
    holding: (count = 1) => (held >= count ? Promise.resolve() : new Promise((resolve) => waiters.push({ count, resolve }))),
    release: () => {
      open = true
      release()
    },
    close: () => {
      open = true
      release()
      void server.stop(true)
    },
  }
}
