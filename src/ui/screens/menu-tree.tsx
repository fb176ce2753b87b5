/** Edits a menu's item tree: labels per locale, a URL or a content target, order and nesting. */
import { useEffect, useState } from 'preact/hooks'
import { valueOf } from '../components/field'
import { FieldErrors } from '../components/problem'
import { api } from '../lib/api'
import { pick } from '../lib/format'
import {
  addChild,
  indent,
  MAX_DEPTH,
  move,
  newItem,
  outdent,
  remove,
  update,
  type MenuItem,
} from '../lib/tree'
import type { Collection, Item } from '../lib/types'
import type { CustomFieldProps } from './resource-types'

/**
 * Articles and pages a menu item may point at: the first 100 of each by slug, or those whose
 * title holds `find` (a site with more finds the one it wants).
 */
function useTargets(find: string): Item[] {
  const [targets, setTargets] = useState<Item[]>([])
  useEffect(() => {
    const filter = find.trim() ? `&title=${encodeURIComponent(find.trim())}` : ''
    Promise.all(
      ['articles', 'pages'].map((p) =>
        api.get<Collection>(`/admin/${p}?per_page=100&order[slug]=asc&properties[]=title&properties[]=slug${filter}`).then(
          (r) => r.data['hydra:member'],
          () => [],
        ),
      ),
    ).then((lists) => setTargets(lists.flat()))
  }, [find])
  return targets
}

type Shown = { '@id': string; '@type'?: string; slug?: string } | null

/** The options of one item's target: the list, and the item's own target when the list lacks it. */
function optionsFor(targets: Item[], item: MenuItem): Item[] {
  if (!item.target || targets.some((t) => t['@id'] === item.target)) return targets
  const shown = (item as MenuItem & { target_item?: Shown }).target_item
  const id = item.target.split('/').pop() ?? item.target
  return [{ '@id': item.target, '@type': shown?.['@type'] ?? 'Content', id, slug: shown?.slug ?? id } as Item, ...targets]
}

export function MenuTree({ value, onChange, problem, locales, disabled }: CustomFieldProps) {
  const items = (Array.isArray(value) ? value : []) as MenuItem[]
  const [find, setFind] = useState('')
  const targets = useTargets(find)
  const rows = (list: MenuItem[], prefix: number[]) =>
    list.map((item, i) => {
      const path = [...prefix, i]
      const propertyPath = `items${path.map((p, d) => (d === 0 ? `[${p}]` : `.children[${p}]`)).join('')}`
      const isUrl = !item.target
      return (
        <li key={item.id}>
          <div class="tree-item">
            <div class="tree-labels">
              {locales.map((l) => (
                <input
                  key={l}
                  aria-label={`Label (${l})`}
                  placeholder={`Label ${l}`}
                  disabled={disabled}
                  value={item.label?.[l] ?? ''}
                  onInput={(e) =>
                    onChange(update(items, path, { label: { ...item.label, [l]: valueOf(e) } }))
                  }
                />
              ))}
            </div>
            <select
              aria-label="Link kind"
              disabled={disabled}
              value={isUrl ? 'url' : 'target'}
              onChange={(e) =>
                onChange(
                  update(
                    items,
                    path,
                    valueOf(e) === 'url'
                      ? { url: '', target: null }
                      : { url: null, target: targets[0]?.['@id'] ?? '' },
                  ),
                )
              }
            >
              <option value="url">URL</option>
              <option value="target">Content</option>
            </select>
            {isUrl ? (
              <input
                aria-label="URL"
                placeholder="/path or https://…"
                disabled={disabled}
                value={item.url ?? ''}
                onInput={(e) => onChange(update(items, path, { url: valueOf(e) }))}
              />
            ) : (
              <select
                aria-label="Target"
                disabled={disabled}
                value={item.target ?? ''}
                onChange={(e) => onChange(update(items, path, { target: valueOf(e) }))}
              >
                {optionsFor(targets, item).map((t) => (
                  <option key={t['@id']} value={t['@id']}>
                    {t['@type']}: {pick(t.title, locales) || t.slug}
                  </option>
                ))}
              </select>
            )}
            {disabled ? null : (
              <span class="tree-tools">
                <button
                  type="button"
                  title="Move up"
                  onClick={() => onChange(move(items, path, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  title="Move down"
                  onClick={() => onChange(move(items, path, 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  title="Nest under the previous item"
                  onClick={() => onChange(indent(items, path))}
                >
                  →
                </button>
                <button
                  type="button"
                  title="Move out of its parent"
                  onClick={() => onChange(outdent(items, path))}
                >
                  ←
                </button>
                <button
                  type="button"
                  title="Add a child"
                  disabled={path.length >= MAX_DEPTH}
                  onClick={() => onChange(addChild(items, path, newItem()))}
                >
                  +
                </button>
                <button type="button" title="Remove" onClick={() => onChange(remove(items, path))}>
                  ×
                </button>
              </span>
            )}
          </div>
          <FieldErrors problem={problem} path={propertyPath} />
          {item.children?.length ? <ul class="tree">{rows(item.children, path)}</ul> : null}
        </li>
      )
    })
  return (
    <div class="menu-tree">
      {disabled ? null : (
        <input
          type="search"
          aria-label="Find content to link"
          placeholder="Find an article or page by title to link…"
          value={find}
          onInput={(e) => setFind(valueOf(e))}
        />
      )}
      <ul class="tree">{rows(items, [])}</ul>
      {disabled ? null : (
        <button type="button" onClick={() => onChange(addChild(items, null, newItem()))}>
          + Add item
        </button>
      )}
      <small class="hint">Up to {MAX_DEPTH} levels.</small>
    </div>
  )
}
