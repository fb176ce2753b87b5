/** Plain strings: free text, slugs and one value of a fixed list. */
import { CODES, violation } from '../../lib/problem'
import { SLUG_MAX, SLUG_PATTERN } from '../../lib/slug'
import { exactText, partialText, scalar, wrongType, type Common, type Field, type FilterStrategy } from '../field-base'
import { Nullable, Type } from '../schema'
import { INVALID } from '../types'

/**
 * An absolute http(s) URL with a host, written as a URL is: no spaces or control characters (a
 * CR LF sent on into a `Location` header would start another header).
 */
export const isHttpUrl = (value: string) => /^https?:\/\/[^\s/?#]+/i.test(value) && !/[\s\p{Cc}]/u.test(value) && URL.canParse(value)

const FORMATS = { email: 'email', url: 'uri' } as const

type TextOpts = Common & { pattern?: RegExp; max?: number; default?: string | null; nullable?: boolean; format?: 'email' | 'url' | 'url-or-path' | 'path' }

/** Exact and partial matches on the column. */
function textFilter(this: Field, strategy: FilterStrategy) {
  if (strategy === 'exact') return exactText(() => this.column)
  if (strategy === 'partial') return partialText(() => this.column)
  return undefined
}

/**
 * A path on this site: one `/` first. note: `//host` and `/\\host` are URLs of another host to a
 * browser (protocol-relative), which a redirect or a menu link would send visitors to.
 */
const isPath = (value: string) => /^\/(?![/\\])/.test(value) && !/\p{Cc}/u.test(value)

/** A path a browser is sent to as it is (a redirect's target): no spaces either (`%20`). */
const isTargetPath = (value: string) => isPath(value) && !/\s/u.test(value)

/**
 * A plain string; a null resets it (to null when `nullable`, else to its default or ''). An
 * empty string is kept, unless the field has a default and a pattern that refuses it (`type`).
 * @example f.text({ required: true, pattern: /^[a-z]+$/, max: 100 })
 */
export function text(opts: TextOpts = {}): Field {
  const nullable = opts.nullable ?? false
  const format = opts.format === 'email' || opts.format === 'url' ? FORMATS[opts.format] : undefined
  const schema = () =>
    Type.String({ ...(format ? { format } : {}), ...(opts.pattern ? { pattern: opts.pattern.source } : {}), ...(opts.max ? { maxLength: opts.max } : {}) })
  return scalar('text', 'TEXT', opts, {
    defaultValue: () => opts.default ?? (nullable ? null : ''),
    parse(input, path, ctx) {
      if (input === null && nullable) return null
      if (input === null) return opts.default ?? ''
      if (typeof input !== 'string') wrongType(path, 'string', input)
      const value = opts.format === 'email' ? input.trim().toLowerCase() : input.trim()
      if (value === '' && !(opts.default && opts.pattern && !opts.pattern.test(''))) return value
      if (opts.max && value.length > opts.max) {
        ctx.violations.push({ propertyPath: path, message: `This value is too long. It should have ${opts.max} characters or less.`, code: CODES.tooLong })
        return INVALID
      }
      if (opts.format === 'email' && !/^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u.test(value)) {
        ctx.violations.push(violation(path, 'email'))
        return INVALID
      }
      if (opts.format === 'path' && !isPath(value)) {
        ctx.violations.push({ propertyPath: path, message: 'This value should be a path starting with "/", without control characters.', code: CODES.regex })
        return INVALID
      }
      if (opts.format === 'url' && !isHttpUrl(value)) {
        ctx.violations.push(violation(path, 'url'))
        return INVALID
      }
      if (opts.format === 'url-or-path' && !isTargetPath(value) && !isHttpUrl(value)) {
        ctx.violations.push(violation(path, 'url'))
        return INVALID
      }
      if (opts.pattern && !opts.pattern.test(value)) {
        ctx.violations.push(violation(path, 'regex'))
        return INVALID
      }
      return value
    },
    readSchema: () => (nullable ? Nullable(schema()) : schema()),
    writeSchema: () => Nullable(schema()),
    filter: textFilter,
  })
}

/**
 * A URL slug, unique per site. Derived from `from` (default-locale value) when absent.
 * @example f.slug({ from: 'title' })
 */
export function slug(opts: Common & { from?: string; pattern?: RegExp } = {}): Field {
  const pattern = opts.pattern ?? SLUG_PATTERN
  return { ...text({ ...opts, pattern, max: SLUG_MAX }), kind: 'slug', slugFrom: opts.from, unique: true }
}

/**
 * One value of a fixed list; a null gives the default.
 * @example f.enumOf(['draft', 'published'], { default: 'draft' })
 */
export function enumOf(values: readonly string[], opts: Common & { default: string }): Field {
  const schema = () => Type.String({ enum: [...values], default: opts.default })
  return scalar('enum', 'TEXT', opts, {
    defaultValue: () => opts.default,
    parse(input, path, ctx) {
      if (input === null || input === undefined) return opts.default
      if (typeof input !== 'string') wrongType(path, 'string', input)
      if (!values.includes(input as string)) {
        ctx.violations.push(violation(path, 'choice'))
        return INVALID
      }
      return input
    },
    readSchema: schema,
    writeSchema: () => Nullable(schema()),
    filter: textFilter,
  })
}
