/** A dialog over the page; Escape or the close button dismisses it. */
import type { ComponentChildren } from 'preact'
import { useEffect } from 'preact/hooks'

type Props = { title: string; onClose: () => void; children: ComponentChildren; wide?: boolean }

export function Modal({ title, onClose, children, wide }: Props) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose()
    addEventListener('keydown', onKey)
    return () => removeEventListener('keydown', onKey)
  }, [onClose])
  return (
    <div class="overlay" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div class={`modal ${wide ? 'wide' : ''}`} role="dialog" aria-modal="true" aria-label={title}>
        <header>
          <h2>{title}</h2>
          <button type="button" class="icon" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </header>
        <div class="modal-body">{children}</div>
      </div>
    </div>
  )
}
