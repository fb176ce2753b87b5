/** The page a preview link opens: the public representation, drafts included, in a sandbox. */
import { useEffect, useState } from 'preact/hooks'
import { ProblemBanner } from '../components/problem'
import { api, toProblem } from '../lib/api'
import { formatDate } from '../lib/format'
import { sanitizeHtml } from '../lib/sanitize'
import type { Item, Problem } from '../lib/types'

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

export function PreviewScreen({ query }: { query: URLSearchParams }) {
  const [item, setItem] = useState<Item | null>(null)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [lang, setLang] = useState<string[]>([])
  const kind = query.get('kind') === 'pages' ? 'pages' : 'articles'
  useEffect(() => {
    api
      .get<Item>(`/public/${kind}/${encodeURIComponent(query.get('slug') ?? '')}`, {
        auth: false,
        tenant: query.get('tenant') ?? '',
        site: query.get('site'),
        headers: { 'X-Preview-Token': query.get('token') ?? '' },
      })
      .then(
        ({ data }) => {
          setItem(data)
          setLang([Object.keys(data.title ?? {})[0] ?? 'en'])
        },
        (err) => setProblem(toProblem(err)),
      )
  }, [query.toString()])
  const locales = Object.keys(item?.title ?? {})
  const l = lang[0] ?? ''
  const doc = item
    ? `<!doctype html><meta charset="utf-8"><style>body{font:17px/1.6 Georgia,serif;max-width:42rem;margin:2rem auto;padding:0 1rem;color:#222}img{max-width:100%}</style>
<h1>${esc(item.title?.[l] ?? '')}</h1><p><em>${esc(item.excerpt?.[l] ?? '')}</em></p>${sanitizeHtml(item.body_html?.[l] ?? '')}`
    : ''
  return (
    <main class="preview">
      <header class="topbar">
        <strong>Preview</strong>
        <span class="muted">
          {item
            ? `${item.status} · ${kind} · /${item.slug} · published ${formatDate(item.published_at)}`
            : ''}
        </span>
        <div class="tabs" role="tablist" aria-label="Locales">
          {locales.map((x) => (
            <button
              type="button"
              role="tab"
              key={x}
              aria-selected={x === l}
              class={x === l ? 'active' : ''}
              onClick={() => setLang([x])}
            >
              {x.toUpperCase()}
            </button>
          ))}
        </div>
      </header>
      <ProblemBanner problem={problem} />
      {/* no allow-scripts: the previewed HTML can never run code */}
      {item ? <iframe class="preview-frame" title="Preview" sandbox="" srcDoc={doc} /> : null}
    </main>
  )
}
