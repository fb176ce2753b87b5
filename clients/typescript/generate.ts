/**
 * Writes schema.d.ts (the API's types) from the service's OpenAPI description with
 * openapi-typescript.
 *
 *   bun clients/typescript/generate.ts                     # this checkout's API (what CI compares)
 *   bun clients/typescript/generate.ts --url http://localhost:8080 --out ./cms-schema.d.ts
 *
 * Without `--url` the description comes from this checkout's code: a service on a temporary,
 * empty data dir with default settings (locales `fr,en`), asked for GET /openapi.json in-process,
 * so no port and no network. `--url` reads a running service instead (your own CMS_LOCALES).
 *
 * openapi-typescript needs TypeScript 5's compiler API, which the repository's TypeScript 7 does
 * not have: `typescript5` (an npm alias of typescript@5) is handed to it by a loader hook.
 */
import { plugin } from 'bun'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

export const SCHEMA_FILE = join(import.meta.dir, 'schema.d.ts')

const HEADER = `/**
 * The CMS API's types, generated from GET /openapi.json by openapi-typescript.
 * Do not edit: run \`bun clients/typescript/generate.ts\`.
 */

`

/** The OpenAPI document of this checkout, as the service serves it. */
export async function openApiOfCheckout(): Promise<Record<string, unknown>> {
  const { loadConfig } = await import('../../src/config')
  const { createService } = await import('../../src/http/app')
  const dir = mkdtempSync(join(tmpdir(), 'cms-openapi-'))
  // explicit settings, never the caller's environment: the checked-in file must not vary
  const config = loadConfig({ data: dir }, { CMS_JWT_SECRET: 'openapi-generation-only-'.repeat(2) })
  const service = createService(config, { worker: false })
  try {
    const res = await service.fetch(new Request('http://cms.local/openapi.json'))
    if (!res.ok) throw new Error(`GET /openapi.json: ${res.status}`)
    return (await res.json()) as Record<string, unknown>
  } finally {
    service.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

export async function openApiFromUrl(baseUrl: string): Promise<Record<string, unknown>> {
  const res = await fetch(new URL('/openapi.json', baseUrl))
  if (!res.ok) throw new Error(`GET ${res.url}: ${res.status}`)
  return (await res.json()) as Record<string, unknown>
}

type Parameter = { in?: string; name?: string; required?: boolean }

/**
 * The client sends X-Tenant-Id on every request itself, so the types must not ask for it on
 * every call: the header stays documented, but optional.
 */
function tenantHeaderOptional(doc: Record<string, any>): Record<string, any> {
  const copy = structuredClone(doc)
  const relax = (p: Parameter) => {
    if (p.in === 'header' && p.name?.toLowerCase() === 'x-tenant-id') p.required = false
  }
  for (const p of Object.values<Parameter>(copy.components?.parameters ?? {})) relax(p)
  for (const item of Object.values<Record<string, any>>(copy.paths ?? {})) {
    for (const op of [item, ...Object.values(item)]) {
      if (op && Array.isArray(op.parameters)) op.parameters.forEach(relax)
    }
  }
  return copy
}

let typescript5Hooked = false

/** openapi-typescript imports `typescript`; its modules get the TypeScript 5 alias instead. */
function hookTypescript5(): void {
  if (typescript5Hooked) return
  typescript5Hooked = true
  const ts5 = JSON.stringify(Bun.resolveSync('typescript5', import.meta.dir))
  plugin({
    name: 'openapi-typescript on typescript@5',
    setup(build) {
      build.onLoad({ filter: /[\\/]node_modules[\\/]openapi-typescript[\\/]dist[\\/].*\.mjs$/ }, ({ path }) => ({
        loader: 'js',
        contents: readFileSync(path, 'utf8').replaceAll("from 'typescript'", `from ${ts5}`),
      }))
    },
  })
}

/** The document → the text of schema.d.ts. */
export async function schemaSource(doc: Record<string, unknown>): Promise<string> {
  hookTypescript5()
  const { default: openapiTS, astToString } = await import('openapi-typescript')
  // defaultNonNullable: a default makes no field required (bodies may leave it out)
  const ast = await openapiTS(tenantHeaderOptional(doc) as never, { silent: true, defaultNonNullable: false })
  return HEADER + astToString(ast)
}

if (import.meta.main) {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { url: { type: 'string' }, out: { type: 'string' } },
  })
  const doc = values.url ? await openApiFromUrl(values.url) : await openApiOfCheckout()
  const out = values.out ?? SCHEMA_FILE
  writeFileSync(out, await schemaSource(doc))
  console.log(`wrote ${out}`)
}
