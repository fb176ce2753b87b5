/** GET /admin/audit-log (CONTRACT §9): who wrote what, read from the events outbox. */
import auditLog from '../resources/audit-log'
import type { TenantRoute } from './route'
import { viewRoutes } from './view-routes'

export const auditRoutes = (): TenantRoute[] => viewRoutes(auditLog)
