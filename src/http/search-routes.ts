/** GET /public/search (CONTRACT §8): thin over domain/search.ts. */
import { searchContent } from '../domain/search'
import { PER_PAGE_DEFAULT, PER_PAGE_MAX, parsePaging } from '../registry/query'
import { hydraCollection } from '../registry/serialize'
import { RESOURCES } from '../resources'
import { TagSet } from '../registry/cache-tags'
import { conditionalJson, publicCache } from './conditional'
import type { RequestContext } from './context'
import { problem } from '../lib/problem'
import { readLocale } from './read-locale'
import type { TenantRoute } from './route'

const SEARCHABLE = RESOURCES.filter((d) => d.search)
const TYPES = SEARCHABLE.map((d) => d.singular)

/** `content_type=article` or a list (`content_type[]=article&content_type[]=page`); absent: all. */
function searchedDefs(params: URLSearchParams) {
  const wanted = [...params.getAll('content_type'), ...params.getAll('content_type[]')].filter((v) => v !== '')
  if (wanted.length === 0) return SEARCHABLE
  const unknown = wanted.find((v) => !TYPES.includes(v))
  if (unknown !== undefined) throw problem.badRequest(`Unknown content_type "${unknown}"; use one of: ${TYPES.join(', ')}.`)
  return SEARCHABLE.filter((d) => wanted.includes(d.singular))
}

/** `lang`, or `locale` as its alias (CONTRACT §11: the one name every read takes). */
function language(rc: RequestContext): string | null {
  const locale = readLocale(rc)
  if (locale) return locale.code
  const lang = rc.url.params.get('lang')
  if (lang === null || lang === '') return null
  // the same answer as an unknown `locale`, of which it is the alias (CONTRACT §11)
  if (!rc.app.config.locales.includes(lang)) throw problem.badRequest(`Unknown locale "${lang}".`)
  return lang
}

const RESULT_SCHEMA = {
  type: 'object',
  properties: {
    '@id': { type: 'string', description: 'Public IRI of the item, e.g. /public/articles/{uuid}' },
    '@type': { type: 'string', enum: ['SearchResult'] },
    content_type: { type: 'string', enum: TYPES },
    id: { type: 'string', format: 'uuid' },
    slug: { type: 'string' },
    title: { type: 'string', description: 'In `lang`, else in the default locale' },
    excerpt: { type: 'string', nullable: true },
    highlight: { type: 'string', description: 'HTML fragment of the matching text, matches in <mark>' },
    score: { type: 'number', description: 'Relevance (bm25, higher is better)' },
    published_at: { type: 'string', format: 'date-time', nullable: true },
  },
}

/**
 * CONTRACT §11: the searched collections (any change to them may change the results) and each
 * result's item.
 */
function searchTags(defs: typeof SEARCHABLE, members: Record<string, unknown>[]): TagSet {
  const tags = new TagSet()
  for (const def of defs) tags.collection(def)
  for (const m of members) tags.item(SEARCHABLE.find((d) => d.singular === m.content_type)!, m.id as string)
  return tags
}

export function searchRoutes(): TenantRoute[] {
  return [
    {
      method: 'GET',
      path: '/public/search',
      spec: { tenant: true, auth: 'preview', site: true, body: 'none' },
      doc: {
        summary: 'Full-text search over published articles and pages, ranked by relevance',
        tag: 'Public Search',
        tagDescription: 'Full-text search over the published articles and pages of a site.',
        shape: 'custom',
        conditional: true,
        query: [
          { name: 'q', required: true, description: 'Words to find; accents and case are ignored, the last word also matches as a prefix; in Chinese, Japanese, Korean and Thai a word is also found inside longer runs of letters. Any characters are searched as text.', schema: { type: 'string' } },
          { name: 'content_type', description: `Restrict to one type (or a list with content_type[])`, schema: { type: 'string', enum: TYPES } },
          { name: 'lang', description: 'Match only this locale and show its strings (default: every locale matches, strings in the default locale)', schema: { type: 'string' } },
          { name: 'locale', description: 'Alias of `lang` (it wins when both are given); an unknown locale is a 400', schema: { type: 'string' } },
          { name: 'page', description: 'Page number, from 1', schema: { type: 'integer', minimum: 1, default: 1 } },
          { name: 'per_page', description: `Items per page (at most ${PER_PAGE_MAX})`, schema: { type: 'integer', minimum: 1, maximum: PER_PAGE_MAX, default: PER_PAGE_DEFAULT } },
          { name: 'itemsPerPage', description: 'Alias of `per_page`.', schema: { type: 'integer', minimum: 1, maximum: PER_PAGE_MAX, default: PER_PAGE_DEFAULT } },
        ],
        responseType: 'application/ld+json',
        responseSchema: {
          type: 'object',
          // the members are always there: typed clients page through it like any collection
          required: ['@context', '@id', '@type', 'hydra:totalItems', 'hydra:member', 'hydra:view'],
          properties: {
            '@context': { type: 'string', enum: ['/contexts/SearchResult'] },
            '@id': { type: 'string' },
            '@type': { type: 'string', enum: ['hydra:Collection'] },
            'hydra:totalItems': { type: 'integer' },
            'hydra:member': { type: 'array', items: RESULT_SCHEMA },
            'hydra:view': { $ref: '#/components/schemas/HydraView' },
          },
        },
        // 507: a search first brings the index up to date, which writes
        problems: [400, 401, 507],
      },
      handle(rc) {
        const params = rc.url.params
        const q = params.get('q')
        if (q === null || q.trim() === '') throw problem.badRequest('The "q" query parameter is required.')
        const { page, perPage } = parsePaging(params)
        const defs = searchedDefs(params)
        const lang = language(rc)
        const result = searchContent(rc.scope('/public'), { q, defs, lang, page, perPage })
        const body = hydraCollection({ type: 'SearchResult', path: rc.url.path, params, members: result.members, total: result.total, page, perPage })
        const cache = publicCache(rc.preview, searchTags(defs, result.members))
        return conditionalJson(rc.request, body, lang ? { ...cache, 'Content-Language': lang } : cache)
      },
    },
  ]
}
