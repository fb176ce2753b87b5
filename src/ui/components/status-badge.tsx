/** A coloured status label (draft, scheduled, published, archived, active…). */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return null
  return <span class={`badge badge-${status}`}>{status}</span>
}
