/**
 * A request whose Host header makes no URL (RFC 9112: a 400) is answered as a problem with its
 * X-Request-Id, never Bun's bare 500: only a real socket can send one.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test'
import { newDataDir, startChild, type Child } from '../helpers/child'
import { rmSync } from 'node:fs'

let child: Child
const dir = newDataDir()
beforeAll(async () => {
  child = await startChild(dir)
})
afterAll(async () => {
  await child.stop()
  rmSync(dir, { recursive: true, force: true })
})

/** Sends `raw` and resolves with the whole answer (the connection is closed by `Connection: close`). */
function send(raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    Bun.connect({
      hostname: '127.0.0.1',
      port: child.port,
      socket: {
        open: (socket) => void socket.write(raw),
        data: (_socket, data) => void (text += data.toString()),
        close: () => resolve(text),
        error: (_socket, err) => reject(err),
      },
    }).catch(reject)
  })
}

test('should answer a Host that makes no URL with a 400 problem, X-Request-Id included', async () => {
  for (const host of ['a b', 'a:99999', '[::1', '']) {
    const answer = await send(`GET /health HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
    expect(answer).toStartWith('HTTP/1.1 400 ')
    expect(answer.toLowerCase()).toContain('content-type: application/problem+json')
    expect(answer.toLowerCase()).toMatch(/x-request-id: [0-9a-f-]{36}/)
    expect(answer).toContain('"detail":"The Host header is not a valid host."')
  }
  // HTTP/1.0 may send none
  expect(await send('GET /health HTTP/1.0\r\n\r\n')).toStartWith('HTTP/1.1 400 ')
  expect(await send('GET /health HTTP/1.0\r\nHost: localhost\r\n\r\n')).toStartWith('HTTP/1.1 200 ')
})
