/**
 * A multilingual string: `{ "fr": "…", "en": "…" }` over the configured locales. A folded copy
 * (lower-case, accents and HTML removed) is kept in `<column>_fold` for the multilingual filter.
 */
import { fold } from '../../lib/fold'
import { htmlToText } from '../../lib/html-text'
import { violation } from '../../lib/problem'
import { base, partialText, wrongType, type Common, type Field } from '../field-base'
import { Nullable, Type } from '../schema'
import { INVALID, type WriteCtx } from '../types'

type Locales = readonly string[]

const byLocale = (locales: Locales, value: () => ReturnType<typeof Type.String> | ReturnType<typeof Nullable>) =>
  Type.Object(Object.fromEntries(locales.map((l) => [l, Type.Optional(value())])), { additionalProperties: false })

function parseObject(input: unknown, path: string, ctx: WriteCtx, allowNull: boolean): Record<string, string | null> | typeof INVALID {
  if (input === null) return {}
  if (typeof input !== 'object' || Array.isArray(input)) wrongType(path, 'object', input)
  const out: Record<string, string | null> = {}
  let ok = true
  for (const [locale, value] of Object.entries(input as Record<string, unknown>)) {
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
    note: 'Multilingual: an object keyed by locale',
    column: '',
    columns: { '': 'TEXT', _fold: 'TEXT' },
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
      return { [this.column]: JSON.stringify(obj), [this.column + '_fold']: folded }
    },
    fromRow(row) {
      return JSON.parse(row[this.column] ?? '{}')
    },
    output: (value) => value,
    // note: written by toColumns as JSON.stringify of the object, so the text is the output
    storedJson(row) {
      return (row[this.column] as string | null) || '{}'
    },
    readSchema: ({ locales }) => ({ ...byLocale(locales, () => Type.String()), ...description }),
    // a null locale is dropped on create and removes the locale on PATCH; a null object clears all
    writeSchema: ({ locales }) => Nullable({ ...byLocale(locales, () => Nullable(Type.String())), ...description }),
    filter(strategy) {
      const text = 'Multilingual search: case- and accent-insensitive partial match in any locale'
      return strategy === 'i18n' ? partialText(() => this.column + '_fold', text, fold) : undefined
    },
    term: (id) => ({ '@id': id, '@container': '@language' }),
    range: 'rdf:langString',
  }
}
