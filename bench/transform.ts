/**
 * Image transforms on delivery: the time of a first transform of a 12 MP JPEG (made
 * now: read, decode, resize, maybe crop, encode, write to the cache) and of the same transform
 * again (from the cache), through the service's fetch handler on a temp data dir.
 *
 *   bun bench/transform.ts [--rounds 12]
 *
 * Each round asks for new sizes (w = 600 + round), so every first request is a real job.
 */
import { parseArgs } from 'node:util'
import { encodeImage, photoLike } from '../test/helpers/test-images'
import { uploaded } from '../test/helpers/media'
import { startTestService } from '../test/helpers/service'
import { fmt, median, table } from './lib/stats'

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '12' } } })
const rounds = Number(args.rounds)

const t = startTestService()
try {
  const tokens = await t.tenantWithUsers('bench')
  const jpeg = await encodeImage(photoLike(4000, 3000), 'image/jpeg')
  const item = await uploaded(t, jpeg, { tenant: 'bench', token: tokens.admin, filename: 'photo.jpg' })
  const shapes: [string, (r: number) => string][] = [
    ['w=640 (JPEG)', (r) => `w=${640 + r}`],
    ['w=1280&fm=webp', (r) => `w=${1280 + r}&fm=webp`],
    ['w=400&h=400 (cover crop, JPEG)', (r) => `w=${400 + r}&h=400`],
    ['p-like 1600x900 cover, WebP', (r) => `w=${1600 + r}&h=900&fm=webp`],
  ]
  const timed = async (query: string) => {
    const start = performance.now()
    const res = await t.service.fetch(new Request(`http://cms.test${item.urls.original}?${query}`))
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`${query}: ${res.status}`)
    return performance.now() - start
  }
  const rows: string[][] = []
  for (const [name, query] of shapes) {
    const first: number[] = []
    const cached: number[] = []
    for (let r = 0; r < rounds; r++) {
      first.push(await timed(query(r)))
      for (let i = 0; i < 5; i++) cached.push(await timed(query(r)))
    }
    const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]!
    rows.push([name, fmt.ms(median(first)), fmt.ms(p95(first)), fmt.ms(median(cached)), fmt.ms(p95(cached))])
  }
  console.log(`4000×3000 JPEG (${(jpeg.length / 1e6).toFixed(1)} MB), ${rounds} rounds, Bun ${Bun.version}`)
  console.log(table(['transform', 'first median ms', 'first p95 ms', 'cached median ms', 'cached p95 ms'], rows))
} finally {
  t.close()
}
