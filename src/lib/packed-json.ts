/**
 * JSON kept compressed at rest: the payloads of events and revisions (store/payloads.ts).
 * note: zstd level 1 packs an article (~5 KB of JSON) 2.09× in ~24 µs, level 3 2.10× in ~31 µs
 * (300 seeded articles, 10 times each); higher levels gained under 5 % for 2 to 20 times the
 * CPU on the write path (bench/README.md, "Disk"). Level 3 all the same: its records (~2.6 KB)
 * fit three to an 8 KiB page and level 1's, 1 % bigger, often only two: on the peer bench's
 * 10,000 articles the payloads took 29.9 MiB of pages at level 3 and 33.8 MiB at level 1.
 */
const LEVEL = 3

export const packJson = (json: string): Uint8Array => Bun.zstdCompressSync(json, { level: LEVEL })

export const unpackJson = (blob: Uint8Array): string => Bun.zstdDecompressSync(blob).toString('utf8')

/**
 * Any text, at level 1: the folded copy of HTML fields (registry/kinds/i18n.ts), which shares
 * its row with the rest of the item, so no page fit is at stake. note: on 2,000 folds of the peer
 * bench's articles (~4,000 characters), level 1 packed to 1,707 bytes in 18.7 µs, level 3 to
 * 1,714 bytes in 24.9 µs.
 */
export const packText = (text: string): Uint8Array => Bun.zstdCompressSync(text, { level: 1 })
export const unpackText = unpackJson
