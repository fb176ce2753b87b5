/**
 * The scaling example (docs/scaling.md) runs end to end from its script: two nodes, nginx routing
 * by tenant, requests on both nodes, a tenant moved between them. Needs nginx (Debian package);
 * reported as skipped, not passed, where it is missing.
 */
import { expect, test } from 'bun:test'
import { resolve } from 'node:path'

const script = resolve(import.meta.dir, '../../examples/scaling/run.sh')
const hasNginx = Bun.which('nginx') !== null && Bun.which('curl') !== null

test.skipIf(!hasNginx)('should run the two-node scaling example behind nginx with every check passing', async () => {
  const proc = Bun.spawn(['bash', script], { stdout: 'pipe', stderr: 'pipe', stdin: 'ignore' })
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited])
  if (code !== 0) console.error(out, err)
  expect(out).not.toContain('FAIL')
  expect(out).toMatch(/scaling example: (\d+)\/\1 checks passed/)
  expect(code).toBe(0)
}, 90_000)
