/** A labelled form control with its violations underneath. */
import type { ComponentChildren } from 'preact'
import type { Problem } from '../lib/types'
import { FieldErrors } from './problem'

type Props = {
  label: string
  path?: string
  problem?: Problem | null
  hint?: string
  children: ComponentChildren
}

export function Field({ label, path, problem = null, hint, children }: Props) {
  return (
    <div class="field">
      <label>
        <span class="label">{label}</span>
        {children}
      </label>
      {hint ? <small class="hint">{hint}</small> : null}
      {path ? <FieldErrors problem={problem} path={path} /> : null}
    </div>
  )
}

/** The current value of an input event's target. */
export const valueOf = (e: Event) => (e.currentTarget as HTMLInputElement).value
export const checkedOf = (e: Event) => (e.currentTarget as HTMLInputElement).checked
