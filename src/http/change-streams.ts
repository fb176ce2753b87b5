/**
 * Open change streams (CONTRACT §13), per tenant. Streams learn of new events from the tenant
 * database itself, so a write made by another process (`serve --workers N`, an operator command)
 * reaches them as surely as one made here: while a tenant has open streams, one poller per tenant
 * checks the newest event id every `CMS_STREAM_POLL_MS`, reads what is new once, and hands each
 * stream what it may see. A write in this process wakes the poller at once (the fast path).
 *
 * Exactly once: each stream keeps the highest event id it has looked at (`scan`). It first reads
 * its backlog itself, page by page, and joins the shared reads only where they start at its own
 * `scan`; a stream whose client reads slowly stops taking shared reads and reads from the
 * database again when its client catches up, so nothing is skipped, repeated or piled up in
 * memory.
 */
import type { Database } from 'bun:sqlite'
import { latestChange, passes, readAllChanges, readChanges, type ChangeRow } from '../store/change-feed'
import { withActive } from '../store/tenant-lease'
import { SharedCounts } from '../lib/shared-counts'
import { present, type Reader } from './change-feed'
import type { AppContext } from './context'

const PAGE = 500
/** Queued writes (each a page or a poll's frames) past which a stream stops taking shared reads. */
const QUEUE = 16
const encoder = new TextEncoder()
/** Resources whose changes may take a stream's access away: a user disabled or given other roles, a key revoked. */
const ACCESS_RESOURCES = new Set(['users', 'api-keys'])
const touchesAccess = (rows: ChangeRow[]) => rows.some((row) => ACCESS_RESOURCES.has(row.resource))

/**
 * Frames already made for a row of a shared read, per kind of reader: a hundred streams that see
 * a change alike serialise it once.
 */
const made = new WeakMap<ChangeRow, Map<string, Uint8Array>>()

/** An SSE frame per change: `id:` the cursor, `event:` its name, `data:` the Change. */
function frame(reader: Reader, row: ChangeRow): Uint8Array {
  const kind = `${reader.view.type} ${reader.showsLabels}`
  let frames = made.get(row)
  const known = frames?.get(kind)
  if (known !== undefined) return known
  const change = present(reader, row)
  const bytes = encoder.encode(`id: ${row.id}\nevent: ${String(change.event)}\ndata: ${JSON.stringify(change)}\n\n`)
  if (!frames) made.set(row, (frames = new Map()))
  frames.set(kind, bytes)
  return bytes
}

/**
 * Until when, and while what holds, an admin stream's caller may go on receiving it (the public
 * streams need no credentials).
 */
export type StreamAccess = {
  /** When the token or key expires (ms since the epoch; Infinity: never). */
  endsAt: number
  /** Checks the credentials again: the user still active, the key not revoked, the roles unchanged. */
  allowed: (db: Database) => boolean
}

class Stream {
  /** The highest event id this stream has looked at (sent or filtered out). */
  scan: number
  /** Reading its own pages: it takes no shared read until it has caught up. */
  behind = true
  lastWrite = Date.now()
  closed = false

  constructor(
    readonly tenant: TenantStreams,
    readonly reader: Reader,
    after: number,
    readonly controller: ReadableStreamDefaultController<Uint8Array>,
    readonly access: StreamAccess | undefined,
    /** Ends the stream on the server's side, saying why (ChangeStreams.end). */
    private readonly end: (stream: Stream, why: string) => void,
  ) {
    this.scan = after
  }

  write(chunk: string | Uint8Array): void {
    if (this.closed) return
    try {
      // note: a frame's bytes are shared by every stream that sends it; nothing writes into them
      this.controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk)
      this.lastWrite = Date.now()
    } catch {
      // the client went away between two writes; its cancel removes the stream
      this.closed = true
    }
  }

  send(rows: ChangeRow[]): void {
    // nothing goes out after the credentials' expiry, even between two checks
    if (this.access && Date.now() >= this.access.endsAt) return this.end(this, 'credentials expired')
    const frames: Uint8Array[] = []
    for (const row of rows) if (row.id > this.scan && passes(this.reader.filter, row)) frames.push(frame(this.reader, row))
    if (frames.length === 1) this.write(frames[0]!)
    else if (frames.length > 1) this.write(Buffer.concat(frames))
  }

  /** Ends the stream when its credentials no longer hold; whether it is still open. */
  checkAccess(db: Database): boolean {
    if (this.access && !this.closed && !this.access.allowed(db)) this.end(this, 'access revoked')
    return !this.closed
  }

  /**
   * Reads its own pages up to the newest event, until done or its client is slow. Its
   * credentials are looked at first: what it reads may have been written after they changed.
   */
  catchUp(db: Database): void {
    if (!this.checkAccess(db)) return
    const upTo = latestChange(db)
    while (!this.closed) {
      const rows = readChanges(db, this.reader.filter, this.scan, PAGE, upTo)
      this.send(rows)
      if (rows.length < PAGE) {
        // everything up to `upTo` is looked at: from here on the shared reads serve it
        this.scan = Math.max(this.scan, upTo)
        this.behind = false
        return
      }
      this.scan = rows[rows.length - 1]!.id
      if ((this.controller.desiredSize ?? 0) <= 0) return
    }
  }

  close(): void {
    if (this.closed) return
    this.closed = true
    try {
      this.controller.close()
    } catch {
      // already closed by the client going away
    }
  }
}

