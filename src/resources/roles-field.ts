/** A list of role names (users, API keys): known roles only, at least one, no duplicates. */
import { CODES } from '../lib/problem'
import { f, uniqueListOf } from '../registry/fields'
import { isRole } from '../registry/policy'
import { INVALID } from '../registry/types'

export const rolesField = () =>
  f.json({
    default: ['ROLE_CMS_VIEWER'],
    check(value, path, ctx) {
      const roles = uniqueListOf(value, path, ctx, isRole)
      if (roles === INVALID) return INVALID
      if (roles.length === 0) {
        ctx.violations.push({ propertyPath: path, message: 'This collection should contain 1 element or more.', code: CODES.count })
        return INVALID
      }
      return roles
    },
  })
