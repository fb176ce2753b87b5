/** The editor's side column: publishing, type, taxonomy, featured image, preview, delete. */
import { ConfirmButton } from '../components/confirm-button'
import { Field, valueOf } from '../components/field'
import { MediaPicker } from '../components/media-picker'
import { FieldErrors } from '../components/problem'
import { RefPicker } from '../components/ref-picker'
import { formatDate } from '../lib/format'
import { locales } from '../lib/locales'
import { can, draftOnly } from '../lib/roles'
import { useStore } from '../lib/store'
import type { Item, Problem } from '../lib/types'
import type { EditorActions } from './content-editor'
import type { ContentForm } from './content-form'
import { STATUSES, type ContentKind } from './content-kinds'
import { PreviewLink } from './preview-link'

type Props = {
  kind: ContentKind
  item: Item | null
  form: ContentForm
  change: (patch: Partial<ContentForm>) => void
  problem: Problem | null
  actions: EditorActions
  disabled: boolean
}

export function EditorSide({ kind, item, form, change, problem, actions, disabled }: Props) {
  const loc = useStore(locales).list
  const mayPublish = can(kind.path, 'publish')
  const onlyDrafts = draftOnly(kind.path)
  const future = form.publishedAt !== '' && new Date(form.publishedAt).getTime() > Date.now()
  const live = item?.status === 'published' || item?.status === 'scheduled'
  return (
    <>
      <div class="card panel">
        <h2>Publishing</h2>
        <Field
          label="Status"
          path="status"
          problem={problem}
          hint={onlyDrafts ? 'Authors write drafts; an editor publishes.' : undefined}
        >
          <select
            value={form.status}
            disabled={disabled || onlyDrafts}
            onChange={(e) => change({ status: valueOf(e) })}
          >
            {STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </Field>
        <Field
          label="Publication date"
          path="published_at"
          problem={problem}
          hint="A future date with “Schedule” publishes it then."
        >
          <input
            type="datetime-local"
            step="1"
            value={form.publishedAt}
            disabled={disabled || onlyDrafts}
            onInput={(e) => change({ publishedAt: valueOf(e) })}
          />
        </Field>
        {item && mayPublish ? (
          <div class="row wrap">
            <button
              type="button"
              class="primary"
              disabled={Boolean(actions.busy)}
              onClick={actions.publish}
            >
              {actions.busy === 'publish' ? 'Publishing…' : 'Publish now'}
            </button>
            <button
              type="button"
              disabled={Boolean(actions.busy) || !future}
              onClick={actions.schedule}
              title="Set a future publication date first"
            >
              Schedule
            </button>
            {live ? (
              <button type="button" disabled={Boolean(actions.busy)} onClick={actions.unpublish}>
                Unpublish
              </button>
            ) : null}
          </div>
        ) : null}
        {item ? (
          <dl class="meta">
            <dt>Published</dt>
            <dd>{formatDate(item.published_at)}</dd>
            <dt>Updated</dt>
            <dd>{formatDate(item.updated_at)}</dd>
            <dt>Created</dt>
            <dd>{formatDate(item.created_at)}</dd>
          </dl>
        ) : null}
      </div>
      <div class="card panel">
        <h2>Organisation</h2>
        <Field
          label={kind.typeField === 'type' ? 'Type' : 'Page type'}
          path={kind.typeField}
          problem={problem}
        >
          <input
            list={`${kind.path}-types`}
            value={form.type}
            disabled={disabled}
            onInput={(e) => change({ type: valueOf(e) })}
          />
          <datalist id={`${kind.path}-types`}>
            {kind.typeSuggestions.map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
        </Field>
        {kind.hasCategories ? (
          <>
            <div class="field">
              <span class="label">Category</span>
              <RefPicker
                resource="categories"
                label="Category"
                single
                locales={loc}
                value={form.category}
                disabled={disabled}
                onChange={(category) => change({ category })}
              />
              <FieldErrors problem={problem} path="category_id" />
            </div>
            <div class="field">
              <span class="label">Secondary categories</span>
              <RefPicker
                resource="categories"
                label="Secondary categories"
                locales={loc}
                value={form.secondaryCategories}
                disabled={disabled}
                onChange={(secondaryCategories) => change({ secondaryCategories })}
              />
              <FieldErrors problem={problem} path="secondaryCategories" />
            </div>
          </>
        ) : null}
        <div class="field">
          <span class="label">Tags</span>
          <RefPicker
            resource="tags"
            label="Tags"
            locales={loc}
            value={form.tags}
            disabled={disabled}
            onChange={(tags) => change({ tags })}
          />
          <FieldErrors problem={problem} path="tags" />
        </div>
        {kind.hasFeaturedImage ? (
          <div class="field">
            <span class="label">Featured image</span>
            <MediaPicker
              label="Featured image"
              value={form.featuredImage}
              disabled={disabled}
              onChange={(featuredImage) => change({ featuredImage })}
            />
            <FieldErrors problem={problem} path="featuredImage" />
          </div>
        ) : null}
      </div>
      {item && can(kind.path, 'publish') ? <PreviewLink kind={kind} item={item} /> : null}
      {item && can(kind.path, 'delete') ? (
        <div class="card panel danger-zone">
          <ConfirmButton
            class="danger"
            onConfirm={actions.remove}
            confirmLabel={`Really delete this ${kind.singular}?`}
          >
            Delete {kind.singular}
          </ConfirmButton>
        </div>
      ) : null}
    </>
  )
}
