/**
 * The TypeScript examples of README.md and clients/typescript/README.md run as written against a
 * service on a free port, with the tenant and administrator of the README's quick start. Each is
 * also kept in test/client/examples/, where `bun run typecheck` checks its types.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as client from '../../clients/typescript'
import { withTenantScope } from '../../src/cli/common'
import { resourceByPath } from '../../src/resources'
import { createItem } from '../../src/store/repository'
import { startTestService } from '../helpers/service'

const root = join(import.meta.dir, '..', '..')
const t = startTestService()
const server = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: (request, srv) => t.service.fetch(request, srv) })
const baseUrl = `http://127.0.0.1:${server.port}`

beforeAll(async () => {
  // what the README's quick start makes with app:tenant:create and app:user:create
  t.createTenant('acme')
  await withTenantScope(t.config, 'acme', (scope) =>
    createItem(scope, resourceByPath('users'), { email: 'admin@acme.test', password: 'change-me-now', roles: ['ROLE_CMS_ADMIN'], name: 'Admin' }),
  )
})

afterAll(() => {
  server.stop(true)
  t.close()
})

/**
 * The first ```ts block after `heading` in a markdown file, checked to be the one of its copy in
 * test/client/examples/ (there with a comment line first, its import path, and `export {}`).
 */
function example(file: string, heading: string, copy: string): string {
  const text = readFileSync(join(root, file), 'utf8')
  const from = text.indexOf(`\n${heading}\n`)
  expect(from).toBeGreaterThan(-1)
  const block = /```ts\n([\s\S]*?)```/.exec(text.slice(from))![1]!
  const checked = readFileSync(join(import.meta.dir, 'examples', copy), 'utf8')
    .replace(/^\/\/.*\n/, '')
    .replace("from '../../../clients/typescript'", "from './clients/typescript'")
    .replace(/\nexport \{\}\n$/, '')
  expect(block).toBe(checked)
  return block
}

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>

/** Runs an example with the client's exports in scope (its import line removed); returns what it logged. */
async function run(code: string): Promise<unknown[][]> {
  const imports = /^import \{([^}]+)\} from '\.\/clients\/typescript'\n/m.exec(code)
  expect(imports).not.toBeNull()
  const names = imports![1]!.split(',').map((n) => n.trim())
  const body = new Bun.Transpiler({ loader: 'ts' })
    .transformSync(code.replace(imports![0], ''))
    .replaceAll("'http://localhost:8080'", JSON.stringify(baseUrl))
    .replaceAll('"http://localhost:8080"', JSON.stringify(baseUrl))
  const logs: unknown[][] = []
  const console = { log: (...args: unknown[]) => logs.push(args) }
  const values = names.map((n) => (client as Record<string, unknown>)[n])
  await new AsyncFunction(...names, 'console', body)(...values, console)
  return logs
}

test('should run the README example: sign in, create, list the public articles with the tag', async () => {
  const logs = await run(example('README.md', '## TypeScript client', 'readme.ts'))
  expect(logs.map((l) => l[0])).toEqual(['bonjour'])
})

test('should run the client README example: create, publish, list, a 404 problem', async () => {
  const logs = await run(example('clients/typescript/README.md', '## Use it', 'client-readme.ts'))
  expect(logs.at(-1)).toEqual([404, expect.any(String)])
  expect(logs.slice(0, -1).map((l) => l[0])).toContain('bonjour-2')
})
