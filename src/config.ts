import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { ensureDataDir } from './lib/data-dir'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'
import { fallbackChains, parseFallbacks } from './lib/locale'
import { parseS3Url } from './lib/s3-url'
import type { LogFormat } from './lib/log'
import { parseRate, type Rate } from './lib/token-bucket'

/** Everything the service reads from its environment, resolved once. */
export type Config = Readonly<{
  dataDir: string
  host: string
  port: number
  /** Absolute prefix for media URLs; empty means root-relative. */
  baseUrl: string
  jwtSecret: string
  /** Supported locales; the first is the default. */
  locales: readonly string[]
  /**
   * What `?locale=<code>` shows, by code: the locales tried in order (CONTRACT §11), from
   * `CMS_LOCALE_FALLBACK` (`en:fr,fr:en`) or else the code, the default, then the others.
   */
  localeChains: Readonly<Record<string, readonly string[]>>
  /** Proxies in front that append to X-Forwarded-For (0: none is trusted; CMS_TRUST_PROXY). */
  trustProxy: number
  rateAnon: Rate
  rateAuth: Rate
  maxUploadMb: number
  tokenTtlSeconds: number
  refreshTtlSeconds: number
  previewTtlSeconds: number
  webhookAllowPrivate: boolean
  /** Delays before each retry of a failed webhook delivery, in ms (CONTRACT §9: at least 5). */
  webhookRetryScheduleMs: readonly number[]
  /** How long a webhook receiver may take to answer, in ms. */
  webhookTimeoutMs: number
  /** How many tenant databases stay open at once. */
  maxOpenTenants: number
  /** Interval of the scheduled-publishing and webhook worker, in ms. */
  workerIntervalMs: number
  /** Finished webhook deliveries (and their attempts) older than this many days are removed; 0 keeps them. */
  deliveryRetentionDays: number
  /** How long after a write the full-text index catches up (writes until then share one catch-up). */
  searchCatchUpMs: number
  /** Origins allowed by CORS; `*` allows any. */
  corsOrigins: readonly string[]
  /** How long a stopping server lets in-flight requests finish, in ms. */
  shutdownTimeoutMs: number
  /** Image transforms on delivery: any parameters, only named presets, or none (CONTRACT §12). */
  transforms: TransformMode
  /** Largest `w`/`h` a transform may ask for. */
  transformMax: number
  /** Named sizes for `?p=`, from `card=640x360,hero=1600x900`. */
  transformPresets: Readonly<Record<string, TransformPreset>>
  /** Bytes of transformed images kept per tenant before the least recently used go. */
  transformCacheBytes: number
  /** Bytes of representations (items, collections) each serving thread keeps while their database is unchanged (0: none). */
  readCacheBytes: number
  /** Transforms that may run at once (the process's, across tenants). */
  transformConcurrency: number
  /** How long a transform may wait for a free slot before the request gets a 503, in ms. */
  transformWaitMs: number
  /** Below this many MiB free in the data folder, /health answers 503 degraded (0: never). */
  minFreeMb: number
  /** Worker threads serving the port (`serve --workers`); 1 serves from the process itself. */
  workers: number
  /** Where media files live: the tenant folders, or an S3-compatible bucket (CONTRACT §15). */
  mediaStore: 'local' | 's3'
  /** Bucket access (media objects, backups to `s3://`); unset fields fall back to Bun's S3_* / AWS_* variables. */
  s3: S3Settings
  /** Scheduled backups of every tenant (`serve`); null when off. */
  backup: BackupSchedule | null
  /** The request log on stdout: one readable line, one JSON object, or nothing (CONTRACT §14). */
  logFormat: LogFormat
  /** Bearer token that `GET /metrics` asks for; null: no metrics route (404). */
  metricsToken: string | null
  /** Tenants that get their own series in the per-tenant request count; the rest count as `_other`. */
  metricsTenants: number
  /** Events (change feed and audit log) older than this many days are removed; 0 keeps them (CONTRACT §13). */
  eventsRetentionDays: number
  /** Open change streams allowed per tenant (CONTRACT §13). */
  streamsPerTenant: number
  /** How often a tenant with open streams is checked for events written by other processes, in ms. */
  streamPollMs: number
  /** Longest silence on an open stream before a comment line keeps it open, in ms. */
  streamKeepaliveMs: number
}>

