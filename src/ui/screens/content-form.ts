/**
 * The editor's form state and its mapping from the API's item (embedded relations) and to the
 * write body (relations as IRIs, `category_id` as a bare uuid: CONTRACT §6).
 */
import { fromLocalInput, toLocalInput } from '../lib/format'
import type { I18n, Item } from '../lib/types'
import type { ContentKind } from './content-kinds'

export type Seo = {
  meta_title: I18n
  meta_description: I18n
  canonical_url: string
  og_image: Item | null
  noindex: boolean
}

export type ContentForm = {
  slug: string
  title: I18n
  excerpt: I18n
  body_html: I18n
  status: string
  publishedAt: string
  type: string
  category: Item[]
  secondaryCategories: Item[]
  tags: Item[]
  featuredImage: Item | null
  /** null when the server's items carry no `seo` (the field is shown only when present). */
  seo: Seo | null
}

export function emptyForm(kind: ContentKind): ContentForm {
  return {
    slug: '',
    title: {},
    excerpt: {},
    body_html: {},
    status: 'draft',
    publishedAt: '',
    type: kind.typeDefault,
    category: [],
    secondaryCategories: [],
    tags: [],
    featuredImage: null,
    // the server this dashboard ships with gives articles and pages `seo`: a new item has it too
    seo: seoFrom(null),
  }
}

function seoFrom(seo: any): Seo {
  return {
    meta_title: seo?.meta_title ?? {},
    meta_description: seo?.meta_description ?? {},
    canonical_url: seo?.canonical_url ?? '',
    og_image: seo?.og_image && typeof seo.og_image === 'object' ? seo.og_image : null,
    noindex: Boolean(seo?.noindex),
  }
}

export function formFrom(kind: ContentKind, item: Item): ContentForm {
  return {
    slug: item.slug ?? '',
    title: { ...(item.title ?? {}) },
    excerpt: { ...(item.excerpt ?? {}) },
    body_html: { ...(item.body_html ?? {}) },
    status: item.status ?? 'draft',
    publishedAt: toLocalInput(item.published_at),
    type: item[kind.typeField] ?? kind.typeDefault,
    category: item.category ? [item.category] : [],
    secondaryCategories: item.secondaryCategories ?? [],
    tags: item.tags ?? [],
    featuredImage: item.featuredImage ?? null,
    seo: 'seo' in item ? seoFrom(item.seo) : null,
  }
}

/**
 * Blank locales are left out of a create; on an update a locale the item had and the form
 * blanked is sent as null, which PATCH reads as "remove this locale".
 */
function i18nOut(value: I18n, before: I18n | undefined): Record<string, string | null> {
  const out: Record<string, string | null> = {}
  for (const [l, v] of Object.entries(value)) if (v.trim() !== '' && v !== '<br>') out[l] = v
  for (const l of Object.keys(before ?? {})) if (!(l in out)) out[l] = null
  return out
}

export function payloadFrom(
  kind: ContentKind,
  form: ContentForm,
  item: Item | null,
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    title: i18nOut(form.title, item?.title),
    excerpt: i18nOut(form.excerpt, item?.excerpt),
    body_html: i18nOut(form.body_html, item?.body_html),
    status: form.status,
    [kind.typeField]: form.type || kind.typeDefault,
    tags: form.tags.map((t) => t['@id']),
  }
  // shown, not edited: not sent (a PATCH keeps it), so a date to the millisecond stays as it is
  if (!item || form.publishedAt !== toLocalInput(item.published_at)) body.published_at = fromLocalInput(form.publishedAt)
  // the slug is derived from the title when absent (CONTRACT §6)
  if (form.slug.trim()) body.slug = form.slug.trim()
  if (kind.hasCategories) {
    body.category_id = form.category[0]?.id ?? null
    body.secondaryCategories = form.secondaryCategories.map((c) => c['@id'])
  }
  if (kind.hasFeaturedImage) body.featuredImage = form.featuredImage?.['@id'] ?? null
  if (form.seo) {
    body.seo = {
      meta_title: i18nOut(form.seo.meta_title, item?.seo?.meta_title),
      meta_description: i18nOut(form.seo.meta_description, item?.seo?.meta_description),
      canonical_url: form.seo.canonical_url.trim() || null,
      og_image: form.seo.og_image?.['@id'] ?? null,
      noindex: form.seo.noindex,
    }
  }
  return body
}
