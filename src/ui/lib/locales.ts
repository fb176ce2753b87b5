/**
 * Content locales from GET /admin/locales (the configured CMS_LOCALES, first = default). An
 * older server without that endpoint falls back to the spec's documented pair, fr and en.
 */
import { api } from './api'
import { createStore } from './store'

export type Locales = { list: string[]; fallback: boolean }

export const locales = createStore<Locales>({ list: ['fr', 'en'], fallback: true })

export async function loadLocales(): Promise<void> {
  try {
    const { data } = await api.get<{ locales: string[] }>('/admin/locales', { site: null })
    if (Array.isArray(data.locales) && data.locales.length)
      locales.set({ list: data.locales, fallback: false })
  } catch {
    locales.set({ list: ['fr', 'en'], fallback: true })
  }
}
