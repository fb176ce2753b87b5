/**
 * RFC 7807 problems: the only module that knows the error body shape. Handlers throw
 * `problem.x(detail)` or `violations([...])`; `toResponse` turns any thrown value into a
 * problem response, and nothing internal (stack, SQL) ever reaches a client.
 */
import { faultOf, noteFault } from './faults'
import { sizedResponse } from './body-size'
import { logError } from './log'

export type Violation = { propertyPath: string; message: string; code: string }

/** Symfony's violation codes, as the spec shows them (plus the other constraints we use). */
export const CODES = {
  notBlank: 'c1051bb4-d103-4f74-8988-acbcafc7fdc3',
  unique: '23bd9dbf-6b9b-41cd-a99e-4844bcf3077f',
  choice: '8e179f1b-97aa-4560-a02f-2a8b42e49df7',
  regex: 'de1e3db3-5ed4-4941-aae4-59f3667cc3a3',
  type: 'ba785a8c-82cb-4283-967c-3cf342181b40',
  tooLong: 'd94b19cc-114f-4f44-9cc4-4138e80a87b9',
  tooShort: '9ff3fdc4-b214-49db-8718-39c315e33d45',
  noSuchField: '7703c766-b5d5-4cef-ace7-ae0dd82304e9',
  email: 'bd79c0ab-ddba-46cc-a703-a7a4b08de310',
  url: '57c2f299-1154-4870-89bb-ef3b1f5ad229',
  greaterThan: '778b7ae0-84d3-481a-9dec-35fdb64b1d78',
  range: '04b91c99-a946-4221-afc5-e65ebac401eb',
  count: 'bef8e338-6ae5-4caf-b8e2-50e7b0579e69',
  // ours: a redirect that would lead back to its own source
  loop: '4c2d4a0e-6f0b-4f4b-9d55-2a8f2f7c1e93',
} as const

export const MESSAGES = {
  notBlank: 'This value should not be blank.',
  unique: 'This value is already used.',
  choice: 'The value you selected is not a valid choice.',
  regex: 'This value is not valid.',
  noSuchField: 'This field was not expected.',
  email: 'This value is not a valid email address.',
  url: 'This value is not a valid URL.',
} as const

export const violation = (propertyPath: string, kind: keyof typeof MESSAGES): Violation => ({
  propertyPath,
  message: MESSAGES[kind],
  code: CODES[kind],
})

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  422: 'Validation Failed',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  507: 'Insufficient Storage',
}

export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly title: string = TITLES[status] ?? 'Error',
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(detail)
  }
}

