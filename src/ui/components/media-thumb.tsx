/** A media item's picture: its thumbnail for images, a type label for other files. */
import type { Item } from '../lib/types'

/** What a media card shows (its thumbnail and caption): lists ask for only these (`properties[]`). */
export const MEDIA_CARD = ['filename', 'original_filename', 'mime_type', 'size', 'width', 'height', 'visibility', 'alt', 'urls']
export const mediaCardQuery = () => MEDIA_CARD.map((name) => `properties[]=${name}`).join('&')

export function MediaThumb({ item }: { item: Item }) {
  const urls = (item.urls ?? {}) as Record<string, string>
  const isImage =
    typeof item.mime_type === 'string'
      ? item.mime_type.startsWith('image/')
      : Boolean(urls.thumbnail)
  const src = urls.thumbnail ?? (isImage ? urls.original : undefined)
  if (src)
    return (
      <img
        class="thumb"
        src={src}
        alt={String(Object.values(item.alt ?? {})[0] ?? item.filename ?? '')}
        loading="lazy"
      />
    )
  const ext =
    String(item.original_filename ?? item.filename ?? '')
      .split('.')
      .pop()
      ?.toUpperCase() || 'FILE'
  return <div class="thumb file">{ext}</div>
}
