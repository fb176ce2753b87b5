/** A 412 on save, or the change stream's word that someone else changed the open item. */
import type { Problem } from '../lib/types'

type Props = {
  problem: Problem | null
  onReload: () => void
  onOverwrite: () => void
  busy: boolean
}

export function ConflictBanner({ problem, onReload, onOverwrite, busy }: Props) {
  return (
    <div class="problem conflict" role="alert">
      <div>
        <strong>Someone else changed this since you opened it.</strong>
        <p class="problem-detail">{problem?.detail}</p>
        <p>Reload to see their version (your unsaved changes are lost), or save yours over it.</p>
      </div>
      <div class="row">
        <button type="button" class="primary" disabled={busy} onClick={onReload}>
          Reload latest version
        </button>
        <button type="button" disabled={busy} onClick={onOverwrite}>
          Overwrite with mine
        </button>
      </div>
    </div>
  )
}

/**
 * Someone else saved (or deleted) the item open here, as the change stream said: shown before a
 * save would fail with 412.
 */
export function RemoteChangeBanner(props: { singular: string; version: number | null; onReload: () => void; busy: boolean }) {
  const { singular, version, onReload, busy } = props
  return (
    <div class="problem remote-change" role="alert">
      <div>
        <strong>
          {version === null
            ? `Someone else deleted this ${singular}.`
            : `Someone else saved this ${singular} (version ${version}).`}
        </strong>
        <p>
          {version === null
            ? 'Saving would fail: it no longer exists.'
            : 'Saving now would fail: reload to see their version (your unsaved changes are lost).'}
        </p>
      </div>
      {version === null ? null : (
        <div class="row">
          <button type="button" class="primary" disabled={busy} onClick={onReload}>
            Reload version {version}
          </button>
        </div>
      )}
    </div>
  )
}
