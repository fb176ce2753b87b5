/**
 * URLs of a media item's files (CONTRACT "Media"): public files at `/media/<tenant>/<file>`,
 * private ones as signed URLs that expire. The signature covers tenant, file and expiry.
 */
import type { Config } from '../config'
import type { Row } from '../registry/types'

/** Signed links stay the same for an hour, so representations (and their ETags) are stable. */
const SIGN_STEP_SECONDS = 3600

export function signMediaPath(secret: string, tenant: string, file: string, expires: number): string {
  return new Bun.CryptoHasher('sha256', secret).update(`media:${tenant}/${file}:${expires}`).digest('base64url')
}

export function verifyMediaSignature(secret: string, tenant: string, file: string, expires: string | null, signature: string | null): boolean {
  if (!expires || !signature || !/^\d+$/.test(expires)) return false
  if (Number(expires) * 1000 < Date.now()) return false
  const expected = signMediaPath(secret, tenant, file, Number(expires))
  return expected.length === signature.length && Bun.CryptoHasher.hash('sha256', expected).toString() === Bun.CryptoHasher.hash('sha256', signature).toString()
}

export type Variants = Record<string, { file: string; width: number; height: number; bytes: number; mime: string }>

export function mediaUrls(config: Config, tenant: string, row: Row): Record<string, string> {
  const files: Record<string, string> = { original: row.filename }
  const variants = JSON.parse(row.variants ?? '{}') as Variants
  for (const [name, v] of Object.entries(variants)) files[name] = v.file
  const expires = (Math.floor(Date.now() / 1000 / SIGN_STEP_SECONDS) + 2) * SIGN_STEP_SECONDS
  const urls: Record<string, string> = {}
  for (const [name, file] of Object.entries(files)) {
    const path = `${config.baseUrl}/media/${tenant}/${file}`
    urls[name] = row.visibility === 'private' ? `${path}?expires=${expires}&signature=${signMediaPath(config.jwtSecret, tenant, file, expires)}` : path
  }
  return urls
}
