/** A simple resource: filters, ordering, a table paged by hydra links, and a form dialog. */
import { useEffect, useState } from 'preact/hooks'
import { valueOf } from '../components/field'
import { Pager } from '../components/pager'
import { ProblemBanner } from '../components/problem'
import { api, toProblem } from '../lib/api'
import { locales } from '../lib/locales'
import { onResourceChange } from '../lib/live'
import { can } from '../lib/roles'
import { navigate } from '../lib/router'
import { useStore } from '../lib/store'
import type { Collection, Item, Problem } from '../lib/types'
import { ResourceEditor } from './resource-editor'
import type { ResourceConfig } from './resource-types'
import { ChoiceFilter } from '../components/choice-filter'

function firstPage(
  config: ResourceConfig,
  filters: Record<string, string>,
  order: string | undefined,
): string {
  const q = new URLSearchParams({ per_page: '20' })
  for (const [k, v] of Object.entries(filters)) if (v.trim()) q.set(k, v.trim())
  if (order) {
    const [field, dir] = order.split(':')
    q.set(`order[${field}]`, dir!)
  }
  // only the columns' fields: a list of menus or settings does not load what it does not show
  for (const name of new Set(config.columns.flatMap((c) => c.reads))) q.append('properties[]', name)
  return `/admin/${config.path}?${q.toString().replace(/%5B/g, '[').replace(/%5D/g, ']')}`
}

/** Hydra collection or plain array: both become a page. */
function asPage(data: unknown): Collection {
  if (Array.isArray(data))
    return { 'hydra:member': data as Item[], 'hydra:totalItems': data.length }
  return data as Collection
}

export function ResourceScreen({ config, id }: { config: ResourceConfig; id?: string }) {
  const loc = useStore(locales).list
  const [filters, setFilters] = useState<Record<string, string>>({})
  const [order, setOrder] = useState(config.orders?.[0])
  const [url, setUrl] = useState(firstPage(config, {}, config.orders?.[0]))
  const [page, setPage] = useState<Collection | null>(null)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [tick, setTick] = useState(0)
  // another editor's write to this resource reloads the page shown
  useEffect(() => onResourceChange(config.path, () => setTick((n) => n + 1)), [config])

  useEffect(() => {
    // an answer to an older request (a filter typed on since) is dropped: the last one asked wins
    let current = true
    api.get(url).then(
      ({ data }) => current && (setPage(asPage(data)), setProblem(null)),
      (err) => current && (setPage(null), setProblem(toProblem(err))),
    )
    return () => void (current = false)
  }, [url, tick])

  /** An item operation from a row's button; the page is read again afterwards. */
  const run = (item: Item, path: string) =>
    api.post(`/admin/${config.path}/${item.id}/${path}`).then(
      () => (setProblem(null), setTick((n) => n + 1)),
      (err) => setProblem(toProblem(err)),
    )

  const setFilter = (name: string, value: string) => {
    const next = { ...filters, [name]: value }
    setFilters(next)
    setUrl(firstPage(config, next, order))
  }

  return (
    <section>
      <header class="screen-head">
        <h1>{config.title}</h1>
        {can(config.path, 'create') ? (
          <a class="button primary" href={`#/${config.path}/new`}>
            New {config.singular}
          </a>
        ) : null}
      </header>
      {config.filters?.length || config.orders?.length ? (
        <form class="filters" onSubmit={(e) => e.preventDefault()} aria-label="Filters">
          {config.filters?.map((f) =>
            f.kind === 'select' ? (
              <ChoiceFilter key={f.name} label={f.label} value={filters[f.name] ?? ''} options={f.options!} onChange={(v) => setFilter(f.name, v)} />
            ) : (
              <label key={f.name}>
                <span>{f.label}</span>
                <input
                  type="search"
                  aria-label={`${f.label} filter`}
                  value={filters[f.name] ?? ''}
                  onInput={(e) => setFilter(f.name, valueOf(e))}
                />
              </label>
            ),
          )}
          {config.orders?.length ? (
            <label>
              <span>Order</span>
              <select
                aria-label="Order"
                value={order}
                onChange={(e) => {
                  setOrder(valueOf(e))
                  setUrl(firstPage(config, filters, valueOf(e)))
                }}
              >
                {config.orders.map((o) => (
                  <option key={o} value={o}>
                    {o.replace(':', ' ').replace(/_/g, ' ')}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </form>
      ) : null}
      <ProblemBanner problem={problem} />
      {page ? (
        <>
          <table class="table">
            <thead>
              <tr>
                {config.columns.map((c) => (
                  <th key={c.label}>{c.label}</th>
                ))}
                {config.links || config.actions ? <th /> : null}
              </tr>
            </thead>
            <tbody>
              {page['hydra:member'].map((item) => (
                <tr
                  key={item.id}
                  class="clickable"
                  onClick={() => navigate(`/${config.path}/${item.id}`)}
                >
                  {config.columns.map((c) => (
                    <td key={c.label}>{c.value(item, loc)}</td>
                  ))}
                  {config.links || config.actions ? (
                    <td onClick={(e) => e.stopPropagation()}>
                      {config.links?.(item).map((l) => (
                        <a key={l.href} href={l.href}>
                          {l.label}
                        </a>
                      ))}
                      {config.actions?.(item).map((a) => (
                        <button key={a.path} type="button" class="button small" onClick={() => run(item, a.path)}>
                          {a.label}
                        </button>
                      ))}
                    </td>
                  ) : null}
                </tr>
              ))}
              {page['hydra:member'].length === 0 ? (
                <tr>
                  <td colSpan={config.columns.length + 1} class="muted empty">
                    Nothing here yet.
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
          <Pager page={page} onGo={setUrl} />
        </>
      ) : null}
      {id ? (
        <ResourceEditor
          key={id}
          config={config}
          id={id}
          onClose={() => navigate(`/${config.path}`)}
          onChanged={() => setTick((n) => n + 1)}
        />
      ) : null}
    </section>
  )
}
