/** Numbers and booleans, each in one INTEGER column. */
import { CODES, violation } from '../../lib/problem'
import { anyOf, scalar, wrongType, type Common, type Field, type FieldFilter } from '../field-base'
import { Nullable, Type } from '../schema'
import { INVALID, type Row } from '../types'

/** Exact match on a number column; a query value that is no such number matches nothing. */
function exactNumber(column: () => string, value: ReturnType<typeof Type.Integer> | ReturnType<typeof Type.Boolean>, coerce: (v: string) => number[]): FieldFilter {
  return {
    text: 'Exact match',
    value,
    where: (alias, values) => {
      const nums = values.flatMap(coerce)
      // note: always the list form, so an empty list (nothing parsed) matches nothing
      return nums.length === 1 ? anyOf(`${alias}.${column()}`, nums) : { sql: `${alias}.${column()} IN (SELECT value FROM json_each(?))`, params: [JSON.stringify(nums)] }
    },
  }
}

const integerOf = (v: string) => (/^-?\d+$/.test(v) ? [Number(v)] : [])

/**
 * An integer, optionally restricted to a list or a range; a null gives the default. `nullable`:
 * a read-only one that may have no value (a media file's width when it is no image).
 * @example f.int({ default: 301, oneOf: [301, 302, 307, 308] })
 */
export function int(opts: Common & { default?: number; oneOf?: number[]; min?: number; max?: number; nullable?: boolean } = {}): Field {
  const schema = () =>
    Type.Integer({
      ...(opts.oneOf ? { enum: opts.oneOf } : {}),
      ...(opts.min !== undefined ? { minimum: opts.min } : {}),
      ...(opts.max !== undefined ? { maximum: opts.max } : {}),
      ...(opts.default !== undefined ? { default: opts.default } : {}),
    })
  return scalar('int', 'INTEGER', opts, {
    defaultValue: () => opts.default ?? 0,
    parse(input, path, ctx) {
      if (input === null || input === undefined) return opts.default ?? 0
      if (typeof input !== 'number' || !Number.isInteger(input)) wrongType(path, 'int', input)
      if (opts.oneOf && !opts.oneOf.includes(input)) {
        ctx.violations.push(violation(path, 'choice'))
        return INVALID
      }
      if ((opts.min !== undefined && input < opts.min) || (opts.max !== undefined && input > opts.max)) {
        ctx.violations.push({ propertyPath: path, message: `This value should be between ${opts.min} and ${opts.max}.`, code: CODES.range })
        return INVALID
      }
      return input
    },
    readSchema: () => (opts.nullable ? Nullable(schema()) : schema()),
    writeSchema: () => Nullable(schema()),
    filter(this: Field, strategy) {
      return strategy === 'exact' ? exactNumber(() => this.column, Type.Integer(), integerOf) : undefined
    },
    range: 'xmls:integer',
  })
}

/** A boolean, stored as 0/1; a null gives the default. Filters take `true`/`false` (or 1/0). */
export function bool(opts: Common & { default?: boolean } = {}): Field {
  const schema = () => Type.Boolean({ default: opts.default ?? false })
  return scalar('bool', 'INTEGER', opts, {
    defaultValue: () => opts.default ?? false,
    parse(input, path) {
      if (input === null || input === undefined) return opts.default ?? false
      if (typeof input !== 'boolean') wrongType(path, 'bool', input)
      return input
    },
    toColumns(this: Field, value: unknown) {
      return { [this.column]: value ? 1 : 0 }
    },
    fromRow(this: Field, row: Row) {
      return row[this.column] === 1
    },
    isBlank: () => false,
    readSchema: schema,
    writeSchema: () => Nullable(schema()),
    filter(this: Field, strategy) {
      const coerce = (v: string) => (v === 'true' ? [1] : v === 'false' ? [0] : integerOf(v))
      return strategy === 'exact' ? exactNumber(() => this.column, Type.Boolean(), coerce) : undefined
    },
    range: 'xmls:boolean',
  })
}

/**
 * A number (integer or not) in a closed range, in a REAL column; a null gives the default.
 * @example f.number({ min: 0, max: 1, default: 0.5 })
 */
export function number(opts: Common & { default: number; min: number; max: number }): Field {
  const schema = () => Type.Number({ minimum: opts.min, maximum: opts.max, default: opts.default })
  return scalar('number', 'REAL', opts, {
    defaultValue: () => opts.default,
    parse(input, path, ctx) {
      if (input === null || input === undefined) return opts.default
      if (typeof input !== 'number' || !Number.isFinite(input)) wrongType(path, 'float', input)
      if (input < opts.min || input > opts.max) {
        ctx.violations.push({ propertyPath: path, message: `This value should be between ${opts.min} and ${opts.max}.`, code: CODES.range })
        return INVALID
      }
      return input
    },
    readSchema: schema,
    writeSchema: () => Nullable(schema()),
    range: 'xmls:decimal',
  })
}
