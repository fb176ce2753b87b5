/**
 * What the tables in memory shared by a node's worker threads have in common (shared-buckets.ts,
 * shared-jobs.ts, shared-counts.ts): keys stored as two 32-bit hashes, and one spin lock.
 */

/** Two 32-bit hashes of a key (64 bits: a collision needs billions of live keys); never [0, 0], which marks a free slot. */
export const keyHashes = (key: string): [number, number] => [Bun.hash.xxHash32(key, 0x9e3779b9) | 0, Bun.hash.xxHash32(key, 0x85ebca6b) | 1]

/**
 * Runs `fn` holding the spin lock at `cells[index]`.
 * note: a spin, not Atomics.wait: every holder runs a short loop and never awaits
 */
export function withSpinLock<T>(cells: Int32Array, index: number, fn: () => T): T {
  while (Atomics.compareExchange(cells, index, 0, 1) !== 0);
  try {
    return fn()
  } finally {
    Atomics.store(cells, index, 0)
  }
}
