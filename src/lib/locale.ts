/**
 * One locale out of a multilingual value (CONTRACT §11): the fallback chains and the pick along
 * a chain. Pure, so the serialiser, the filters' SQL function and the config share one rule.
 */

/** A multilingual value as stored: locale → text. */
export type LocaleTexts = Readonly<Record<string, string>>

/**
 * Each configured locale's chain: itself, then the default locale (the first), then the others
 * in configured order. An override (`CMS_LOCALE_FALLBACK=en:fr`) replaces what follows the locale.
 */
export function fallbackChains(locales: readonly string[], overrides: Readonly<Record<string, readonly string[]>> = {}): Record<string, readonly string[]> {
  const chains: Record<string, readonly string[]> = {}
  for (const locale of locales) {
    const rest = overrides[locale] ?? [locales[0]!, ...locales]
    chains[locale] = Object.freeze([...new Set([locale, ...rest])])
  }
  return chains
}

/**
 * `en:fr,fr:en` (or `pt:es:en` for a longer chain) → locale → what it falls back to. Every code
 * must be configured: a typo would otherwise silently fall back to nothing.
 */
export function parseFallbacks(spec: string, locales: readonly string[]): Record<string, readonly string[]> {
  const out: Record<string, readonly string[]> = {}
  for (const entry of spec.split(',').map((e) => e.trim()).filter(Boolean)) {
    const [locale, ...rest] = entry.split(':').map((c) => c.trim())
    const codes = [locale!, ...rest]
    const unknown = codes.find((c) => !locales.includes(c))
    if (rest.length === 0 || unknown !== undefined) {
      throw new Error(`CMS_LOCALE_FALLBACK must list configured locales as locale:fallback[:fallback…], separated by commas; got "${entry}"`)
    }
    out[locale!] = rest
  }
  return out
}

const isShown = (text: string | undefined): text is string => typeof text === 'string' && text.trim() !== ''

/** The value in the chain's first locale that holds a non-blank text; null when none does. */
export function pickLocale(value: LocaleTexts | null | undefined, chain: readonly string[]): string | null {
  if (!value) return null
  for (const locale of chain) {
    const text = value[locale]
    if (isShown(text)) return text
  }
  return null
}
