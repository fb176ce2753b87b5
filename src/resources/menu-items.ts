/**
 * The menu tree (CONTRACT §6): an ordered list of `{id, label, url | target, children}`, at most
 * 3 levels deep, written and read whole. `target` is the IRI of an article or page of the same
 * site; reads add `target_item` (its `@id`, `@type`, `id`, `slug`) so a front end can build the
 * link. On /public, items whose target is not visible (draft, deleted) are left out, with their
 * children.
 */
import { CODES, ProblemError, type Violation } from '../lib/problem'
import { newUuid } from '../lib/uuid'
import { f, wrongType, type Field } from '../registry/fields'
import { kindChecked, Nullable, Type, type TSchema } from '../registry/schema'
import { INVALID, type ReadCtx, type WriteCtx } from '../registry/types'

export const MAX_DEPTH = 3
const MAX_ITEMS = 500
// Symfony's Expression constraint: a rule across properties
const RULE = '6b3befbc-2f01-4ddf-be21-b57898905284'
const TARGET =
  /^\/admin\/(articles|pages)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i
// paths, anchors, http(s), mail and phone links; never `javascript:`, nor `//host` or `/\host`
// (another host to a browser), which only an absolute URL may name
const LINK = /^(\/(?![/\\])|#|https?:\/\/[^\s/]|mailto:\S|tel:\S)\S*$/i

type Item = {
  id: string
  label: Record<string, string>
  url: string | null
  target: string | null
  children: Item[]
}

const label = f.i18n()

const rule = (propertyPath: string, message: string): Violation => ({
  propertyPath,
  message,
  code: RULE,
})

function checkTarget(value: string, path: string, ctx: WriteCtx, kept: Set<string>): string | null {
  const match = TARGET.exec(value)
  if (!match) {
    ctx.violations.push(rule(path, 'This value should be the IRI of an article or a page.'))
    return null
  }
  try {
    ctx.resolveRef(match[1]!.toLowerCase(), value, path, false)
  } catch (err) {
    // the relation rule answers 400; in a tree the client needs to know which item
    if (!(err instanceof ProblemError) || err.status !== 400) throw err
    // a target deleted since the menu stored it stays as it was (shown with `target_item: null`),
    // so the menu's own GET body can be PUT back; only a new target must exist
    if (kept.has(value.toLowerCase())) return value.toLowerCase()
    ctx.violations.push(
      rule(path, 'This value should be an existing article or page of this site.'),
    )
    return null
  }
  return value.toLowerCase()
}

function optionalString(item: Record<string, unknown>, key: string, path: string): string | null {
  const value = item[key]
  if (value === undefined || value === null) return null
  if (typeof value !== 'string') wrongType(`${path}.${key}`, 'string', value)
  return value.trim() || null
}

/** The targets of a stored tree (none on a create). */
function storedTargets(items: unknown): Set<string> {
  const out = new Set<string>()
  const walk = (list: Item[]) => list.forEach((i) => (i.target && out.add(i.target), walk(i.children ?? [])))
  if (Array.isArray(items)) walk(items as Item[])
  return out
}

export function parseItems(input: unknown, path: string, ctx: WriteCtx): Item[] | typeof INVALID {
  if (input === null) return []
  if (!Array.isArray(input)) wrongType(path, 'array', input)
  const before = ctx.violations.length
  const kept = storedTargets(ctx.current?.items)
  const ids = new Set<string>()
  let count = 0
  const walk = (list: unknown[], listPath: string, depth: number): Item[] =>
    list.map((raw, i) => {
      const p = `${listPath}[${i}]`
      if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) wrongType(p, 'object', raw)
      const item = raw as Record<string, unknown>
      count++
      const id = optionalString(item, 'id', p) ?? newUuid()
      if (ids.has(id))
        ctx.violations.push({
          propertyPath: `${p}.id`,
          message: 'This value is already used.',
          code: CODES.unique,
        })
      ids.add(id)
      const text = label.parse(item.label ?? null, `${p}.label`, ctx)
      if (text !== INVALID && label.isBlank(text))
        ctx.violations.push({
          propertyPath: `${p}.label`,
          message: 'This value should not be blank.',
          code: CODES.notBlank,
        })
      const url = optionalString(item, 'url', p)
      let target = optionalString(item, 'target', p)
      if (url && target)
        ctx.violations.push(rule(p, 'An item links either to a url or to a target, not both.'))
      else if (!url && !target) ctx.violations.push(rule(p, 'An item needs a url or a target.'))
      else if (url && !LINK.test(url))
        ctx.violations.push({
          propertyPath: `${p}.url`,
          message: 'This value is not a valid URL.',
          code: CODES.url,
        })
      else if (target) target = checkTarget(target, `${p}.target`, ctx, kept)
      const children = item.children ?? []
      if (!Array.isArray(children)) wrongType(`${p}.children`, 'array', children)
      let kids: Item[] = []
      if (children.length > 0 && depth >= MAX_DEPTH) {
        ctx.violations.push({
          propertyPath: `${p}.children`,
          message: `A menu has at most ${MAX_DEPTH} levels.`,
          code: CODES.count,
        })
      } else kids = walk(children, `${p}.children`, depth + 1)
      return {
        id,
        label: text === INVALID ? {} : (text as Record<string, string>),
        url,
        target,
        children: kids,
      }
    })
  const items = walk(input, path, 1)
  if (count > MAX_ITEMS)
    ctx.violations.push({
      propertyPath: path,
      message: `A menu has at most ${MAX_ITEMS} items.`,
      code: CODES.count,
    })
  return ctx.violations.length > before ? INVALID : items
}

