/**
 * `?locale=<code>&fallback=false` of a GET (CONTRACT §11): which locale a read shows, and the
 * `Content-Language` that says so. Without `locale` nothing changes (null).
 */
import { problem } from '../lib/problem'
import type { ReadLocale } from '../registry/types'
import type { Scope } from '../store/repository'
import type { RequestContext } from './context'

/** The requested locale and its chain; null without `locale` (an empty value counts as absent). */
export function readLocale(rc: RequestContext, name = 'locale'): ReadLocale | null {
  const code = rc.url.params.get(name)
  if (code === null || code === '') return null
  // note: own keys only: `?locale=constructor` must not find Object.prototype's
  const chains = rc.app.config.localeChains
  const chain = Object.hasOwn(chains, code) ? chains[code] : undefined
  if (!chain) throw problem.badRequest(`Unknown locale "${code}".`)
  const fallback = rc.url.params.get('fallback')
  if (fallback === null || fallback === '' || fallback === 'true' || fallback === '1') return { code, chain }
  if (fallback !== 'false' && fallback !== '0') throw problem.badRequest(`Invalid fallback "${fallback}"; use true or false.`)
  return { code, chain: [code] }
}

/** The request's scope, showing the request's locale when it names one. */
export function readScope(rc: RequestContext, prefix: '/admin' | '/public', locale: ReadLocale | null): Scope {
  const scope = rc.scope(prefix)
  if (locale) scope.locale = locale
  return scope
}

/** `headers` plus `Content-Language` when a locale was asked for (the same object otherwise). */
export const withLanguage = (locale: ReadLocale | null, headers: Record<string, string> = {}): Record<string, string> =>
  locale ? { ...headers, 'Content-Language': locale.code } : headers
