/**
 * Image work yields the CPU to requests. `Bun.Image` decodes, resizes and encodes on Bun's
 * thread pool ("Bun Pool N" threads), off the JavaScript thread; on a busy host those threads
 * still compete with the threads that answer requests for the same cores, and a 12 MP decode
 * holds a core for ~50 ms. Pool threads get a lower CPU priority (nice 10) as they appear, so a
 * request that wakes up preempts image work instead of waiting for its time slice; on an idle
 * core nothing changes.
 *
 * note: Linux applies `setpriority(PRIO_PROCESS, tid)` to one thread (node's `os.setPriority`
 * with a thread id); raising a nice value needs no privilege. Elsewhere, or when /proc is not
 * readable, this does nothing. Other pool work (async file reads, password hashing) runs at the
 * same lower priority, which matters only when the cores are contended.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { getPriority, setPriority } from 'node:os'

const NICE = 10
/** Threads already looked at (pool threads are long-lived; a reused id is a rare miss). */
const seen = new Set<string>()
let unavailable = process.platform !== 'linux'

/** Lowers the priority of pool threads not seen yet: one directory listing when none appeared. */
export function lowerPoolPriority(): void {
  if (unavailable) return
  try {
    for (const id of readdirSync('/proc/self/task')) {
      if (seen.has(id)) continue
      seen.add(id)
      if (!readFileSync(`/proc/self/task/${id}/comm`, 'utf8').startsWith('Bun Pool')) continue
      // a process started below this priority stays there (raising it back needs privilege)
      if (getPriority(Number(id)) < NICE) setPriority(Number(id), NICE)
    }
  } catch {
    // a thread that ended between the listing and the call is no reason to fail an upload
    unavailable ||= !readable()
  }
}

function readable(): boolean {
  try {
    readdirSync('/proc/self/task')
    return true
  } catch {
    return false
  }
}
