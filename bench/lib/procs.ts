/** Server processes for the bench: start (pinned), wait for /health, sample RSS, stop. */
import { readFileSync } from 'node:fs'
import type { Subprocess } from 'bun'

export type Server = { name: string; base: string; proc: Subprocess; stop: () => Promise<void> }

export const pinned = (cpu: string | null, cmd: string[]) =>
  cpu === null ? cmd : ['taskset', '-c', cpu, ...cmd]

/** Has `taskset` and at least two CPUs: servers on CPU 0, the load generator on CPU 1. */
export function canPin(): boolean {
  return Bun.which('taskset') !== null && navigator.hardwareConcurrency >= 2
}

/** Polls /health until it answers 200; returns the milliseconds since `since`. */
export async function waitHealthy(
  base: string,
  since: number,
  timeoutMs = 15_000,
): Promise<number> {
  for (;;) {
    const ok = await fetch(`${base}/health`).then(
      (r) => r.status === 200,
      () => false,
    )
    if (ok) return performance.now() - since
    if (performance.now() - since > timeoutMs)
      throw new Error(`${base} did not become healthy within ${timeoutMs} ms`)
    await Bun.sleep(1)
  }
}

export async function startServer(
  name: string,
  cmd: string[],
  base: string,
  env: Record<string, string | undefined>,
): Promise<Server & { startMs: number }> {
  const started = performance.now()
  const proc = Bun.spawn(cmd, {
    env: { ...process.env, ...env },
    stdout: 'ignore',
    stderr: 'inherit',
  })
  const startMs = await waitHealthy(base, started)
  return {
    name,
    base,
    proc,
    startMs,
    async stop() {
      proc.kill('SIGTERM')
      await proc.exited
    },
  }
}

/** Resident set size of a process in MiB (Linux), or NaN. */
export function rssMiB(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kb ? Number(kb) / 1024 : NaN
  } catch {
    return NaN
  }
}

/** Samples a process's RSS every 100 ms; `stop()` returns the maximum seen. */
export function rssSampler(pid: number): { stop: () => number } {
  let max = rssMiB(pid)
  const timer = setInterval(() => {
    const v = rssMiB(pid)
    if (v > max || Number.isNaN(max)) max = v
  }, 100)
  return {
    stop() {
      clearInterval(timer)
      return max
    },
  }
}

const CLK_TCK = Number(Bun.spawnSync(['getconf', 'CLK_TCK']).stdout.toString().trim()) || 100

/** CPU time (user + system) a process has used so far, in ms (Linux), or NaN. */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // note: fields after the command name, which may hold spaces, so split after its ')'
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK
  } catch {
    return NaN
  }
}
