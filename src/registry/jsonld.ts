/** registry → JSON-LD contexts served at /contexts/{Type}. */
import { RESOURCES } from '../resources'
import type { ResourceDef } from './define'

const HYDRA = 'http://www.w3.org/ns/hydra/core#'
const XSD = 'http://www.w3.org/2001/XMLSchema#'

/** The vocabulary terms live under the API documentation, as API Platform does. */
export const VOCAB = '/docs.jsonld#'

function fieldTerms(def: ResourceDef): Record<string, unknown> {
  const terms: Record<string, unknown> = {}
  for (const field of def.fieldList) {
    if (field.writeOnly) continue
    const id = `${def.type}/${field.name}`
    if (field.isIri) terms[field.name] = { '@id': id, '@type': '@id' }
    else if (field.kind === 'i18n') terms[field.name] = { '@id': id, '@container': '@language' }
    else if (field.kind === 'timestamp') terms[field.name] = { '@id': id, '@type': `${XSD}dateTime` }
    else if (field.kind === 'json' || field.kind === 'computed' || field.kind === 'object') terms[field.name] = { '@id': id, '@type': '@json' }
    else terms[field.name] = id
    if ((field as { echo?: boolean }).echo) terms[field.writeName] = `${def.type}/${field.writeName}`
  }
  for (const name of ['created_at', 'updated_at']) terms[name] = { '@id': `${def.type}/${name}`, '@type': `${XSD}dateTime` }
  if (def.versioned) terms.version = `${def.type}/version`
  if (def.idKind === 'integer') terms.uuid = `${def.type}/uuid`
  terms.id = `${def.type}/id`
  return terms
}

const EXTRA: Record<string, Record<string, unknown>> = {
  Revision: { version: 'Revision/version', author: 'Revision/author', created_at: { '@id': 'Revision/created_at', '@type': `${XSD}dateTime` } },
  AuditLogEntry: {
    event: 'AuditLogEntry/event',
    resource: 'AuditLogEntry/resource',
    entity: { '@id': 'AuditLogEntry/entity', '@type': '@id' },
    entity_id: 'AuditLogEntry/entity_id',
    site: 'AuditLogEntry/site',
    actor: { '@id': 'AuditLogEntry/actor', '@type': '@json' },
    occurred_at: { '@id': 'AuditLogEntry/occurred_at', '@type': `${XSD}dateTime` },
    data: { '@id': 'AuditLogEntry/data', '@type': '@json' },
    id: 'AuditLogEntry/id',
  },
  WebhookDelivery: {
    event: 'WebhookDelivery/event',
    event_id: 'WebhookDelivery/event_id',
    status: 'WebhookDelivery/status',
    attempt_count: 'WebhookDelivery/attempt_count',
    last_status_code: 'WebhookDelivery/last_status_code',
    last_error: 'WebhookDelivery/last_error',
    next_attempt_at: { '@id': 'WebhookDelivery/next_attempt_at', '@type': `${XSD}dateTime` },
    created_at: { '@id': 'WebhookDelivery/created_at', '@type': `${XSD}dateTime` },
    updated_at: { '@id': 'WebhookDelivery/updated_at', '@type': `${XSD}dateTime` },
    attempts: { '@id': 'WebhookDelivery/attempts', '@type': '@json' },
    id: 'WebhookDelivery/id',
  },
  SearchResult: {
    content_type: 'SearchResult/content_type',
    slug: 'SearchResult/slug',
    title: 'SearchResult/title',
    excerpt: 'SearchResult/excerpt',
    highlight: 'SearchResult/highlight',
    score: 'SearchResult/score',
    published_at: { '@id': 'SearchResult/published_at', '@type': `${XSD}dateTime` },
    id: 'SearchResult/id',
  },
}

export function jsonldContext(type: string, _locales: readonly string[]): Record<string, unknown> | null {
  const def = RESOURCES.find((r) => r.type === type)
  const terms = def ? fieldTerms(def) : EXTRA[type]
  if (!terms) return null
  return {
    '@context': {
      '@vocab': VOCAB,
      hydra: HYDRA,
      ...terms,
    },
  }
}
