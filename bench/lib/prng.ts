/** A seeded PRNG (mulberry32), so the same seed always gives the same corpus. */
export type Rng = {
  /** Uniform in [0, 1). */
  next: () => number
  /** Integer in [min, max]. */
  int: (min: number, max: number) => number
  pick: <T>(list: readonly T[]) => T
  /** Skewed towards the head of the list, as word frequencies are (p(i) ~ 1/sqrt(i)). */
  skewed: <T>(list: readonly T[]) => T
  /** `n` distinct items of `list`. */
  sample: <T>(list: readonly T[], n: number) => T[]
}

export function rng(seed: number): Rng {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: (list) => list[Math.floor(next() * list.length)]!,
    skewed: (list) => {
      const r = next()
      return list[Math.floor(r * r * list.length)]!
    },
    sample: (list, n) => {
      const out: (typeof list)[number][] = []
      while (out.length < Math.min(n, list.length)) {
        const item = list[Math.floor(next() * list.length)]!
        if (!out.includes(item)) out.push(item)
      }
      return out
    },
  }
}

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0')

/**
 * A UUIDv7 whose time part is `ms` and whose random bits come from `r`: deterministic, and
 * time-ordered like the ones the service makes (Bun.randomUUIDv7), so the uuid index grows the
 * same way.
 */
export function uuidV7(ms: number, r: Rng): string {
  const time = hex(ms, 12)
  const rand = () => hex(Math.floor(r.next() * 0x10000), 4)
  const variant = hex(0x8000 | Math.floor(r.next() * 0x4000), 4)
  return `${time.slice(0, 8)}-${time.slice(8)}-7${rand().slice(1)}-${variant}-${rand()}${rand()}${rand()}`
}