export const problem = {
  badRequest: (detail: string) => new ProblemError(400, detail),
  // RFC 7235: a 401 names its scheme; RFC 6750 adds why a token given was refused
  unauthorized: (detail: string) => new ProblemError(401, detail, undefined, {}, { 'WWW-Authenticate': 'Bearer' }),
  invalidToken: (detail: string) =>
    new ProblemError(401, detail, undefined, {}, { 'WWW-Authenticate': 'Bearer error="invalid_token"' }),
  forbidden: (detail = 'Access Denied.') => new ProblemError(403, detail),
  notFound: (detail = 'Not Found') => new ProblemError(404, detail),
  methodNotAllowed: (allow: string[]) =>
    new ProblemError(405, `No route found: method not allowed (Allow: ${allow.join(', ')}).`, undefined, {}, {
      Allow: allow.join(', '),
    }),
  conflict: (detail: string) => new ProblemError(409, detail),
  gone: (detail: string) => new ProblemError(410, detail),
  preconditionFailed: () =>
    new ProblemError(412, 'The resource has been modified. Please refresh and try again.'),
  payloadTooLarge: (detail: string, title?: string, extra?: Record<string, unknown>) =>
    new ProblemError(413, detail, title, extra),
  unsupportedMediaType: (detail: string) => new ProblemError(415, detail),
  rangeNotSatisfiable: (size: number) =>
    new ProblemError(416, `The requested range is outside the file (${size} bytes).`, undefined, {}, {
      'Content-Range': `bytes */${size}`,
    }),
  tooManyRequests: (retryAfter: number, rateLimit: { limit: number; remaining: number; reset: number }) =>
    new ProblemError(
      429,
      'Rate limit exceeded. Please retry later.',
      undefined,
      { retry_after: retryAfter, rate_limit: rateLimit },
      { 'Retry-After': String(retryAfter) },
    ),
  /**
   * CONTRACT §14: too many failed sign-ins for the account; the same for unknown emails. Its
   * `rate_limit` is the account's: `limit` failures, none left, `reset` when the lock ends.
   */
  signInLocked: (retryAfter: number, rateLimit: { limit: number; remaining: number; reset: number }, detail = 'Too many failed sign-ins for this account. Please retry later.') =>
    new ProblemError(
      429,
      detail,
      undefined,
      { retry_after: retryAfter, rate_limit: rateLimit },
      // the headers say what the body says: this account's limit, not the request's bucket
      {
        'Retry-After': String(retryAfter),
        'X-RateLimit-Limit': String(rateLimit.limit),
        'X-RateLimit-Remaining': String(rateLimit.remaining),
        'X-RateLimit-Reset': String(rateLimit.reset),
      },
    ),
  internal: () => new ProblemError(500, 'An internal error occurred.'),
  /** CONTRACT §14: a write found no room (SQLITE_FULL, ENOSPC). */
  insufficientStorage: () => new ProblemError(507, 'No space left to store this change.'),
  /** The object storage unreachable or refusing: worth retrying in a while. */
  storageUnavailable: () =>
    new ProblemError(503, 'The media storage is unavailable; retry shortly.', 'Service Unavailable', { retry_after: 5 }, { 'Retry-After': '5' }),
  /** CONTRACT §14: a database still locked after its busy timeout; worth retrying at once. */
  busy: () =>
    new ProblemError(503, 'The database is busy; please retry.', undefined, { retry_after: 1 }, { 'Retry-After': '1' }),
  unavailable: (detail: string, retryAfter: number) =>
    new ProblemError(503, detail, undefined, { retry_after: retryAfter }, { 'Retry-After': String(retryAfter) }),
}

/** A 422 carrying violations; `detail` is the first as `<propertyPath>: <message>` (spec §7). */
export function violations(list: Violation[]): ProblemError {
  const detail = list.length ? `${list[0]!.propertyPath}: ${list[0]!.message}` : 'Validation failed.'
  return new ProblemError(422, detail, 'Validation Failed', { violations: list })
}

const TYPE_URI = 'https://tools.ietf.org/html/rfc7807'

export function problemBody(err: ProblemError): Record<string, unknown> {
  return { type: TYPE_URI, title: err.title, status: err.status, detail: err.detail, ...err.extra }
}

/** Host conditions (faults.ts) as problems; they are logged once a minute, not per request. */
function faultProblem(err: unknown): ProblemError | null {
  const fault = faultOf(err)
  if (!fault) return null
  noteFault(fault, err)
  if (fault === 'newer-schema') return problem.internal()
  if (fault === 'storage') return problem.storageUnavailable()
  return fault === 'no-space' ? problem.insufficientStorage() : problem.busy()
}

/** Any thrown value → a problem response. Unknown errors are logged and become a bare 500. */
export function toResponse(err: unknown, headers: Record<string, string> = {}): Response {
  let p: ProblemError
  if (err instanceof ProblemError) p = err
  else if (isSqliteConstraint(err)) p = problem.conflict('The resource conflicts with an existing one.')
  // the client went away in the middle of its body: its request, not a fault of the server's
  else if (isCutOff(err)) p = problem.badRequest('The request was cut off: the connection closed before its body ended.')
  else {
    const fault = faultProblem(err)
    if (fault) p = fault
    else {
      logError('unexpected error', err)
      p = problem.internal()
    }
  }
  return sizedResponse(JSON.stringify(problemBody(p)), {
    status: p.status,
    headers: { 'Content-Type': 'application/problem+json', ...p.headers, ...headers },
  })
}

/** Bun's error for a body whose connection closed before its end. */
function isCutOff(err: unknown): boolean {
  return (err as { name?: unknown })?.name === 'AbortError' && /connection was closed/i.test(String((err as { message?: unknown }).message))
}

function isSqliteConstraint(err: unknown): boolean {
  const code = (err as { code?: unknown })?.code
  return typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT')
}
