/**
 * The dashboard listens to the change stream (CONTRACT §13): one connection per tab, opened
 * while some screen listens. `fetch` streaming, since EventSource cannot send the bearer token;
 * a dropped connection is reopened with the last cursor (Last-Event-ID), so nothing is missed.
 */
import { headersFor } from './api'
import { refreshTokens, session } from './session'

export type Change = {
  id: string
  cursor: string
  event: string
  resource: string
  item: string
  version: number | null
  actor: { type: string; id: string } | null
}

type Listener = (change: Change) => void

const listeners = new Set<Listener>()
let running: AbortController | null = null
/** The last change received: a reopened connection continues after it. */
let cursor: string | null = null
/** Whose changes the stream follows (tenant and site). */
let following = ''

/**
 * Calls `onResource` (at most every 300 ms) when items of `resource` change: lists reload.
 * Returns the function that stops it.
 */
export function onResourceChange(resource: string, onResource: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const off = onChange((change) => {
    if (change.resource !== resource || timer) return
    timer = setTimeout(() => ((timer = undefined), onResource()), 300)
  })
  return () => (clearTimeout(timer), off())
}

/** Calls `listener` with every change from now on; returns the function that stops it. */
export function onChange(listener: Listener): () => void {
  listeners.add(listener)
  if (!running) start()
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) stop()
  }
}

function stop(): void {
  running?.abort()
  running = null
}

session.subscribe((s) => {
  // signed out, or another tenant or site: the stream starts afresh (a renewed token changes nothing)
  const next = s ? `${s.tenant} ${s.siteId}` : ''
  if (next === following) return
  following = next
  cursor = null
  stop()
  if (s && listeners.size) start()
})

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })

function start(): void {
  const control = new AbortController()
  running = control
  void follow(control.signal)
}

async function follow(signal: AbortSignal): Promise<void> {
  let retryMs = 2000
  while (!signal.aborted && session.get()) {
    try {
      const headers: Record<string, string> = { ...headersFor({}), Accept: 'text/event-stream' }
      if (cursor) headers['Last-Event-ID'] = cursor
      const res = await fetch('/admin/changes/stream', { headers, signal })
      if (res.status === 401 && !(await refreshTokens())) return
      if (res.ok && res.body) {
        for await (const frame of frames(res.body)) {
          if (frame.retry) retryMs = Number(frame.retry)
          // an id without data (the first frame) still moves the cursor, as in an EventSource
          if (frame.id) cursor = frame.id
          if (!frame.data) continue
          const change = JSON.parse(frame.data) as Change
          for (const listener of [...listeners]) listener(change)
        }
      } else if (res.status === 410) cursor = null
      else if (res.status === 503) retryMs = Number(res.headers.get('Retry-After') ?? 5) * 1000
    } catch {
      // the connection broke: reopened below with the last cursor
    }
    await wait(retryMs, signal)
  }
}

type Frame = { id?: string; data?: string; retry?: string }

async function* frames(body: ReadableStream<Uint8Array>): AsyncGenerator<Frame> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return
    buffer += decoder.decode(value, { stream: true })
    let end: number
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const frame: Frame = {}
      for (const line of buffer.slice(0, end).split('\n')) {
        const colon = line.indexOf(':')
        if (colon <= 0) continue
        const field = line.slice(0, colon)
        const text = line.slice(colon + 1).replace(/^ /, '')
        if (field === 'id' || field === 'retry') frame[field] = text
        else if (field === 'data') frame.data = frame.data === undefined ? text : `${frame.data}\n${text}`
      }
      buffer = buffer.slice(end + 2)
      yield frame
    }
  }
}
