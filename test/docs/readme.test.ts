/**
 * Every ```sh block of README.md runs as written, in order, as a reader would paste it: in a
 * temporary folder laid out like a checkout, against the real service, with curl and jq. A
 * command that exits non-zero fails the test, and so does a curl call answered with an HTTP error
 * (see CURL_FAILS_ON_HTTP_ERRORS).
 *
 * What differs from a reader's terminal, and why:
 * - port 8080 could be taken on the machine running the tests, so every `8080` of a block becomes
 *   a free port, and CMS_PORT gives the same port to `bun run start`, which names none;
 * - CMS_DATA_DIR is the folder's own `./data` (what the README's commands use by default), and
 *   the servers listen on loopback only (CMS_HOST);
 * - server commands (`bun run start`, `./cms serve`) run in the background until `/health`
 *   answers, and are stopped with SIGTERM, which must end them cleanly;
 * - the single-binary block is the README's alternative to the quick start: it runs in a folder
 *   of its own, where tenant `acme` does not exist yet;
 * - the lines of SKIPPED do not run, for the reason given there. `bun install` does run: the
 *   folder links the checkout's node_modules, so it checks them against the lockfile, offline.
 */
import { afterAll, expect, test } from 'bun:test'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = join(import.meta.dir, '..', '..')
const readme = readFileSync(join(root, 'README.md'), 'utf8')
const work = mkdtempSync(join(tmpdir(), 'cms-readme-'))

/** Lines of the README that are not run (matched by their start), and why. */
const SKIPPED: Record<string, string> = {
  'npm install -g bun@': 'a global install from the network, of the Bun that runs this test',
  'bun run test': 'the suite that runs this test: it would never end',
}

/** Commands that serve until stopped. */
const SERVER = /^(bun run start|\.\/cms serve)\b/

/**
 * The README shows `curl -s`, which exits 0 on a 4xx or 5xx; here curl fails on those (and
 * still prints the problem body), so an example the service rejects fails the test.
 */
const CURL_FAILS_ON_HTTP_ERRORS = 'curl() { command curl --fail-with-body "$@"; }\n'

type Workspace = { dir: string; port: number; env: Record<string, string> }
type Result = { exitCode: number; stdout: string; stderr: string }

const servers: { command: string; proc: Bun.Subprocess }[] = []

afterAll(async () => {
  for (const { proc } of servers) {
    proc.kill('SIGTERM')
    await proc.exited
  }
  rmSync(work, { recursive: true, force: true })
})

/** The ```sh blocks of a markdown text, each as its commands (a line ending in `\` goes on). */
function shellBlocks(markdown: string): string[][] {
  return [...markdown.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((m) =>
    m[1]!.split(/(?<!\\)\n/).filter((line) => line.trim() !== ''),
  )
}

function freePort(): number {
  const probe = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: () => new Response() })
  const port = probe.port!
  probe.stop(true)
  return port
}

/**
 * A folder laid out like a checkout: the repository's entries linked in (node_modules too, so
 * `bun install` only checks it against the lockfile, offline), without what the commands make
 * (`data/`, `./cms`); `clients/` is copied, as its generator writes into it.
 */
function workspace(name: string): Workspace {
  const dir = join(work, name)
  mkdirSync(dir)
  for (const entry of readdirSync(root)) {
    if (['.git', 'data', 'cms', 'clients'].includes(entry)) continue
    symlinkSync(join(root, entry), join(dir, entry))
  }
  cpSync(join(root, 'clients'), join(dir, 'clients'), { recursive: true })
  const port = freePort()
  // the README's settings are the defaults: none of the caller's CMS_* variables comes along
  const env: Record<string, string> = {}
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith('CMS_')) env[key] = value!
  Object.assign(env, { CMS_DATA_DIR: join(dir, 'data'), CMS_PORT: String(port), CMS_HOST: '127.0.0.1' })
  return { dir, port, env }
}

/** Runs lines of shell as one bash script that stops at the first failing command. */
async function runScript(ws: Workspace, lines: string[]): Promise<Result> {
  // set -x: the trace on stderr shows which command failed
  const script = `${CURL_FAILS_ON_HTTP_ERRORS}set -x\n${lines.join('\n').replaceAll('8080', String(ws.port))}`
  const proc = Bun.spawn(['bash', '-e', '-o', 'pipefail', '-c', script], {
    cwd: ws.dir, env: ws.env, stdin: 'ignore', stdout: 'pipe', stderr: 'pipe',
  })
  const [stdout, stderr, exitCode] = await Promise.all([
    new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited,
  ])
  return { exitCode, stdout, stderr }
}

