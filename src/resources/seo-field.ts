/**
 * SEO metadata of articles and pages (CONTRACT "Articles and pages"), one JSON column:
 * `meta_title` and `meta_description` (multilingual), `canonical_url`, `og_image` (a media IRI,
 * read embedded like featuredImage) and `noindex`.
 */
import { f } from '../registry/fields'

export const seoField = () =>
  f.object(
    {
      meta_title: f.i18n({ description: 'The <title> per locale' }),
      meta_description: f.i18n({ description: 'The meta description per locale' }),
      canonical_url: f.text({ format: 'url', max: 2000, nullable: true }),
      og_image: f.iri('media', { embed: ['filename', 'urls'] }),
      noindex: f.bool({ default: false }),
    },
    { description: 'Search engine and social sharing metadata' },
  )
