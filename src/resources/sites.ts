import { problem } from '../lib/problem'
import { defineResource } from '../registry/define'
import { f } from '../registry/fields'

/** Tables whose rows belong to a site, found from the schema so new resources count too. */
const SITE_TABLES = `SELECT m.name AS name FROM sqlite_master m, pragma_table_info(m.name) p
  WHERE m.type = 'table' AND p.name = 'site_id'`

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
    for (const { name } of ctx.db.query(SITE_TABLES).all() as { name: string }[]) {
      if (ctx.db.query(`SELECT 1 FROM ${name} WHERE site_id = ? LIMIT 1`).get(row.id)) {
        throw problem.conflict('The site still holds content; delete or move it first.')
      }
    }
    if (row.status === 'active') assertAnotherActive(ctx.db, row.slug)
  },
})

function assertAnotherActive(db: import('bun:sqlite').Database, slug: string): void {
  const other = db.query("SELECT 1 FROM sites WHERE status = 'active' AND slug <> ? LIMIT 1").get(slug)
  if (!other) throw problem.conflict('The last active site cannot be deactivated or deleted.')
}
