import { fold } from './fold'
import { spellOut } from './spelling'

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const SLUG_MAX = 200

/** `Été à Paris !` → `ete-a-paris`; empty string when nothing usable is left. */
export function slugify(text: string): string {
  // NFKC first: compatibility ligatures (ﬁ) become their letters
  return fold(spellOut(text.normalize('NFKC').toLowerCase()))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '')
}
