/** The media types the contract allows, as sniffed from the bytes (server) and offered as filters (dashboard). */
export const MEDIA_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'application/pdf',
  'video/mp4',
  'text/plain',
  'image/svg+xml',
] as const
