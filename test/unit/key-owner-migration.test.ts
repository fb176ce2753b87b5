/** Migration 0013 gives existing API keys the owner the audit log names (a key made by a key: that key's). */
import { Database } from 'bun:sqlite'
import { expect, test } from 'bun:test'
import { migrate, TENANT_MIGRATIONS } from '../../src/store/migrate'

test('0013 should give each key the user who made it, through keys made by keys, and none when the log is silent', () => {
  const db = new Database(':memory:')
  migrate(db, TENANT_MIGRATIONS.filter((m) => m.name < '0013'))
  const key = db.query("INSERT INTO api_keys (uuid, name, roles, key_hash, created_at, updated_at) VALUES (?, ?, '[\"ROLE_CMS_EDITOR\"]', ?, 0, 0)")
  for (const k of ['k1', 'k2', 'k3', 'k4']) key.run(k, k, `hash-${k}`)
  // payloads are stored once per write; an event points at one
  const payload = (db.query("INSERT INTO payloads (data) VALUES (x'00') RETURNING id").get() as { id: number }).id
  const event = db.query("INSERT INTO events (uuid, event, resource, entity_uuid, actor_type, actor_id, occurred_at, payload_id) VALUES (?, 'api_key.created', 'api-keys', ?, ?, ?, 0, ?)")
  event.run('e1', 'k1', 'user', 'user-1', payload)
  event.run('e2', 'k2', 'api_key', 'k1', payload)
  event.run('e3', 'k3', 'api_key', 'k2', payload)
  // k4: its creation event was pruned
  migrate(db, TENANT_MIGRATIONS)
  const owners = db.query('SELECT uuid, owner_id AS owner FROM api_keys ORDER BY uuid').all()
  expect(owners).toEqual([
    { uuid: 'k1', owner: 'user-1' },
    { uuid: 'k2', owner: 'user-1' },
    { uuid: 'k3', owner: 'user-1' },
    { uuid: 'k4', owner: null },
  ])
  expect(db.query("SELECT count(*) AS n FROM pragma_table_info('users') WHERE name = 'rights_lowered_at'").get()).toEqual({ n: 1 })
})
