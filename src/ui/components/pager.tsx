/** Paging that follows the collection's hydra:view links; page URLs are never built by hand. */
import type { Collection, HydraView } from '../lib/types'

type Props = { page: Collection<unknown>; onGo: (url: string) => void }

function pageOf(url?: string): number | null {
  if (!url) return null
  const q = url.split('?')[1]
  return Number(new URLSearchParams(q ?? '').get('page') ?? '1')
}

export function Pager({ page, onGo }: Props) {
  const view = page['hydra:view']
  const current = pageOf(view?.['@id']) ?? 1
  const last = pageOf(view?.['hydra:last']) ?? 1
  const link = (rel: keyof HydraView, label: string) => {
    const url = view?.[rel]
    return (
      <button
        type="button"
        disabled={!url || url === view?.['@id']}
        onClick={() => url && onGo(url)}
      >
        {label}
      </button>
    )
  }
  return (
    <nav class="pager" aria-label="Pages">
      <span class="muted">
        {page['hydra:member'].length} of {page['hydra:totalItems']} · page {current} of {last}
      </span>
      {link('hydra:first', '« First')}
      {link('hydra:previous', '‹ Previous')}
      {link('hydra:next', 'Next ›')}
      {link('hydra:last', 'Last »')}
    </nav>
  )
}
