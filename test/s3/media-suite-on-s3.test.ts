/**
 * The media black-box suites (upload, delivery with Range and signed URLs, quota, delete) run a
 * second time with every service's media in a bucket: the same files, the same assertions, on a
 * local s3rver (test/setup.ts starts it when CMS_TEST_MEDIA_STORE=s3).
 */
import { expect, test } from 'bun:test'
import { resolve } from 'node:path'

const ROOT = resolve(import.meta.dir, '../..')
// transforms and placeholders read their originals through the store too
const SUITES = ['media-upload', 'media-delivery', 'media-quota', 'media-resource', 'media-transforms', 'media-focal-placeholder'].map((f) => `test/http/${f}.test.ts`)

test('should pass the media suites with CMS_MEDIA_STORE=s3', async () => {
  const run = Bun.spawn([process.execPath, 'test', '--timeout', '30000', ...SUITES], {
    cwd: ROOT,
    env: { ...process.env, CMS_TEST_MEDIA_STORE: 's3' },
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const [out, err, code] = await Promise.all([new Response(run.stdout).text(), new Response(run.stderr).text(), run.exited])
  const report = out + err
  // the summary names what ran: every suite, nothing failed, and only the local-disk case skipped
  if (code !== 0) console.error(report)
  expect(code).toBe(0)
  expect(report).toMatch(/\n\s*0 fail\n/)
  expect(report).toMatch(new RegExp(`Ran \\d+ tests across ${SUITES.length} files`))
  expect(report.match(/\(skip\)/g)?.length ?? 0).toBeLessThanOrEqual(2)
}, 240_000)
