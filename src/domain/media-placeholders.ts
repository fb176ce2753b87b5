/**
 * Placeholders of images uploaded before placeholders existed (migration 0006 cannot decode
 * images): the first delivery of any of the image's files makes it, after the response, once per
 * process; the item shows it from then on (docs/media.md).
 */
import { makePlaceholder, TRANSFORMABLE } from '../lib/image-transform'
import { logError } from '../lib/log'
import type { Row } from '../registry/types'

const attempted = new Set<string>()
const MAX_REMEMBERED = 100_000

/** An image row still without its placeholder, not tried yet by this process. */
export function lacksPlaceholder(mediaDir: string, row: Row): boolean {
  return row.placeholder === null && TRANSFORMABLE.has(row.mime_type) && !attempted.has(`${mediaDir}:${row.uuid}`)
}

/**
 * Makes the placeholder from the original and hands it to `store`; failures (an undecodable or
 * animated image) are logged once and not retried by this process.
 */
export async function backfillPlaceholder(mediaDir: string, row: Row, read: () => Promise<Uint8Array>, store: (placeholder: string) => void): Promise<void> {
  const id = `${mediaDir}:${row.uuid}`
  if (attempted.has(id)) return
  if (attempted.size >= MAX_REMEMBERED) attempted.clear()
  attempted.add(id)
  try {
    const placeholder = await makePlaceholder(await read(), row.mime_type)
    if (placeholder) store(placeholder)
  } catch (err) {
    logError(`no placeholder for media ${row.uuid}: ${(err as Error).message}`)
  }
}