export function presentItems(items: Item[], ctx: ReadCtx): Record<string, unknown>[] {
  return items.flatMap((item) => {
    const out: Record<string, unknown> = {
      id: item.id,
      label: label.output(item.label, {}, ctx),
      url: item.url,
      target: item.target,
      target_item: null,
    }
    if (item.target) {
      const [, resource, uuid] = TARGET.exec(item.target)!
      const resolved = ctx.embed?.(resource!, uuid!, ['slug']) ?? null
      if (ctx.prefix === '/public') {
        if (!resolved) return []
        out.target = `/public/${resource}/${uuid}`
      }
      out.target_item = resolved
    }
    out.children = presentItems(item.children, ctx)
    return [out]
  })
}

function itemSchema(depth: number, locales: readonly string[]): TSchema {
  return Type.Object({
    id: Type.Optional(Type.String({ description: 'Stable item id; generated when absent' })),
    label: label.readSchema({ locales, lookup: noLookup }),
    url: Type.Optional(Nullable(Type.String({ description: 'A path, #anchor, http(s), mailto: or tel: link (or target)' }))),
    target: Type.Optional(Nullable(Type.String({ format: 'iri-reference', description: 'IRI of an article or page of the site (or url)' }))),
    target_item: Type.Optional(
      Nullable(
        Type.Object(
          {
            '@id': Type.String({ format: 'iri-reference' }),
            '@type': Type.String({ enum: ['Article', 'Page'] }),
            id: Type.String({ format: 'uuid' }),
            slug: Type.String(),
          },
          { readOnly: true, description: 'The target, embedded (`@id`, `@type`, `id`, `slug`); null when it was deleted' },
        ),
      ),
    ),
    children: Type.Optional(depth < MAX_DEPTH ? Type.Array(itemSchema(depth + 1, locales)) : Type.Array(Type.Unknown(), { maxItems: 0 })),
  })
}

const noLookup = () => {
  throw new Error('menu items embed no resource schema')
}

/**
 * The `items` field: JSON storage, tree validation, and a read that resolves targets. The tree
 * checks its own JSON types (`items[0].children`), so the body check leaves it alone.
 */
export function menuItemsField(): Field {
  const schema = (locales: readonly string[]) => kindChecked(Type.Array(itemSchema(1, locales)))
  const field = f.json({ default: [], check: parseItems })
  return {
    ...field,
    output: (value, _row, ctx) => presentItems((value ?? []) as Item[], ctx),
    readSchema: ({ locales }) => schema(locales),
    writeSchema: ({ locales }) => schema(locales),
  }
}
