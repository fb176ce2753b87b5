import { defineResource } from '../registry/define'
import { f } from '../registry/fields'
import { menuItemsField } from './menu-items'

export default defineResource({
  type: 'Menu',
  path: 'menus',
  access: 'assets',
  description:
    'A navigation menu: a tree of links (at most 3 levels) to URLs, articles and pages. Public at /public/menus/{slug}.',
  fields: {
    slug: f.slug({ from: 'name' }),
    name: f.i18n({ required: true }),
    location: f.text({ max: 64, description: 'Where the front end shows it, e.g. header, footer' }),
    items: menuItemsField(),
  },
  filters: { slug: 'exact' },
  order: { created_at: 'desc' },
  public: { bySlug: true, visible: 'all' },
})
