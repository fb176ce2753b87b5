/**
 * The article/page editor: loads the item and its ETag, saves with If-Match (a 412 offers to
 * reload or overwrite), publishes, unpublishes, schedules, restores revisions.
 */
import { useEffect, useState } from 'preact/hooks'
import { LocaleTabs } from '../components/locale-tabs'
import { ProblemBanner } from '../components/problem'
import { StatusBadge } from '../components/status-badge'
import { api, toProblem } from '../lib/api'
import { pick } from '../lib/format'
import { locales } from '../lib/locales'
import { onChange } from '../lib/live'
import { can, mayWrite } from '../lib/roles'
import { navigate } from '../lib/router'
import { useStore } from '../lib/store'
import type { Item, Problem } from '../lib/types'
import { ConflictBanner, RemoteChangeBanner } from './conflict-banner'
import { emptyForm, formFrom, payloadFrom, type ContentForm } from './content-form'
import type { ContentKind } from './content-kinds'
import { EditorMain } from './editor-main'
import { EditorSide } from './editor-side'
import { RevisionsPanel } from './revisions-panel'

export type EditorActions = {
  busy: string | null
  save: () => void
  publish: () => void
  unpublish: () => void
  schedule: () => void
  remove: () => void
}

export function ContentEditor({ kind, id }: { kind: ContentKind; id: string }) {
  const loc = useStore(locales).list
  const isNew = id === 'new'
  const [visible, setVisible] = useState<string[]>(loc)
  const [item, setItem] = useState<Item | null>(null)
  const [etag, setEtag] = useState<string | null>(null)
  const [form, setForm] = useState<ContentForm>(() => emptyForm(kind))
  const [dirty, setDirty] = useState(false)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [conflict, setConflict] = useState(false)
  const [busy, setBusy] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [revisionsTick, setRevisionsTick] = useState(0)
  // the newest version the change stream announced for this item (another tab, another user)
  const [remote, setRemote] = useState<{ version: number | null; deleted: boolean } | null>(null)
  const base = `/admin/${kind.path}`
  // an author writes drafts only: a published or scheduled item is read-only to them
  const editable = isNew ? can(kind.path, 'create') : mayWrite(kind.path, item?.status ?? 'draft')

  useEffect(() => setVisible(loc), [loc.join()])

  const accept = (data: Item, tag: string | null) => {
    setItem(data)
    setEtag(tag)
    setForm(formFrom(kind, data))
    setDirty(false)
    setConflict(false)
    setRevisionsTick((n) => n + 1)
  }

  const load = async () => {
    const { data, etag: tag } = await api.get<Item>(`${base}/${id}`)
    accept(data, tag)
  }

  useEffect(() => {
    if (!isNew) load().catch((err) => setProblem(toProblem(err)))
  }, [id])

  useEffect(() => {
    if (isNew) return
    setRemote(null)
    return onChange((c) => {
      if (c.item !== `${base}/${id}`) return
      const deleted = c.event.endsWith('.deleted')
      setRemote((r) => ({ version: Math.max(r?.version ?? 0, c.version ?? 0), deleted: deleted || (r?.deleted ?? false) }))
    })
  }, [id])
  // our own saves come back on the stream too: only a version beyond the one shown is news
  const stale = remote && item && !busy && (remote.deleted || (remote.version ?? 0) > item.version)

  const run = (label: string, fn: () => Promise<void>, done?: string) => async () => {
    setBusy(label)
    setProblem(null)
    setNotice(null)
    try {
      await fn()
      if (done) setNotice(done)
    } catch (err) {
      const p = toProblem(err)
      if (p.status === 412) setConflict(true)
      setProblem(p)
    } finally {
      setBusy(null)
    }
  }

  /** Saves the form (with overrides); returns the new ETag. */
  const save = async (overrides: Partial<ContentForm> = {}): Promise<string | null> => {
    const body = payloadFrom(kind, { ...form, ...overrides }, item)
    if (isNew) {
      const { data } = await api.post<Item>(base, body)
      navigate(`/${kind.path}/${data.id}`)
      return null
    }
    const { data, etag: tag } = await api.patch<Item>(`${base}/${id}`, body, { ifMatch: etag })
    accept(data, tag)
    return tag
  }

  const operate = async (op: 'publish' | 'unpublish') => {
    const tag = dirty ? await save() : etag
    const { data, etag: next } = await api.post<Item>(`${base}/${id}/${op}`, undefined, {
      ifMatch: tag,
    })
    accept(data, next)
  }

  const actions: EditorActions = {
    busy,
    save: run('save', async () => void (await save()), 'Saved.'),
    publish: run('publish', () => operate('publish'), 'Published.'),
    unpublish: run('unpublish', () => operate('unpublish'), 'Back to draft.'),
    schedule: run('schedule', async () => void (await save({ status: 'scheduled' })), 'Scheduled.'),
    remove: run('delete', async () => {
      await api.delete(`${base}/${id}`, { ifMatch: etag })
      navigate(`/${kind.path}`)
    }),
  }

  const reload = run('reload', load, 'Reloaded the latest version.')
  const overwrite = run(
    'save',
    async () => {
      const latest = await api.get<Item>(`${base}/${id}`)
      const { data, etag: tag } = await api.patch<Item>(
        `${base}/${id}`,
        payloadFrom(kind, mine(kind, form, item, latest.data), latest.data),
        { ifMatch: latest.etag },
      )
      accept(data, tag)
    },
    'Saved over the other change.',
  )
  const restore = (version: number) =>
    run(
      'restore',
      async () => {
        const { data, etag: tag } = await api.post<Item>(
          `${base}/${id}/revisions/${version}/restore`,
          undefined,
          { ifMatch: etag },
        )
        accept(data, tag)
      },
      `Restored version ${version}.`,
    )()

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key === 's') {
        e.preventDefault()
        if (editable && !busy) actions.save()
      }
    }
    addEventListener('keydown', onKey)
    return () => removeEventListener('keydown', onKey)
  })

  const change = (patch: Partial<ContentForm>) => {
    setForm((f) => ({ ...f, ...patch }))
    setDirty(true)
  }

  if (!isNew && !item) {
    return (
      <section>
        {problem ? <ProblemBanner problem={problem} /> : <p class="muted">Loading…</p>}
      </section>
    )
  }

  return (
    <section class="editor">
      <header class="screen-head">
        <div>
          <a href={`#/${kind.path}`} class="back">
            ← {kind.title}
          </a>
          <h1>{isNew ? `New ${kind.singular}` : pick(item?.title, loc) || '(untitled)'}</h1>
        </div>
        <div class="actions">
          {item ? <StatusBadge status={item.status} /> : null}
          {item ? <span class="muted">v{item.version}</span> : null}
          {dirty ? <span class="unsaved">Unsaved changes</span> : null}
          {editable ? (
            <button type="button" class="primary" disabled={Boolean(busy)} onClick={actions.save}>
              {busy === 'save' ? 'Saving…' : isNew ? 'Create' : 'Save'}
            </button>
          ) : null}
        </div>
      </header>
      {conflict ? (
        <ConflictBanner
          problem={problem}
          onReload={reload}
          onOverwrite={overwrite}
          busy={Boolean(busy)}
        />
      ) : (
        <ProblemBanner problem={problem} onClose={() => setProblem(null)} />
      )}
      {stale && !conflict ? (
        <RemoteChangeBanner
          singular={kind.singular}
          version={remote.deleted ? null : remote.version}
          onReload={reload}
          busy={Boolean(busy)}
        />
      ) : null}
      {notice ? (
        <p class="notice" role="status">
          {notice}
        </p>
      ) : null}
      <LocaleTabs locales={loc} visible={visible} onChange={setVisible} />
      <div class="editor-grid">
        <div class="editor-main card">
          <EditorMain
            kind={kind}
            form={form}
            change={change}
            visible={visible}
            problem={problem}
            disabled={!editable}
          />
        </div>
        <aside class="editor-side">
          <EditorSide
            kind={kind}
            item={item}
            form={form}
            change={change}
            problem={problem}
            actions={actions}
            disabled={!editable}
          />
          {item ? (
            <RevisionsPanel
              kind={kind}
              item={item}
              tick={revisionsTick}
              onRestore={restore}
              busy={Boolean(busy)}
            />
          ) : null}
        </aside>
      </div>
    </section>
  )
}

/**
 * The form to save over another change: the fields this editor changed, and the other version's
 * value of every other field (an image deleted meanwhile is not sent back; a 400 would follow).
 */
function mine(kind: ContentKind, form: ContentForm, loaded: Item | null, latest: Item): ContentForm {
  if (!loaded) return form
  const before = formFrom(kind, loaded)
  const theirs = formFrom(kind, latest)
  const out = { ...form }
  for (const key of Object.keys(form) as (keyof ContentForm)[]) {
    if (JSON.stringify(form[key]) === JSON.stringify(before[key])) (out as Record<string, unknown>)[key] = theirs[key]
  }
  return out
}
