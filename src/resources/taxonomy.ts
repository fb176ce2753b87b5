/** Categories and tags share one shape; each resource file picks its names. */
import { defineResource } from '../registry/define'
import { f } from '../registry/fields'

export const taxonomy = (type: string, path: string, description: string) =>
  defineResource({
    type,
    path,
    access: 'content',
    description,
    fields: {
      slug: f.slug({ from: 'name' }),
      name: f.i18n({ required: true }),
      description: f.i18n(),
    },
    filters: { slug: 'exact', name: 'i18n', description: 'i18n' },
    order: { created_at: 'desc', slug: 'asc' },
    public: { list: true, bySlug: true, visible: 'all' },
  })
