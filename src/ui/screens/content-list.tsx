/**
 * Articles or pages: the collection filters of the spec's property table (status, type, tags,
 * category, text), ordering, and paging through hydra:view links.
 */
import { useEffect, useState } from 'preact/hooks'
import { valueOf } from '../components/field'
import { Pager } from '../components/pager'
import { ProblemBanner } from '../components/problem'
import { RefPicker } from '../components/ref-picker'
import { StatusBadge } from '../components/status-badge'
import { api, toProblem } from '../lib/api'
import { formatDate, pick } from '../lib/format'
import { locales } from '../lib/locales'
import { onResourceChange } from '../lib/live'
import { can } from '../lib/roles'
import { href, navigate } from '../lib/router'
import { useStore } from '../lib/store'
import type { Collection, Item, Problem } from '../lib/types'
import { STATUSES, type ContentKind } from './content-kinds'
import { ChoiceFilter } from '../components/choice-filter'

type Filters = {
  status: string
  type: string
  tags: Item[]
  category: string
  text: string
  textField: string
  order: string
  perPage: string
}

const EMPTY: Filters = {
  status: '',
  type: '',
  tags: [],
  category: '',
  text: '',
  textField: 'title',
  order: 'updated_at:desc',
  perPage: '20',
}

const ORDERS = [
  'updated_at:desc',
  'created_at:desc',
  'published_at:desc',
  'slug:asc',
  'status:asc',
  'type:asc',
]

/** The first page's URL; later pages come from hydra links. */
function firstPage(kind: ContentKind, f: Filters): string {
  const q = new URLSearchParams()
  if (f.status) q.set('status', f.status)
  if (f.type) q.set(kind.typeField, f.type)
  for (const t of f.tags) q.append('tags.slug[]', t.slug)
  if (f.category) q.set('category.uuid', f.category)
  if (f.text.trim()) q.set(f.textField, f.text.trim())
  const [field, dir] = f.order.split(':')
  q.set(`order[${field === 'type' ? kind.typeField : field}]`, dir!)
  q.set('per_page', f.perPage)
  // only what the table shows: no bodies, excerpts or SEO of 20 items
  for (const name of ['title', 'slug', 'status', kind.typeField, 'updated_at', 'published_at']) q.append('properties[]', name)
  for (const name of ['slug', 'name']) q.append('properties[tags][]', name)
  if (kind.hasCategories) q.append('properties[category][]', 'name')
  return `/admin/${kind.path}?${q.toString().replace(/%5B/g, '[').replace(/%5D/g, ']')}`
}

