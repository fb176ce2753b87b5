/** The Prometheus text encoder and the merge of several processes' snapshots. */
import { expect, test } from 'bun:test'
import { mergeSnapshots, MetricRegistry, renderSnapshot } from '../../src/lib/prometheus'

function registry() {
  const r = new MetricRegistry()
  const requests = r.counter('x_requests_total', 'Requests.\nBy route.', ['route', 'status'])
  const latency = r.histogram('x_seconds', 'Latency.', [0.1, 1], ['route'])
  const open = r.gauge('x_open', 'Open now.')
  return { r, requests, latency, open }
}

test('should render counters, gauges and cumulative histogram buckets in the text format', () => {
  const { r, requests, latency, open } = registry()
  requests.labels('/a/:id', 200).inc()
  requests.labels('/a/:id', 200).inc(2)
  requests.labels('say "hi"\\', 404).inc()
  for (const v of [0.05, 0.1, 0.5, 3]) latency.labels('/a/:id').observe(v)
  open.set(7)
  expect(r.render()).toBe(
    [
      '# HELP x_requests_total Requests.\\nBy route.',
      '# TYPE x_requests_total counter',
      'x_requests_total{route="/a/:id",status="200"} 3',
      'x_requests_total{route="say \\"hi\\"\\\\",status="404"} 1',
      '# HELP x_seconds Latency.',
      '# TYPE x_seconds histogram',
      'x_seconds_bucket{route="/a/:id",le="0.1"} 2',
      'x_seconds_bucket{route="/a/:id",le="1"} 3',
      'x_seconds_bucket{route="/a/:id",le="+Inf"} 4',
      'x_seconds_sum{route="/a/:id"} 3.65',
      'x_seconds_count{route="/a/:id"} 4',
      '# HELP x_open Open now.',
      '# TYPE x_open gauge',
      'x_open 7',
      '',
    ].join('\n'),
  )
})

test('should run collectors before each scrape', () => {
  const { r, open } = registry()
  let n = 0
  r.onCollect(() => open.set(++n))
  expect(r.render()).toContain('\nx_open 1\n')
  expect(r.render()).toContain('\nx_open 2\n')
})

test('should add up the snapshots of several processes series by series', () => {
  const a = registry()
  const b = registry()
  a.requests.labels('/a', 200).inc(2)
  b.requests.labels('/a', 200).inc(3)
  b.requests.labels('/b', 500).inc()
  a.latency.labels('/a').observe(0.05)
  b.latency.labels('/a').observe(2)
  a.open.set(1)
  b.open.set(2)
  const text = renderSnapshot(mergeSnapshots([a.r.snapshot(), b.r.snapshot()]))
  expect(text).toContain('x_requests_total{route="/a",status="200"} 5\n')
  expect(text).toContain('x_requests_total{route="/b",status="500"} 1\n')
  expect(text).toContain('x_seconds_bucket{route="/a",le="0.1"} 1\nx_seconds_bucket{route="/a",le="1"} 1\nx_seconds_bucket{route="/a",le="+Inf"} 2\n')
  expect(text).toContain('x_seconds_sum{route="/a"} 2.05\n')
  expect(text).toContain('x_open 3\n')
  // the inputs are left as they were
  expect(renderSnapshot(a.r.snapshot())).toContain('x_requests_total{route="/a",status="200"} 2\n')
})
