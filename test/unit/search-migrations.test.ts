/** Migrations that move search documents keep the FTS5 index equal to its content. */
import { Database } from 'bun:sqlite'
import { expect, test } from 'bun:test'
import { migrate, TENANT_MIGRATIONS } from '../../src/store/migrate'
import { RESOURCES } from '../../src/resources'
import { catchUpIndex, docId, rebuildIndex, BUCKET, UNIT } from '../../src/store/search-index'

test('0005 should move archived documents to their own bucket, out of the preview range', () => {
  const db = new Database(':memory:')
  migrate(db, TENANT_MIGRATIONS.slice(0, 4))
  db.run("INSERT INTO sites (uuid, slug, name, created_at, updated_at) VALUES ('s', 'main', 'Main', 0, 0)")
  // as 0004-era code indexed them: archived documents in the HIDDEN bucket
  const docs = [
    { id: docId({ site: 1, bucket: BUCKET.HIDDEN, resource: 0, item: 7, locale: 0 }), status: 'archived', title: 'vieux wombat' },
    { id: docId({ site: 1, bucket: BUCKET.HIDDEN, resource: 0, item: 8, locale: 0 }), status: 'draft', title: 'jeune wombat' },
    { id: docId({ site: 1, bucket: BUCKET.VISIBLE, resource: 0, item: 9, locale: 0 }), status: 'published', title: 'wombat publié' },
  ]
  for (const d of docs) {
    db.query("INSERT INTO search_docs (id, resource, entity_id, site_id, locale, status, title) VALUES (?, 'articles', ?, 1, 'fr', ?, ?)").run(d.id, d.id % 1000, d.status, d.title)
    db.query("INSERT INTO search_fts (rowid, title, excerpt, body) VALUES (?, ?, '', '')").run(d.id, d.title)
  }
  migrate(db, TENANT_MIGRATIONS)
  expect(catchUpIndex(db)).toBe(2)
  db.run("INSERT INTO search_fts (search_fts, rank) VALUES ('integrity-check', 1)")
  const hits = (db.query("SELECT rowid AS id FROM search_fts WHERE search_fts MATCH 'wombat' ORDER BY rowid").all() as { id: number }[]).map((r) => r.id)
  expect(hits).toEqual([docs[2]!.id, docs[1]!.id, docs[0]!.id + UNIT.bucket])
  expect(Math.floor(hits[2]! / UNIT.bucket) % 4).toBe(BUCKET.ARCHIVED)
})

test('0011 should have the index merge 16 segments at a time, in migrated tenants and after a rebuild', () => {
  const automerge = (db: Database) => (db.query("SELECT v FROM search_fts_config WHERE k = 'automerge'").get() as { v: number } | null)?.v
  const db = new Database(':memory:')
  migrate(db, TENANT_MIGRATIONS.slice(0, 10))
  expect(automerge(db)).toBe(4)
  migrate(db, TENANT_MIGRATIONS)
  expect(automerge(db)).toBe(16)
  rebuildIndex(db, RESOURCES, ['fr', 'en'])
  expect(automerge(db)).toBe(16)
})
