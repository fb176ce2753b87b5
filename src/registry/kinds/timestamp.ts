/** Points in time: ISO 8601 with offset in requests and responses, integer milliseconds stored. */
import { parseIso, toIso } from '../../lib/time'
import { scalar, wrongType, type Common, type Field } from '../field-base'
import { XSD } from '../vocab'
import { Nullable, Type } from '../schema'
import { INVALID } from '../types'

const INVALID_DATETIME = '1a9da513-2640-4f84-9b6a-4d99dcddc628'

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
    readSchema: schema,
    term: (id) => ({ '@id': id, '@type': `${XSD}dateTime` }),
    range: 'xmls:dateTime',
  })
}
