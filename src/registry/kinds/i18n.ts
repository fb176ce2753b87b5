/**
 * A multilingual string: `{ "fr": "…", "en": "…" }` over the configured locales. A folded copy
 * (lower-case, accents and HTML removed) is kept in `<column>_fold` for the multilingual filter;
 * for an HTML field, zstd-packed in `<column>_fold_packed` (`packedContains`).
 * With `?locale=` (CONTRACT §11) the value is shown as one string, and the filter matches that
 * string: see `shownContains`.
 */
import { escapeLike, fold } from '../../lib/fold'
import { htmlToText } from '../../lib/html-text'
import { packText, unpackText } from '../../lib/packed-json'
import { pickLocale, type LocaleTexts } from '../../lib/locale'
import { violation } from '../../lib/problem'
import { base, wrongType, type Common, type Field } from '../field-base'
import { Nullable, Type, type TSchema } from '../schema'
import { INVALID, type SqlValue, type WriteCtx } from '../types'

/** The SQL function behind the filter with `?locale=`; the store registers it on every tenant database. */
export const SHOWN_CONTAINS_SQL = 'cms_shown_contains'

let lastChain: { text: string; locales: readonly string[] } = { text: '[]', locales: [] }

/**
 * Does the text shown for `json` along `chain` contain `term` (already folded)? The text is
 * folded as the `_fold` column folds it, so both filters agree on what matches.
 */
export function shownContains(json: string | null, chain: string, term: string, html: number): number {
  if (json === null) return 0
  // one query passes the same chain for every row: parse it once
  if (chain !== lastChain.text) lastChain = { text: chain, locales: JSON.parse(chain) as string[] }
  const shown = pickLocale(JSON.parse(json) as LocaleTexts, lastChain.locales)
  return shown !== null && fold(html ? htmlToText(shown) : shown).includes(term) ? 1 : 0
}

/** The SQL function behind the filter of an HTML field; the store registers it on every tenant database. */
export const PACKED_CONTAINS_SQL = 'cms_packed_contains'

/**
 * Does the packed folded text (`<column>_fold_packed`) contain `term` (already folded)? What
 * `<column>_fold LIKE '%term%'` answers for a field that keeps its fold as text; no fold (an
 * empty field) is the empty text.
 */
export function packedContains(packed: Uint8Array | null, term: string): number {
  if (term === '') return 1
  return packed !== null && unpackedOnce(packed).includes(term) ? 1 : 0
}

/**
 * The last copy unpacked: a filter of several values calls `packedContains` once a value on the
 * same row, and unpacking was the whole cost (42 ms a value on 3,000 articles). Comparing the
 * bytes is a memcmp; SQLite hands a new array each call.
 */
let lastPacked: Buffer | null = null
let lastText = ''
function unpackedOnce(packed: Uint8Array): string {
  const bytes = Buffer.from(packed.buffer, packed.byteOffset, packed.byteLength)
  if (lastPacked === null || !lastPacked.equals(bytes)) {
    lastText = unpackText(packed)
    // note: kept, not copied: each call's array is a fresh copy of the row's value
    lastPacked = bytes
  }
  return lastText
}

/**
 * The most values of one filter on an HTML field: each value is one more scan of every body
 * (a list of 100 took 4.3 s on 3,000 articles, the thread blocked for other tenants meanwhile).
 */
const HTML_FILTER_VALUES_MAX = 10

/**
 * An HTML field's folded copy is packed: on 10,000 articles the bodies' fold was 38 of the
 * 91 MiB of the articles table (docs/search.md, "The folded copy of HTML fields").
 */
const FOLD_PACKED = '_fold_packed'

/** The SQL that tells whether a row's folded copy of `column` contains a folded term (one `?`). */
function foldContains(alias: string, column: string, html: boolean): string {
  return html ? `${PACKED_CONTAINS_SQL}(${alias}.${column}${FOLD_PACKED}, ?)` : `${alias}.${column}_fold LIKE ? ESCAPE '\\'`
}

/** The bound value for `foldContains`. */
const foldTerm = (term: string, html: boolean) => (html ? term : `%${escapeLike(term)}%`)

/**
 * The multilingual filter with `?locale=`: the value shown must contain the term. The folded
 * copy holds every locale's text, so it still narrows the rows first (it cannot miss one: the
 * shown text is one of them), and the function only decides between the locales of those.
 */
function shownWhere(alias: string, values: string[], column: string, html: boolean, chain: readonly string[]) {
  const chainJson = JSON.stringify(chain)
  const params: SqlValue[] = []
  const terms = values.map((v) => {
    const term = fold(v)
    params.push(foldTerm(term, html), chainJson, term)
    return `(${foldContains(alias, column, html)} AND ${SHOWN_CONTAINS_SQL}(${alias}.${column}, ?, ?, ${html ? 1 : 0}))`
  })
  return { sql: '(' + terms.join(' OR ') + ')', params }
}

/** The multilingual filter without `?locale=`: any locale's text contains the term. */
function anyWhere(alias: string, values: string[], column: string, html: boolean) {
  const terms = values.map((v) => fold(v))
  return { sql: '(' + terms.map(() => foldContains(alias, column, html)).join(' OR ') + ')', params: terms.map((t) => foldTerm(t, html)) }
}

type Locales = readonly string[]

