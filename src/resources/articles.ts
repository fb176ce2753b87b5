import { defineResource } from '../registry/define'
import { f } from '../registry/fields'
import { editorialFields, editorialFilters, editorialOrder, editorialWorkflow, TYPE_PATTERN } from './content-fields'

export default defineResource({
  type: 'Article',
  path: 'articles',
  access: 'content',
  description: 'A dated piece of content: news, blog post, story.',
  fields: {
    ...editorialFields(),
    type: f.text({ pattern: TYPE_PATTERN, max: 64, default: 'article' }),
    category: f.ref('categories', { writeAs: 'category_id', bareUuid: true, echo: true, embed: ['slug', 'name'] }),
    secondaryCategories: f.refs('categories', { embed: ['slug', 'name'] }),
    tags: f.refs('tags', { embed: ['slug', 'name'] }),
    featuredImage: f.ref('media', { embed: ['filename', 'urls'] }),
  },
  filters: {
    ...editorialFilters,
    type: 'exact',
    'category.uuid': 'exact',
    'secondaryCategories.uuid': 'exact',
  },
  order: { ...editorialOrder, type: 'asc' },
  ...editorialWorkflow,
})
