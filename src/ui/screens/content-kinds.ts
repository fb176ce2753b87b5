/** Articles and pages share one list and one editor; this is what differs between them. */
export type ContentKind = {
  path: 'articles' | 'pages'
  singular: string
  title: string
  /** `type` on articles, `page_type` on pages (spec §2.2, §2.3). */
  typeField: 'type' | 'page_type'
  typeDefault: string
  typeSuggestions: string[]
  hasCategories: boolean
  hasFeaturedImage: boolean
}

export const KINDS: Record<'articles' | 'pages', ContentKind> = {
  articles: {
    path: 'articles',
    singular: 'article',
    title: 'Articles',
    typeField: 'type',
    typeDefault: 'article',
    typeSuggestions: ['article', 'news', 'blog', 'story', 'event'],
    hasCategories: true,
    hasFeaturedImage: true,
  },
  pages: {
    path: 'pages',
    singular: 'page',
    title: 'Pages',
    typeField: 'page_type',
    typeDefault: 'standard',
    typeSuggestions: ['standard', 'landing', 'legal', 'contact'],
    hasCategories: false,
    hasFeaturedImage: false,
  },
}

export const STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const
