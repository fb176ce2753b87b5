/** One media item: its files and sizes, alt text and visibility (PATCH with If-Match), delete. */
import { useEffect, useState } from 'preact/hooks'
import { ConfirmButton } from '../components/confirm-button'
import { Field, valueOf } from '../components/field'
import { I18nField } from '../components/i18n-field'
import { MediaThumb } from '../components/media-thumb'
import { ProblemBanner } from '../components/problem'
import { api, toProblem } from '../lib/api'
import { formatBytes, formatDate } from '../lib/format'
import { locales } from '../lib/locales'
import { can } from '../lib/roles'
import { useStore } from '../lib/store'
import type { I18n, Item, Problem } from '../lib/types'

type Props = { id: string; onClose: () => void; onChanged: () => void }

export function MediaDetails({ id, onClose, onChanged }: Props) {
  const loc = useStore(locales).list
  const [item, setItem] = useState<Item | null>(null)
  const [etag, setEtag] = useState<string | null>(null)
  const [alt, setAlt] = useState<I18n>({})
  const [visibility, setVisibility] = useState('public')
  const [problem, setProblem] = useState<Problem | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const editable = can('media', 'update')

  const accept = (data: Item, tag: string | null) => {
    setItem(data)
    setEtag(tag)
    setAlt({ ...(data.alt ?? {}) })
    setVisibility(data.visibility ?? 'public')
  }
  useEffect(() => {
    api.get<Item>(`/admin/media/${id}`).then(
      ({ data, etag: tag }) => accept(data, tag),
      (err) => setProblem(toProblem(err)),
    )
  }, [id])

  const save = async () => {
    try {
      const { data, etag: tag } = await api.patch<Item>(
        `/admin/media/${id}`,
        { alt, visibility },
        { ifMatch: etag },
      )
      accept(data, tag)
      setProblem(null)
      setNotice('Saved.')
      onChanged()
    } catch (err) {
      setProblem(toProblem(err))
    }
  }
  const remove = async () => {
    try {
      await api.delete(`/admin/media/${id}`, { ifMatch: etag })
      onClose()
      onChanged()
    } catch (err) {
      setProblem(toProblem(err))
    }
  }

  return (
    <aside class="card panel details" aria-label="Media details">
      <header class="row between">
        <h2>Details</h2>
        <button type="button" class="icon" aria-label="Close details" onClick={onClose}>
          ×
        </button>
      </header>
      <ProblemBanner problem={problem} />
      {notice ? <p class="notice">{notice}</p> : null}
      {item ? (
        <>
          <div class="details-preview">
            {item.urls?.medium ? (
              <img class="thumb" src={item.urls.medium} alt="" />
            ) : (
              <MediaThumb item={item} />
            )}
          </div>
          <dl class="meta">
            <dt>File</dt>
            <dd class="ellipsis">{item.original_filename}</dd>
            <dt>Type</dt>
            <dd>{item.mime_type}</dd>
            <dt>Size</dt>
            <dd>{formatBytes(item.size)}</dd>
            {item.width ? (
              <>
                <dt>Dimensions</dt>
                <dd>
                  {item.width} × {item.height}
                </dd>
              </>
            ) : null}
            <dt>Uploaded</dt>
            <dd>{formatDate(item.created_at)}</dd>
            <dt>Files</dt>
            <dd>
              {Object.entries((item.urls ?? {}) as Record<string, string>).map(([name, url]) => (
                <a key={name} href={url} target="_blank" rel="noopener" class="file-link">
                  {name}
                </a>
              ))}
            </dd>
          </dl>
          <I18nField
            label="Alternative text"
            path="alt"
            kind="textarea"
            value={alt}
            visible={loc}
            problem={problem}
            disabled={!editable}
            onChange={setAlt}
          />
          <Field
            label="Visibility"
            path="visibility"
            problem={problem}
            hint="Private files are served only through signed, expiring URLs."
          >
            <select
              value={visibility}
              disabled={!editable}
              onChange={(e) => setVisibility(valueOf(e))}
            >
              <option>public</option>
              <option>private</option>
            </select>
          </Field>
          {editable ? (
            <div class="row">
              <button type="button" class="primary" onClick={save}>
                Save
              </button>
              {can('media', 'delete') ? (
                <ConfirmButton
                  class="danger"
                  onConfirm={remove}
                  confirmLabel="Really delete this file?"
                >
                  Delete
                </ConfirmButton>
              ) : null}
            </div>
          ) : null}
        </>
      ) : null}
    </aside>
  )
}
