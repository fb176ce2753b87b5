/** A local webhook receiver (Bun.serve on a free port) that records every delivery. */
import { createHmac, timingSafeEqual } from 'node:crypto'

export type Received = { body: string; payload: any; signature: string | null; headers: Headers }

export type Receiver = {
  url: string
  got: Received[]
  stop: () => void
}

/** `answer(n)` decides the response to the n-th request (1-based); 200 by default. */
export function startReceiver(
  answer: (n: number, r: Received) => Response | Promise<Response> = () => new Response('ok'),
): Receiver {
  const got: Received[] = []
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(request) {
      const body = await request.text()
      const r: Received = {
        body,
        payload: JSON.parse(body),
        signature: request.headers.get('x-cms-signature'),
        headers: request.headers,
      }
      got.push(r)
      return answer(got.length, r)
    },
  })
  return { url: `http://127.0.0.1:${server.port}/hook`, got, stop: () => server.stop(true) }
}

/** How a receiver checks X-CMS-Signature (the same code as in docs/events.md). */
export function validSignature(body: string, header: string | null, secret: string): boolean {
  const expected = Buffer.from('sha256=' + createHmac('sha256', secret).update(body).digest('hex'))
  const given = Buffer.from(header ?? '')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** Waits for a condition, polling; fails with `what` after `ms`. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  ms = 15_000,
): Promise<void> {
  const end = Date.now() + ms
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await Bun.sleep(10)
  }
}
