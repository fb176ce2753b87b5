/**
 * GET /openapi.json passes two standard linters with no error and no warning: Redocly CLI's
 * `recommended` rules (redocly.yaml) and Spectral's `spectral:oas` ruleset (.spectral.yaml), each
 * run as its CLI on the document the service serves. Both stay offline: Redocly's telemetry and
 * update check are off, and Spectral's ruleset ships inside the package.
 *
 * A small flawed document is linted in the same runs, so a linter that loaded no rules (or read
 * nothing) fails here instead of passing silently.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startTestService } from '../helpers/service'

const ROOT = join(import.meta.dir, '../..')
const dir = mkdtempSync(join(tmpdir(), 'cms-openapi-lint-'))
const t = startTestService()
afterAll(() => {
  t.close()
  rmSync(dir, { recursive: true, force: true })
})

const served = join(dir, 'openapi.json')
const flawed = join(dir, 'flawed.json')
writeFileSync(served, (await t.api('GET', '/openapi.json')).text)
// no security anywhere (Redocly: security-defined), an array without items (Spectral: array-items)
const FLAWED = {
  openapi: '3.0.3',
  info: { title: 'Flawed', version: '1' },
  paths: {
    '/things': {
      get: {
        summary: 'Lists things',
        responses: {
          '200': {
            description: 'OK',
            content: { 'application/json': { schema: { type: 'array' } } },
          },
        },
      },
    },
  },
}
writeFileSync(flawed, JSON.stringify(FLAWED))

type Finding = { file: string; rule: string; severity: string; at: string; message: string }

/** Runs a linter's CLI under this Bun; its JSON report, or an error carrying all it printed. */
async function lint(cli: string, args: string[]): Promise<any> {
  const proc = Bun.spawn([process.execPath, join(ROOT, 'node_modules', cli), ...args], {
    cwd: dir,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  })
  const [stdout, stderr] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ])
  try {
    return JSON.parse(stdout)
  } catch {
    throw new Error(`${cli} gave no JSON report (exit ${proc.exitCode}):\n${stdout}\n${stderr}`)
  }
}

// all at once, from here: together they take as long as the slowest (Spectral, a few seconds)
const redoclyRun = (file: string) =>
  lint('@redocly/cli/bin/cli.js', [
    'lint',
    file,
    '--config',
    join(ROOT, 'redocly.yaml'),
    '--format=json',
  ])
// Redocly's JSON format reports one file per run
const redoclyRuns = [redoclyRun(served), redoclyRun(flawed)]
const spectralRun = lint('@stoplight/spectral-cli/dist/index.js', [
  'lint',
  served,
  flawed,
  '--ruleset',
  join(ROOT, '.spectral.yaml'),
  '--format=json',
])
// note: test/setup.ts's default timeout does not reach a second test file in a run (bun 1.4.5)
const TIMEOUT = 30_000

const named = (path: string) =>
  path.endsWith('flawed.json') ? 'flawed' : path.endsWith('openapi.json') ? 'served' : path

async function redocly(): Promise<{ findings: Finding[]; ignored: number }> {
  const reports = await Promise.all(redoclyRuns)
  const findings = reports.flatMap((report) =>
    report.problems.map((p: any) => ({
      file: named(p.location[0].source.ref),
      rule: p.ruleId,
      severity: p.severity,
      at: p.location[0].pointer,
      message: p.message,
    })),
  )
  return { findings, ignored: reports.reduce((sum, report) => sum + report.totals.ignored, 0) }
}

const SPECTRAL_SEVERITY = ['error', 'warn', 'info', 'hint']

async function spectral(): Promise<Finding[]> {
  return (await spectralRun).map((d: any) => ({
    file: named(d.source),
    rule: d.code,
    severity: SPECTRAL_SEVERITY[d.severity] ?? String(d.severity),
    at: d.path.join('.'),
    message: d.message,
  }))
}

const problems = (findings: Finding[], file: string) =>
  findings.filter((f) => f.file === file && (f.severity === 'error' || f.severity === 'warn'))

describe('GET /openapi.json under standard linters', () => {
  test('should have no error and no warning under Redocly CLI recommended rules', async () => {
    const { findings, ignored } = await redocly()
    expect(problems(findings, 'flawed').map((f) => f.rule)).toContain('security-defined')
    expect(problems(findings, 'served')).toEqual([])
    // nothing hidden by an ignore file
    expect(ignored).toBe(0)
  }, TIMEOUT)

  test('should have no error and no warning under Spectral spectral:oas', async () => {
    const findings = await spectral()
    expect(problems(findings, 'flawed').map((f) => f.rule)).toContain('array-items')
    expect(problems(findings, 'served')).toEqual([])
  }, TIMEOUT)
})
