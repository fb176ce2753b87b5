/** Chooses one media item (featured image, og:image) from the library, or uploads a new one. */
import { useEffect, useState } from 'preact/hooks'
import { api, toProblem } from '../lib/api'
import { can } from '../lib/roles'
import type { Collection, Item, Problem } from '../lib/types'
import { mediaCardQuery, MediaThumb } from './media-thumb'
import { Modal } from './modal'
import { Pager } from './pager'
import { ProblemBanner } from './problem'
import { Uploader } from './uploader'

type Props = {
  label: string
  value: Item | null
  onChange: (item: Item | null) => void
  disabled?: boolean
}

export function MediaPicker({ label, value, onChange, disabled }: Props) {
  const [open, setOpen] = useState(false)
  return (
    <div class="media-picker">
      {value ? (
        <div class="media-chosen">
          <MediaThumb item={value} />
          <span>{value.filename}</span>
        </div>
      ) : (
        <span class="muted">None</span>
      )}
      {disabled ? null : (
        <div class="row">
          <button type="button" onClick={() => setOpen(true)}>
            {value ? 'Change…' : `Choose ${label.toLowerCase()}…`}
          </button>
          {value ? (
            <button type="button" onClick={() => onChange(null)}>
              Remove
            </button>
          ) : null}
        </div>
      )}
      {open ? (
        <Modal title={`Choose ${label.toLowerCase()}`} wide onClose={() => setOpen(false)}>
          <Library
            onPick={(item) => {
              onChange(item)
              setOpen(false)
            }}
          />
        </Modal>
      ) : null}
    </div>
  )
}

function Library({ onPick }: { onPick: (item: Item) => void }) {
  const [url, setUrl] = useState(`/admin/media?per_page=24&${mediaCardQuery()}`)
  const [page, setPage] = useState<Collection | null>(null)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [tick, setTick] = useState(0)
  useEffect(() => {
    api.get<Collection>(url).then(
      ({ data }) => (setPage(data), setProblem(null)),
      (err) => setProblem(toProblem(err)),
    )
  }, [url, tick])
  return (
    <div>
      {can('media', 'create') ? (
        <Uploader accept="image/*" onUploaded={(item) => (onPick(item), setTick(tick + 1))} />
      ) : null}
      <ProblemBanner problem={problem} />
      <div class="grid">
        {page?.['hydra:member'].map((m) => (
          <button
            type="button"
            class="card pickable"
            key={m.id}
            onClick={() => onPick(m)}
            title={m.original_filename}
          >
            <MediaThumb item={m} />
            <span class="card-caption">{m.original_filename ?? m.filename}</span>
          </button>
        ))}
      </div>
      {page ? (
        <Pager page={page} onGo={setUrl} />
      ) : null}
    </div>
  )
}
