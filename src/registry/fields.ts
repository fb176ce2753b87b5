/**
 * The field kinds a resource file picks from (each kind in `kinds/`, the contract they all keep in
 * `field-base.ts`). Resource files only pick kinds and options; nothing else in the service knows
 * a field by name or branches on its kind.
 */
import { children } from './kinds/children'
import { computed, json } from './kinds/json'
import { i18n } from './kinds/i18n'
import { bool, int, number } from './kinds/number'
import { object } from './kinds/object'
import { iri, ref, refs } from './kinds/relations'
import { password, secret } from './kinds/secrets'
import { enumOf, slug, text } from './kinds/text'
import { timestamp } from './kinds/timestamp'

export const f = { text, slug, enumOf, int, number, bool, timestamp, json, i18n, ref, refs, computed, children, password, object, iri, secret }

export { isHttpUrl } from './kinds/text'
export { Secret } from './kinds/secrets'
export { uniqueListOf, wrongType, type Field, type FieldFilter, type FilterStrategy, type SchemaCtx, type Target } from './field-base'
export { MESSAGES } from '../lib/problem'