export type S3Settings = Readonly<{
  bucket?: string
  endpoint?: string
  region?: string
  accessKeyId?: string
  secretAccessKey?: string
  /** Put before `<tenant>/<file>` in every media object key; empty or ending in `/`. */
  prefix: string
  /** File requests answer 302 to a presigned URL instead of streaming the object. */
  redirect: boolean
  /** How long a presigned URL is valid, in seconds (at most an hour). */
  presignTtlSeconds: number
}>

export type BackupSchedule = Readonly<{
  everySeconds: number
  /** `s3://<bucket>/<prefix>`, split. */
  bucket: string
  prefix: string
  /** Newest archives kept per tenant. */
  keep: number
}>

export type TransformMode = 'any' | 'presets' | 'none'
export type TransformPreset = { w: number | null; h: number | null }

export type ConfigFlags = { data?: string; host?: string; port?: string | number; workers?: string | number }

type Env = Record<string, string | undefined>

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 }

/** An on/off setting: 1, true, yes or 0, false, no (any case), or unset (off); anything else stops the start. */
function flag(name: string, value: string | undefined): boolean {
  if (value === undefined || value.trim() === '') return false
  const v = value.trim().toLowerCase()
  if (['1', 'true', 'yes'].includes(v)) return true
  if (['0', 'false', 'no'].includes(v)) return false
  throw new Error(`${name} must be 1 or 0 (true or false), got "${value}"`)
}

/**
 * CMS_TRUST_PROXY: off (0), one proxy (1, true, yes), or how many proxies stand in front, each
 * appending the address it saw to X-Forwarded-For (a CDN, then nginx: 2).
 */
function proxyHops(value: string | undefined): number {
  const v = value?.trim().toLowerCase() ?? ''
  if (/^([0-9]|1[0-6])$/.test(v)) return Number(v)
  if (v === '') return 0
  if (['true', 'yes'].includes(v)) return 1
  if (['false', 'no'].includes(v)) return 0
  throw new Error(`CMS_TRUST_PROXY must be 0, 1 (true) or the number of proxies in front (up to 16), got "${value}"`)
}

/** CMS_BASE_URL: an absolute http(s) URL (what media URLs start with), or unset. */
function baseUrlOf(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return ''
  const url = URL.canParse(value.trim()) ? new URL(value.trim()) : null
  // media paths are appended to it: `https:host`, a query or a fragment would break them
  const plain = /^https?:\/\/[^/?#]/i.test(value.trim()) && !/[?#]/.test(value)
  if (!url || !plain || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`CMS_BASE_URL must be an absolute http(s) URL without query or fragment, got "${value}"`)
  }
  return value.trim().replace(/\/+$/, '')
}

/** A token lifetime: a duration of at least one second. */
function positiveDuration(name: string, spec: string): number {
  const seconds = parseDuration(spec)
  if (seconds < 1) throw new Error(`${name} must be at least 1s, got "${spec}"`)
  return seconds
}

/** The longest duration a setting takes: past it, dates computed from now are no dates (a 500). */
const DURATION_MAX_DAYS = 36_500

export function parseDuration(spec: string): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(spec.trim())
  if (!match) throw new Error(`Invalid duration "${spec}" (expected e.g. 1h, 15m, 3600)`)
  const seconds = Number(match[1]) * DURATION_UNITS[match[2] || 's']!
  if (seconds > DURATION_MAX_DAYS * 86_400) throw new Error(`Invalid duration "${spec}": at most ${DURATION_MAX_DAYS}d`)
  return seconds
}

const DELAY_UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }

/** `250ms`, `10s`, `2m` → milliseconds (the `ms` unit serves the short delays of tests). */
export function parseDelay(spec: string): number {
  const match = /^(\d+)\s*(ms|s|m|h)$/.exec(spec.trim())
  if (!match) throw new Error(`Invalid delay "${spec.trim()}" (expected e.g. 500ms, 10s, 2m)`)
  return Number(match[1]) * DELAY_UNITS[match[2]!]!
}

/** `1s,5s,30s,2m,10m` → milliseconds; CONTRACT §9 asks for at least 5 retries. */
export function parseDelays(spec: string): number[] {
  const delays = spec.split(',').map(parseDelay)
  if (delays.length < 5) throw new Error(`CMS_WEBHOOK_RETRY_SCHEDULE needs at least 5 delays, got "${spec}"`)
  return delays
}

