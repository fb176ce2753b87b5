/** Points in time: ISO 8601 with offset in requests and responses, integer milliseconds stored. */
import { problem } from '../../lib/problem'
import { parseDateParam, parseIso, toIso } from '../../lib/time'
import { scalar, wrongType, type Common, type Field, type FieldFilter } from '../field-base'
import { XSD } from '../vocab'
import { Nullable, Type } from '../schema'
import { INVALID } from '../types'

const INVALID_DATETIME = '1a9da513-2640-4f84-9b6a-4d99dcddc628'

const floorSecond = (ms: number) => Math.floor(ms / 1000) * 1000
const ceilSecond = (ms: number) => Math.ceil(ms / 1000) * 1000

/**
 * Each bound compares the time as a response shows it, to the second, while the stored value keeps
 * its milliseconds: an item's own `published_at` is `[before]` it and not `[strictly_after]` it, so
 * paging on "strictly after the last one seen" never repeats an item. As a condition on the stored
 * milliseconds (still one indexed comparison), from the bound X:
 */
const OPERATORS = {
  // shown >= X
  after: ['>=', 'On or after', ceilSecond],
  // shown <= X
  before: ['<', 'On or before', (x: number) => floorSecond(x) + 1000],
  // shown > X
  strictly_after: ['>=', 'Strictly after', (x: number) => floorSecond(x) + 1000],
  // shown < X
  strictly_before: ['<', 'Strictly before', ceilSecond],
} as const

/**
 * API Platform's date filter: `<name>[after]`, `[before]` (inclusive), `[strictly_after]`,
 * `[strictly_before]`, each an ISO 8601 date (00:00 UTC) or date-time (CONTRACT §11).
 */
export function dateFilter(column: () => string): FieldFilter {
  const operators: FieldFilter['operators'] = {}
  for (const [op, [sign, text, bound]] of Object.entries(OPERATORS)) {
    operators[op] = {
      text: `${text} this date or date-time (ISO 8601; a date means 00:00 UTC)`,
      where(alias, value, param) {
        const ms = parseDateParam(value)
        if (ms === null) throw problem.badRequest(`The value "${value}" of "${param}" is not an ISO 8601 date or date-time.`)
        return { sql: `${alias}.${column()} ${sign} ?`, params: [bound(ms)] }
      },
    }
  }
  // a date alone (`2026-01-01`) is taken too: no `date-time` format, which would refuse it
  return { text: 'Date', value: Type.String({ example: '2026-01-01' }), operators }
}

/**
 * An ISO 8601 timestamp with offset, stored as integer milliseconds.
 * @example f.timestamp({ nullable: true })
 */
export function timestamp(opts: Common & { nullable?: boolean } = {}): Field {
  const schema = () => Nullable(Type.String({ format: 'date-time' }))
  return scalar('timestamp', 'INTEGER', opts, {
    defaultValue: () => null,
    parse(input, path, ctx) {
      if (input === null || input === undefined) return null
      if (typeof input !== 'string') wrongType(path, 'string', input)
      const ms = parseIso(input)
      if (ms === null) {
        ctx.violations.push({ propertyPath: path, message: 'This value is not a valid datetime.', code: INVALID_DATETIME })
        return INVALID
      }
      return ms
    },
    output: (value) => toIso(value as number | null),
    filter(this: Field, strategy) {
      return strategy === 'date' ? dateFilter(() => this.column) : undefined
    },
    readSchema: schema,
    term: (id) => ({ '@id': id, '@type': `${XSD}dateTime` }),
    range: 'xmls:dateTime',
  })
}
