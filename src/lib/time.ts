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