function positiveInt(name: string, value: string): number {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got "${value}"`)
  return n
}

const LOG_FORMATS: readonly LogFormat[] = ['text', 'json', 'none']

function logFormat(value: string): LogFormat {
  if (!(LOG_FORMATS as readonly string[]).includes(value)) throw new Error(`CMS_LOG_FORMAT must be text, json or none, got "${value}"`)
  return value as LogFormat
}

function metricsToken(value: string | undefined): string | null {
  if (value === undefined || value === '') return null
  if (value.length < 16) throw new Error('CMS_METRICS_TOKEN must hold at least 16 characters')
  return value
}

const TRANSFORM_MODES: readonly TransformMode[] = ['any', 'presets', 'none']

function transformMode(value: string): TransformMode {
  if (!(TRANSFORM_MODES as readonly string[]).includes(value)) throw new Error(`CMS_TRANSFORMS must be any, presets or none, got "${value}"`)
  return value as TransformMode
}

/** `card=640x360,hero=1600x900,wide=1200` (a width alone keeps the aspect ratio; `x360` a height alone). */
export function parsePresets(spec: string): Record<string, TransformPreset> {
  const presets: Record<string, TransformPreset> = {}
  for (const part of spec.split(',').map((p) => p.trim()).filter(Boolean)) {
    const match = /^([a-z0-9_-]{1,32})=(\d*)(?:x(\d*))?$/i.exec(part)
    const [w, h] = [match?.[2] ? Number(match[2]) : null, match?.[3] ? Number(match[3]) : null]
    if (!match || (w === null && h === null) || w === 0 || h === 0) {
      throw new Error(`CMS_TRANSFORM_PRESETS: "${part}" is not name=WIDTHxHEIGHT (e.g. card=640x360)`)
    }
    presets[match[1]!] = Object.freeze({ w, h })
  }
  return presets
}

/** `media/` or `''`: a prefix always ends a path segment, so `<prefix><tenant>/` never runs into a name. */
function s3Prefix(value: string): string {
  const prefix = value.replace(/^\/+/, '')
  if (prefix !== '' && !/^[A-Za-z0-9!_.*'()\/-]+$/.test(prefix)) throw new Error(`CMS_S3_PREFIX may hold only letters, digits and !_.*'()/-, got "${value}"`)
  if (prefix.split('/').some((p, i, all) => p === '..' || p === '.' || (p === '' && i < all.length - 1))) {
    throw new Error(`CMS_S3_PREFIX must not hold empty, "." or ".." segments, got "${value}"`)
  }
  return prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`
}

function s3Settings(env: Env): S3Settings {
  const ttl = parseDuration(env.CMS_S3_PRESIGN_TTL ?? '5m')
  if (ttl < 1 || ttl > 3600) throw new Error(`CMS_S3_PRESIGN_TTL must be from 1s to 1h, got "${env.CMS_S3_PRESIGN_TTL}"`)
  return Object.freeze({
    // the other settings fall back to Bun's S3_* and AWS_* in its client; the bucket is read here
    bucket: env.CMS_S3_BUCKET || env.S3_BUCKET || env.AWS_BUCKET || undefined,
    endpoint: env.CMS_S3_ENDPOINT || undefined,
    // note: Bun's client signs for region `auto` when an endpoint is set and no region is; a
    // store that checks the region (MinIO, AWS) expects `us-east-1` unless told otherwise
    region: env.CMS_S3_REGION || env.S3_REGION || env.AWS_REGION || 'us-east-1',
    accessKeyId: env.CMS_S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.CMS_S3_SECRET_ACCESS_KEY || undefined,
    prefix: s3Prefix(env.CMS_S3_PREFIX ?? ''),
    redirect: flag('CMS_S3_REDIRECT', env.CMS_S3_REDIRECT),
    presignTtlSeconds: ttl,
  })
}

function mediaStoreOf(env: Env, s3: S3Settings): 'local' | 's3' {
  const store = (env.CMS_MEDIA_STORE ?? 'local').trim()
  if (store !== 'local' && store !== 's3') throw new Error(`CMS_MEDIA_STORE must be "local" or "s3", got "${store}"`)
  if (store === 's3' && !s3.bucket) throw new Error('CMS_MEDIA_STORE=s3 needs CMS_S3_BUCKET (or S3_BUCKET)')
  return store
}

/**
 * Scheduled archives kept among the tenants' media objects would be taken for media files (orphans
 * to remove, copied into the next archive): refused at start (domain/backup-s3.ts for `--out`).
 */
function backupOutsideMedia(schedule: BackupSchedule | null, store: 'local' | 's3', s3: S3Settings): BackupSchedule | null {
  if (!schedule || store !== 's3' || schedule.bucket !== s3.bucket) return schedule
  if (s3.prefix !== '' ? schedule.prefix.startsWith(s3.prefix) : schedule.prefix === '') {
    throw new Error(`CMS_BACKUP_TO must not be among the tenants' media (bucket ${s3.bucket}, CMS_S3_PREFIX "${s3.prefix}"): use another prefix or bucket`)
  }
  return schedule
}

