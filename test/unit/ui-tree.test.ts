/** The dashboard's pure helpers: menu tree edits (depth ≤ 3) and the editor's write body. */
import { expect, test } from 'bun:test'
import { addChild, indent, move, outdent, remove, type MenuItem } from '../../src/ui/lib/tree'
import { payloadFrom, formFrom } from '../../src/ui/screens/content-form'
import { KINDS } from '../../src/ui/screens/content-kinds'

const node = (id: string, children: MenuItem[] = []): MenuItem => ({
  id,
  label: { en: id },
  url: `/${id}`,
  children,
})
const ids = (items: MenuItem[]): unknown =>
  items.map((i) => (i.children.length ? { [i.id]: ids(i.children) } : i.id))

test('should move, nest and un-nest menu items without touching the input', () => {
  const tree = [node('a'), node('b'), node('c')]
  expect(ids(move(tree, [2], -1))).toEqual(['a', 'c', 'b'])
  const nested = indent(tree, [1])
  expect(ids(nested)).toEqual([{ a: ['b'] }, 'c'])
  expect(ids(outdent(nested, [0, 0]))).toEqual(['a', 'b', 'c'])
  expect(ids(remove(tree, [0]))).toEqual(['b', 'c'])
  expect(ids(tree)).toEqual(['a', 'b', 'c'])
})

test('should refuse to nest deeper than three levels', () => {
  const deep = [node('a', [node('b', [node('c')])]), node('d')]
  expect(addChild(deep, [0, 0, 0], node('x'))).toBe(deep)
  const tall = [node('p'), node('q', [node('r', [node('s')])])]
  expect(indent(tall, [1])).toBe(tall)
})

test('should write relations as IRIs, category as a bare uuid, and blanked locales as null', () => {
  const kind = KINDS.articles
  const item = {
    '@id': '/admin/articles/1',
    '@type': 'Article',
    id: '1',
    slug: 'hello',
    title: { fr: 'Bonjour', en: 'Hello' },
    excerpt: {},
    body_html: { fr: '<p>x</p>' },
    status: 'draft',
    type: 'article',
    published_at: null,
    category: { '@id': '/admin/categories/c1', id: 'c1', slug: 'news', name: { fr: 'Actu' } },
    secondaryCategories: [],
    tags: [{ '@id': '/admin/tags/t1', id: 't1', slug: 'ete', name: { fr: 'Été' } }],
    featuredImage: null,
  }
  const form = formFrom(kind, item)
  form.title = { fr: 'Bonjour', en: '' }
  const body = payloadFrom(kind, form, item)
  expect(body.title).toEqual({ fr: 'Bonjour', en: null })
  expect(body.tags).toEqual(['/admin/tags/t1'])
  expect(body.category_id).toBe('c1')
  expect(body.featuredImage).toBeNull()
  expect(body.slug).toBe('hello')
  expect('seo' in body).toBe(false)
})
