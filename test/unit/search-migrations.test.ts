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
  // up to 0011: 0012 fills the index from the items' rows, which this test has none of
  migrate(db, TENANT_MIGRATIONS.slice(0, 11))
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

test('0012 should fill the index again with its terms spelt as queries spell them, queue included', () => {
  const db = new Database(':memory:')
  migrate(db, TENANT_MIGRATIONS.slice(0, 11))
  db.run("INSERT INTO sites (uuid, slug, name, created_at, updated_at) VALUES ('s', 'main', 'Main', 0, 0)")
  const rows = [
    { title: { fr: 'Le cœur', en: 'The heart of Łódź' }, excerpt: { fr: 'Αθήνα' }, body: { fr: '<p>ﬁn &amp; ёлка</p>' } },
    { title: { fr: 'Straße' }, excerpt: {}, body: {} },
    { title: { fr: 'Œuvre supprimée' }, excerpt: {}, body: {} },
  ]
  const article = db.query("INSERT INTO articles (uuid, site_id, slug, created_at, updated_at, title, excerpt, body_html) VALUES (?, 1, ?, 0, 0, ?, ?, ?)")
  rows.forEach((r, i) => article.run(`u${i}`, `s${i}`, JSON.stringify(r.title), JSON.stringify(r.excerpt), JSON.stringify(r.body)))
  const id = (item: number, locale: number) => docId({ site: 1, bucket: BUCKET.VISIBLE, resource: 0, item, locale })
  const doc = db.query("INSERT INTO search_docs (id, resource, entity_id, site_id, locale, status) VALUES (?, 'articles', ?, 1, ?, 'published')")
  const fts = db.query('INSERT INTO search_fts (rowid, title, excerpt, body) VALUES (?, ?, ?, ?)')
  // as 0011-era code indexed them: the text as written
  doc.run(id(1, 0), 1, 'fr')
  fts.run(id(1, 0), 'Le cœur', 'Αθήνα', 'ﬁn & ёлка')
  doc.run(id(1, 1), 1, 'en')
  fts.run(id(1, 1), 'The heart of Łódź', '', '')
  // item 2 was written again and waits for the catch-up; item 3 was deleted and waits to leave
  doc.run(id(2, 0), 2, 'fr')
  fts.run(id(2, 0), 'Strasse ancienne', '', '')
  db.query("INSERT INTO search_pending (id, indexed, title, excerpt, body) VALUES (?, 1, 'Straße', '', '')").run(id(2, 0))
  fts.run(id(3, 0), 'Œuvre supprimée', '', '')
  db.query('INSERT INTO search_pending (id, indexed) VALUES (?, 1)').run(id(3, 0))

  migrate(db, TENANT_MIGRATIONS)
  expect(catchUpIndex(db)).toBe(1)
  db.run("INSERT INTO search_fts (search_fts, rank) VALUES ('integrity-check', 1)")
  const match = (q: string) => (db.query('SELECT rowid AS id FROM search_fts WHERE search_fts MATCH ? ORDER BY rowid').all(q) as { id: number }[]).map((r) => r.id)
  expect([match('"coeur"'), match('"αθηνα"'), match('"fin"'), match('"елка"'), match('"lodz"')]).toEqual([[id(1, 0)], [id(1, 0)], [id(1, 0)], [id(1, 0)], [id(1, 1)]])
  expect([match('"strasse"'), match('"ancienne"'), match('"oeuvre"'), match('"cœur"')]).toEqual([[id(2, 0)], [], [], []])
  expect((db.query('SELECT v FROM search_fts_config WHERE k = ?').get('automerge') as { v: number }).v).toBe(16)
})

test('0016 should index each letter of scripts without spaces as a term, and leave other documents as they were', () => {
  const db = new Database(':memory:')
  migrate(db, TENANT_MIGRATIONS.slice(0, 15))
  db.run("INSERT INTO sites (uuid, slug, name, created_at, updated_at) VALUES ('s', 'main', 'Main', 0, 0)")
  const article = db.query("INSERT INTO articles (uuid, site_id, slug, created_at, updated_at, title, excerpt, body_html) VALUES (?, 1, ?, 0, 0, ?, '{}', ?)")
  article.run('u1', 's1', JSON.stringify({ fr: '東京タワーに' }), JSON.stringify({ fr: '<p>서울에서</p>' }))
  article.run('u2', 's2', JSON.stringify({ fr: 'Le jardin' }), '{}')
  const id = (item: number) => docId({ site: 1, bucket: BUCKET.VISIBLE, resource: 0, item, locale: 0 })
  const doc = db.query("INSERT INTO search_docs (id, resource, entity_id, site_id, locale, status) VALUES (?, 'articles', ?, 1, 'fr', 'published')")
  const fts = db.query('INSERT INTO search_fts (rowid, title, excerpt, body) VALUES (?, ?, ?, ?)')
  // as 0015-era code indexed them: each run one term
  doc.run(id(1), 1)
  fts.run(id(1), '東京タワーに', '', '서울에서')
  doc.run(id(2), 2)
  // a term the item's row does not hold: 0016 leaves this document as it is
  fts.run(id(2), 'Le jardin ancien', '', '')

  migrate(db, TENANT_MIGRATIONS)
  db.run("INSERT INTO search_fts (search_fts, rank) VALUES ('integrity-check', 1)")
  const match = (q: string) => (db.query('SELECT rowid AS id FROM search_fts WHERE search_fts MATCH ? ORDER BY rowid').all(q) as { id: number }[]).map((r) => r.id)
  expect([match('"タ ワ ー"'), match('"서 울"'), match('"東京タワーに"'), match('"ancien"')]).toEqual([[id(1)], [id(1)], [], [id(2)]])
})

test('0016 should also index again the documents whose letters are written as HTML character references', () => {
  const db = new Database(':memory:')
  migrate(db, TENANT_MIGRATIONS.slice(0, 15))
  db.run("INSERT INTO sites (uuid, slug, name, created_at, updated_at) VALUES ('s', 'main', 'Main', 0, 0)")
  db.query("INSERT INTO articles (uuid, site_id, slug, created_at, updated_at, title, excerpt, body_html) VALUES ('u1', 1, 's1', 0, 0, ?, '{}', ?)").run(
    JSON.stringify({ fr: 'entity' }),
    JSON.stringify({ fr: '<p>&#26481;&#20140;&#x30bf;&#x30ef;&#x30fc;</p>' }),
  )
  const id = docId({ site: 1, bucket: BUCKET.VISIBLE, resource: 0, item: 1, locale: 0 })
  db.query("INSERT INTO search_docs (id, resource, entity_id, site_id, locale, status) VALUES (?, 'articles', 1, 1, 'fr', 'published')").run(id)
  db.query('INSERT INTO search_fts (rowid, title, excerpt, body) VALUES (?, ?, ?, ?)').run(id, 'entity', '', '東京タワー')
  migrate(db, TENANT_MIGRATIONS)
  const match = (q: string) => (db.query('SELECT rowid AS id FROM search_fts WHERE search_fts MATCH ?').all(q) as { id: number }[]).map((r) => r.id)
  expect([match('"タ ワ ー"'), match('"東京タワー"')]).toEqual([[id], []])
})
