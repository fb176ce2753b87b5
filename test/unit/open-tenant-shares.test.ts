/** How `serve --workers N` shares CMS_MAX_OPEN_TENANTS between its main thread and workers. */
import { expect, test } from 'bun:test'
import { openTenantShares } from '../../src/http/cluster'

test('the main thread keeps a few for background work and the workers share the rest, within the budget', () => {
  expect(openTenantShares(256, 2)).toEqual({ background: 16, perWorker: 120 })
  expect(openTenantShares(256, 4)).toEqual({ background: 16, perWorker: 60 })
  expect(openTenantShares(100, 3)).toEqual({ background: 16, perWorker: 28 })
  for (const [max, workers] of [[256, 2], [256, 3], [64, 8], [20, 2]] as const) {
    const { background, perWorker } = openTenantShares(max, workers)
    expect(background + perWorker * workers).toBeLessThanOrEqual(max + workers - 1)
  }
  // a budget smaller than the threads: one each, never none
  expect(openTenantShares(2, 2)).toEqual({ background: 1, perWorker: 1 })
})
