/** Timestamps are stored as integer milliseconds and shown as `2026-11-22T10:00:00+00:00`. */
export function toIso(ms: number | null | undefined): string | null {
  if (ms === null || ms === undefined) return null
  return new Date(ms).toISOString().slice(0, 19) + '+00:00'
}

/** Parses an ISO 8601 string that carries a UTC offset (or `Z`); null when it is not one. */
export function parseIso(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)) return null
  const ms = Date.parse(value)
  return Number.isNaN(ms) || !isCalendarDate(value) ? null : ms
}

/**
 * Whether the `YYYY-MM-DD` that `value` starts with is a day of the calendar. note: Date.parse
 * rolls a day past the month's end over (2026-02-31 is 2026-03-03), where a client meant a
 * date that does not exist.
 */
function isCalendarDate(value: string): boolean {
  const [y, m, d] = [Number(value.slice(0, 4)), Number(value.slice(5, 7)), Number(value.slice(8, 10))]
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)
  const days = m === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31
  return m >= 1 && m <= 12 && d >= 1 && d <= days
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
  return Number.isNaN(ms) || !isCalendarDate(v) ? null : ms
}
