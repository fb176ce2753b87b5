/**
 * Case- and accent-insensitive form of a text: `Été` → `ete`. Used for the folded shadow
 * columns that multilingual filters match against, and for the filter terms themselves.
 */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase()
}

/** Escapes LIKE wildcards so user text matches literally (used with `ESCAPE '\'`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => '\\' + c)
}
