import { CODES, violation, type Violation } from '../lib/problem'
import { randomToken } from '../domain/auth'
import { cancelPending } from '../domain/webhook-deliveries'
import { classifyUrlHost, PRIVATE_HOST_MESSAGE } from '../domain/url-guard'
import { defineResource } from '../registry/define'
import type { PrecheckCtx } from '../registry/define'
import { isSubscription } from '../registry/events'
import { f, isHttpUrl, uniqueListOf } from '../registry/fields'
import { kindChecked, Type } from '../registry/schema'
import { keptUrl } from '../lib/kept-url'

/** CONTRACT §9: a URL whose host resolves to a private address is refused (against SSRF). */
async function refusePrivateHosts(body: Record<string, unknown>, ctx: PrecheckCtx): Promise<Violation[]> {
  const url = body.url
  if (ctx.config.webhookAllowPrivate || typeof url !== 'string' || !isHttpUrl(url.trim())) return []
  // an unresolvable host is accepted here: every delivery checks again before it connects
  // note: the resolver deliveries use, so the write and the deliveries judge a host alike
  if ((await classifyUrlHost(url.trim(), ctx.resolveHost)) !== 'private') return []
  return [{ propertyPath: 'url', message: PRIVATE_HOST_MESSAGE, code: CODES.url }]
}

export default defineResource({
  type: 'Webhook',
  path: 'webhooks',
  access: 'admin',
  description:
    "Signed HTTP POSTs of the site's events (and the tenant-wide ones) to a URL, retried with backoff. The secret is shown once, in the 201 (or in the response of the write that sets a new one).",
  fields: {
    url: f.text({ required: true, format: 'url', max: 2000 }),
    events: f.json({
      required: true,
      default: [],
      description: 'Event names (`article.published`), `<resource>.*` or `*`',
      schema: Type.Array(kindChecked(Type.String()), { minItems: 1 }),
      check: (value, path, ctx) => uniqueListOf(value, path, ctx, (e) => typeof e === 'string' && isSubscription(e)),
    }),
    secret: f.secret({
      generate: () => randomToken(32),
      clientMin: 16,
      description: 'HMAC-SHA256 key of X-CMS-Signature; send null for a new one',
    }),
    active: f.bool({ default: true }),
  },
  unique: [],
  order: { created_at: 'desc' },
  validate: [
    (values) => ((values.events as string[]).length ? [] : [violation('events', 'notBlank')]),
  ],
  precheck: refusePrivateHosts,
  keptView: (item) => (typeof item.url === 'string' ? { ...item, url: keptUrl(item.url) } : item),
  afterWrite(row, ctx) {
    if (row.active === 0) cancelPending(ctx.db, row.id, ctx.now)
  },
})
