/** Revisions of an article or page, newest first, each restorable as a new version. */
import { useEffect, useState } from 'preact/hooks'
import { ConfirmButton } from '../components/confirm-button'
import { Pager } from '../components/pager'
import { ProblemBanner } from '../components/problem'
import { api, toProblem } from '../lib/api'
import { formatDate, pick } from '../lib/format'
import { locales } from '../lib/locales'
import { mayWrite } from '../lib/roles'
import { useStore } from '../lib/store'
import type { Collection, Item, Problem } from '../lib/types'
import type { ContentKind } from './content-kinds'

type Props = {
  kind: ContentKind
  item: Item
  tick: number
  onRestore: (version: number) => void
  busy: boolean
}

export function RevisionsPanel({ kind, item, tick, onRestore, busy }: Props) {
  const loc = useStore(locales).list
  const first = `/admin/${kind.path}/${item.id}/revisions?per_page=10`
  const [url, setUrl] = useState(first)
  const [page, setPage] = useState<Collection | null>(null)
  const [problem, setProblem] = useState<Problem | null>(null)
  useEffect(() => setUrl(first), [tick])
  useEffect(() => {
    api.get<Collection>(url).then(
      ({ data }) => (setPage(data), setProblem(null)),
      (err) => setProblem(toProblem(err)),
    )
  }, [url, tick])
  return (
    <div class="card panel revisions">
      <h2>Revisions</h2>
      <ProblemBanner problem={problem} />
      <ol class="revision-list" aria-label="Revisions">
        {page?.['hydra:member'].map((r) => (
          <li key={r.version}>
            <div>
              <strong>v{r.version}</strong> <span class="badge small">{r.status}</span>
              <div class="muted small">
                {formatDate(r.created_at)}
                {r.author ? ` · ${r.author}` : ''}
              </div>
              <div class="small ellipsis">{pick(r.title, loc)}</div>
            </div>
            {r.version === item.version ? (
              <span class="muted small">current</span>
            ) : mayWrite(kind.path, item.status, r.status) ? (
              <ConfirmButton
                class="small"
                disabled={busy}
                onConfirm={() => onRestore(r.version)}
                confirmLabel={`Restore v${r.version}?`}
              >
                Restore
              </ConfirmButton>
            ) : null}
          </li>
        ))}
      </ol>
      {page && page['hydra:totalItems'] > page['hydra:member'].length ? (
        <Pager page={page} onGo={setUrl} />
      ) : null}
    </div>
  )
}
