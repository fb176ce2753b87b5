/**
 * A small rich-text editor: contenteditable with a minimal toolbar and an HTML source view.
 * No dependency; execCommand is old but every browser still runs it, and the output is
 * plain semantic HTML. Incoming HTML is sanitised before it is put into the page.
 */
import { useEffect, useRef, useState } from 'preact/hooks'
import { dropsMarkup, sanitizeHtml } from '../lib/sanitize'
import { valueOf } from './field'

type Props = { label: string; value: string; onChange: (html: string) => void; disabled?: boolean }

const TOOLS: { label: string; title: string; run: () => void }[] = [
  { label: 'B', title: 'Bold', run: () => document.execCommand('bold') },
  { label: 'I', title: 'Italic', run: () => document.execCommand('italic') },
  { label: 'H2', title: 'Heading', run: () => document.execCommand('formatBlock', false, '<h2>') },
  {
    label: 'H3',
    title: 'Subheading',
    run: () => document.execCommand('formatBlock', false, '<h3>'),
  },
  { label: '¶', title: 'Paragraph', run: () => document.execCommand('formatBlock', false, '<p>') },
  {
    label: '• List',
    title: 'Bulleted list',
    run: () => document.execCommand('insertUnorderedList'),
  },
  {
    label: '1. List',
    title: 'Numbered list',
    run: () => document.execCommand('insertOrderedList'),
  },
  {
    label: '❝',
    title: 'Quote',
    run: () => document.execCommand('formatBlock', false, '<blockquote>'),
  },
  {
    label: 'Link',
    title: 'Link',
    run: () => {
      const url = prompt('Link address (https://… or /path)')
      if (url) document.execCommand('createLink', false, url)
    },
  },
  { label: 'Clear', title: 'Remove formatting', run: () => document.execCommand('removeFormat') },
]

/** Elements that are content without any text in them. */
const TEXTLESS = 'img,picture,video,audio,iframe,embed,object,svg,hr,table'

export function RichText({ label, value, onChange, disabled }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  const [source, setSource] = useState(false)
  // what the area showed when it was last filled from `value`: leaving it untouched sends nothing
  const shown = useRef<string | null>(null)
  // the stored HTML holds what the visual editor cannot show (embeds, classes, attributes)
  const lossy = value !== '' && dropsMarkup(value)

  // note: only written from outside while the user is not typing, so the caret never jumps
  useEffect(() => {
    const el = ref.current
    if (!el || el.innerHTML === value || document.activeElement === el) return
    el.innerHTML = sanitizeHtml(value)
    shown.current = el.innerHTML
  }, [value, source])

  /**
   * Sends what the user changed. note: a focus and a blur alone sent the shown (sanitised) HTML
   * back as the value, and a save of another field then dropped the body's embeds; and an area
   * emptied by the user holds `<p><br></p>`, sent as '' so that the locale goes (and falls back).
   */
  const emit = () => {
    const el = ref.current
    if (!el || el.innerHTML === shown.current) return
    shown.current = null
    const empty = (el.textContent ?? '').trim() === '' && !el.querySelector(TEXTLESS)
    onChange(empty ? '' : el.innerHTML)
  }

  return (
    <div class={`rich ${disabled ? 'disabled' : ''}`}>
      <div class="rich-toolbar" role="toolbar" aria-label={`${label} formatting`}>
        {TOOLS.map((t) => (
          <button
            type="button"
            key={t.title}
            title={t.title}
            disabled={disabled || source}
            onMouseDown={(e) => {
              e.preventDefault() // keep the selection in the editable area
              t.run()
              emit()
            }}
          >
            {t.label}
          </button>
        ))}
        <button
          type="button"
          class={source ? 'active' : ''}
          title="Edit the HTML source"
          onClick={() => setSource(!source)}
        >
          &lt;/&gt;
        </button>
      </div>
      {lossy && !source && !disabled ? (
        <p class="hint" role="note">
          This text holds HTML the visual editor does not show (embeds, classes, attributes). Edit
          it in the HTML source (&lt;/&gt;) to keep them; a change here drops them.
        </p>
      ) : null}
      {source ? (
        <textarea
          class="rich-source"
          aria-label={`${label} HTML`}
          rows={8}
          value={value}
          disabled={disabled}
          onInput={(e) => onChange(valueOf(e))}
        />
      ) : (
        <div
          ref={ref}
          class="rich-area"
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          contentEditable={!disabled}
          // Enter makes paragraphs, not the browser's <div>s (front ends style <p>)
          onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
          onInput={emit}
          onBlur={emit}
        />
      )}
    </div>
  )
}
