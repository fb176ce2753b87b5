/** Media: quota, drag-and-drop upload with progress, filters, thumbnails grid, details panel. */
import { useEffect, useState } from 'preact/hooks'
import { valueOf } from '../components/field'
import { MEDIA_CARD, MediaThumb } from '../components/media-thumb'
import { Pager } from '../components/pager'
import { ProblemBanner } from '../components/problem'
import { Uploader } from '../components/uploader'
import { api, toProblem } from '../lib/api'
import { formatBytes } from '../lib/format'
import { can } from '../lib/roles'
import type { Collection, Problem } from '../lib/types'
import { MediaDetails } from './media-details'
import { QuotaBar } from './quota-bar'
import { ChoiceFilter } from '../components/choice-filter'
import { MEDIA_TYPES } from '../../lib/media-types'

// note: SVG (downloaded, never shown inline) is not offered as a filter
const TYPES = MEDIA_TYPES.filter((t) => t !== 'image/svg+xml')
const ORDERS = [
  'created_at:desc',
  'updated_at:desc',
  'size:desc',
  'original_filename:asc',
  'mime_type:asc',
]

type Filters = { mime: string; visibility: string; name: string; order: string }

function firstPage(f: Filters): string {
  const q = new URLSearchParams({ per_page: '24' })
  if (f.mime) q.set('mime_type', f.mime)
  if (f.visibility) q.set('visibility', f.visibility)
  if (f.name.trim()) q.set('original_filename', f.name.trim())
  const [field, dir] = f.order.split(':')
  q.set(`order[${field}]`, dir!)
  for (const name of MEDIA_CARD) q.append('properties[]', name)
  return `/admin/media?${q.toString().replace(/%5B/g, '[').replace(/%5D/g, ']')}`
}

export function MediaLibrary({ selected }: { selected?: string }) {
  const [filters, setFilters] = useState<Filters>({
    mime: '',
    visibility: '',
    name: '',
    order: 'created_at:desc',
  })
  const [url, setUrl] = useState(firstPage(filters))
  const [page, setPage] = useState<Collection | null>(null)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [tick, setTick] = useState(0)
  const [open, setOpen] = useState<string | null>(selected ?? null)
  const [visibility, setVisibility] = useState<'public' | 'private'>('public')

  const set = (change: Partial<Filters>) => {
    const next = { ...filters, ...change }
    setFilters(next)
    setUrl(firstPage(next))
  }
  useEffect(() => {
    // an answer to an older request (a filter typed on since) is dropped: the last one asked wins
    let current = true
    api.get<Collection>(url).then(
      ({ data }) => current && (setPage(data), setProblem(null)),
      (err) => current && setProblem(toProblem(err)),
    )
    return () => void (current = false)
  }, [url, tick])
  const refresh = () => setTick((n) => n + 1)

  return (
    <section>
      <header class="screen-head">
        <h1>Media</h1>
        <QuotaBar tick={tick} />
      </header>
      {can('media', 'create') ? (
        <div class="upload-row">
          <Uploader visibility={visibility} onUploaded={refresh} />
          <label class="inline">
            <span>Upload as</span>
            <select
              aria-label="Upload visibility"
              value={visibility}
              onChange={(e) => setVisibility(valueOf(e) as 'public' | 'private')}
            >
              <option value="public">public</option>
              <option value="private">private</option>
            </select>
          </label>
        </div>
      ) : null}
      <form class="filters" onSubmit={(e) => e.preventDefault()} aria-label="Filters">
        <label>
          <span>File name</span>
          <input
            type="search"
            aria-label="File name filter"
            value={filters.name}
            onInput={(e) => set({ name: valueOf(e) })}
          />
        </label>
        <ChoiceFilter label="Type" value={filters.mime} options={[...TYPES]} onChange={(mime) => set({ mime })} />
        <ChoiceFilter
          label="Visibility"
          value={filters.visibility}
          options={['public', 'private']}
          onChange={(visibility) => set({ visibility })}
        />
        <label>
          <span>Order</span>
          <select
            aria-label="Order"
            value={filters.order}
            onChange={(e) => set({ order: valueOf(e) })}
          >
            {ORDERS.map((o) => (
              <option key={o} value={o}>
                {o.replace(':', ' ').replace(/_/g, ' ')}
              </option>
            ))}
          </select>
        </label>
      </form>
      <ProblemBanner problem={problem} />
      <div class="media-layout">
        <div>
          <div class="grid">
            {page?.['hydra:member'].map((m) => (
              <button
                type="button"
                key={m.id}
                class={`card pickable ${open === m.id ? 'selected' : ''}`}
                onClick={() => setOpen(m.id)}
              >
                <MediaThumb item={m} />
                <span class="card-caption">{m.original_filename ?? m.filename}</span>
                <span class="muted small">
                  {formatBytes(m.size)}
                  {m.width ? ` · ${m.width}×${m.height}` : ''}
                  {m.visibility === 'private' ? ' · private' : ''}
                </span>
              </button>
            ))}
          </div>
          {page && page['hydra:member'].length === 0 ? (
            <p class="muted empty">No media yet.</p>
          ) : null}
          {page ? (
            <Pager page={page} onGo={setUrl} />
          ) : null}
        </div>
        {open ? (
          <MediaDetails key={open} id={open} onClose={() => setOpen(null)} onChanged={refresh} />
        ) : null}
      </div>
    </section>
  )
}
