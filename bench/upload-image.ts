/**
 * Image uploads: a 12 MP JPEG posted to `/admin/media`, which answers once the
 * thumbnail and the medium are made; and item reads (`GET /admin/articles/{uuid}`, workload c) at
 * a steady rate, alone and while uploads run beside them. Two builds, interleaved A B A B.
 *
 *   bun bench/seed.ts                                                    # once
 *   bun bench/upload-image.ts <binary A> <binary B> [--rounds 4] [--uploads 8] [--seconds 6]
 *     [--rate 200] [--upload-every 0] [--pin]
 *
 * Per round and build: reads alone for `--seconds`; `--uploads` uploads one after another; then
 * reads again for `--seconds` while uploads run beside them, from another process: back to back,
 * or one every `--upload-every` ms (the same pace for both builds); and, as a control, reads
 * while the same uploads go to the other build's server: what sharing the machine's cores with
 * the uploader and someone else's image work does to reads, without this server doing any of
 * it (on two cores this alone can double the p99). The round's uploads are
 * deleted after it, outside the measured time (a delete checks every article for references to
 * the item, tens of ms of SQLite on the event loop), so the quota and the disk stay as they were.
 * Reads are paced (`--rate` a second, sent on schedule whether or not the previous one
 * answered), so a held event loop shows as latency, not as fewer requests. Percentiles are over
 * every sample of every round. Server CPU per upload is read from /proc (Linux), all threads.
 *
 * `--pin` runs each server on CPU 0 (image threads included) and the clients on CPU 1; without
 * it the scheduler places them, as on a real host.
 */
import { cpSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { readInfo, type BenchInfo } from './lib/info'
import { canPin, cpuMs, pinned, startServer, type Server } from './lib/procs'
import { makePng } from '../test/helpers/png'
import { rng } from './lib/prng'
import { fmt, median, table } from './lib/stats'

type Target = { base: string; info: BenchInfo; headers: Record<string, string>; uploaded: string[] }

if (process.argv[2] === '--uploader') {
  // the uploads beside the reads, in a process of their own, so that building and sending 5 MB
  // bodies never delays the reader's event loop: uploads until stopped, one id per line; one
  // after another, or one every `every` ms
  const [base, dataDir, file, every] = process.argv.slice(3) as [string, string, string, string]
  const info = readInfo(dataDir)
  const t: Target = { base, info, headers: headersFor(info), uploaded: [] }
  const jpeg = await Bun.file(file).bytes()
  const start = performance.now()
  for (let n = 1; ; n++) {
    await uploadOnce(t, jpeg)
    console.log(t.uploaded.pop())
    const wait = start + n * Number(every) - performance.now()
    if (wait > 0) await Bun.sleep(wait)
  }
}

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    data: { type: 'string', default: 'bench/out/data-10000' },
    rounds: { type: 'string', default: '4' },
    uploads: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '6' },
    rate: { type: 'string', default: '200' },
    'upload-every': { type: 'string', default: '0' },
    pin: { type: 'boolean', default: false },
  },
})
if (positionals.length !== 2) throw new Error('usage: bun bench/upload-image.ts <binary A> <binary B>')
const PIN = args.pin && canPin()
if (PIN) Bun.spawnSync(['taskset', '-p', '-c', '1', String(process.pid)])
const ENV = { CMS_RATE_ANON: '1000000000/1m', CMS_RATE_AUTH: '1000000000/1m', CMS_JWT_SECRET: undefined }

/** A 4000×3000 photo-like JPEG (gradients, shapes, grain), the same bytes on every run. */
async function photoJpeg(): Promise<Uint8Array> {
  const random = rng(16)
  const [w, h] = [4000, 3000]
  const byte = (v: number) => Math.max(0, Math.min(255, v))
  const png = makePng(w, h, (x, y) => {
    const grain = (random.next() - 0.5) * 48
    const disc = (x - w / 2) ** 2 + (y - h / 2) ** 2 < (h / 3) ** 2
    const checker = ((x >> 6) + (y >> 6)) % 2 ? 170 : 70
    return [byte((x / w) * 220 + grain), byte((disc ? 190 : (y / h) * 255) + grain), byte(checker + grain)]
  })
  return new Bun.Image(png).jpeg({ quality: 92 }).bytes()
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN
}

