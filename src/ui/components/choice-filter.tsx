import { valueOf } from './field'

type Option = string | { value: string; label: string }

/** A labelled filter select whose empty choice means "any" (aria-label `<label> filter`). */
export function ChoiceFilter(props: { label: string; value: string; options: Option[]; onChange: (value: string) => void }) {
  return (
    <label>
      <span>{props.label}</span>
      <select aria-label={`${props.label} filter`} value={props.value} onChange={(e) => props.onChange(valueOf(e))}>
        <option value="">any</option>
        {props.options.map((o) =>
          typeof o === 'string' ? (
            <option key={o}>{o}</option>
          ) : (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ),
        )}
      </select>
    </label>
  )
}
