// note: on Bun 1.4.5 neither bunfig's [test] timeout nor a setDefaultTimeout here reaches the
// hooks of any test file but the first (they fall back to 5 s); `bun run test` passes
// --timeout 30000, which does, so a busy 2-core machine does not fail a setup that hashes
// passwords. This keeps the same default for a bare `bun test FILE` of one file.
import { setDefaultTimeout } from 'bun:test'

setDefaultTimeout(30_000)

// servers the tests start run as one process unless a test asks for workers (CONTRACT §14:
// `--workers 1` is the single-process server; test/ops/workers.test.ts starts two)
process.env.CMS_WORKERS ??= '1'
// `CMS_TEST_MEDIA_STORE=s3 bun test …`: the services of the run keep media in a local bucket
// (test/helpers/service.ts), started here because a service is made synchronously
if (process.env.CMS_TEST_MEDIA_STORE === 's3') {
  const { s3Endpoint } = await import('./helpers/s3')
  process.env.CMS_TEST_S3_ENDPOINT = await s3Endpoint()
}
