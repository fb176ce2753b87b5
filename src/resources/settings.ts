import { defineResource } from '../registry/define'
import { f } from '../registry/fields'

/** The slug rule with `.` and `_` allowed: `site.title`, `social_links`. */
export const SETTING_KEY = /^[a-z0-9]+(?:[-._][a-z0-9]+)*$/

export default defineResource({
  type: 'Setting',
  path: 'settings',
  access: 'settings',
  description:
    'A key/value setting of the site. Public ones are served together at GET /public/settings.',
  fields: {
    key: f.slug({ required: true, pattern: SETTING_KEY }),
    value: f.json(),
    is_public: f.bool({ default: false }),
    description: f.text({ max: 1000 }),
  },
  filters: { key: 'exact' },
  order: { created_at: 'desc' },
})
