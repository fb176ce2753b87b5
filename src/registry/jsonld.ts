/**
 * registry → JSON-LD contexts served at /contexts/{Type} (spec §2.1, CONTRACT §10).
 *
 * A context maps every key of an item or collection to an IRI so that a JSON-LD processor can
 * expand them: fields to `<origin>/docs.jsonld#<Type>/<field>` (the properties that
 * /docs.jsonld describes, as API Platform names them), types to `<origin>/docs.jsonld#<Type>`
 * through `@vocab`, and the `hydra:` keys of collections to the Hydra vocabulary.
 *
 * note: the contexts use JSON-LD 1.1 features (`@json` literals for free-form JSON values,
 * property-scoped contexts for embedded relations), hence `@version: 1.1`.
 */
import type { ResourceDef } from './define'
import type { Field } from './fields'
import type { ViewDef } from './view'

import { HYDRA, XSD } from './vocab'

export { HYDRA, XSD }

/** The vocabulary terms live under the API documentation, as API Platform does. */
export const vocabOf = (origin: string) => `${origin}/docs.jsonld#`

type Terms = Record<string, unknown>
type Resources = readonly ResourceDef[]

const dateTime = (id: string) => ({ '@id': id, '@type': `${XSD}dateTime` })

/** Collection page links are IRIs, not strings. */
const HYDRA_LINKS: Terms = Object.fromEntries(['first', 'last', 'next', 'previous'].map((k) => [`hydra:${k}`, { '@id': `hydra:${k}`, '@type': '@id' }]))

function fieldTerm(resources: Resources, type: string, field: Field, name: string, scoped: boolean): unknown {
  const id = `${type}/${name}`
  if (field.isIri) {
    // embedded objects are read with the target's own terms (a property-scoped context)
    const target = field.relation ? resources.find((r) => r.path === field.relation!.target) : undefined
    return { '@id': id, '@type': '@id', ...(scoped && target ? { '@context': typeTerms(resources, target, false) } : {}) }
  }
  return field.term(id)
}

/** The terms of one resource type: every readable field, its echo, and the common columns. */
function typeTerms(resources: Resources, def: ResourceDef, scoped = true): Terms {
  const terms: Terms = { id: `${def.type}/id` }
  if (def.idKind === 'integer') terms.uuid = `${def.type}/uuid`
  for (const field of def.fieldList) {
    if (field.writeOnly) continue
    terms[field.name] = fieldTerm(resources, def.type, field, field.name, scoped)
    if (field.echo) terms[field.writeName] = `${def.type}/${field.writeName}`
  }
  if (def.versioned) terms.version = `${def.type}/version`
  terms.created_at = dateTime(`${def.type}/created_at`)
  terms.updated_at = dateTime(`${def.type}/updated_at`)
  return terms
}

/** Revisions carry the field values in write form: relations as IRIs, `category_id` as UUID. */
function revisionTerms(resources: Resources): Terms {
  const terms: Terms = { version: 'Revision/version', author: 'Revision/author', created_at: dateTime('Revision/created_at') }
  for (const def of resources.filter((r) => r.revisions)) {
    for (const field of def.writable) {
      if (field.writeOnly || terms[field.writeName]) continue
      terms[field.writeName] = field.relation?.bareUuid ? `Revision/${field.writeName}` : fieldTerm(resources, 'Revision', field, field.writeName, false)
    }
  }
  return terms
}

/** The entrypoint (GET /admin) links each collection. */
function entrypointTerms(resources: Resources): Terms {
  return Object.fromEntries(resources.map((def) => [def.path, { '@id': `Entrypoint/${def.path}`, '@type': '@id' }]))
}

const EXTRA: Record<string, (resources: Resources) => Terms> = {
  Entrypoint: entrypointTerms,
  Revision: revisionTerms,
  SearchResult: () => ({
    id: 'SearchResult/id',
    content_type: 'SearchResult/content_type',
    slug: 'SearchResult/slug',
    title: 'SearchResult/title',
    excerpt: 'SearchResult/excerpt',
    highlight: 'SearchResult/highlight',
    score: 'SearchResult/score',
    published_at: dateTime('SearchResult/published_at'),
  }),
}

/** A view's member: its `id` when it has one, and every field (the item's own too). */
function viewTerms(resources: Resources, view: ViewDef): Terms {
  const terms: Terms = view.id ? { id: `${view.type}/id` } : {}
  for (const field of [...view.fieldList, ...(view.item?.fields ?? [])]) terms[field.name] = fieldTerm(resources, view.type, field, field.name, false)
  return terms
}

/** Every type that has a context: the resources, the views and the extra shapes above. */
export const contextTypes = (resources: Resources, views: readonly ViewDef[] = []): string[] => [
  ...new Set([...resources.map((r) => r.type), ...views.map((v) => v.type).filter((t) => !Object.hasOwn(EXTRA, t)), ...Object.keys(EXTRA)]),
]

/** The context document of a type, or null for an unknown type (404). */
export function jsonldContext(resources: Resources, type: string, origin: string, views: readonly ViewDef[] = []): Record<string, unknown> | null {
  const def = resources.find((r) => r.type === type)
  // note: revisions are views too, but their terms span every revisable resource's fields (EXTRA)
  const view = Object.hasOwn(EXTRA, type) ? undefined : views.find((v) => v.type === type)
  const terms = def ? typeTerms(resources, def) : view ? viewTerms(resources, view) : Object.hasOwn(EXTRA, type) ? EXTRA[type]!(resources) : null
  if (!terms) return null
  return {
    '@context': {
      '@version': 1.1,
      '@vocab': vocabOf(origin),
      hydra: HYDRA,
      ...HYDRA_LINKS,
      ...terms,
    },
  }
}
