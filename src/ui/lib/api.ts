/**
 * Every call to the API goes through here: tenant, bearer and site headers, JSON bodies,
 * ETags, and errors turned into RFC 7807 problems (ApiError). A 401 gets one quiet token
 * refresh and a retry before the user is sent back to the sign-in screen.
 */
import { refreshTokens, session, signOut } from './session'
import type { Problem } from './types'

export class ApiError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail)
  }
  get status(): number {
    return this.problem.status
  }
}

export type ApiResult<T> = { data: T; etag: string | null; status: number }

export type RequestOptions = {
  body?: unknown
  ifMatch?: string | null
  headers?: Record<string, string>
  /** false: no bearer token (sign-in, public delivery). */
  auth?: boolean
  /** Overrides the session's tenant (sign-in, preview links). */
  tenant?: string
  /** Overrides the session's site; null sends no X-Site-Id. */
  site?: string | null
}

export function headersFor(opts: RequestOptions): Record<string, string> {
  const s = session.get()
  const headers: Record<string, string> = {
    Accept: 'application/ld+json, application/json',
    ...opts.headers,
  }
  const tenant = opts.tenant ?? s?.tenant
  if (tenant) headers['X-Tenant-Id'] = tenant
  if (opts.auth !== false && s) headers.Authorization = `Bearer ${s.token}`
  const site = opts.site === undefined ? s?.siteId : opts.site
  if (site) headers['X-Site-Id'] = site
  if (opts.ifMatch) headers['If-Match'] = opts.ifMatch
  return headers
}

/** Any failure body → a problem, so screens only ever show `detail` and violations. */
export function problemFrom(status: number, statusText: string, body: unknown): Problem {
  if (body && typeof body === 'object' && 'detail' in body) return body as Problem
  return {
    title: statusText || 'Error',
    status,
    detail: typeof body === 'string' && body ? body : `The server answered ${status}.`,
  }
}

export function toProblem(err: unknown): Problem {
  if (err instanceof ApiError) return err.problem
  const message = err instanceof Error ? err.message : String(err)
  return {
    title: 'Network error',
    status: 0,
    detail: `The server could not be reached (${message}).`,
  }
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text()
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

export async function request<T = unknown>(
  method: string,
  path: string,
  opts: RequestOptions = {},
): Promise<ApiResult<T>> {
  const send = () => {
    const headers = headersFor(opts)
    let body: string | undefined
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body)
      headers['Content-Type'] = 'application/json'
    }
    return fetch(path, { method, headers, body })
  }
  let res: Response
  try {
    res = await send()
    if (res.status === 401 && opts.auth !== false && session.get()) {
      if (await refreshTokens()) res = await send()
      else signOut('Your session has expired. Please sign in again.')
    }
  } catch (err) {
    throw new ApiError(toProblem(err))
  }
  const data = await readBody(res)
  if (!res.ok) throw new ApiError(problemFrom(res.status, res.statusText, data))
  return { data: data as T, etag: res.headers.get('etag'), status: res.status }
}

export const api = {
  get: <T = any>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
  post: <T = any>(path: string, body?: unknown, opts?: RequestOptions) =>
    request<T>('POST', path, { ...opts, body }),
  put: <T = any>(path: string, body: unknown, opts?: RequestOptions) =>
    request<T>('PUT', path, { ...opts, body }),
  patch: <T = any>(path: string, body: unknown, opts?: RequestOptions) =>
    request<T>('PATCH', path, { ...opts, body }),
  delete: (path: string, opts?: RequestOptions) => request<null>('DELETE', path, opts),
}