/** Starts a server command in the background and waits until it answers /health. */
async function startServer(ws: Workspace, line: string): Promise<void> {
  const log = join(ws.dir, `server-${servers.length}`)
  // exec: the signal that stops it reaches the command itself, not a shell around it
  const command = ['bash', '-c', `exec ${line.replaceAll('8080', String(ws.port))}`]
  const proc = Bun.spawn(command, {
    cwd: ws.dir, env: ws.env, stdin: 'ignore', stdout: Bun.file(`${log}.out`), stderr: Bun.file(`${log}.err`),
  })
  servers.push({ command: line, proc })
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${ws.port}/health`).then((res) => res.ok, () => false)
    if (up) return
    if (proc.exitCode !== null) {
      const printed = readFileSync(`${log}.out`, 'utf8') + readFileSync(`${log}.err`, 'utf8')
      throw new Error(`${line} exited ${proc.exitCode}: ${printed}`)
    }
    await Bun.sleep(50)
  }
}

/** Runs one block: its lines in order, servers in the background; returns what it printed. */
async function runBlock(ws: Workspace, lines: string[], skipped: Set<string>): Promise<string> {
  let output = ''
  let pending: string[] = []
  const flush = async () => {
    if (pending.length === 0) return
    const result = await runScript(ws, pending)
    const report = `${pending.join('\n')}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`
    expect(result.exitCode, report).toBe(0)
    output += result.stdout
    pending = []
  }
  for (const line of lines) {
    const skip = Object.keys(SKIPPED).find((start) => line.startsWith(start))
    if (skip) {
      skipped.add(skip)
    } else if (SERVER.test(line)) {
      await flush()
      await startServer(ws, line)
    } else {
      pending.push(line)
    }
  }
  await flush()
  return output
}

test('should run every shell command of README.md, in order, against the real service', async () => {
  const blocks = shellBlocks(readme)
  expect(blocks.length).toBeGreaterThan(0)
  const quickStart = workspace('quick-start')
  const skipped = new Set<string>()
  const outputs: string[] = []
  for (const lines of blocks) {
    const alone = lines.some((line) => line.startsWith('./cms serve'))
    const ws = alone ? workspace('binary') : quickStart
    outputs.push(await runBlock(ws, lines, skipped))
  }
  // a skip that no longer matches a line would hide nothing: the list stays exact
  expect([...skipped].sort()).toEqual(Object.keys(SKIPPED).sort())

  // the examples did what they say: a token, the article in the filtered list and in /public
  const printed = outputs.join('\n')
  expect(printed).toContain('"token":')
  expect(printed).toContain('"hydra:totalItems":1')
  expect(printed).toMatch(/"slug":"bonjour"/)

  // both servers stop cleanly on SIGTERM
  const started = servers.map((s) => s.command.split(/\s+#/)[0]!.trim())
  expect(started).toEqual(['bun run start', './cms serve --port 8080 --data ./data'])
  for (const { proc } of servers.splice(0)) {
    proc.kill('SIGTERM')
    expect(await proc.exited).toBe(0)
  }
}, 60_000)

test('should pin the Bun version of package.json in the quick start', () => {
  const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const pinned = packageManager.split('@')[1]
  expect(readme).toContain(`npm install -g bun@${pinned} `)
})

test('should fail on a command that fails: the filter example without --globoff', async () => {
  const line = shellBlocks(readme).flat().find((l) => l.includes('order[published_at]'))!
  expect(line).toContain('--globoff')
  // curl reads the brackets as a URL pattern and exits 3 before connecting to anything
  const result = await runScript(workspace('globbing'), [line.replace('--globoff ', '')])
  expect(result.exitCode).toBe(3)
})

test('should fail on a curl call answered with an HTTP error', async () => {
  const notFound = () => Response.json({ title: 'Not Found' }, { status: 404 })
  const stub = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: notFound })
  try {
    const ws = { ...workspace('http-error'), port: stub.port! }
    const line = "curl -s localhost:8080/public/articles/bonjour -H 'X-Tenant-Id: acme'"
    const result = await runScript(ws, [line])
    expect(result.exitCode).toBe(22)
    expect(result.stdout).toContain('Not Found')
  } finally {
    stub.stop(true)
  }
})
