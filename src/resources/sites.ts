import { assertAnotherActive, assertSiteEmpty } from '../domain/sites'
import { defineResource } from '../registry/define'
import { f } from '../registry/fields'

export default defineResource({
  type: 'Site',
  path: 'sites',
  access: 'sites',
  scope: 'tenant',
  description: 'A website of the tenant; content belongs to one site. X-Site-Id carries its uuid.',
  // CONTRACT §5: integer id plus uuid, listed as a plain JSON array, no version
  representation: 'plain-array',
  idKind: 'integer',
  versioned: false,
  fields: {
    tenant_site_id: f.int({ readOnly: true }),
    slug: f.slug({ from: 'name', required: true }),
    name: f.text({ required: true, max: 200 }),
    status: f.enumOf(['active', 'inactive'], { default: 'active' }),
  },
  defaultOrder: [['id', 'asc']],
  order: { created_at: 'desc', slug: 'asc' },
  filters: { slug: 'exact', status: 'exact' },
  beforeWrite(values, current, ctx) {
    if (current?.status === 'active' && values.status !== 'active') assertAnotherActive(ctx.db, current.slug as string)
  },
  beforeDelete(row, ctx) {
    assertSiteEmpty(ctx.db, row.id)
    if (row.status === 'active') assertAnotherActive(ctx.db, row.slug)
  },
})
