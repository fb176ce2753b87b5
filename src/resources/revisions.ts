/**
 * Revisions (CONTRACT "Articles and pages"): every write of a revisable resource stores the state
 * it produced; they are listed newest first under the item, each with its stored field values.
 */
import type { ResourceDef } from '../registry/define'
import { unpackJson } from '../lib/packed-json'
import { f } from '../registry/fields'
import { storedWriteForm } from '../registry/write-form'
import { defineView, INTEGER_KEY, type ViewDef } from '../registry/view'

const views = new Map<ResourceDef, ViewDef>()

/**
 * The most revisions a page holds: each is the item's whole state, and an author's 100 writes of
 * a 2 MiB body made one page of 100 a 209 MB answer (3 GB of memory for 8 readers).
 */
const REVISIONS_PER_PAGE = 20

/** The revisions view of one resource (one per resource: the parent and its path differ). */
export function revisionsOf(def: ResourceDef): ViewDef {
  let view = views.get(def)
  if (!view) {
    view = defineView({
      type: 'Revision',
      path: `${def.path}/:id/revisions`,
      tag: def.type,
      summary: `Lists the revisions of ${/^[aeiou]/.test(def.singular) ? 'an' : 'a'} ${def.singular}, newest first`,
      description: `A stored state: its version, time and author, plus the field values as a PUT would send them. At most ${REVISIONS_PER_PAGE} a page.`,
      access: def.access,
      site: true,
      from: 'revisions t',
      select: 't.actor AS author, (SELECT p.data FROM payloads p WHERE p.id = t.payload_id) AS payload',
      parent: { resource: def.path, column: 'entity_id', resourceColumn: 'resource' },
      iri: (row, parentIri) => `${parentIri}/revisions/${row.version}`,
      fields: {
        version: f.int(),
        created_at: f.timestamp(),
        author: f.text({ nullable: true, description: 'Email of the user or name of the API key' }),
      },
      spread: (row) => storedWriteForm(def, row.form, unpackJson(row.payload)),
      perPageMax: REVISIONS_PER_PAGE,
      // each member's @id, `<item>/revisions/<version>`, can be fetched
      item: {
        summary: `One revision of ${/^[aeiou]/.test(def.singular) ? 'an' : 'a'} ${def.singular}, as the list shows it`,
        key: 'version',
        description: 'The revision\'s version',
        ...INTEGER_KEY,
        notFound: 'Revision not found.',
        fields: {},
      },
      defaultOrder: [['version', 'desc']],
    })
    views.set(def, view)
  }
  return view
}