export function ContentList({ kind }: { kind: ContentKind }) {
  const loc = useStore(locales).list
  const [filters, setFilters] = useState<Filters>(EMPTY)
  const [url, setUrl] = useState(firstPage(kind, EMPTY))
  const [page, setPage] = useState<Collection | null>(null)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [categories, setCategories] = useState<Item[]>([])
  // another editor's write to this kind reloads the page shown
  const [tick, setTick] = useState(0)
  useEffect(() => onResourceChange(kind.path, () => setTick((n) => n + 1)), [kind])

  const set = (change: Partial<Filters>) => {
    const next = { ...filters, ...change }
    setFilters(next)
    setUrl(firstPage(kind, next))
  }

  useEffect(() => {
    if (!kind.hasCategories) return
    api.get<Collection>('/admin/categories?per_page=100&order[slug]=asc&properties[]=slug&properties[]=name').then(
      ({ data }) => setCategories(data['hydra:member']),
      () => {},
    )
  }, [kind])

  useEffect(() => {
    // an answer to an older request (a filter typed on since) is dropped: the last one asked wins
    let current = true
    api.get<Collection>(url).then(
      ({ data }) => current && (setPage(data), setProblem(null)),
      (err) => current && setProblem(toProblem(err)),
    )
    return () => void (current = false)
  }, [url, tick])

  return (
    <section>
      <header class="screen-head">
        <h1>{kind.title}</h1>
        {can(kind.path, 'create') ? (
          <a class="button primary" href={`#/${kind.path}/new`}>
            New {kind.singular}
          </a>
        ) : null}
      </header>
      <form class="filters" onSubmit={(e) => e.preventDefault()} aria-label="Filters">
        <label>
          <span>Search</span>
          <input
            type="search"
            aria-label="Search text"
            placeholder="Text…"
            value={filters.text}
            onInput={(e) => set({ text: valueOf(e) })}
          />
        </label>
        <label>
          <span>in</span>
          <select
            aria-label="Search in"
            value={filters.textField}
            onChange={(e) => set({ textField: valueOf(e) })}
          >
            <option value="title">title</option>
            <option value="excerpt">excerpt</option>
            <option value="body_html">body</option>
          </select>
        </label>
        <ChoiceFilter label="Status" value={filters.status} options={[...STATUSES]} onChange={(status) => set({ status })} />
        <label>
          <span>Type</span>
          <input
            aria-label="Type filter"
            size={8}
            value={filters.type}
            onInput={(e) => set({ type: valueOf(e).trim() })}
          />
        </label>
        {kind.hasCategories ? (
          <ChoiceFilter
            label="Category"
            value={filters.category}
            options={categories.map((c) => ({ value: c.id, label: pick(c.name, loc) || c.slug }))}
            onChange={(category) => set({ category })}
          />
        ) : null}
        <div class="filter-tags">
          <span>Tags</span>
          <RefPicker
            resource="tags"
            label="Tag filter"
            locales={loc}
            value={filters.tags}
            onChange={(tags) => set({ tags })}
          />
        </div>
        <label>
          <span>Order</span>
          <select
            aria-label="Order"
            value={filters.order}
            onChange={(e) => set({ order: valueOf(e) })}
          >
            {ORDERS.map((o) => (
              <option key={o} value={o}>
                {o.replace(':', ' ').replace('_at', '').replace('type', kind.typeField)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Per page</span>
          <select
            aria-label="Per page"
            value={filters.perPage}
            onChange={(e) => set({ perPage: valueOf(e) })}
          >
            {['10', '20', '50', '100'].map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </label>
      </form>
      <ProblemBanner problem={problem} />
      {page ? (
        <>
          <table class="table">
            <thead>
              <tr>
                <th>Title</th>
                <th>Status</th>
                <th>Type</th>
                <th>Tags</th>
                {kind.hasCategories ? <th>Category</th> : null}
                <th>Updated</th>
                <th>Published</th>
              </tr>
            </thead>
            <tbody>
              {page['hydra:member'].map((item) => (
                <tr
                  key={item.id}
                  class="clickable"
                  onClick={() => navigate(`/${kind.path}/${item.id}`)}
                >
                  <td>
                    <a href={href(`/${kind.path}/${item.id}`)}>
                      {pick(item.title, loc) || '(untitled)'}
                    </a>
                    <div class="locales-filled">
                      {loc.map((l) => (
                        <span
                          key={l}
                          class={item.title?.[l] ? 'on' : 'off'}
                          title={item.title?.[l] ? `${l}: translated` : `${l}: missing`}
                        >
                          {l}
                        </span>
                      ))}
                      <span class="muted"> /{item.slug}</span>
                    </div>
                  </td>
                  <td>
                    <StatusBadge status={item.status} />
                  </td>
                  <td>{item[kind.typeField]}</td>
                  <td>
                    {(item.tags ?? []).map((t: Item) => pick(t.name, loc) || t.slug).join(', ')}
                  </td>
                  {kind.hasCategories ? (
                    <td>{item.category ? pick(item.category.name, loc) : ''}</td>
                  ) : null}
                  <td>{formatDate(item.updated_at)}</td>
                  <td>{formatDate(item.published_at)}</td>
                </tr>
              ))}
              {page['hydra:member'].length === 0 ? (
                <tr>
                  <td colSpan={7} class="muted empty">
                    Nothing matches.
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
          <Pager page={page} onGo={setUrl} />
        </>
      ) : null}
    </section>
  )
}
