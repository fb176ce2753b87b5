/** Bun's S3 client on the service's settings (CONTRACT §15), and the listing every caller pages through. */
import { S3Client } from 'bun'
import type { S3Settings } from '../config'

/** A client of `bucket` (default: the media bucket) with the configured endpoint and credentials. */
export function s3Client(settings: S3Settings, bucket = settings.bucket): S3Client {
  // note: fields left undefined fall back to Bun's own S3_* / AWS_* environment variables
  return new S3Client({
    bucket,
    endpoint: settings.endpoint,
    region: settings.region,
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
  })
}

export type S3Object = { key: string; size: number; lastModified: Date }

/** Every object under `prefix`, in key order, over as many list requests as it takes. */
export async function listObjects(client: S3Client, prefix: string): Promise<S3Object[]> {
  const out: S3Object[] = []
  let startAfter: string | undefined
  for (;;) {
    const page = await client.list({ prefix, maxKeys: 1000, ...(startAfter ? { startAfter } : {}) })
    for (const o of page.contents ?? []) {
      out.push({ key: o.key, size: o.size ?? 0, lastModified: new Date(o.lastModified ?? 0) })
    }
    if (!page.isTruncated || !page.contents?.length) return out
    startAfter = page.contents.at(-1)!.key
  }
}

/**
 * S3's "no such object", as opposed to a failure worth reporting. note: by its code; the text is
 * read only when there is none ("The AWS Access Key Id you provided does not exist" is no
 * missing object).
 */
export const isMissing = (err: unknown) => {
  const e = err as { code?: string; name?: string; message?: string }
  if (e?.code) return e.code === 'NoSuchKey' || e.code === 'NotFound'
  return /does not exist|not found/i.test(e?.message ?? '')
}

/** What an S3 failure was, for an operator: its code and text, and where to look. */
export const s3Failure = (err: unknown): string => {
  const e = err as { code?: string; message?: string }
  return `${e?.code ? `${e.code}: ` : ''}${e?.message ?? String(err)}; check CMS_S3_ENDPOINT (or S3_ENDPOINT), the bucket and the credentials`
}
