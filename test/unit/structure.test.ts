/** Conventions that keep the codebase honest: registration lists, config reads, import direction. */
import { expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dir, '..', '..')
const read = (p: string) => readFileSync(join(root, p), 'utf8')

function files(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
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

test('should keep src/lib free of imports from the rest of the app', () => {
  const offenders = files('src/lib').filter((f) => /from '\.\.\//.test(read(f)))
  expect(offenders).toEqual([])
})

test('should keep SQL in the store layer and the resource hooks, never in http/', () => {
  const offenders = files('src/http').filter((f) => /\.(query|exec|prepare)\(\s*['"`](SELECT|INSERT|UPDATE|DELETE)/i.test(read(f)))
  expect(offenders).toEqual([])
})
