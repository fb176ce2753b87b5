/** Which locales the editor shows: all side by side, or one at a time. */
type Props = { locales: string[]; visible: string[]; onChange: (visible: string[]) => void }

export function LocaleTabs({ locales, visible, onChange }: Props) {
  const all = visible.length === locales.length && locales.length > 1
  return (
    <div class="tabs" role="tablist" aria-label="Locales">
      {locales.length > 1 ? (
        <button
          type="button"
          role="tab"
          aria-selected={all}
          class={all ? 'active' : ''}
          onClick={() => onChange([...locales])}
        >
          Side by side
        </button>
      ) : null}
      {locales.map((l) => {
        const active = !all && visible.length === 1 && visible[0] === l
        return (
          <button
            type="button"
            role="tab"
            key={l}
            aria-selected={active}
            class={active ? 'active' : ''}
            onClick={() => onChange([l])}
          >
            {l.toUpperCase()}
          </button>
        )
      })}
    </div>
  )
}
