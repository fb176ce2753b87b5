/** Conventions that keep the codebase honest: registration lists, config reads, import direction. */
import { expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const root = join(import.meta.dir, '..', '..')
const read = (p: string) => readFileSync(join(root, p), 'utf8')

function files(dir: string, ext = '.ts'): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name), ext) : e.name.endsWith(ext) ? [join(dir, e.name)] : [],
  )
}

test('should register every resource file in src/resources/index.ts', () => {
  const index = read('src/resources/index.ts')
  for (const file of readdirSync(join(root, 'src/resources'))) {
    if (!read(`src/resources/${file}`).includes('export default')) continue
    expect({ file, registered: index.includes(`from './${file.replace(/\.ts$/, '')}'`) }).toEqual({ file, registered: true })
  }
})

test('should list every migration file in src/store/migrate.ts', () => {
  const migrate = read('src/store/migrate.ts')
  for (const dir of ['migrations', 'migrations/registry']) {
    for (const file of readdirSync(join(root, dir)).filter((f) => f.endsWith('.sql'))) {
      expect({ file, listed: migrate.includes(`${dir.replace('migrations', '')}/${file}`.replace(/^\//, '')) }).toEqual({ file, listed: true })
    }
  }
})

test('should read process.env only in src/config.ts', () => {
  const offenders = files('src').filter((f) => f !== 'src/config.ts' && /process\.env/.test(read(f)))
  expect(offenders).toEqual([])
})

/**
 * Imports point one way (STYLE §2). Per layer, the layers it may import; `config` (the settings
 * type, read only in config.ts) may be imported as a type. http/ and cli/ may import anything,
 * and only they, main.ts and server.ts may import them.
 */
const MAY_IMPORT: Record<string, string[]> = {
  lib: [],
  registry: ['lib'],
  store: ['registry', 'lib', 'migrations'],
  domain: ['store', 'registry', 'lib'],
  resources: ['registry', 'domain', 'lib'],
}

function importsOf(file: string): { layer: string; typeOnly: boolean; spec: string }[] {
  const out: { layer: string; typeOnly: boolean; spec: string }[] = []
  for (const m of read(file).matchAll(/^import (type )?[^'"]*?from '(\.[^']+)'/gm)) {
    const target = relative(join(root, 'src'), resolve(dirname(join(root, file)), m[2]!))
    const layer = target.startsWith('..') ? target.split('/')[1]! : target.includes('/') ? target.split('/')[0]! : target.replace(/\.tsx?$/, '')
    out.push({ layer, typeOnly: Boolean(m[1]), spec: m[2]! })
  }
  return out
}

test('should keep imports pointing one way between layers', () => {
  const offenders: string[] = []
  for (const file of files('src')) {
    const own = file.split('/')[1]!
    for (const { layer, typeOnly, spec } of importsOf(file)) {
      if (layer === own) continue
      const allowed = MAY_IMPORT[own]
      if (allowed && !allowed.includes(layer) && !(layer === 'config' && typeOnly)) offenders.push(`${file} imports ${spec}`)
      if ((layer === 'http' || layer === 'cli') && !['http', 'cli', 'main.ts', 'server.ts'].includes(own)) offenders.push(`${file} imports ${spec}`)
    }
  }
  expect(offenders).toEqual([])
})

/**
 * STYLE §2: store/ is the only layer that runs SQL. Outside it, a file may name the `Database`
 * type but neither execute a statement (bun:sqlite `query`, `prepare`, `run`, `exec`,
 * `transaction` on a database), build one with drizzle, nor hold SQL text. registry/ is the
 * exception for text only: it compiles SQL fragments (filters, pointers) that the store runs, and
 * registry/table.ts declares drizzle tables (sqlite-core), which runs nothing.
 */
const SQL_SIGNS: [string, RegExp][] = [
  ['a bun:sqlite value import', /^import (?!type )[^'"]*from 'bun:sqlite'/m],
  ['a drizzle import', /from 'drizzle-orm(?!\/sqlite-core')[^']*'/],
  ['a statement on a database', /\b(db|sqlite|database|orm|tx)\s*(\)\s*)?\.\s*(query|prepare|exec|run|transaction|select|selectDistinct|insert|update|delete)\s*\(/i],
  ['a prepared statement', /\.\s*(query|prepare)\s*\(/],
  ['SQL text', /['"`]\s*(SELECT\s|INSERT\s+(OR\s+\w+\s+)?INTO\s|UPDATE\s+\w+\s+SET\s|DELETE\s+FROM\s|PRAGMA\s|VACUUM\b|CREATE\s+(TABLE|INDEX)\s|WITH\s+\w+\s+AS\s*\()/],
]

/** Comments may name SQL (`VACUUM INTO` copies…); code may not. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1')

function sqlSigns(text: string): string[] {
  const code = withoutComments(text)
  return SQL_SIGNS.filter(([, re]) => re.test(code)).map(([name]) => name)
}

test('should find SQL and statements the way they are written in the store layer', () => {
  // the detector itself: each of these is what a file outside store/ must not do
  const samples = [
    "const row = db.query('SELECT uuid FROM users WHERE email = ?').get(email)",
    'scope.db\n    .query(`SELECT 1 FROM ${table}`)\n    .all()',
    "ctx.db.prepare('UPDATE api_keys SET last_used_at = ? WHERE id = ?')",
    'handle.db.run(sql)',
    'db.exec(text)',
    'return db.transaction(() => 1).immediate()',
    "ormOf(db).select().from(users).where(eq(users.id, 1)).get()",
    "import { eq } from 'drizzle-orm'",
    "import { drizzle } from 'drizzle-orm/bun-sqlite'",
    "import { Database } from 'bun:sqlite'",
    "const text = 'DELETE FROM revisions WHERE resource = ?'",
    "const q = `INSERT OR IGNORE INTO search_pending (id) VALUES (?)`",
  ]
  for (const sample of samples) expect({ sample, found: sqlSigns(sample).length > 0 }).toEqual({ sample, found: true })
  // and what it must let through
  for (const clean of [
    "import type { Database } from 'bun:sqlite'",
    "const m = /^order\\[([^\\]]+)\\]$/.exec(key)",
    "if (request.method === 'DELETE') return",
    'assertSiteEmpty(ctx.db, row.id)',
    '// note: VACUUM INTO copies the database',
  ]) {
    expect({ clean, found: sqlSigns(clean) }).toEqual({ clean, found: [] })
  }
  // every store module that talks to a database shows at least one sign
  for (const file of ['src/store/users.ts', 'src/store/events.ts', 'src/store/repository.ts', 'src/store/registry-db.ts']) {
    expect({ file, found: sqlSigns(read(file)).length > 0 }).toEqual({ file, found: true })
  }
})

test('should run SQL only in src/store/', () => {
  const offenders: string[] = []
  for (const file of [...files('src'), ...files('src/ui', '.tsx')]) {
    if (file.startsWith('src/store/')) continue
    let text = read(file)
    if (file === 'src/registry/table.ts') text = text.replace(/from 'drizzle-orm\/sqlite-core'/g, '')
    for (const sign of sqlSigns(text)) {
      if (!(file.startsWith('src/registry/') && sign === 'SQL text')) offenders.push(`${file}: ${sign}`)
    }
  }
  expect(offenders).toEqual([])
})

/** Every import cycle among `files` (relative imports, type-only ones included), as `a → b → a`. */
function cycles(list: string[]): string[] {
  const graph = new Map<string, string[]>()
  for (const file of list) {
    const deps: string[] = []
    for (const m of read(file).matchAll(/^(?:import|export) (?:type )?[^'"]*?from '(\.[^']+)'/gm)) {
      const target = join(dirname(file), m[1]!)
      const hit = [`${target}.ts`, `${target}.tsx`, join(target, 'index.ts')].find((f) => list.includes(f))
      if (hit) deps.push(hit)
    }
    graph.set(file, deps)
  }
  const found: string[] = []
  const state = new Map<string, 'open' | 'done'>()
  const visit = (file: string, path: string[]) => {
    state.set(file, 'open')
    for (const dep of graph.get(file) ?? []) {
      if (state.get(dep) === 'open') found.push([...path.slice(path.indexOf(dep)), dep].join(' → '))
      else if (!state.has(dep)) visit(dep, [...path, dep])
    }
    state.set(file, 'done')
  }
  for (const file of list) if (!state.has(file)) visit(file, [file])
  return found
}

test('should have no import cycles in src/http', () => {
  expect(cycles(files('src/http'))).toEqual([])
})
