/** Streaming gzip between files, so archives of any size pass in constant memory. */
import { closeSync, createReadStream, createWriteStream, openSync, readSync } from 'node:fs'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'

export async function gzipFile(source: string, destination: string): Promise<void> {
  // note: owner-only (0600): what gets archived here is private data (backups)
  await pipeline(createReadStream(source), createGzip({ level: 6 }), createWriteStream(destination, { flags: 'wx', mode: 0o600 }))
}

export async function gunzipFile(source: string, destination: string): Promise<void> {
  await pipeline(createReadStream(source), createGunzip(), createWriteStream(destination, { flags: 'wx' }))
}

/** True when the file starts with the gzip magic bytes (the name may lie). */
export function isGzipFile(path: string): boolean {
  const fd = openSync(path, 'r')
  try {
    const head = new Uint8Array(2)
    return readSync(fd, head, 0, 2, 0) === 2 && head[0] === 0x1f && head[1] === 0x8b
  } finally {
    closeSync(fd)
  }
}
