/** Migration 0009 moves the data of events and revisions stored by earlier versions into payloads. */
import { Database } from 'bun:sqlite'
import { expect, test } from 'bun:test'
import { resourceByPath } from '../../src/resources'
import { claimDue } from '../../src/store/deliveries'
import { migrate, TENANT_MIGRATIONS } from '../../src/store/migrate'
import { payloadText } from '../../src/store/payloads'
import { packJson } from '../../src/lib/packed-json'
import { revisionData } from '../../src/store/revisions'

const BEFORE_0009 = TENANT_MIGRATIONS.findIndex((m) => m.name === '0009_compact_storage')

test('should keep every event and revision stored before it, readable as before', () => {
  const db = new Database(':memory:')
  db.run('PRAGMA foreign_keys = ON')
  migrate(db, TENANT_MIGRATIONS.slice(0, BEFORE_0009))
  db.run("INSERT INTO sites (uuid, slug, name, created_at, updated_at) VALUES ('s', 'main', 'Main', 0, 0)")
  db.run("INSERT INTO webhooks (uuid, site_id, url, events, secret, created_at, updated_at) VALUES ('w', 1, 'https://example.test/', '[\"*\"]', 'x', 0, 0)")
  // as earlier versions wrote them: the item copied into each event, the PUT form into the revision
  const item = (version: number) => ({ '@id': '/admin/articles/a', '@type': 'Article', id: 'a', title: { fr: `Été ${version}` }, tags: [{ '@id': '/admin/tags/t', slug: 'x' }], version })
  const put = (version: number) => ({ title: { fr: `Été ${version}` }, tags: ['/admin/tags/t'] })
  const event = db.query('INSERT INTO events (uuid, event, resource, entity_uuid, site_id, occurred_at, data) VALUES (?, ?, ?, ?, 1, ?, ?)')
  event.run('e1', 'article.created', 'articles', 'a', 10, JSON.stringify(item(1)))
  event.run('e2', 'article.published', 'articles', 'a', 10, JSON.stringify(item(1)))
  event.run('e3', 'article.updated', 'articles', 'a', 20, JSON.stringify(item(2)))
  event.run('e4', 'article.deleted', 'articles', 'b', 30, '{"@id":"/admin/articles/b","@type":"Article","id":"b"}')
  const revision = db.query("INSERT INTO revisions (resource, entity_id, version, actor, created_at, data) VALUES ('articles', 1, ?, 'ed@x', ?, ?)")
  revision.run(1, 10, JSON.stringify(put(1)))
  revision.run(2, 20, JSON.stringify(put(2)))

  migrate(db, TENANT_MIGRATIONS)

  const columns = (table: string) => (db.query('SELECT name FROM pragma_table_info(?)').all(table) as { name: string }[]).map((c) => c.name)
  expect(columns('events')).not.toContain('data')
  expect(columns('revisions')).not.toContain('data')
  const events = db.query('SELECT e.uuid, e.payload_id AS payload, p.data FROM events e JOIN payloads p ON p.id = e.payload_id ORDER BY e.id').all() as { uuid: string; payload: number; data: Uint8Array }[]
  expect(events.map((e) => [e.uuid, JSON.parse(payloadText(e.data))])).toEqual([
    ['e1', item(1)],
    ['e2', item(1)],
    ['e3', item(2)],
    ['e4', { '@id': '/admin/articles/b', '@type': 'Article', id: 'b' }],
  ])
  // the two events of one write share their payload
  expect(events[0]!.payload).toBe(events[1]!.payload)
  expect((db.query('SELECT COUNT(*) AS n FROM payloads').get() as { n: number }).n).toBe(5)

  const articles = resourceByPath('articles')!
  expect(revisionData(db, articles, 1, 1)).toEqual(put(1))
  expect(revisionData(db, articles, 1, 2)).toEqual(put(2))
  expect(revisionData(db, articles, 1, 3)).toBeNull()

  // webhook deliveries made before the migration still carry the event's data
  const due = claimDue(db, { now: 100, busy: () => false, perWebhook: 10, maxWebhooks: 10, leaseMs: 1000 })
  expect(due.map((d) => [d.eventUuid, JSON.parse(d.data)])).toEqual(events.map((e) => [e.uuid, JSON.parse(payloadText(e.data))]))

  // payloads go with the last event or revision that points at them
  db.run('DELETE FROM revisions WHERE version = 1')
  db.run('DELETE FROM webhook_deliveries')
  db.run("DELETE FROM events WHERE uuid = 'e4'")
  expect((db.query('SELECT COUNT(*) AS n FROM payloads').get() as { n: number }).n).toBe(3)
})

test("0017 should show a webhook's URL by its origin in the webhook events stored before", () => {
  const db = new Database(':memory:')
  db.run('PRAGMA foreign_keys = ON')
  migrate(db, TENANT_MIGRATIONS.filter((m) => m.name < '0017'))
  db.run("INSERT INTO sites (uuid, slug, name, created_at, updated_at) VALUES ('s', 'main', 'Main', 0, 0)")
  const full = 'https://user:s3cret@hooks.example/T000/B000/XXXX?token=abc'
  const event = db.query('INSERT INTO events (uuid, event, resource, entity_uuid, site_id, occurred_at, payload_id) VALUES (?, ?, ?, ?, 1, 10, ?)')
  const payload = (item: unknown) => Number(db.query('INSERT INTO payloads (data) VALUES (?)').run(packJson(JSON.stringify(item))).lastInsertRowid)
  event.run('e1', 'webhook.created', 'webhooks', 'w', payload({ '@id': '/admin/webhooks/w', url: full, events: ['*'] }))
  event.run('e2', 'article.created', 'articles', 'a', payload({ '@id': '/admin/articles/a', url: full }))
  migrate(db, TENANT_MIGRATIONS)
  const data = (uuid: string) => JSON.parse(payloadText((db.query('SELECT p.data FROM events e JOIN payloads p ON p.id = e.payload_id WHERE e.uuid = ?').get(uuid) as { data: Uint8Array }).data))
  expect(data('e1')).toEqual({ '@id': '/admin/webhooks/w', url: 'https://hooks.example/…', events: ['*'] })
  // other resources' data is left alone
  expect(data('e2').url).toBe(full)
})
