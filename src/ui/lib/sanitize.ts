/**
 * Allowlist HTML sanitiser for stored rich text shown inside the dashboard: another user's
 * body_html must never run script here. DOMParser builds an inert document (no script runs,
 * no image loads), and only known tags and attributes are copied out.
 */
const TAGS = new Set(
  'p br hr h1 h2 h3 h4 h5 h6 strong b em i u s sub sup mark code pre blockquote ul ol li a img figure figcaption table thead tbody tr th td span div'.split(
    ' ',
  ),
)
const ATTRS: Record<string, string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
}
const SCHEMES = ['http', 'https', 'mailto', 'tel']

/** Relative URLs pass; absolute ones only with a harmless scheme (no javascript:, data:). */
function isSafeUrl(value: string): boolean {
  const compact = value.replace(/[\u0000-\u0020]/g, '')
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)
  return !scheme || SCHEMES.includes(scheme[1]!.toLowerCase())
}

function clean(node: Node, doc: Document): Node | null {
  if (node.nodeType === Node.TEXT_NODE) return doc.createTextNode(node.textContent ?? '')
  if (node.nodeType !== Node.ELEMENT_NODE) return null
  const el = node as Element
  const tag = el.tagName.toLowerCase()
  if (tag === 'script' || tag === 'style' || tag === 'iframe' || tag === 'object') return null
  const out: Node = TAGS.has(tag) ? doc.createElement(tag) : doc.createDocumentFragment()
  if (out instanceof Element) {
    for (const name of ATTRS[tag] ?? []) {
      const value = el.getAttribute(name)
      if (value === null) continue
      if ((name === 'href' || name === 'src') && !isSafeUrl(value)) continue
      out.setAttribute(name, value)
    }
    if (tag === 'a') out.setAttribute('rel', 'noopener noreferrer')
  }
  for (const child of [...el.childNodes]) {
    const c = clean(child, doc)
    if (c) out.appendChild(c)
  }
  return out
}

export function sanitizeHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html')
  const box = document.createElement('div')
  for (const child of [...parsed.body.childNodes]) {
    const c = clean(child, document)
    if (c) box.appendChild(c)
  }
  return box.innerHTML
}

/**
 * Whether showing `html` in the visual editor leaves anything out: an element, an attribute or
 * a URL the allowlist does not keep (a link's `rel` aside, which the editor sets itself).
 */
export function dropsMarkup(html: string): boolean {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html')
  for (const el of parsed.body.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase()
    if (!TAGS.has(tag)) return true
    const kept = ATTRS[tag] ?? []
    for (const attr of el.attributes) {
      if (tag === 'a' && attr.name === 'rel') continue
      if (!kept.includes(attr.name)) return true
      if ((attr.name === 'href' || attr.name === 'src') && !isSafeUrl(attr.value)) return true
    }
  }
  return false
}