/**
 * The configured locales, and others: a locale taken out of CMS_LOCALES keeps its texts in the
 * items written before (shown; a null removes it, a text for it is a 422).
 */
const byLocale = (locales: Locales, value: () => ReturnType<typeof Type.String> | ReturnType<typeof Nullable>, other: TSchema) =>
  Type.Object(Object.fromEntries(locales.map((l) => [l, Type.Optional(value())])), { additionalProperties: other })

function parseObject(input: unknown, path: string, ctx: WriteCtx, allowNull: boolean): Record<string, string | null> | typeof INVALID {
  if (input === null) return {}
  if (typeof input !== 'object' || Array.isArray(input)) wrongType(path, 'object', input)
  const out: Record<string, string | null> = {}
  let ok = true
  for (const [locale, value] of Object.entries(input as Record<string, unknown>)) {
    // a null removes a locale, also one no longer configured (CMS_LOCALES lost `de`: items
    // written before still hold it, and this is how it goes)
    if (value === null && !ctx.locales.includes(locale)) {
      if (allowNull) out[locale] = null
      continue
    }
    if (!ctx.locales.includes(locale)) {
      ctx.violations.push(violation(`${path}.${locale}`, 'noSuchField'))
      ok = false
      continue
    }
    if (value === null && allowNull) out[locale] = null
    else if (value === null) continue
    else if (typeof value !== 'string') wrongType(`${path}.${locale}`, 'string', value)
    else out[locale] = value
  }
  return ok ? out : INVALID
}

const strip = (obj: Record<string, string | null>) => {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(obj)) if (v !== null) out[k] = v
  return out
}

/**
 * Written as an object of the configured locales: PATCH merges per locale (CONTRACT §6: absent
 * locales are kept, a null locale is removed); a locale outside them is a 422 (`title.de`).
 * @example f.i18n({ required: true }), f.i18n({ html: true })
 */
export function i18n(opts: Common & { html?: boolean } = {}): Field {
  const description = opts.html ? { description: 'HTML per locale' } : {}
  return {
    ...base('i18n', opts),
    html: opts.html ?? false,
    multilingual: true,
    note: 'Multilingual: an object keyed by locale; one string with ?locale=<code>',
    column: '',
    columns: opts.html ? { '': 'TEXT', [FOLD_PACKED]: 'BLOB' } : { '': 'TEXT', _fold: 'TEXT' },
    defaultValue: () => ({}),
    parse(input, path, ctx) {
      const parsed = parseObject(input, path, ctx, false)
      return parsed === INVALID ? INVALID : strip(parsed)
    },
    merge(current, input, path, ctx) {
      const parsed = parseObject(input, path, ctx, true)
      if (parsed === INVALID) return INVALID
      if (input === null) return {}
      return strip({ ...(current as Record<string, string>), ...parsed })
    },
    isBlank: (value) => !Object.values((value ?? {}) as Record<string, string>).some((v) => v.trim() !== ''),
    toColumns(value) {
      const obj = (value ?? {}) as Record<string, string>
      const folded = Object.values(obj)
        .map((v) => fold(opts.html ? htmlToText(v) : v))
        .join('\n')
      if (opts.html) return { [this.column]: JSON.stringify(obj), [this.column + FOLD_PACKED]: folded === '' ? null : packText(folded) }
      return { [this.column]: JSON.stringify(obj), [this.column + '_fold']: folded }
    },
    fromRow(row) {
      return JSON.parse(row[this.column] ?? '{}')
    },
    // CONTRACT §11: with ?locale= the one string shown (null when no locale of the chain has one)
    output: (value, _row, ctx) => (ctx.localeChain ? pickLocale(value as LocaleTexts, ctx.localeChain) : value),
    // note: written by toColumns as JSON.stringify of the object, so the text is the output
    // (not with ?locale=, where the output is one string)
    storedJson(row, ctx) {
      return ctx.localeChain ? undefined : (row[this.column] as string | null) || '{}'
    },
    // note: null sits in the string branch, since OpenAPI 3.0 wants a `type` beside `nullable`
    readSchema: ({ locales }) =>
      Type.Union([byLocale(locales, () => Type.String(), Type.String({ description: 'A locale no longer configured (CMS_LOCALES): its text, kept from before' })), Nullable(Type.String())], {
        description: `${opts.html ? 'HTML per locale' : 'Text per locale'}: an object keyed by locale; with \`?locale=\`, the one string shown (null when no locale of the fallback chain has one)`,
      }),
    // a null locale is dropped on create and removes the locale on PATCH; a null object clears all
    writeSchema: ({ locales }) =>
      Nullable({ ...byLocale(locales, () => Nullable(Type.String()), Nullable(Type.String({ description: 'A locale no longer configured: null removes its text; a text is a 422' }))), ...description }),
    filter(strategy) {
      if (strategy !== 'i18n') return undefined
      const text = 'Multilingual search: case- and accent-insensitive partial match in any locale (with `locale`: in the value shown)'
      const column = () => this.column
      const html = opts.html ?? false
      return {
        text,
        value: Type.String(),
        where: (alias, values, ctx) => (ctx.localeChain ? shownWhere(alias, values, column(), html, ctx.localeChain) : anyWhere(alias, values, column(), html)),
        ...(html ? { maxValues: HTML_FILTER_VALUES_MAX } : {}),
      }
    },
    term: (id) => ({ '@id': id, '@container': '@language' }),
    range: 'rdf:langString',
  }
}
