/** Hash routing (`/ui#/articles/<uuid>`): deep links work with no server-side route table. */
import { useEffect, useState } from 'preact/hooks'

export type Location = { path: string[]; query: URLSearchParams }

export function parseHash(hash: string): Location {
  const raw = hash.replace(/^#/, '') || '/'
  const [path = '/', query = ''] = raw.split('?', 2)
  return {
    path: path.split('/').filter(Boolean).map(decodeURIComponent),
    query: new URLSearchParams(query),
  }
}

export function href(path: string, query?: URLSearchParams | Record<string, string>): string {
  const q = query ? new URLSearchParams(query).toString() : ''
  return `#${path}${q ? `?${q}` : ''}`
}

export function navigate(path: string, query?: URLSearchParams | Record<string, string>): void {
  location.hash = href(path, query)
}

export function useLocation(): Location {
  const [loc, setLoc] = useState(() => parseHash(location.hash))
  useEffect(() => {
    const on = () => setLoc(parseHash(location.hash))
    addEventListener('hashchange', on)
    return () => removeEventListener('hashchange', on)
  }, [])
  return loc
}
