/** A button that asks for a second click instead of a blocking confirm() dialog. */
import type { ComponentChildren } from 'preact'
import { useEffect, useState } from 'preact/hooks'

type Props = {
  onConfirm: () => void
  children: ComponentChildren
  confirmLabel?: string
  class?: string
  disabled?: boolean
}

export function ConfirmButton({
  onConfirm,
  children,
  confirmLabel = 'Click again to confirm',
  class: cls = '',
  disabled,
}: Props) {
  const [armed, setArmed] = useState(false)
  useEffect(() => {
    if (!armed) return
    const t = setTimeout(() => setArmed(false), 4000)
    return () => clearTimeout(t)
  }, [armed])
  return (
    <button
      type="button"
      class={`${cls} ${armed ? 'armed' : ''}`}
      disabled={disabled}
      onClick={() => {
        if (armed) {
          setArmed(false)
          onConfirm()
        } else setArmed(true)
      }}
    >
      {armed ? confirmLabel : children}
    </button>
  )
}
