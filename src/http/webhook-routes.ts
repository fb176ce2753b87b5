/** GET /admin/webhooks/{uuid}/deliveries: every delivery of a webhook with its attempts. */
import webhookDeliveries from '../resources/webhook-deliveries'
import type { TenantRoute } from './route'
import { viewRoutes } from './view-routes'

export const webhookRoutes = (): TenantRoute[] => viewRoutes(webhookDeliveries)