function headersFor(info: BenchInfo): Record<string, string> {
  return { 'X-Tenant-Id': info.tenant, Authorization: `Bearer ${info.token}` }
}

async function uploadOnce(t: Target, jpeg: Uint8Array): Promise<number> {
  const form = new FormData()
  form.append('file', new Blob([jpeg as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }), 'photo.jpg')
  const started = performance.now()
  const res = await fetch(`${t.base}/admin/media`, { method: 'POST', headers: t.headers, body: form })
  const body = (await res.json()) as { id?: string; urls?: { medium?: string } }
  const ms = performance.now() - started
  if (res.status !== 201 || !body.urls?.medium) throw new Error(`upload answered ${res.status} ${JSON.stringify(body)}`)
  t.uploaded.push(body.id!)
  return ms
}

async function deleteUploads(t: Target): Promise<void> {
  for (const id of t.uploaded.splice(0)) {
    const res = await fetch(`${t.base}/admin/media/${id}`, { method: 'DELETE', headers: t.headers })
    if (res.status !== 204) throw new Error(`delete answered ${res.status}`)
  }
}

/** Paced item reads for `seconds`; the latency of each, in ms. */
async function reads(t: Target, seconds: number, rate: number): Promise<number[]> {
  const url = `${t.base}/admin/articles/${t.info.article.uuid}`
  const interval = 1000 / rate
  const count = Math.round(seconds * rate)
  const start = performance.now()
  const pending: Promise<number>[] = []
  for (let i = 0; i < count; i++) {
    const wait = start + i * interval - performance.now()
    if (wait > 0) await Bun.sleep(wait)
    const sent = performance.now()
    pending.push(
      fetch(url, { headers: t.headers }).then(async (res) => {
        await res.arrayBuffer()
        if (res.status !== 200) throw new Error(`read answered ${res.status}`)
        return performance.now() - sent
      }),
    )
  }
  return Promise.all(pending)
}

type Samples = { upload: number[]; uploadCpu: number[]; idle: number[]; loaded: number[]; control: number[]; uploadsBeside: number }
type Running = Target & { server: Server; dir: string }

const JPEG_FILE = resolve('bench/out/photo-12mp.jpg')

async function round(t: Running, other: Running, jpeg: Uint8Array, s: Samples): Promise<void> {
  const seconds = Number(args.seconds)
  const rate = Number(args.rate)
  s.idle.push(...(await reads(t, seconds, rate)))
  for (let i = 0; i < Number(args.uploads); i++) {
    const cpu = cpuMs(t.server.proc.pid)
    s.upload.push(await uploadOnce(t, jpeg))
    s.uploadCpu.push(cpuMs(t.server.proc.pid) - cpu)
  }
  s.uploadsBeside += await readsBesideUploads(t, t, s.loaded)
  // the control: the same uploads sent to the other build's server, so that this one only shares
  // the machine's cores with them (the uploader, the other server's image work)
  await readsBesideUploads(t, other, s.control)
}

/** Reads from `reader` while uploads go to `uploadTo`; the uploads are deleted after. */
async function readsBesideUploads(reader: Target, uploadTo: Running, into: number[]): Promise<number> {
  const argv = ['bun', import.meta.path, '--uploader', uploadTo.base, uploadTo.dir, JPEG_FILE, args['upload-every']!]
  const uploader = Bun.spawn(pinned(PIN ? '1' : null, argv), { stdout: 'pipe', stderr: 'inherit' })
  const ids = new Response(uploader.stdout).text()
  // the first upload is under way before the reads start
  await Bun.sleep(100)
  into.push(...(await reads(reader, Number(args.seconds), Number(args.rate))))
  uploader.kill('SIGTERM')
  await uploader.exited
  const done = (await ids).split('\n').filter(Boolean)
  uploadTo.uploaded.push(...done)
  // an upload cut short leaves nothing behind (the service removes a refused or failed upload)
  await deleteUploads(uploadTo)
  return done.length
}

