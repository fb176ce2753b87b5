/** The tenant's media quota as a bar (GET /admin/media/quota/info, CONTRACT "Media"). */
import { useEffect, useState } from 'preact/hooks'
import { api, toProblem } from '../lib/api'
import type { Problem } from '../lib/types'

type Quota = {
  quota_mb: number
  used_mb: number
  available_mb: number
  usage_percentage: number
  media_count: number
}

export function QuotaBar({ tick }: { tick: number }) {
  const [quota, setQuota] = useState<Quota | null>(null)
  const [problem, setProblem] = useState<Problem | null>(null)
  useEffect(() => {
    api.get<Quota>('/admin/media/quota/info').then(
      ({ data }) => (setQuota(data), setProblem(null)),
      (err) => setProblem(toProblem(err)),
    )
  }, [tick])
  if (problem) return <p class="quota muted">Storage quota unavailable: {problem.detail}</p>
  if (!quota) return null
  const pct = Math.min(100, Math.max(0, quota.usage_percentage))
  return (
    <div class="quota" aria-label="Storage quota">
      <div
        class="quota-bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
      >
        <span class={pct > 90 ? 'high' : ''} style={{ width: `${pct}%` }} />
      </div>
      <span class="muted">
        {quota.used_mb.toFixed(1)} MB of {quota.quota_mb} MB used ({pct.toFixed(1)}%) ·{' '}
        {quota.media_count} files · {quota.available_mb.toFixed(1)} MB free
      </span>
    </div>
  )
}
