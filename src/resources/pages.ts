import { defineResource } from '../registry/define'
import { f } from '../registry/fields'
import { editorialFields, editorialFilters, editorialOrder, editorialWorkflow, TYPE_PATTERN } from './content-fields'

export default defineResource({
  type: 'Page',
  path: 'pages',
  access: 'content',
  description: 'A standalone page: about, contact, landing pages.',
  fields: {
    ...editorialFields(),
    page_type: f.text({ pattern: TYPE_PATTERN, max: 64, default: 'standard' }),
    tags: f.refs('tags', { embed: ['slug', 'name'] }),
  },
  filters: { ...editorialFilters, page_type: 'exact' },
  order: { ...editorialOrder, page_type: 'asc' },
  ...editorialWorkflow,
})
