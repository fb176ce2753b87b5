/**
 * One media item: its files and sizes, alt text, visibility and (images) the focal point, set by
 * clicking the image, with the crops it gives (PATCH with If-Match); delete.
 */
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
type Focal = { x: number; y: number }

/** Originals the server can transform (docs/media.md). */
const TRANSFORMABLE = ['image/jpeg', 'image/png', 'image/webp', 'image/gif']
/** Crop previews through transform URLs: a card (16:9) and a square. */
const CROPS = [
  { name: 'Card', w: 320, h: 180 },
  { name: 'Square', w: 160, h: 160 },
]
const round3 = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 1000) / 1000

/**
 * A transform URL of the original. The server crops around the saved focal point; that point rides
 * along as a parameter the server ignores, so the browser asks again (transforms are cached as
 * immutable) once a new one is saved.
 */
function cropUrl(original: string, w: number, h: number, focal: Focal): string {
  return `${original}${original.includes('?') ? '&' : '?'}w=${w}&h=${h}&fp=${focal.x},${focal.y}`
}

export function MediaDetails({ id, onClose, onChanged }: Props) {
  const loc = useStore(locales).list
  const [item, setItem] = useState<Item | null>(null)
  const [etag, setEtag] = useState<string | null>(null)
  const [alt, setAlt] = useState<I18n>({})
  const [visibility, setVisibility] = useState('public')
  const [focal, setFocal] = useState<Focal>({ x: 0.5, y: 0.5 })
  const [problem, setProblem] = useState<Problem | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const editable = can('media', 'update')

  const accept = (data: Item, tag: string | null) => {
    setItem(data)
    setEtag(tag)
    setAlt({ ...(data.alt ?? {}) })
    setVisibility(data.visibility ?? 'public')
    setFocal(data.focal_point ?? { x: 0.5, y: 0.5 })
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
        { alt, visibility, focal_point: focal },
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

  const image = item !== null && TRANSFORMABLE.includes(item.mime_type) && Boolean(item.width)
  const pickFocal = (e: MouseEvent) => {
    const box = (e.currentTarget as HTMLElement).getBoundingClientRect()
    setFocal({ x: round3((e.clientX - box.left) / box.width), y: round3((e.clientY - box.top) / box.height) })
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
            {image && editable ? (
              <button
                type="button"
                class="focal-picker"
                aria-label="Set the focal point"
                title="Click the subject: crops keep it"
                onClick={pickFocal}
              >
                <img class="thumb" src={item.urls?.medium ?? item.urls?.original} alt="" />
                <span class="focal-dot" style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }} />
              </button>
            ) : item.urls?.medium ? (
              <img class="thumb" src={item.urls.medium} alt="" />
            ) : (
              <MediaThumb item={item} />
            )}
          </div>
          {image ? (
            <div class="crops" aria-label="Crops">
              <p class="hint">
                Focal point {focal.x} × {focal.y}
                {editable ? ' (click the image, then Save: the crops follow the saved point)' : ''}
              </p>
              <div class="row">
                {CROPS.map((c) => (
                  <figure key={c.name} class="crop">
                    <img src={cropUrl(item.urls.original, c.w, c.h, item.focal_point ?? focal)} width={c.w / 2} height={c.h / 2} alt={`${c.name} crop`} />
                    <figcaption>{c.name}</figcaption>
                  </figure>
                ))}
              </div>
            </div>
          ) : null}
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
              {Object.entries((item.urls ?? {}) as Record<string, string>).filter(([name]) => name !== 'srcset').map(([name, url]) => (
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
