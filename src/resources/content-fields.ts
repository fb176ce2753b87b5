/** Fields and rules that articles and pages share. */
import { publish, scheduledNeedsFutureDate, stampPublishedAt, STATUSES, unpublish } from '../domain/publishing'
import { f } from '../registry/fields'
import { seoField } from './seo-field'
import type { Direction, ResourceOptions } from '../registry/define'
import type { FilterStrategy } from '../registry/fields'

export const editorialFields = () => ({
  slug: f.slug({ from: 'title' }),
  title: f.i18n({ required: true }),
  excerpt: f.i18n(),
  body_html: f.i18n({ html: true }),
  status: f.enumOf(STATUSES, { default: 'draft' }),
  published_at: f.timestamp({ nullable: true }),
  seo: seoField(),
})

export const editorialFilters: Record<string, FilterStrategy> = {
  status: 'exact',
  'tags.slug': 'exact',
  'tags.uuid': 'exact',
  title: 'i18n',
  excerpt: 'i18n',
  body_html: 'i18n',
}

export const editorialOrder: Record<string, Direction> = {
  created_at: 'desc',
  updated_at: 'desc',
  published_at: 'desc',
  slug: 'asc',
  status: 'asc',
}

export const editorialWorkflow: Pick<ResourceOptions, 'publishable' | 'revisions' | 'beforeWrite' | 'validate' | 'operations' | 'public' | 'search'> = {
  publishable: true,
  revisions: true,
  beforeWrite: stampPublishedAt,
  validate: [scheduledNeedsFutureDate],
  operations: [publish, unpublish],
  public: { list: true, bySlug: true, visible: 'published-and-due' },
  search: { title: 'title', excerpt: 'excerpt', body: 'body_html' },
}

export const TYPE_PATTERN = /^[a-z][a-z0-9_-]*$/
