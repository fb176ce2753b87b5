/**
 * Picks related items (tags, categories) by searching their multilingual `name`. Holds the
 * embedded objects the API returns; the editor writes their IRIs (or bare uuid for category).
 */
import { useEffect, useState } from 'preact/hooks'
import { api, toProblem } from '../lib/api'
import { pick } from '../lib/format'
import type { Item, Problem } from '../lib/types'
import { valueOf } from './field'

type Props = {
  resource: 'tags' | 'categories'
  label: string
  locales: string[]
  value: Item[]
  onChange: (items: Item[]) => void
  /** One item at most (the primary category). */
  single?: boolean
  disabled?: boolean
}

export function RefPicker({ resource, label, locales, value, onChange, single, disabled }: Props) {
  const [term, setTerm] = useState('')
  const [options, setOptions] = useState<Item[]>([])
  const [open, setOpen] = useState(false)
  const [problem, setProblem] = useState<Problem | null>(null)

  useEffect(() => {
    if (!open) return
    const t = setTimeout(async () => {
      const q = new URLSearchParams({ per_page: '20', 'order[slug]': 'asc' })
      if (term.trim()) q.set('name', term.trim())
      // a chip shows the name (or slug); the choice is sent as its @id
      q.append('properties[]', 'slug')
      q.append('properties[]', 'name')
      try {
        const { data } = await api.get(`/admin/${resource}?${q.toString().replace(/%5B/g, '[').replace(/%5D/g, ']')}`)
        setOptions(data['hydra:member'] ?? [])
        setProblem(null)
      } catch (err) {
        setProblem(toProblem(err))
      }
    }, 150)
    return () => clearTimeout(t)
  }, [term, open, resource])

  const chosen = new Set(value.map((v) => v['@id']))
  const add = (item: Item) => {
    onChange(single ? [item] : [...value, item])
    setTerm('')
    if (single) setOpen(false)
  }

  return (
    <div class="picker">
      <div class="chips">
        {value.map((item) => (
          <span class="chip" key={item['@id']}>
            {pick(item.name, locales) || item.slug}
            {disabled ? null : (
              <button
                type="button"
                aria-label={`Remove ${item.slug}`}
                onClick={() => onChange(value.filter((v) => v['@id'] !== item['@id']))}
              >
                ×
              </button>
            )}
          </span>
        ))}
        {disabled ? null : (
          <input
            aria-label={label}
            placeholder={single ? 'Search…' : 'Add…'}
            value={term}
            onFocus={() => setOpen(true)}
            onBlur={() => setTimeout(() => setOpen(false), 200)}
            onInput={(e) => setTerm(valueOf(e))}
          />
        )}
      </div>
      {open ? (
        <ul class="options" role="listbox" aria-label={`${label} options`}>
          {problem ? <li class="problem-detail">{problem.detail}</li> : null}
          {options
            .filter((o) => !chosen.has(o['@id']))
            .map((o) => (
              <li key={o['@id']} role="option" onMouseDown={(e) => (e.preventDefault(), add(o))}>
                {pick(o.name, locales) || o.slug} <span class="muted">{o.slug}</span>
              </li>
            ))}
          {!problem && options.filter((o) => !chosen.has(o['@id'])).length === 0 ? (
            <li class="muted">No match</li>
          ) : null}
        </ul>
      ) : null}
    </div>
  )
}
