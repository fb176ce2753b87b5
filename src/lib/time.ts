/** Timestamps are stored as integer milliseconds and shown as `2026-11-22T10:00:00+00:00`. */
export function toIso(ms: number | null | undefined): string | null {
  if (ms === null || ms === undefined) return null
  return new Date(ms).toISOString().slice(0, 19) + '+00:00'
}

/** Parses an ISO 8601 string that carries a UTC offset (or `Z`); null when it is not one. */
export function parseIso(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)) return null
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? null : ms
}

/**
 * A date filter's value: an ISO 8601 date (`2026-11-01`, 00:00 UTC) or date-time, with an offset
 * or `Z` (none: UTC). A `+` that a query string decoded to a space is taken back.
 */
export function parseDateParam(value: string): number | null {
  const v = value.trim().replace(/ (\d{2}:?\d{2})$/, '+$1')
  const m = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?)?$/.exec(v)
  if (!m) return null
  const ms = Date.parse(m[2] ? `${m[1]}T${m[2]}${m[3] ?? 'Z'}` : `${m[1]}T00:00:00Z`)
  return Number.isNaN(ms) ? null : ms
}
