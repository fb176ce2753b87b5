/** A 412 on save: someone else changed the item since it was loaded. */
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
