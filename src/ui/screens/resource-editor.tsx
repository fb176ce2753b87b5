/** The form dialog of a simple resource: create, edit with If-Match, delete, secrets shown once. */
import { useEffect, useState } from 'preact/hooks'
import { ConfirmButton } from '../components/confirm-button'
import { Modal } from '../components/modal'
import { ProblemBanner } from '../components/problem'
import { api, toProblem } from '../lib/api'
import { locales } from '../lib/locales'
import { can } from '../lib/roles'
import { useStore } from '../lib/store'
import type { Item, Problem } from '../lib/types'
import { payloadFrom, ResourceForm, valuesFrom, type FormValues } from './resource-form'
import type { ResourceConfig } from './resource-types'

type Props = { config: ResourceConfig; id: string; onClose: () => void; onChanged: () => void }

export function ResourceEditor({ config, id, onClose, onChanged }: Props) {
  const loc = useStore(locales).list
  const isNew = id === 'new'
  const [item, setItem] = useState<Item | null>(null)
  const [etag, setEtag] = useState<string | null>(null)
  const [values, setValues] = useState<FormValues>(() => valuesFrom(config.fields, null))
  const [problem, setProblem] = useState<Problem | null>(null)
  const [secret, setSecret] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const base = `/admin/${config.path}`
  const editable = isNew
    ? can(config.path, 'create')
    : can(config.path, 'update') && config.editable !== false

  const accept = (data: Item, tag: string | null) => {
    setItem(data)
    setEtag(tag)
    setValues(valuesFrom(config.fields, data))
  }
  const load = () =>
    api.get<Item>(`${base}/${id}`).then(
      ({ data, etag: tag }) => (accept(data, tag), setProblem(null)),
      (err) => setProblem(toProblem(err)),
    )
  useEffect(() => {
    if (!isNew) void load()
  }, [id])

  const save = async (e: Event) => {
    e.preventDefault()
    const { body, problem: local } = payloadFrom(config.fields, values, item)
    if (local) return setProblem(local)
    setBusy(true)
    try {
      if (isNew) {
        const { data } = await api.post<Item>(base, body)
        onChanged()
        const shown = config.revealOnce?.(data)
        if (shown) {
          setItem(data)
          setSecret(shown)
        } else onClose()
      } else {
        const { data, etag: tag } = await api.patch<Item>(`${base}/${id}`, body, { ifMatch: etag })
        accept(data, tag)
        onChanged()
        onClose()
      }
      setProblem(null)
    } catch (err) {
      setProblem(toProblem(err))
    } finally {
      setBusy(false)
    }
  }
  const remove = async () => {
    try {
      await api.delete(`${base}/${id}`, { ifMatch: etag })
      onChanged()
      onClose()
    } catch (err) {
      setProblem(toProblem(err))
    }
  }

  const title = isNew
    ? `New ${config.singular}`
    : item
      ? config.titleOf(item, loc) || config.singular
      : 'Loading…'
  return (
    <Modal
      title={title}
      wide={config.fields.some((f) => f.kind === 'custom' || f.kind === 'i18n-html')}
      onClose={onClose}
    >
      {secret ? (
        <div class="secret">
          <p>
            <strong>Copy this now; it will not be shown again.</strong>
          </p>
          <input
            readOnly
            aria-label="Secret"
            class="code"
            value={secret}
            onFocus={(e) => (e.currentTarget as HTMLInputElement).select()}
          />
          <div class="row">
            <button type="button" onClick={() => void navigator.clipboard?.writeText(secret)}>
              Copy
            </button>
            <button type="button" class="primary" onClick={onClose}>
              Done
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={save} class="resource-form">
          <ProblemBanner problem={problem} />
          {problem?.status === 412 ? (
            <button type="button" onClick={() => void load()}>
              Reload the latest version
            </button>
          ) : null}
          {isNew || item ? (
            <ResourceForm
              fields={config.fields}
              values={values}
              onChange={setValues}
              problem={problem}
              locales={loc}
              isNew={isNew}
              disabled={!editable}
            />
          ) : null}
          <footer class="row between">
            <div class="row">
              {editable ? (
                <button type="submit" class="primary" disabled={busy}>
                  {isNew ? 'Create' : 'Save'}
                </button>
              ) : null}
              <button type="button" onClick={onClose}>
                Cancel
              </button>
            </div>
            {!isNew && item && can(config.path, 'delete') ? (
              <ConfirmButton class="danger" onConfirm={remove} confirmLabel="Really delete?">
                Delete
              </ConfirmButton>
            ) : null}
          </footer>
        </form>
      )}
    </Modal>
  )
}
