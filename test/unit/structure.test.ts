/** Conventions that keep the codebase honest: registration lists, config reads, import direction. */
import { expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

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

test('should keep SQL in the store layer and the resource hooks, never in http/', () => {
  const offenders = files('src/http').filter((f) => /\.(query|exec|prepare)\(\s*['"`](SELECT|INSERT|UPDATE|DELETE)/i.test(read(f)))
  expect(offenders).toEqual([])
})
