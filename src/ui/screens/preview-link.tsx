/**
 * A shareable preview of a draft: POST /admin/preview-tokens, then a dashboard link that
 * reads /public/{articles|pages}/{slug} with X-Preview-Token (no sign-in needed to open it).
 */
import { useState } from 'preact/hooks'
import { ProblemBanner } from '../components/problem'
import { api, toProblem } from '../lib/api'
import { formatDate } from '../lib/format'
import { session } from '../lib/session'
import type { Item, Problem } from '../lib/types'
import type { ContentKind } from './content-kinds'

export function PreviewLink({ kind, item }: { kind: ContentKind; item: Item }) {
  const [link, setLink] = useState<{ url: string; expires: string } | null>(null)
  const [problem, setProblem] = useState<Problem | null>(null)
  const make = async () => {
    try {
      const { data } = await api.post<{ token: string; expires_at: string }>(
        '/admin/preview-tokens',
        undefined,
        { site: null },
      )
      const s = session.get()!
      const q = new URLSearchParams({
        tenant: s.tenant,
        kind: kind.path,
        slug: item.slug,
        token: data.token,
      })
      if (s.siteId) q.set('site', s.siteId)
      setLink({
        url: `${location.origin}${location.pathname}#/preview?${q}`,
        expires: data.expires_at,
      })
      setProblem(null)
    } catch (err) {
      setProblem(toProblem(err))
    }
  }
  return (
    <div class="card panel">
      <h2>Preview</h2>
      <ProblemBanner problem={problem} />
      {link ? (
        <>
          <input
            readOnly
            aria-label="Preview link"
            value={link.url}
            onFocus={(e) => (e.currentTarget as HTMLInputElement).select()}
          />
          <div class="row">
            <a class="button" href={link.url} target="_blank" rel="noopener">
              Open preview
            </a>
            <button type="button" onClick={() => void navigator.clipboard?.writeText(link.url)}>
              Copy
            </button>
          </div>
          <small class="hint">
            Valid until {formatDate(link.expires)}; it shows drafts to whoever has it.
          </small>
        </>
      ) : (
        <button type="button" onClick={make}>
          Create preview link
        </button>
      )}
    </div>
  )
}
