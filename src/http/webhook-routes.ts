/** GET /admin/webhooks/{uuid}/deliveries: every delivery of a webhook with its attempts. */
import webhookDeliveries from '../resources/webhook-deliveries'
import type { Route } from './route'
import { viewRoutes } from './view-routes'

export const webhookRoutes = (): Route[] => viewRoutes(webhookDeliveries)
