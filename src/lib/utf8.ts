/** Text that must be UTF-8 (JSON bodies, form fields): a leading BOM dropped; null when the bytes are not UTF-8. */
export function strictUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}
