/** Migration 0010 packs the folded copy of HTML fields; the filters match the same rows as before. */
import { Database } from 'bun:sqlite'
import { expect, test } from 'bun:test'
import { escapeLike, fold } from '../../src/lib/fold'
import { htmlToText } from '../../src/lib/html-text'
import { unpackText } from '../../src/lib/packed-json'
import { PACKED_CONTAINS_SQL, packedContains, SHOWN_CONTAINS_SQL, shownContains } from '../../src/registry/kinds/i18n'
import { resourceByPath } from '../../src/resources'
import { migrate, TENANT_MIGRATIONS } from '../../src/store/migrate'

const BEFORE_0010 = TENANT_MIGRATIONS.findIndex((m) => m.name === '0010_packed_folds')

// bodies as earlier versions stored them: the JSON, and the fold of every locale's text
const BODIES: Record<string, string>[] = [
  { fr: '<p>Le <b>Jardin</b> d’été &amp; la forêt</p>', en: '<p>The summer garden</p>' },
  { fr: '<p>100 % naturel_bio</p>' },
  {},
  { en: '' },
  { fr: '<p>Ça &eacute;t&eacute; <i>très</i> chaud</p>', de: '<p>Sommergarten</p>' },
]
const oldFold = (body: Record<string, string>) =>
  Object.values(body)
    .map((v) => fold(htmlToText(v)))
    .join('\n')
const TERMS = ['jardin', 'ete', 'ÉTÉ', 'summer garden', '%', '_', '0 % n', 'l_bio', '', 'forêt', 'nothing here', '\n', 'naturel\nthe']

test('should pack every HTML fold in place, and the filters match the same rows as before', () => {
  const db = new Database(':memory:')
  db.function(SHOWN_CONTAINS_SQL, { deterministic: true }, shownContains)
  db.function(PACKED_CONTAINS_SQL, { deterministic: true }, packedContains)
  migrate(db, TENANT_MIGRATIONS.slice(0, BEFORE_0010))
  db.run("INSERT INTO sites (uuid, slug, name, created_at, updated_at) VALUES ('s', 'main', 'Main', 0, 0)")
  const article = db.query("INSERT INTO articles (uuid, site_id, slug, created_at, updated_at, body_html, body_html_fold) VALUES (?, 1, ?, 0, 0, ?, ?)")
  const page = db.query("INSERT INTO pages (uuid, site_id, slug, created_at, updated_at, body_html, body_html_fold) VALUES (?, 1, ?, 0, 0, ?, ?)")
  const block = db.query("INSERT INTO blocks (uuid, site_id, slug, created_at, updated_at, content, content_fold) VALUES (?, 1, ?, 0, 0, ?, ?)")
  BODIES.forEach((body, i) => {
    for (const insert of [article, page, block]) insert.run(`u${i}`, `s${i}`, JSON.stringify(body), oldFold(body))
  })
  const TABLES = [['articles', 'body_html'], ['pages', 'body_html'], ['blocks', 'content']] as const
  // what the filter matched before: LIKE on the text fold
  const before = new Map(
    TABLES.flatMap(([table, column]) =>
      TERMS.map((t) => [`${table}:${t}`, (db.query(`SELECT id FROM ${table} WHERE ${column}_fold LIKE ? ESCAPE '\\' ORDER BY id`).all(`%${escapeLike(fold(t))}%`) as { id: number }[]).map((r) => r.id)]),
    ),
  )
  expect(before.get('articles:jardin')).toEqual([1])
  expect(before.get('articles:')).toEqual([1, 2, 3, 4, 5])

  migrate(db, TENANT_MIGRATIONS)

  for (const [table, column] of TABLES) {
    const columns = (db.query('SELECT name FROM pragma_table_info(?)').all(table) as { name: string }[]).map((c) => c.name)
    expect(columns).not.toContain(`${column}_fold`)
    const packed = db.query(`SELECT ${column}_fold_packed AS packed FROM ${table} ORDER BY id`).all() as { packed: Uint8Array | null }[]
    expect(packed.map((r) => (r.packed === null ? null : unpackText(r.packed)))).toEqual(BODIES.map((b) => oldFold(b) || null))
  }
  // the resources' own filters (any locale) now read the packed copy
  for (const [path, field] of [['articles', 'body_html'], ['pages', 'body_html'], ['blocks', 'content']] as const) {
    const def = resourceByPath(path)!
    const filter = def.fields[field]!.filter('i18n')!
    for (const t of TERMS) {
      const where = filter.where!('t', [t], {})
      expect(where.sql).toContain(PACKED_CONTAINS_SQL)
      const ids = (db.query(`SELECT id FROM ${def.table} t WHERE ${where.sql} ORDER BY id`).all(...where.params) as { id: number }[]).map((r) => r.id)
      expect({ path, t, ids }).toEqual({ path, t, ids: before.get(`${def.table}:${t}`)! })
    }
  }
  // with ?locale=: the value shown (fr, then en) must hold the term
  const articles = resourceByPath('articles')!
  const shown = (t: string) => {
    const where = articles.fields.body_html!.filter('i18n')!.where!('t', [t], { localeChain: ['fr', 'en'] })
    return (db.query(`SELECT id FROM articles t WHERE ${where.sql} ORDER BY id`).all(...where.params) as { id: number }[]).map((r) => r.id)
  }
  expect([shown('jardin'), shown('summer'), shown('ca'), shown('TRES chaud'), shown('sommer')]).toEqual([[1], [], [5], [5], []])
})
