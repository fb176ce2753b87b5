/**
 * Memory of a 50 MB upload: starts the server as a child process on a temp data dir,
 * uploads a 50 MB file, and reads the child's resident memory from /proc before, at its peak
 * (VmHWM, reset just before the upload) and after. Passes when the peak grows by at most about
 * twice the file size.
 *
 *   bun bench/upload-memory.ts                 # the server from source
 *   bun bench/upload-memory.ts --bin ./cms     # a compiled binary
 *   bun bench/upload-memory.ts --compare       # also a bare Bun.serve that calls request.formData()
 *
 * Linux only (/proc). Prints figures; exits 1 when the limit is passed.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const MB = 1024 * 1024
const FILE_MB = 50
const REPO = join(import.meta.dir, '..')

if (process.argv[2] === '--formdata-server') {
  // the baseline: what the upload would cost with request.formData() and one write to disk
  const dir = process.argv[3]!
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    maxRequestBodySize: 60 * MB,
    async fetch(request) {
      const form = await request.formData()
      const file = form.get('file') as File
      await Bun.write(join(dir, `upload-${Date.now()}`), file)
      return Response.json({ size: file.size }, { status: 201 })
    },
  })
  console.log(`cms listening on http://127.0.0.1:${server.port}`)
  await new Promise(() => {})
}

const args = process.argv.slice(2)
const bin = args.includes('--bin') ? resolve(args[args.indexOf('--bin') + 1]!) : null
const work = mkdtempSync(join(tmpdir(), 'cms-bench-upload-'))
const data = join(work, 'data')

function kb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(field + ':'))!
  return Number(/(\d+)/.exec(line)![1]) * 1024
}

const cmd = (...rest: string[]) => (bin ? [bin, ...rest] : ['bun', join(REPO, 'src/main.ts'), ...rest])

function run(argv: string[]): void {
  const p = Bun.spawnSync(argv, { cwd: work, env: { PATH: process.env.PATH ?? '' } })
  if (p.exitCode !== 0) throw new Error(`${argv.join(' ')}: ${p.stderr.toString()}`)
}

async function start(argv: string[]): Promise<{ pid: number; base: string; stop: () => void }> {
  const p = Bun.spawn(argv, { cwd: work, stdout: 'pipe', stderr: 'inherit', env: { PATH: process.env.PATH ?? '' } })
  const reader = p.stdout.getReader()
  let out = ''
  while (!/listening on (http:\/\/\S+)/.test(out)) {
    const { done, value } = await reader.read()
    if (done) throw new Error(`server did not start: ${out}`)
    out += new TextDecoder().decode(value)
  }
  return { pid: p.pid, base: /listening on (http:\/\/\S+)/.exec(out)![1]!, stop: () => p.kill('SIGTERM') }
}

/** An MP4 by its first bytes (an ftyp box), the rest random: what a phone video upload is like. */
function makeUpload(path: string, bytes: number): void {
  const buf = Buffer.alloc(bytes)
  for (let o = 0; o < bytes; o += 65536) crypto.getRandomValues(buf.subarray(o, Math.min(bytes, o + 65536)))
  buf.set([0, 0, 0, 24, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')], 0)
  writeFileSync(path, buf)
}

async function measure(label: string, server: { pid: number; base: string }, headers: Record<string, string>, file: string) {
  const post = (path: string, name: string) => {
    const form = new FormData()
    form.append('file', Bun.file(path), name)
    return fetch(`${server.base}/admin/media`, { method: 'POST', headers, body: form })
  }
  // warm-up: routes compiled, database open, first allocations done
  const small = join(work, 'small.txt')
  writeFileSync(small, 'warm-up\n')
  for (let i = 0; i < 3; i++) await (await post(small, 'small.txt')).arrayBuffer()
  Bun.gc(true)
  await Bun.sleep(300)
  const before = kb(server.pid, 'VmRSS')
  writeFileSync(`/proc/${server.pid}/clear_refs`, '5') // resets VmHWM to the current RSS
  const res = await post(file, 'clip.mp4')
  const body = await res.text()
  if (res.status !== 201) throw new Error(`${label}: upload answered ${res.status} ${body}`)
  const peak = kb(server.pid, 'VmHWM')
  await Bun.sleep(1000)
  const after = kb(server.pid, 'VmRSS')
  const size = Bun.file(file).size
  const growth = peak - before
  const mb = (n: number) => (n / MB).toFixed(1).padStart(6) + ' MB'
  console.log(`${label.padEnd(26)} rss before ${mb(before)}  peak ${mb(peak)}  after ${mb(after)}  peak growth ${mb(growth)} = ${(growth / size).toFixed(2)}x the file`)
  return growth / size
}

try {
  const file = join(work, 'clip.mp4')
  makeUpload(file, FILE_MB * MB)
  console.log(`upload: ${FILE_MB} MB (${FILE_MB * MB} bytes), server: ${bin ?? 'bun src/main.ts'}`)

  run(cmd('app:tenant:create', 'bench', 'Bench', '--data', data))
  run(cmd('app:user:create', '--tenant=bench', '--email=bench@bench.test', '--password=bench-password', '--role=ROLE_CMS_ADMIN', '--data', data))
  const cms = await start(cmd('serve', '--host', '127.0.0.1', '--port', '0', '--data', data))
  let ratio: number
  try {
    const login = await fetch(`${cms.base}/auth/token`, {
      method: 'POST',
      headers: { 'X-Tenant-Id': 'bench', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'bench@bench.test', password: 'bench-password' }),
    })
    const { token } = (await login.json()) as { token: string }
    ratio = await measure('cms (streaming multipart)', cms, { 'X-Tenant-Id': 'bench', Authorization: `Bearer ${token}` }, file)
  } finally {
    cms.stop()
  }

  if (args.includes('--compare')) {
    const baseline = await start(['bun', import.meta.path, '--formdata-server', work])
    try {
      await measure('baseline request.formData()', baseline, {}, file)
    } finally {
      baseline.stop()
    }
  }

  const ok = ratio <= 2
  console.log(ok ? `PASS: peak growth ${ratio.toFixed(2)}x <= 2x the file size` : `FAIL: peak growth ${ratio.toFixed(2)}x > 2x the file size`)
  process.exitCode = ok ? 0 : 1
} finally {
  rmSync(work, { recursive: true, force: true })
}
