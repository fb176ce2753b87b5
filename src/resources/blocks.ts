import { defineResource } from '../registry/define'
import { f } from '../registry/fields'
import { TYPE_PATTERN } from './content-fields'

export default defineResource({
  type: 'Block',
  path: 'blocks',
  access: 'assets',
  description:
    'A reusable piece of content (banner, footer text) with free structured data. Public at /public/blocks/{slug} once published.',
  fields: {
    slug: f.slug({ from: 'name' }),
    name: f.i18n({ required: true }),
    type: f.text({ pattern: TYPE_PATTERN, max: 64, default: 'html' }),
    content: f.i18n({ html: true }),
    data: f.json({ object: true, default: {} }),
    status: f.enumOf(['draft', 'published'], { default: 'draft' }),
  },
  filters: { slug: 'exact' },
  order: { created_at: 'desc' },
  public: { bySlug: true, visible: 'published' },
})
