import { redirectLoop } from '../domain/redirects'
import { defineResource, type ResourceDef } from '../registry/define'
import { f } from '../registry/fields'

const redirects: ResourceDef = defineResource({
  type: 'Redirect',
  path: 'redirects',
  access: 'assets',
  description: 'A path that sends visitors elsewhere; resolved by GET /public/redirects/resolve.',
  fields: {
    source_path: f.text({ required: true, format: 'path', max: 2000 }),
    target_path: f.text({ required: true, format: 'url-or-path', max: 2000 }),
    status_code: f.int({ default: 301, oneOf: [301, 302, 307, 308] }),
    status: f.enumOf(['active', 'inactive'], { default: 'active' }),
    hit_count: f.int({ readOnly: true, counter: true }),
  },
  unique: ['source_path'],
  filters: { source_path: 'partial', target_path: 'partial', status: 'exact', status_code: 'exact' },
  order: { created_at: 'desc', hit_count: 'desc', source_path: 'asc', status_code: 'asc' },
  validate: [(values, ctx, current) => redirectLoop(redirects, values, ctx, current)],
})

export default redirects
