/** The editor's main column: the multilingual texts, slug, and the SEO fields when present. */
import { Field, checkedOf, valueOf } from '../components/field'
import { I18nField } from '../components/i18n-field'
import { MediaPicker } from '../components/media-picker'
import type { Problem } from '../lib/types'
import type { ContentForm, Seo } from './content-form'
import type { ContentKind } from './content-kinds'

type Props = {
  kind: ContentKind
  form: ContentForm
  change: (patch: Partial<ContentForm>) => void
  visible: string[]
  problem: Problem | null
  disabled: boolean
}

export function EditorMain({ form, change, visible, problem, disabled }: Props) {
  const seo = form.seo
  const setSeo = (patch: Partial<Seo>) => change({ seo: { ...seo!, ...patch } })
  return (
    <>
      <I18nField
        label="Title"
        path="title"
        required
        value={form.title}
        visible={visible}
        problem={problem}
        disabled={disabled}
        onChange={(title) => change({ title })}
      />
      <Field
        label="Slug"
        path="slug"
        problem={problem}
        hint="Leave empty to derive it from the title."
      >
        <input
          value={form.slug}
          disabled={disabled}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          onInput={(e) => change({ slug: valueOf(e) })}
        />
      </Field>
      <I18nField
        label="Excerpt"
        path="excerpt"
        kind="textarea"
        value={form.excerpt}
        visible={visible}
        problem={problem}
        disabled={disabled}
        onChange={(excerpt) => change({ excerpt })}
      />
      <I18nField
        label="Body"
        path="body_html"
        kind="html"
        value={form.body_html}
        visible={visible}
        problem={problem}
        disabled={disabled}
        onChange={(body_html) => change({ body_html })}
      />
      {seo ? (
        <fieldset class="group">
          <legend>SEO</legend>
          <I18nField
            label="Meta title"
            path="seo.meta_title"
            value={seo.meta_title}
            visible={visible}
            problem={problem}
            disabled={disabled}
            onChange={(meta_title) => setSeo({ meta_title })}
          />
          <I18nField
            label="Meta description"
            path="seo.meta_description"
            kind="textarea"
            value={seo.meta_description}
            visible={visible}
            problem={problem}
            disabled={disabled}
            onChange={(meta_description) => setSeo({ meta_description })}
          />
          <Field label="Canonical URL" path="seo.canonical_url" problem={problem}>
            <input
              type="url"
              value={seo.canonical_url}
              disabled={disabled}
              onInput={(e) => setSeo({ canonical_url: valueOf(e) })}
            />
          </Field>
          <div class="field">
            <span class="label">Social image (og:image)</span>
            <MediaPicker
              label="Social image"
              value={seo.og_image}
              disabled={disabled}
              onChange={(og_image) => setSeo({ og_image })}
            />
          </div>
          <label class="check">
            <input
              type="checkbox"
              checked={seo.noindex}
              disabled={disabled}
              onChange={(e) => setSeo({ noindex: checkedOf(e) })}
            />{' '}
            Hide from search engines (noindex)
          </label>
        </fieldset>
      ) : null}
    </>
  )
}
