/**
 * Token buckets in memory shared by the worker threads of one server (`serve --workers N`), so
 * a limit of 8 gives exactly 8 successes whichever worker takes each request. The same
 * arithmetic as the in-process buckets (token-bucket.ts `spend`); only the storage differs: a
 * fixed open-addressed table in a SharedArrayBuffer, guarded by one spin lock. A take holds the
 * lock for a few hundred nanoseconds and never awaits, so workers hardly ever meet on it.
 *
 * Keys are stored as two 32-bit hashes (64 bits: a collision needs billions of live clients).
 * A key lives in one of the WINDOW slots after its home slot; a slot whose bucket has refilled
 * completely is free again (it holds no information), so nothing needs sweeping. Only when all
 * WINDOW slots hold clients still inside their window does the fullest bucket give way, which
 * errs towards allowing, never towards refusing.
 */
import { keyHashes } from './shared-memory'
import { isFull, spend, type Bucket, type Rate, type TakeResult } from './token-bucket'

const WINDOW = 32
/** Bytes before the slots: the lock (an Int32), padded to 8 for the Float64 view. */
const HEADER = 8

/** Memory for `slots` buckets (a power of two); 24 bytes a slot. */
export function bucketMemory(slots = 1 << 16): SharedArrayBuffer {
  if (slots & (slots - 1)) throw new Error('slots must be a power of two')
  return new SharedArrayBuffer(HEADER + slots * 8 + slots * 16)
}

export class SharedTokenBuckets {
  private readonly lock: Int32Array
  /** Per slot: the key's two hashes; [0, 0] is an empty slot. */
  private readonly keys: Int32Array
  /** Per slot: tokens, then the time they were counted (ms). */
  private readonly state: Float64Array
  private readonly mask: number
  private readonly bucket: Bucket = { tokens: 0, at: 0 }

  constructor(
    private readonly rate: Rate,
    memory: SharedArrayBuffer,
  ) {
    const slots = (memory.byteLength - HEADER) / 24
    this.mask = slots - 1
    this.lock = new Int32Array(memory, 0, 1)
    this.keys = new Int32Array(memory, HEADER, slots * 2)
    this.state = new Float64Array(memory, HEADER + slots * 8, slots * 2)
  }

  take(key: string, now = Date.now()): TakeResult {
    const [h1, h2] = keyHashes(key)
    // note: a spin, not Atomics.wait: the holder is between two statements, never blocked
    while (Atomics.compareExchange(this.lock, 0, 0, 1) !== 0);
    try {
      const slot = this.find(h1, h2, now)
      const { keys, state, bucket } = this
      if (keys[slot * 2] !== h1 || keys[slot * 2 + 1] !== h2) {
        keys[slot * 2] = h1
        keys[slot * 2 + 1] = h2
        state[slot * 2] = this.rate.limit
        state[slot * 2 + 1] = now
      }
      bucket.tokens = state[slot * 2]!
      bucket.at = state[slot * 2 + 1]!
      const result = spend(bucket, this.rate, now)
      state[slot * 2] = bucket.tokens
      state[slot * 2 + 1] = bucket.at
      return result
    } finally {
      Atomics.store(this.lock, 0, 0)
    }
  }

  /** What `take` would report, spending nothing. */
  peek(key: string, now = Date.now()): TakeResult {
    const [h1, h2] = keyHashes(key)
    while (Atomics.compareExchange(this.lock, 0, 0, 1) !== 0);
    try {
      const slot = this.find(h1, h2, now)
      const { keys, state } = this
      const held = keys[slot * 2] === h1 && keys[slot * 2 + 1] === h2
      const bucket = held ? { tokens: state[slot * 2]!, at: state[slot * 2 + 1]! } : { tokens: this.rate.limit, at: now }
      return spend(bucket, this.rate, now, false)
    } finally {
      Atomics.store(this.lock, 0, 0)
    }
  }

  /** The key's slot, else the first free one in its window, else the one with the most tokens. */
  private find(h1: number, h2: number, now: number): number {
    const { keys, state, bucket, mask } = this
    const home = h1 & mask
    let free = -1
    let fullest = home
    let most = -1
    for (let i = 0; i < WINDOW; i++) {
      const slot = (home + i) & mask
      const k1 = keys[slot * 2]
      const k2 = keys[slot * 2 + 1]
      if (k1 === h1 && k2 === h2) return slot
      if (free >= 0) continue
      if (k1 === 0 && k2 === 0) {
        free = slot
        continue
      }
      bucket.tokens = state[slot * 2]!
      bucket.at = state[slot * 2 + 1]!
      if (isFull(bucket, this.rate, now)) free = slot
      else if (bucket.tokens > most) {
        most = bucket.tokens
        fullest = slot
      }
    }
    return free >= 0 ? free : fullest
  }
}