/** The open streams of one tenant and its poller. */
class TenantStreams {
  readonly streams = new Set<Stream>()
  /** The newest event id handed to the streams. */
  head: number
  timer: ReturnType<typeof setInterval> | null = null
  woken = false

  constructor(
    readonly slug: string,
    head: number,
  ) {
    this.head = head
  }
}

export type StreamOptions = {
  slug: string
  db: Database
  reader: Reader
  after: number
  signal: AbortSignal
  /** CMS_STREAMS_PER_TENANT: the tenant's open streams in the node, every worker's counted. */
  limit: number
  access?: StreamAccess
}

/** The count of a tenant's public streams, beside the count of all its streams. */
const publicKey = (slug: string) => `${slug}\u0000public`

/** Slots public streams leave to streams with credentials: a tenth (at least one, when there are two). */
const reservedFor = (limit: number): number => (limit > 1 ? Math.max(1, Math.floor(limit / 10)) : 0)

export class ChangeStreams {
  private readonly tenants = new Map<string, TenantStreams>()
  private readonly keepalive: ReturnType<typeof setInterval>
  private stopped = false

  constructor(
    private readonly app: AppContext,
    /** Open streams per tenant, in memory the node's workers share (one thread alone: its own). */
    private readonly counts = new SharedCounts(),
  ) {
    const every = app.config.streamKeepaliveMs
    // a comment line whenever a stream was silent for two thirds of the interval: never longer
    this.keepalive = setInterval(() => this.keepAlive(every), Math.max(10, Math.floor(every / 3)))
    this.keepalive.unref?.()
  }

  get accepting(): boolean {
    return !this.stopped
  }

