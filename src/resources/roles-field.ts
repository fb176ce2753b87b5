/** A list of role names (users, API keys): known roles only, at least one, no duplicates. */
import { CODES } from '../lib/problem'
import { f, wrongType } from '../registry/fields'
import { isRole } from '../registry/policy'
import { INVALID } from '../registry/types'

export const rolesField = () =>
  f.json({
    default: ['ROLE_CMS_VIEWER'],
    check(value, path, ctx) {
      if (!Array.isArray(value)) wrongType(path, 'array', value)
      const bad = value.findIndex((r) => !isRole(r))
      if (bad >= 0) {
        ctx.violations.push({
          propertyPath: `${path}[${bad}]`,
          message: 'The value you selected is not a valid choice.',
          code: CODES.choice,
        })
        return INVALID
      }
      if (value.length === 0) {
        ctx.violations.push({
          propertyPath: path,
          message: 'This collection should contain 1 element or more.',
          code: CODES.count,
        })
        return INVALID
      }
      return [...new Set(value)]
    },
  })
