/** A multilingual field: one control per visible locale, side by side. */
import type { I18n, Problem } from '../lib/types'
import { valueOf } from './field'
import { FieldErrors } from './problem'
import { RichText } from './rich-text'

type Props = {
  label: string
  path: string
  value: I18n | null | undefined
  onChange: (value: I18n) => void
  visible: string[]
  problem?: Problem | null
  kind?: 'text' | 'textarea' | 'html'
  required?: boolean
  disabled?: boolean
}

export function I18nField({
  label,
  path,
  value,
  onChange,
  visible,
  problem = null,
  kind = 'text',
  required,
  disabled,
}: Props) {
  const v = value ?? {}
  const set = (locale: string, text: string) => onChange({ ...v, [locale]: text })
  return (
    <fieldset class="field i18n">
      <legend class="label">
        {label}
        {required ? <span class="req"> *</span> : null}
      </legend>
      <div
        class="locale-cols"
        style={{ gridTemplateColumns: `repeat(${visible.length}, minmax(0, 1fr))` }}
      >
        {visible.map((locale) => {
          const name = `${label} (${locale})`
          return (
            <div class="locale-col" key={locale}>
              <span class="locale-tag">{locale.toUpperCase()}</span>
              {kind === 'html' ? (
                <RichText
                  label={name}
                  value={v[locale] ?? ''}
                  onChange={(html) => set(locale, html)}
                  disabled={disabled}
                />
              ) : kind === 'textarea' ? (
                <textarea
                  aria-label={name}
                  rows={3}
                  value={v[locale] ?? ''}
                  disabled={disabled}
                  onInput={(e) => set(locale, valueOf(e))}
                />
              ) : (
                <input
                  aria-label={name}
                  value={v[locale] ?? ''}
                  disabled={disabled}
                  onInput={(e) => set(locale, valueOf(e))}
                />
              )}
              <FieldErrors problem={problem} path={`${path}.${locale}`} exact />
            </div>
          )
        })}
      </div>
      <FieldErrors problem={problem} path={path} exact />
    </fieldset>
  )
}
