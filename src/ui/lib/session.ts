/**
 * The signed-in session: tenant, tokens, chosen site. Kept in sessionStorage (one per tab) so
 * two tabs never fight over one rotating refresh token. The access token is renewed quietly
 * with POST /auth/refresh shortly before it expires (and by api.ts on a 401).
 */
import { createStore } from './store'
import type { TokenPair } from './types'

export type Session = {
  tenant: string
  email: string
  token: string
  refreshToken: string
  /** Epoch ms when the access token expires. */
  expiresAt: number
  siteId: string | null
}

const KEY = 'cms-ui-session'
const LAST_KEY = 'cms-ui-last-sign-in'

function load(): Session | null {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Session | null
  } catch {
    return null
  }
}

export const session = createStore<Session | null>(load())
/** Why the user was sent back to the sign-in screen, if not by choice. */
export const signOutReason = createStore<string | null>(null)

let timer: ReturnType<typeof setTimeout> | undefined

session.subscribe((s) => {
  if (s) sessionStorage.setItem(KEY, JSON.stringify(s))
  else sessionStorage.removeItem(KEY)
  schedule(s)
})

/** Renews a minute before expiry (or at 80% of a short lifetime). */
function schedule(s: Session | null): void {
  clearTimeout(timer)
  if (!s) return
  const left = s.expiresAt - Date.now()
  const lead = Math.min(60_000, left * 0.2)
  timer = setTimeout(() => void refreshTokens(), Math.max(0, left - lead))
}

export function withTokens(
  base: Omit<Session, 'token' | 'refreshToken' | 'expiresAt'>,
  pair: TokenPair,
): Session {
  return {
    ...base,
    token: pair.token,
    refreshToken: pair.refresh_token,
    expiresAt: Date.now() + pair.expires_in * 1000,
  }
}

export function rememberSignIn(tenant: string, email: string): void {
  localStorage.setItem(LAST_KEY, JSON.stringify({ tenant, email }))
}

export function lastSignIn(): { tenant: string; email: string } {
  try {
    return { tenant: '', email: '', ...JSON.parse(localStorage.getItem(LAST_KEY) ?? '{}') }
  } catch {
    return { tenant: '', email: '' }
  }
}

export function signOut(reason: string | null = null): void {
  signOutReason.set(reason)
  session.set(null)
}

let pending: Promise<boolean> | null = null

/** Trades the refresh token for a new pair; concurrent callers share one request. */
export function refreshTokens(): Promise<boolean> {
  const s = session.get()
  if (!s) return Promise.resolve(false)
  pending ??= (async () => {
    try {
      const res = await fetch('/auth/refresh', {
        method: 'POST',
        headers: { 'X-Tenant-Id': s.tenant, 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: s.refreshToken }),
      })
      if (!res.ok) {
        signOut('Your session has expired. Please sign in again.')
        return false
      }
      const current = session.get()
      if (current) session.set(withTokens(current, (await res.json()) as TokenPair))
      return true
    } catch {
      return false
    } finally {
      pending = null
    }
  })()
  return pending
}

schedule(session.get())
