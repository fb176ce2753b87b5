/** A list of role names (users, API keys): known roles only, at least one, no duplicates. */
import { CODES } from '../lib/problem'
import { f, uniqueListOf } from '../registry/fields'
import { isRole, ROLES } from '../registry/policy'
import { kindChecked, Type } from '../registry/schema'
import { INVALID } from '../registry/types'

export const rolesField = () =>
  f.json({
    default: ['ROLE_CMS_VIEWER'],
    // an unknown role is a 422 `choice` of the check, whatever its JSON type
    schema: Type.Array(kindChecked(Type.String({ enum: [...ROLES] })), { minItems: 1, uniqueItems: true }),
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
