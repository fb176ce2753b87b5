/** The sections of the dashboard, in menu order; each is offered only when the role may read it. */
export type Section = { path: string; label: string; group: 'Content' | 'Site' | 'Administration' }

export const SECTIONS: Section[] = [
  { path: 'articles', label: 'Articles', group: 'Content' },
  { path: 'pages', label: 'Pages', group: 'Content' },
  { path: 'media', label: 'Media', group: 'Content' },
  { path: 'categories', label: 'Categories', group: 'Content' },
  { path: 'tags', label: 'Tags', group: 'Content' },
  { path: 'menus', label: 'Menus', group: 'Site' },
  { path: 'blocks', label: 'Blocks', group: 'Site' },
  { path: 'redirects', label: 'Redirects', group: 'Site' },
  { path: 'settings', label: 'Settings', group: 'Site' },
  { path: 'users', label: 'Users', group: 'Administration' },
  { path: 'api-keys', label: 'API keys', group: 'Administration' },
  { path: 'webhooks', label: 'Webhooks', group: 'Administration' },
]