async function main() {
  const jpeg = await photoJpeg()
  writeFileSync(JPEG_FILE, jpeg)
  const meta = await new Bun.Image(jpeg).metadata()
  const mib = (jpeg.length / 1024 / 1024).toFixed(2)
  console.log(`upload: ${meta.width}×${meta.height} JPEG, ${mib} MiB${PIN ? '; servers on CPU 0, clients on CPU 1' : ''}`)
  const targets: Running[] = []
  try {
    for (const [i, binary] of positionals.entries()) {
      const dir = resolve(`bench/out/upload-data-${i}`)
      rmSync(dir, { recursive: true, force: true })
      cpSync(resolve(args.data!), dir, { recursive: true })
      const port = 18200 + i
      const serve = [resolve(binary), 'serve', '--host', '127.0.0.1', '--port', String(port), '--data', dir]
      const cmd = pinned(PIN ? '0' : null, serve)
      const server = await startServer(i === 0 ? 'A' : 'B', cmd, `http://127.0.0.1:${port}`, ENV)
      const info = readInfo(dir)
      const t: Running = { server, dir, base: server.base, info, headers: headersFor(info), uploaded: [] }
      targets.push(t)
      // warm-up: routes, database, codecs (the WASM ones compile on first use)
      for (let n = 0; n < 2; n++) await uploadOnce(t, jpeg)
      await deleteUploads(t)
      await reads(t, 1, Number(args.rate))
    }
    const samples: Samples[] = targets.map(() => ({
      upload: [],
      uploadCpu: [],
      idle: [],
      loaded: [],
      control: [],
      uploadsBeside: 0,
    }))
    for (let r = 1; r <= Number(args.rounds); r++) {
      // alternate which build goes first, so a slow spell on the machine hits both
      const order = r % 2 ? [0, 1] : [1, 0]
      for (const i of order) await round(targets[i]!, targets[1 - i]!, jpeg, samples[i]!)
      console.log(`round ${r}/${args.rounds} done`)
    }
    const rows = samples.map((s, i) => {
      const idle99 = percentile(s.idle, 99)
      const loaded99 = percentile(s.loaded, 99)
      return [
        `${targets[i]!.server.name}: ${positionals[i]}`,
        `${fmt.ms(median(s.upload))} / ${fmt.ms(percentile(s.upload, 99))}`,
        fmt.ms(median(s.uploadCpu)),
        `${fmt.ms(median(s.idle))} / ${fmt.ms(idle99)}`,
        `${fmt.ms(median(s.loaded))} / ${fmt.ms(loaded99)}`,
        `${(loaded99 / idle99).toFixed(2)}×`,
        String(s.uploadsBeside),
        `${fmt.ms(percentile(s.control, 99))} (${(percentile(s.control, 99) / idle99).toFixed(2)}×)`,
      ]
    })
    console.log()
    const head = ['build', 'upload p50 / p99 ms', 'server CPU ms per upload', 'reads alone p50 / p99 ms']
    head.push('reads beside uploads p50 / p99 ms', 'p99 beside / alone', 'uploads beside', 'control: p99 beside uploads to the other server')
    console.log(table(head, rows))
    const [a, b] = samples as [Samples, Samples]
    const p50 = median(a.upload) / median(b.upload)
    const p99 = percentile(a.upload, 99) / percentile(b.upload, 99)
    console.log(`\nupload A/B: median ${p50.toFixed(1)}×, p99 ${p99.toFixed(1)}×`)
    const counts = `${a.upload.length} uploads, ${a.idle.length} reads alone, ${a.loaded.length} beside uploads`
    console.log(`samples per build: ${counts}`)
  } finally {
    for (const t of targets) await t.server.stop()
  }
}

await main()
