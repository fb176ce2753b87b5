/** `s3://<bucket>/<key>` locations (backups off the box, CONTRACT §15). */

const S3_URL = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/

/** Bucket and key (empty for a bare bucket), or null for anything else. Keys have no empty, `.` or `..` segment. */
export function parseS3Url(url: string): { bucket: string; key: string } | null {
  const match = S3_URL.exec(url.trim())
  if (!match) return null
  const key = match[2] ?? ''
  if (key.split('/').some((p, i, all) => p === '..' || p === '.' || (p === '' && i < all.length - 1))) return null
  return { bucket: match[1]!, key }
}
