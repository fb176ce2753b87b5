/** Renders a simple resource's fields and maps them to and from the API's item. */
import { Field, checkedOf, valueOf } from '../components/field'
import { I18nField } from '../components/i18n-field'
import { FieldErrors } from '../components/problem'
import { fromLocalInput, toLocalInput } from '../lib/format'
import type { I18n, Item, Problem } from '../lib/types'
import type { FieldSpec } from './resource-types'

export type FormValues = Record<string, unknown>

const INPUT_TYPES: Partial<
  Record<FieldSpec['kind'], 'datetime-local' | 'email' | 'url' | 'password' | 'number'>
> = {
  datetime: 'datetime-local',
  email: 'email',
  url: 'url',
  password: 'password',
  number: 'number',
}

const ROLES = ['ROLE_CMS_ADMIN', 'ROLE_CMS_EDITOR', 'ROLE_CMS_AUTHOR', 'ROLE_CMS_VIEWER']

export function valuesFrom(fields: FieldSpec[], item: Item | null): FormValues {
  const out: FormValues = {}
  for (const f of fields) {
    const v = item ? item[f.name] : f.default
    if (f.kind === 'json') out[f.name] = v === undefined ? '' : JSON.stringify(v, null, 2)
    else if (f.kind === 'list') out[f.name] = Array.isArray(v) ? v.join(', ') : ''
    else if (f.kind === 'datetime') out[f.name] = toLocalInput(v as string | null)
    else if (f.kind === 'roles') out[f.name] = Array.isArray(v) ? v : []
    else if (f.kind === 'bool') out[f.name] = Boolean(v)
    else if (f.kind.startsWith('i18n')) out[f.name] = { ...((v as I18n) ?? {}) }
    else if (f.kind === 'password') out[f.name] = ''
    else if (f.kind === 'custom') out[f.name] = v
    else out[f.name] = v === null || v === undefined ? '' : String(v)
  }
  return out
}

/** The write body; a JSON field that does not parse comes back as a client-side violation. */
export function payloadFrom(
  fields: FieldSpec[],
  values: FormValues,
  item: Item | null,
): { body: Record<string, unknown>; problem: Problem | null } {
  const body: Record<string, unknown> = {}
  const violations: { propertyPath: string; message: string }[] = []
  for (const f of fields) {
    if (f.createOnly && item) continue
    const v = values[f.name]
    if (f.kind === 'json') {
      const text = String(v ?? '').trim()
      if (!text) continue
      try {
        body[f.name] = JSON.parse(text)
      } catch {
        violations.push({ propertyPath: f.name, message: 'This is not valid JSON.' })
      }
    } else if (f.kind === 'list')
      body[f.name] = String(v ?? '')
        .split(/[\s,]+/)
        .filter(Boolean)
    else if (f.kind === 'datetime') {
      // shown, not edited: not sent, so a stored date keeps its milliseconds
      if (item && String(v ?? '') === toLocalInput(item[f.name] as string | null)) continue
      body[f.name] = fromLocalInput(String(v ?? ''))
    }
    else if (f.kind === 'number') body[f.name] = v === '' ? null : Number(v)
    else if (f.kind === 'select' && typeof f.options?.[0] === 'number') body[f.name] = Number(v)
    else if (f.kind.startsWith('i18n')) {
      const out: Record<string, string | null> = {}
      for (const [l, s] of Object.entries((v as I18n) ?? {})) if (s.trim()) out[l] = s
      for (const l of Object.keys(item?.[f.name] ?? {})) if (!(l in out)) out[l] = null
      body[f.name] = out
    } else if (f.blankKeeps && item && (v === '' || v === undefined)) continue
    else if (
      (f.kind === 'password' || f.kind === 'url' || f.kind === 'email') &&
      v === '' &&
      !f.required
    )
      continue
    else body[f.name] = v
  }
  const problem = violations.length
    ? {
        title: 'Validation Failed',
        status: 422,
        detail: violations.map((x) => `${x.propertyPath}: ${x.message}`).join('\n'),
        violations,
      }
    : null
  return { body, problem }
}

