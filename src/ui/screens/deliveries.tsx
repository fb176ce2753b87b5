/** A webhook's delivery log (GET /admin/webhooks/{uuid}/deliveries): attempts and status codes. */
import { useEffect, useState } from 'preact/hooks'
import { Pager } from '../components/pager'
import { ProblemBanner } from '../components/problem'
import { StatusBadge } from '../components/status-badge'
import { api, toProblem } from '../lib/api'
import { formatDate } from '../lib/format'
import type { Collection, Item, Problem } from '../lib/types'

const asPage = (data: unknown): Collection =>
  Array.isArray(data)
    ? { 'hydra:member': data as Item[], 'hydra:totalItems': data.length }
    : (data as Collection)

type Attempt = { attempt?: number; status_code?: number | null; error?: string | null; duration_ms?: number }

/** One line per attempt: its number, the answer (or the error, whole in the tooltip), its time. */
function attempts(list: Attempt[]) {
  if (list.length === 0) return '—'
  return (
    <ol class="attempts">
      {list.map((a, i) => (
        <li key={i} title={a.error ?? undefined}>
          #{a.attempt ?? i + 1} {a.status_code ?? a.error ?? '—'}
          {a.duration_ms !== undefined ? <span class="muted"> · {a.duration_ms} ms</span> : null}
        </li>
      ))}
    </ol>
  )
}

/** The shape is read from the data, so the log shows whatever the server records. */
function cell(key: string, value: unknown) {
  if (value === null || value === undefined) return '—'
  if (key === 'attempts' && Array.isArray(value)) return attempts(value as Attempt[])
  if (key.endsWith('_at')) return formatDate(String(value))
  if (key === 'status' || key === 'result') return <StatusBadge status={String(value)} />
  if (typeof value === 'object') return <code class="ellipsis">{JSON.stringify(value)}</code>
  return String(value)
}

export function Deliveries({ id }: { id: string }) {
  const [url, setUrl] = useState(`/admin/webhooks/${id}/deliveries?per_page=30`)
  const [page, setPage] = useState<Collection | null>(null)
  const [problem, setProblem] = useState<Problem | null>(null)
  useEffect(() => {
    api.get(url).then(
      ({ data }) => setPage(asPage(data)),
      (err) => setProblem(toProblem(err)),
    )
  }, [url])
  const members = page?.['hydra:member'] ?? []
  const keys = [...new Set(members.flatMap((m) => Object.keys(m)))].filter(
    (k) => !k.startsWith('@') && k !== 'id',
  )
  return (
    <section>
      <header class="screen-head">
        <div>
          <a href={`#/webhooks/${id}`} class="back">
            ← Webhook
          </a>
          <h1>Delivery log</h1>
        </div>
      </header>
      <ProblemBanner problem={problem} />
      {page ? (
        <>
          <div class="table-scroll">
            <table class="table">
              <thead>
                <tr>
                  {keys.map((k) => (
                    <th key={k}>{k.replace(/_/g, ' ')}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {members.map((m, i) => (
                  <tr key={m.id ?? i}>
                    {keys.map((k) => (
                      <td key={k}>{cell(k, m[k])}</td>
                    ))}
                  </tr>
                ))}
                {members.length === 0 ? (
                  <tr>
                    <td class="muted empty">No delivery yet.</td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          </div>
          <Pager page={page} onGo={setUrl} />
        </>
      ) : null}
    </section>
  )
}
