/** Display helpers: multilingual values, dates, sizes. */
import type { I18n } from './types'

/** The value in the first locale that has one (default locale first). */
export function pick(value: I18n | null | undefined, locales: readonly string[]): string {
  if (!value) return ''
  for (const l of locales) if (value[l]?.trim()) return value[l]!
  return Object.values(value).find((v) => v?.trim()) ?? ''
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—'
  const d = new Date(iso)
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
}

export function formatBytes(n: number | null | undefined): string {
  if (n === null || n === undefined) return '—'
  if (n < 1024) return `${n} B`
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`
  return `${(n / 1024 / 1024).toFixed(1)} MB`
}

/** ISO timestamp → the value a datetime-local input (step 1) shows: local time, to the second. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}

/** datetime-local value → ISO 8601 with offset, as the API wants; null when empty. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null
  const d = new Date(value)
  return Number.isNaN(d.getTime()) ? null : d.toISOString()
}

export const iriUuid = (iri: string) => iri.split('/').pop() ?? iri
