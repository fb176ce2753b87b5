/** How a simple resource screen (list + form) is described; see resource-configs.tsx. */
import type { ComponentChild } from 'preact'
import type { Item, Problem } from '../lib/types'

export type FieldKind =
  | 'text'
  | 'email'
  | 'url'
  | 'password'
  | 'number'
  | 'textarea'
  | 'i18n'
  | 'i18n-textarea'
  | 'i18n-html'
  | 'select'
  | 'bool'
  | 'json'
  | 'roles'
  | 'list'
  | 'datetime'
  | 'custom'

export type CustomFieldProps = {
  value: unknown
  onChange: (value: unknown) => void
  problem: Problem | null
  locales: string[]
  disabled: boolean
}

export type FieldSpec = {
  name: string
  label: string
  kind: FieldKind
  required?: boolean
  hint?: string
  /** Choices of a select; suggestions of a list. */
  options?: (string | number)[]
  default?: unknown
  /** Sent only when creating (e.g. an API key's roles). */
  createOnly?: boolean
  /** Blank on edit means "leave unchanged" (passwords, secrets). */
  blankKeeps?: boolean
  render?: (props: CustomFieldProps) => ComponentChild
}

export type Column = {
  label: string
  /** The fields `value` reads: the list asks for only these (`properties[]`). */
  reads: string[]
  value: (item: Item, locales: string[]) => ComponentChild
}

export type FilterSpec = {
  name: string
  label: string
  kind: 'text' | 'select'
  options?: string[]
}

export type ResourceConfig = {
  path: string
  title: string
  singular: string
  columns: Column[]
  fields: FieldSpec[]
  filters?: FilterSpec[]
  /** `field:direction` values for the order select; the first is the default. */
  orders?: string[]
  /** false: create and delete only (API keys). */
  editable?: boolean
  /** Response fields shown once after creation (a webhook's secret, an API key). */
  revealOnce?: (item: Item) => string | null
  /** Extra links on each row (a webhook's delivery log). */
  links?: (item: Item) => { label: string; href: string }[]
  /** Item operations offered as buttons on a row (a locked user's unlock): POST `<item>/<path>`. */
  actions?: (item: Item) => { label: string; path: string }[]
  titleOf: (item: Item, locales: string[]) => string
}
