/**
 * The compiled `cms` binary serves /docs and its assets from itself: it is built into a temp
 * folder and run from there, where no node_modules can be reached.
 */
import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = join(import.meta.dir, '../..')
const dir = mkdtempSync(join(tmpdir(), 'cms-bin-'))
let child: ReturnType<typeof Bun.spawn> | null = null

afterAll(() => {
  child?.kill()
  rmSync(dir, { recursive: true, force: true })
})

/** Reads the child's stdout until the listening line names the port. */
async function listeningPort(stdout: ReadableStream<Uint8Array>): Promise<number> {
  const reader = stdout.getReader()
  let text = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) throw new Error(`server exited: ${text}`)
    text += new TextDecoder().decode(value)
    const match = /listening on http:\/\/[^:]+:(\d+)/.exec(text)
    if (match) {
      reader.releaseLock()
      return Number(match[1])
    }
  }
}

test('should serve /docs, its assets and the descriptions from the compiled binary', async () => {
  const bin = join(dir, 'cms')
  const build = Bun.spawnSync(['bun', 'build', '--compile', join(root, 'src/main.ts'), '--outfile', bin], { cwd: root })
  expect(build.exitCode, build.stderr.toString()).toBe(0)

  child = Bun.spawn([bin, 'serve', '--host', '127.0.0.1', '--port', '0', '--data', join(dir, 'data')], { cwd: dir, stdout: 'pipe', stderr: 'pipe' })
  const port = await Promise.race([listeningPort(child.stdout as ReadableStream<Uint8Array>), Bun.sleep(10_000).then(() => 0)])
  expect(port).toBeGreaterThan(0)
  const base = `http://127.0.0.1:${port}`

  const page = await fetch(`${base}/docs`)
  expect(page.status).toBe(200)
  expect(page.headers.get('content-security-policy')).toStartWith("default-src 'self'")
  const html = await page.text()
  for (const [asset, file] of [
    ['/docs/scalar.js', 'node_modules/@scalar/api-reference/dist/browser/standalone.js'],
  ]) {
    expect(html).toContain(`"${asset}"`)
    const res = await fetch(base + asset)
    expect(res.status, asset).toBe(200)
    expect((await res.arrayBuffer()).byteLength, asset).toBe(Bun.file(join(root, file!)).size)
  }
  // every script and stylesheet the page names is on the same origin and served
  const linked = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!)
  expect(linked.length).toBeGreaterThan(0)
  for (const url of linked) {
    expect(url, url).toStartWith('/')
    expect((await fetch(base + url)).status, url).toBe(200)
  }
  expect((await (await fetch(`${base}/openapi.json`)).json()).openapi).toBe('3.0.3')
  expect((await (await fetch(`${base}/docs.jsonld`)).json())['@type']).toBe('hydra:ApiDocumentation')
}, 60_000)
