import { Database } from 'bun:sqlite'
import { expect, test } from 'bun:test'
import { toResponse, violations } from '../../src/lib/problem'

test('should map a unique constraint the database catches to 409, never 500', async () => {
  const db = new Database(':memory:')
  db.exec('CREATE TABLE t (slug TEXT UNIQUE)')
  db.exec("INSERT INTO t VALUES ('a')")
  let err: unknown
  try {
    db.exec("INSERT INTO t VALUES ('a')")
  } catch (e) {
    err = e
  }
  const res = toResponse(err)
  expect(res.status).toBe(409)
  const body = (await res.json()) as Record<string, unknown>
  expect(body).toMatchObject({ status: 409, title: 'Conflict' })
  expect(JSON.stringify(body)).not.toMatch(/UNIQUE|t\.slug|sqlite/i)
})

test('should give the first violation as detail', async () => {
  const body = (await toResponse(
    violations([
      { propertyPath: 'slug', message: 'This value is already used.', code: 'x' },
      { propertyPath: 'title', message: 'This value should not be blank.', code: 'y' },
    ]),
  ).json()) as { detail: string }
  expect(body.detail.split('\n')[0]).toBe('slug: This value is already used.')
})
