/**
 * JSON kept compressed at rest: the payloads of events and revisions (store/payloads.ts).
 * note: zstd level 3 packs an article (~6 KB of JSON) 2.2× in ~45 µs; higher levels gained
 * under 5 % for 2 to 20 times the CPU on the write path (bench/README.md, "Disk").
 */
const LEVEL = 3

export const packJson = (json: string): Uint8Array => Bun.zstdCompressSync(json, { level: LEVEL })

export const unpackJson = (blob: Uint8Array): string => Bun.zstdDecompressSync(blob).toString('utf8')
