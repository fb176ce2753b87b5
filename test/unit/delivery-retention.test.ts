/** Finished webhook deliveries are pruned after CMS_DELIVERY_RETENTION_DAYS; pending ones and events stay. */
import { Database } from 'bun:sqlite'
import { expect, test } from 'bun:test'
import { loadConfig } from '../../src/config'
import { pruneFinishedDeliveries } from '../../src/domain/webhook-deliveries'
import { migrate, TENANT_MIGRATIONS } from '../../src/store/migrate'

test('should remove old finished deliveries with their attempts, and nothing else', () => {
  const db = new Database(':memory:')
  db.run('PRAGMA foreign_keys = ON')
  migrate(db, TENANT_MIGRATIONS)
  db.run("INSERT INTO sites (uuid, slug, name, created_at, updated_at) VALUES ('s', 'main', 'Main', 0, 0)")
  // no webhook yet: the outbox trigger creates no deliveries for these events
  for (let i = 1; i <= 5; i++) db.query("INSERT INTO events (uuid, event, resource, entity_uuid, site_id, occurred_at) VALUES (?, 'article.updated', 'articles', 'a', 1, 0)").run(`e${i}`)
  db.run("INSERT INTO webhooks (uuid, site_id, url, events, secret, created_at, updated_at) VALUES ('w', 1, 'https://example.test/', '[\"*\"]', 'x', 0, 0)")
  const rows: [number, string, number][] = [
    [1, 'delivered', 1_000], // old and over: goes
    [2, 'failed', 1_000], // old and over: goes
    [3, 'cancelled', 1_000], // old and over: goes
    [4, 'pending', 1_000], // old but still due: stays
    [5, 'delivered', 9_000], // over but recent: stays
  ]
  for (const [event, status, at] of rows) {
    const { id } = db.query('INSERT INTO webhook_deliveries (webhook_id, event_id, status, next_attempt_at, created_at, updated_at) VALUES (1, ?, ?, 0, ?, ?) RETURNING id').get(event, status, at, at) as { id: number }
    db.query('INSERT INTO webhook_attempts (delivery_id, attempt, attempted_at, duration_ms) VALUES (?, 1, ?, 5)').run(id, at)
  }
  expect(pruneFinishedDeliveries(db, 5_000)).toBe(3)
  const left = db.query('SELECT event_id, status FROM webhook_deliveries ORDER BY event_id').all()
  expect(left).toEqual([{ event_id: 4, status: 'pending' }, { event_id: 5, status: 'delivered' }])
  expect((db.query('SELECT COUNT(*) AS n FROM webhook_attempts').get() as { n: number }).n).toBe(2)
  expect((db.query('SELECT COUNT(*) AS n FROM events').get() as { n: number }).n).toBe(5)
})

test('should read CMS_DELIVERY_RETENTION_DAYS: 30 by default, 0 to keep everything, nothing else', () => {
  expect(loadConfig({ data: '/tmp/x' }, {}).deliveryRetentionDays).toBe(30)
  expect(loadConfig({ data: '/tmp/x' }, { CMS_DELIVERY_RETENTION_DAYS: '0' }).deliveryRetentionDays).toBe(0)
  expect(() => loadConfig({ data: '/tmp/x' }, { CMS_DELIVERY_RETENTION_DAYS: '-1' })).toThrow('CMS_DELIVERY_RETENTION_DAYS must be 0 or a positive integer, got "-1"')
})