  /**
   * Opens a stream: its backlog after `after` is read now (the request still holds the tenant),
   * then it follows the tenant's poller. Returns the SSE body; null when the tenant has `limit`
   * streams open in the node already.
   */
  open(opts: StreamOptions): ReadableStream<Uint8Array> | null {
    // anonymous public streams leave a tenth of the slots to those with credentials (the
    // dashboard's live updates): 100 of them, one anonymous budget, took every slot
    const anonymous = opts.access === undefined
    if (anonymous && !this.counts.take(publicKey(opts.slug), opts.limit - reservedFor(opts.limit))) return null
    if (!this.counts.take(opts.slug, opts.limit)) {
      if (anonymous) this.counts.give(publicKey(opts.slug))
      return null
    }
    let tenant: TenantStreams
    try {
      tenant = this.tenantOf(opts.slug, opts.db)
    } catch (err) {
      this.counts.give(opts.slug)
      if (anonymous) this.counts.give(publicKey(opts.slug))
      throw err
    }
    let stream: Stream
    const body = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          stream = new Stream(tenant, opts.reader, opts.after, controller, opts.access, (s, why) => this.end(s, why))
          tenant.streams.add(stream)
          this.app.metrics?.streamsOpen.inc()
          // the client's reconnection delay, and a first line so proxies pass the headers on; its
          // `id:` is where the stream starts, so that a client that reconnects before any change
          // came (its token expired, the connection dropped) misses none made meanwhile (an
          // EventSource takes an id without data as its Last-Event-ID)
          stream.write(`retry: 2000\nid: ${opts.after}\n: connected\n\n`)
          stream.catchUp(opts.db)
        },
        pull: () => {
          if (stream.behind && !stream.closed) this.resume(stream)
        },
        cancel: () => this.remove(stream),
      },
      { highWaterMark: QUEUE },
    )
    opts.signal.addEventListener('abort', () => this.remove(stream), { once: true })
    return body
  }

  /** A write in this process: look now rather than at the next poll. */
  wake(slug: string): void {
    const tenant = this.tenants.get(slug)
    if (!tenant || tenant.woken) return
    tenant.woken = true
    // note: called inside the write transaction, which has committed when this runs, also when
    // the write is part of a group commit (store/orm.ts): the group's commit was queued first.
    // A microtask here would poll before it, and the poll's lease would commit the group early:
    // each write alone while a stream listens (an open dashboard)
    setImmediate(() => {
      tenant.woken = false
      this.poll(tenant)
    })
  }

  /** Shutdown: every stream ends cleanly (its client reconnects elsewhere with its last id). */
  closeAll(): void {
    this.stopped = true
    clearInterval(this.keepalive)
    for (const tenant of this.tenants.values()) this.closeTenant(tenant)
  }

  private tenantOf(slug: string, db: Database): TenantStreams {
    let tenant = this.tenants.get(slug)
    if (!tenant) {
      tenant = new TenantStreams(slug, latestChange(db))
      this.tenants.set(slug, tenant)
      const t = tenant
      tenant.timer = setInterval(() => this.poll(t), this.app.config.streamPollMs)
    }
    return tenant
  }

  private remove(stream: Stream | undefined): void {
    if (!stream) return
    stream.close()
    const tenant = stream.tenant
    if (tenant.streams.delete(stream)) {
      this.app.metrics?.streamsOpen.dec()
      this.counts.give(tenant.slug)
      if (stream.access === undefined) this.counts.give(publicKey(tenant.slug))
    }
    if (tenant.streams.size === 0 && this.tenants.get(tenant.slug) === tenant) {
      if (tenant.timer) clearInterval(tenant.timer)
      this.tenants.delete(tenant.slug)
    }
  }

  private closeTenant(tenant: TenantStreams): void {
    for (const stream of [...tenant.streams]) this.remove(stream)
    if (tenant.timer) clearInterval(tenant.timer)
    this.tenants.delete(tenant.slug)
  }

  private resume(stream: Stream): void {
    const done = withActive(this.app, stream.tenant.slug, (lease) => {
      stream.catchUp(lease.handle.db)
      return true
    })
    if (!done) this.closeTenant(stream.tenant)
  }

  /** Reads what is new since `head` once and hands it to every stream that is caught up. */
  private poll(tenant: TenantStreams): void {
    if (tenant.streams.size === 0) return
    const seen = withActive(this.app, tenant.slug, (lease) => {
      const db = lease.handle.db
      for (;;) {
        const latest = latestChange(db)
        if (latest <= tenant.head) return true
        const rows = readAllChanges(db, tenant.head, latest, PAGE)
        const upTo = rows.length < PAGE ? latest : rows[rows.length - 1]!.id
        // a user or key changed: each stream's credentials are looked at before it gets the rows
        if (touchesAccess(rows)) for (const stream of tenant.streams) stream.checkAccess(db)
        for (const stream of tenant.streams) this.hand(stream, rows, tenant.head, upTo, db)
        tenant.head = upTo
      }
    })
    // the tenant was suspended, deleted or replaced: its streams end
    if (!seen) this.closeTenant(tenant)
  }

  private hand(stream: Stream, rows: ChangeRow[], from: number, upTo: number, db: Database): void {
    if (stream.closed) return
    if (stream.behind || stream.scan < from) {
      // it reads its own pages; now, if its client is waiting for more
      stream.behind = true
      if ((stream.controller.desiredSize ?? 0) > 0) stream.catchUp(db)
      return
    }
    stream.send(rows)
    stream.scan = Math.max(stream.scan, upTo)
    if ((stream.controller.desiredSize ?? 0) <= 0) stream.behind = true
  }

  private keepAlive(every: number): void {
    const now = Date.now()
    const silent = now - (every * 2) / 3
    for (const tenant of this.tenants.values()) {
      this.checkAccess(tenant, now)
      for (const stream of tenant.streams) if (stream.lastWrite <= silent) stream.write(': keepalive\n\n')
    }
  }

  /**
   * Ends the admin streams whose credentials expired or no longer hold (a disabled user, a revoked
   * key, other roles: the stream's filter came from the roles it opened with). Their clients
   * reconnect with new credentials and their last cursor, and miss nothing.
   */
  private checkAccess(tenant: TenantStreams, now: number): void {
    const guarded = [...tenant.streams].filter((s) => s.access)
    if (guarded.length === 0) return
    withActive(this.app, tenant.slug, (lease) => {
      for (const stream of guarded) {
        if (now >= stream.access!.endsAt) this.end(stream, 'credentials expired')
        else stream.checkAccess(lease.handle.db)
      }
    })
  }

  /** Ends a stream from the server's side, with a comment saying why. */
  private end(stream: Stream, why: string): void {
    stream.write(`: ${why}; reconnect with valid credentials and the last event id\n\n`)
    this.remove(stream)
  }
}