type Props = {
  fields: FieldSpec[]
  values: FormValues
  onChange: (values: FormValues) => void
  problem: Problem | null
  locales: string[]
  isNew: boolean
  disabled: boolean
}

export function ResourceForm({
  fields,
  values,
  onChange,
  problem,
  locales,
  isNew,
  disabled,
}: Props) {
  const set = (name: string, value: unknown) => onChange({ ...values, [name]: value })
  return (
    <>
      {fields.map((f) => {
        if (f.createOnly && !isNew) return null
        const v = values[f.name]
        const label = f.label + (f.required && !(f.blankKeeps && !isNew) ? ' *' : '')
        const common = { disabled, 'aria-label': f.label }
        if (f.kind.startsWith('i18n')) {
          const kind =
            f.kind === 'i18n-html' ? 'html' : f.kind === 'i18n-textarea' ? 'textarea' : 'text'
          return (
            <I18nField
              key={f.name}
              label={f.label}
              path={f.name}
              kind={kind}
              required={f.required}
              value={v as I18n}
              visible={locales}
              problem={problem}
              disabled={disabled}
              onChange={(x) => set(f.name, x)}
            />
          )
        }
        if (f.kind === 'custom') {
          return (
            <div class="field" key={f.name}>
              <span class="label">{label}</span>
              {f.render!({ value: v, onChange: (x) => set(f.name, x), problem, locales, disabled })}
              <FieldErrors problem={problem} path={f.name} />
            </div>
          )
        }
        if (f.kind === 'bool') {
          return (
            <div class="field" key={f.name}>
              <label class="check">
                <input
                  type="checkbox"
                  {...common}
                  checked={Boolean(v)}
                  onChange={(e) => set(f.name, checkedOf(e))}
                />{' '}
                {f.label}
              </label>
              {f.hint ? <small class="hint">{f.hint}</small> : null}
              <FieldErrors problem={problem} path={f.name} />
            </div>
          )
        }
        if (f.kind === 'roles') {
          const roles = (v as string[]) ?? []
          return (
            <fieldset class="field" key={f.name}>
              <legend class="label">{label}</legend>
              {ROLES.map((r) => (
                <label class="check" key={r}>
                  <input
                    type="checkbox"
                    disabled={disabled}
                    checked={roles.includes(r)}
                    onChange={(e) =>
                      set(f.name, checkedOf(e) ? [...roles, r] : roles.filter((x) => x !== r))
                    }
                  />{' '}
                  {r}
                </label>
              ))}
              <FieldErrors problem={problem} path={f.name} />
            </fieldset>
          )
        }
        let hint =
          f.blankKeeps && !isNew
            ? `${f.hint ?? ''} Leave blank to keep the current value.`.trim()
            : f.hint
        if (f.kind === 'list' && f.options)
          hint = `${hint ?? 'Comma-separated.'} Known: ${f.options.join(', ')}`
        return (
          <Field key={f.name} label={label} path={f.name} problem={problem} hint={hint}>
            {f.kind === 'select' ? (
              <select {...common} value={String(v ?? '')} onChange={(e) => set(f.name, valueOf(e))}>
                {f.options!.map((o) => (
                  <option key={o} value={String(o)}>
                    {o}
                  </option>
                ))}
              </select>
            ) : f.kind === 'textarea' || f.kind === 'json' ? (
              <textarea
                {...common}
                class={f.kind === 'json' ? 'code' : ''}
                rows={f.kind === 'json' ? 6 : 3}
                value={String(v ?? '')}
                onInput={(e) => set(f.name, valueOf(e))}
              />
            ) : (
              <input
                {...common}
                // note: cast because Preact's input typings cannot take a union of input types
                type={(INPUT_TYPES[f.kind] ?? 'text') as 'text'}
                // a date shows (and keeps) its seconds
                step={f.kind === 'datetime' ? '1' : undefined}
                autocomplete={f.kind === 'password' ? 'new-password' : undefined}
                value={String(v ?? '')}
                onInput={(e) => set(f.name, valueOf(e))}
              />
            )}
          </Field>
        )
      })}
    </>
  )
}
