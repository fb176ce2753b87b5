import { describe, expect, test } from 'bun:test'
import { join } from 'node:path'

const MODULE = join(import.meta.dir, '../../src/lib/pool-priority.ts')

// in a process of its own: the lowered priority would otherwise stay with this test run's threads
const script = `
import { readdirSync, readFileSync } from 'node:fs'
import { getPriority } from 'node:os'
import { lowerPoolPriority } from ${JSON.stringify(MODULE)}
const threads = () => readdirSync('/proc/self/task').map((id) => {
  const stat = readFileSync('/proc/self/task/' + id + '/stat', 'utf8')
  // the name is in parentheses and may hold spaces; nice is the 17th field after it
  return { id: Number(id), name: readFileSync('/proc/self/task/' + id + '/comm', 'utf8').trim(), nice: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]) }
})
const png = new Bun.Image(new Uint8Array(await new Bun.Image(Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d4944415478da63f8cfc0f01f0005000201a3c2e0ef0000000049454e44ae426082', 'hex')).png().bytes()))
await png.metadata()
lowerPoolPriority()
console.log(JSON.stringify({ base: getPriority(), pid: process.pid, threads: threads() }))
`

describe('lowerPoolPriority', () => {
  test.skipIf(process.platform !== 'linux')('should lower the pool threads to nice 10 and leave the JavaScript thread alone', () => {
    const run = Bun.spawnSync([process.execPath, '-e', script], { stderr: 'pipe' })
    expect(run.stderr.toString()).toBe('')
    const { base, pid, threads } = JSON.parse(run.stdout.toString()) as { base: number; pid: number; threads: { id: number; name: string; nice: number }[] }
    const pool = threads.filter((t) => t.name.startsWith('Bun Pool'))
    expect(pool.length).toBeGreaterThan(0)
    expect(pool.map((t) => t.nice)).toEqual(pool.map(() => Math.max(10, base)))
    // the thread that runs JavaScript keeps the priority the process started with
    expect(threads.find((t) => t.id === pid)!.nice).toBe(base)
  })
})
