/** Wire shapes of the public API (interface-spec §2, §4.1, §7; CONTRACT §3, §5). */

export type Violation = { propertyPath: string; message: string; code?: string }

/** RFC 7807 problem; extra members (quota numbers, retry_after…) ride along. */
export type Problem = {
  type?: string
  title: string
  status: number
  detail: string
  violations?: Violation[]
  [extra: string]: unknown
}

export type I18n = Record<string, string>

/** A JSON-LD item. Screens read fields by name, so the shape stays open. */
export type Item = { '@id': string; '@type': string; id: string; [field: string]: any }

export type HydraView = {
  '@id'?: string
  'hydra:first'?: string
  'hydra:last'?: string
  'hydra:next'?: string
  'hydra:previous'?: string
}

export type Collection<T = Item> = {
  'hydra:member': T[]
  'hydra:totalItems': number
  'hydra:view'?: HydraView
}

export type Site = { id: number; uuid: string; slug: string; name: string; status: string }

export type TokenPair = {
  token: string
  token_type: string
  expires_in: number
  refresh_token: string
}
