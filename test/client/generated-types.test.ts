/**
 * clients/typescript/schema.d.ts is what openapi-typescript makes of this checkout's
 * /openapi.json today: a change of the API that was not regenerated fails here. The client
 * stays outside the binary and apart from the service's code.
 */
import { expect, test } from 'bun:test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { openApiOfCheckout, SCHEMA_FILE, schemaSource } from '../../clients/typescript/generate'

const root = join(import.meta.dir, '..', '..')

/** The first line where two texts differ, as a short message, or null when equal. */
function firstDifference(fresh: string, checkedIn: string): string | null {
  if (fresh === checkedIn) return null
  const a = fresh.split('\n')
  const b = checkedIn.split('\n')
  const i = a.findIndex((line, n) => line !== b[n])
  const at = i === -1 ? b.length : i
  return `line ${at + 1}: generated ${JSON.stringify(a[at])}, checked in ${JSON.stringify(b[at])}`
}

test('should match a fresh generation from /openapi.json (run: bun clients/typescript/generate.ts)', async () => {
  const fresh = await schemaSource(await openApiOfCheckout())
  expect(firstDifference(fresh, readFileSync(SCHEMA_FILE, 'utf8'))).toBeNull()
})

function tsFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
}

test('should keep the client out of the service: src never imports clients/', () => {
  const offenders = tsFiles('src').filter((f) => /from '[^']*clients\//.test(readFileSync(f, 'utf8')))
  expect(offenders).toEqual([])
})

test('should keep the client free of the service code: it imports only openapi-fetch and its types', () => {
  const source = readFileSync(join(root, 'clients/typescript/index.ts'), 'utf8')
  const imports = [...source.matchAll(/^import (type )?[^'"]*from '([^']+)'/gm)].map((m) => `${m[1] ?? ''}${m[2]}`)
  expect(imports).toEqual(['openapi-fetch', 'type openapi-fetch', 'type ./schema'])
})
