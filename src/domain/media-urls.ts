/**
 * URLs of a media item's files (CONTRACT "Media"): public files at `/media/<tenant>/<file>`,
 * private ones as signed URLs that expire. The signature covers tenant, file and expiry.
 */
import type { Config } from '../config'
import { TRANSFORMABLE } from '../lib/image-transform'
import type { Row } from '../registry/types'

/** Widths of `urls.srcset` (CONTRACT §12), those not wider than the original. */
export const SRCSET_WIDTHS = [320, 640, 960, 1280, 1920]

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

/** The period signed links are made for: representations that hold them differ from one to the next. */
export const linkPeriod = (now = Date.now()): number => Math.floor(now / 1000 / SIGN_STEP_SECONDS)

export function mediaUrls(config: Config, tenant: string, row: Row): Record<string, string> {
  const files: Record<string, string> = { original: row.filename }
  const variants = JSON.parse(row.variants ?? '{}') as Variants
  for (const [name, v] of Object.entries(variants)) files[name] = v.file
  const expires = (linkPeriod() + 2) * SIGN_STEP_SECONDS
  const urls: Record<string, string> = {}
  for (const [name, file] of Object.entries(files)) {
    const path = `${config.baseUrl}/media/${tenant}/${file}`
    urls[name] = row.visibility === 'private' ? `${path}?expires=${expires}&signature=${signMediaPath(config.jwtSecret, tenant, file, expires)}` : path
  }
  const srcset = srcsetOf(config, row, urls.original!)
  if (srcset) urls.srcset = srcset
  return urls
}

/**
 * Transform URLs of the original at the srcset widths it can give and CMS_TRANSFORM_MAX allows (a
 * private one keeps its signature, which authorises its transforms); an image narrower than 320 px
 * (or a limit below it) lists the original as it is.
 * None when transforms are limited to presets or off.
 */
function srcsetOf(config: Config, row: Row, original: string): string | null {
  if (config.transforms !== 'any' || !TRANSFORMABLE.has(row.mime_type) || !row.width) return null
  // CMS_TRANSFORM_MAX refuses wider transforms: every URL listed must answer
  const widths = SRCSET_WIDTHS.filter((w) => w <= row.width && w <= config.transformMax)
  if (widths.length === 0) return `${original} ${row.width}w`
  const join = original.includes('?') ? '&' : '?'
  return widths.map((w) => `${original}${join}w=${w} ${w}w`).join(', ')
}
