/** The benchmark's workloads (a)–(h) as HTTP requests against a seeded data dir. */
import type { BenchInfo } from './info'
import { rng } from './prng'
import { bodyHtml, sentence } from './text'
import type { Request } from './wrk'

export type Workload = {
  key: string
  label: string
  /** Required share of the ceiling's req/s; null where none is set. */
  target: number | null
  /** Writes run after every read, so the rows they add never change what the reads see. */
  write: boolean
  /** Needs a route another branch adds: probed first, skipped with a message when absent. */
  needs?: 'search' | 'media'
  request: (info: BenchInfo, extra: { thumbnail?: string }) => Request
}

const admin = (info: BenchInfo) => ({
  'X-Tenant-Id': info.tenant,
  Authorization: `Bearer ${info.token}`,
})
const anon = (info: BenchInfo) => ({ 'X-Tenant-Id': info.tenant })

/** A create body like an editor's: ~300 words per locale, 3 tags, a category; kept a draft. */
function createBody(info: BenchInfo): string {
  const r = rng(7)
  return JSON.stringify({
    slug: 'load-{n}',
    title: { fr: 'Article de charge {n}', en: 'Load article {n}' },
    excerpt: { fr: sentence(r, 'fr', 24), en: sentence(r, 'en', 24) },
    body_html: { fr: bodyHtml(r, 'fr', 300), en: bodyHtml(r, 'en', 300) },
    status: 'draft',
    tags: info.tagIris,
    category_id: info.categoryUuid,
  })
}

export const WORKLOADS: Workload[] = [
  {
    key: 'a',
    label: 'list 30 published, newest first',
    target: 0.7,
    write: false,
    request: (info) => ({
      method: 'GET',
      path: '/admin/articles?status=published&order[published_at]=desc',
      headers: admin(info),
    }),
  },
  {
    key: 'b',
    label: 'tags.slug + title filter, page 3 of 10',
    target: 0.7,
    write: false,
    request: (info) => ({
      method: 'GET',
      path: `/admin/articles?tags.slug=${info.tagSlug}&title=${encodeURIComponent(info.titleTerm)}&per_page=10&page=3`,
      headers: admin(info),
    }),
  },
  {
    key: 'c',
    label: 'one article by id',
    target: 0.7,
    write: false,
    request: (info) => ({
      method: 'GET',
      path: `/admin/articles/${info.article.uuid}`,
      headers: admin(info),
    }),
  },
  {
    key: 'd',
    label: 'search, two words, 10 results',
    target: 0.7,
    write: false,
    needs: 'search',
    request: (info) => ({
      method: 'GET',
      path: `/public/search?q=${encodeURIComponent(info.searchQuery)}&per_page=10`,
      headers: anon(info),
    }),
  },
  {
    key: 'g',
    label: 'public article by slug',
    target: 0.7,
    write: false,
    request: (info) => ({
      method: 'GET',
      path: `/public/articles/${info.article.slug}`,
      headers: anon(info),
    }),
  },
  {
    key: 'h',
    label: 'thumbnail via /media/…',
    target: null,
    write: false,
    needs: 'media',
    request: (_info, extra) => ({ method: 'GET', path: extra.thumbnail!, headers: {} }),
  },
  {
    key: 'e',
    label: 'create article',
    target: 0.5,
    write: true,
    request: (info) => ({
      method: 'POST',
      path: '/admin/articles',
      headers: { ...admin(info), 'Content-Type': 'application/json' },
      body: createBody(info),
    }),
  },
  {
    key: 'f',
    label: 'patch one field',
    target: 0.5,
    write: true,
    request: (info) => ({
      method: 'PATCH',
      path: `/admin/articles/${info.article.uuid}`,
      headers: { ...admin(info), 'Content-Type': 'application/json' },
      body: JSON.stringify({ excerpt: { en: 'Patched excerpt {n}' } }),
    }),
  },
]