function backupSchedule(env: Env): BackupSchedule | null {
  const every = env.CMS_BACKUP_EVERY?.trim()
  if (!every) return null
  const everySeconds = parseDuration(every)
  if (everySeconds < 60) throw new Error(`CMS_BACKUP_EVERY must be at least 1m, got "${every}"`)
  if (!env.CMS_BACKUP_TO) throw new Error('CMS_BACKUP_EVERY needs CMS_BACKUP_TO=s3://<bucket>/<prefix>')
  const location = parseS3Url(env.CMS_BACKUP_TO)
  if (!location) throw new Error(`CMS_BACKUP_TO must be s3://<bucket>/<prefix>, got "${env.CMS_BACKUP_TO}"`)
  const { bucket, key } = location
  const prefix = key === '' || key.endsWith('/') ? key : `${key}/`
  return Object.freeze({ everySeconds, bucket, prefix, keep: positiveInt('CMS_BACKUP_KEEP', env.CMS_BACKUP_KEEP ?? '14') })
}

function nonNegativeInt(name: string, value: string): number {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be 0 or a positive integer, got "${value}"`)
  return n
}

/** Reads the secret file, creating it (mode 0600) on first use so tokens survive restarts. */
function jwtSecretFor(dataDir: string): string {
  ensureDataDir(dataDir)
  const file = join(dataDir, 'jwt.secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString('base64url')
  writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' })
  chmodSync(file, 0o600)
  return secret
}

/**
 * The only reader of the environment. Flags win over env; env wins over defaults.
 * `env` defaults to `process.env`, and tests pass their own.
 */
export function loadConfig(flags: ConfigFlags = {}, env: Env = process.env): Config {
  // note: an empty value would be the current directory, where a stray registry then appears
  if (flags.data !== undefined && flags.data.trim() === '') throw new Error('--data needs a directory')
  if (flags.data === undefined && env.CMS_DATA_DIR !== undefined && env.CMS_DATA_DIR.trim() === '') throw new Error('CMS_DATA_DIR is empty: name a directory, or unset it for ./data')
  const dataDir = resolve(flags.data ?? env.CMS_DATA_DIR ?? './data')
  const locales = (env.CMS_LOCALES ?? 'fr,en')
    .split(',')
    .map((l) => l.trim())
    .filter(Boolean)
  if (locales.length === 0 || locales.some((l) => !/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(l))) {
    throw new Error(`CMS_LOCALES must be a comma-separated list of locale codes, got "${env.CMS_LOCALES}"`)
  }
  const twice = locales.find((l, i) => locales.indexOf(l) !== i)
  if (twice) throw new Error(`CMS_LOCALES names "${twice}" twice, got "${env.CMS_LOCALES}"`)
  const rawPort = String(flags.port ?? env.CMS_PORT ?? '8080')
  // note: port 0 asks the system for a free port (tests, side-by-side benchmarks)
  const port = Number(rawPort)
  if (!/^\d+$/.test(rawPort.trim()) || port > 65535) throw new Error(`port must be an integer from 0 to 65535, got "${rawPort}"`)
  const secret = env.CMS_JWT_SECRET
  if (secret !== undefined && secret.length < 32) throw new Error('CMS_JWT_SECRET must hold at least 32 characters')
  let jwtSecret = secret
  const s3 = s3Settings(env)
  const config = {
    dataDir,
    host: flags.host ?? env.CMS_HOST ?? '0.0.0.0',
    port,
    baseUrl: baseUrlOf(env.CMS_BASE_URL),
    // note: read (or created) on first use, so commands that sign nothing write no secret file
    get jwtSecret(): string {
      jwtSecret ??= jwtSecretFor(dataDir)
      return jwtSecret
    },
    locales: Object.freeze(locales),
    localeChains: Object.freeze(fallbackChains(locales, parseFallbacks(env.CMS_LOCALE_FALLBACK ?? '', locales))),
    trustProxy: proxyHops(env.CMS_TRUST_PROXY),
    rateAnon: parseRate(env.CMS_RATE_ANON ?? '100/15m'),
    rateAuth: parseRate(env.CMS_RATE_AUTH ?? '1000/15m'),
    maxUploadMb: positiveInt('CMS_MAX_UPLOAD_MB', env.CMS_MAX_UPLOAD_MB ?? '50'),
    tokenTtlSeconds: positiveDuration('CMS_TOKEN_TTL', env.CMS_TOKEN_TTL ?? '1h'),
    refreshTtlSeconds: positiveDuration('CMS_REFRESH_TTL', env.CMS_REFRESH_TTL ?? '30d'),
    previewTtlSeconds: positiveDuration('CMS_PREVIEW_TTL', env.CMS_PREVIEW_TTL ?? '1h'),
    webhookAllowPrivate: flag('CMS_WEBHOOK_ALLOW_PRIVATE', env.CMS_WEBHOOK_ALLOW_PRIVATE),
    webhookRetryScheduleMs: Object.freeze(parseDelays(env.CMS_WEBHOOK_RETRY_SCHEDULE ?? '1s,5s,30s,2m,10m')),
    webhookTimeoutMs: parseDelay(env.CMS_WEBHOOK_TIMEOUT ?? '10s'),
    maxOpenTenants: positiveInt('CMS_MAX_OPEN_TENANTS', env.CMS_MAX_OPEN_TENANTS ?? '256'),
    workerIntervalMs: positiveInt('CMS_WORKER_INTERVAL_MS', env.CMS_WORKER_INTERVAL_MS ?? '1000'),
    deliveryRetentionDays: nonNegativeInt('CMS_DELIVERY_RETENTION_DAYS', env.CMS_DELIVERY_RETENTION_DAYS ?? '30'),
    searchCatchUpMs: positiveInt('CMS_SEARCH_CATCHUP_MS', env.CMS_SEARCH_CATCHUP_MS ?? '50'),
    corsOrigins: (env.CMS_CORS_ORIGINS ?? '*').split(',').map((o) => o.trim()).filter(Boolean),
    shutdownTimeoutMs: parseDuration(env.CMS_SHUTDOWN_TIMEOUT ?? '10s') * 1000,
    transforms: transformMode(env.CMS_TRANSFORMS ?? 'any'),
    transformMax: positiveInt('CMS_TRANSFORM_MAX', env.CMS_TRANSFORM_MAX ?? '4096'),
    transformPresets: Object.freeze(parsePresets(env.CMS_TRANSFORM_PRESETS ?? '')),
    transformCacheBytes: positiveInt('CMS_TRANSFORM_CACHE_MB', env.CMS_TRANSFORM_CACHE_MB ?? '256') * 1024 * 1024,
    readCacheBytes: nonNegativeInt('CMS_READ_CACHE_MB', env.CMS_READ_CACHE_MB ?? '16') * 1024 * 1024,
    transformConcurrency: positiveInt('CMS_TRANSFORM_CONCURRENCY', env.CMS_TRANSFORM_CONCURRENCY ?? String(availableParallelism())),
    transformWaitMs: parseDelay(env.CMS_TRANSFORM_WAIT ?? '10s'),
    minFreeMb: nonNegativeInt('CMS_MIN_FREE_MB', env.CMS_MIN_FREE_MB ?? '64'),
    // note: the CPUs this process may run on (its affinity), as the OS reports them
    workers: positiveInt('workers', String(flags.workers ?? env.CMS_WORKERS ?? availableParallelism())),
    mediaStore: mediaStoreOf(env, s3),
    s3,
    backup: backupOutsideMedia(backupSchedule(env), mediaStoreOf(env, s3), s3),
    logFormat: logFormat(env.CMS_LOG_FORMAT ?? 'text'),
    metricsToken: metricsToken(env.CMS_METRICS_TOKEN),
    metricsTenants: nonNegativeInt('CMS_METRICS_TENANTS', env.CMS_METRICS_TENANTS ?? '100'),
    eventsRetentionDays: nonNegativeInt('CMS_EVENTS_RETENTION_DAYS', env.CMS_EVENTS_RETENTION_DAYS ?? '90'),
    streamsPerTenant: positiveInt('CMS_STREAMS_PER_TENANT', env.CMS_STREAMS_PER_TENANT ?? '100'),
    streamPollMs: positiveInt('CMS_STREAM_POLL_MS', env.CMS_STREAM_POLL_MS ?? '25'),
    streamKeepaliveMs: parseDelay(env.CMS_STREAM_KEEPALIVE ?? '15s'),
  }
  return Object.freeze(config)
}

/**
 * Help and errors of the CLI (citty) are coloured unless NO_COLOR is set: escape codes in a pipe
 * or a log file are noise. FORCE_COLOR keeps them. Called before citty is loaded.
 */
export function plainUnlessTerminal(): void {
  if (!process.stdout.isTTY && process.env.FORCE_COLOR === undefined) process.env.NO_COLOR ??= '1'
}
