/** Reads a Server-Sent Events body frame by frame, as a browser's EventSource would parse it. */

export type SseFrame = { id?: string; event?: string; data?: string; retry?: string; comments: string[] }

export class SseReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>
  private readonly decoder = new TextDecoder()
  private buffer = ''
  /** Every raw byte read so far, as text (for framing assertions). */
  raw = ''

  constructor(body: ReadableStream<Uint8Array>) {
    this.reader = body.getReader()
  }

  /** The next frame (ended by a blank line); null when the stream ended. */
  async next(): Promise<SseFrame | null> {
    for (;;) {
      const end = this.buffer.indexOf('\n\n')
      if (end !== -1) {
        const block = this.buffer.slice(0, end)
        this.buffer = this.buffer.slice(end + 2)
        return parse(block)
      }
      const { value, done } = await this.reader.read()
      if (done) return null
      const text = this.decoder.decode(value, { stream: true })
      this.raw += text
      this.buffer += text
    }
  }

  /** The next frame that carries an event (skips comments and `retry:`). */
  async nextEvent(): Promise<SseFrame | null> {
    for (;;) {
      const frame = await this.next()
      if (frame === null || frame.data !== undefined) return frame
    }
  }

  /** Ends the connection from the client's side. */
  async cancel(): Promise<void> {
    await this.reader.cancel().catch(() => {})
  }
}

function parse(block: string): SseFrame {
  const frame: SseFrame = { comments: [] }
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comments.push(line.slice(1).trim())
    else {
      const i = line.indexOf(':')
      const field = i === -1 ? line : line.slice(0, i)
      const value = i === -1 ? '' : line.slice(i + 1).replace(/^ /, '')
      if (field === 'id' || field === 'event' || field === 'retry') frame[field] = value
      else if (field === 'data') frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`
    }
  }
  return frame
}
