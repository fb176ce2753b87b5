/**
 * Pure edits of a menu tree (CONTRACT "Menus": items `{id, label, url | target, children}`,
 * depth at most 3). Each edit clones the tree and returns the new one; a path is the list of
 * sibling indexes from the root.
 */
import type { I18n } from './types'

export type MenuItem = {
  id: string
  label: I18n
  url?: string | null
  target?: string | null
  children: MenuItem[]
}

export const MAX_DEPTH = 3

const clone = (items: MenuItem[]): MenuItem[] => structuredClone(items)

/** The sibling list holding the node at `path`, and the node's index in it. */
function locate(root: MenuItem[], path: number[]): { list: MenuItem[]; index: number } {
  let list = root
  for (const i of path.slice(0, -1)) list = list[i]!.children
  return { list, index: path[path.length - 1]! }
}

/** Levels a node occupies, itself included. */
export const height = (item: MenuItem): number => 1 + Math.max(0, ...item.children.map(height))

export function update(items: MenuItem[], path: number[], patch: Partial<MenuItem>): MenuItem[] {
  const next = clone(items)
  const { list, index } = locate(next, path)
  list[index] = { ...list[index]!, ...patch }
  return next
}

export function remove(items: MenuItem[], path: number[]): MenuItem[] {
  const next = clone(items)
  const { list, index } = locate(next, path)
  list.splice(index, 1)
  return next
}

export function move(items: MenuItem[], path: number[], delta: -1 | 1): MenuItem[] {
  const next = clone(items)
  const { list, index } = locate(next, path)
  const to = index + delta
  if (to < 0 || to >= list.length) return items
  ;[list[index], list[to]] = [list[to]!, list[index]!]
  return next
}

/** Makes the node the last child of its previous sibling, when the depth limit allows. */
export function indent(items: MenuItem[], path: number[]): MenuItem[] {
  const next = clone(items)
  const { list, index } = locate(next, path)
  if (index === 0) return items
  const node = list[index]!
  if (path.length + height(node) > MAX_DEPTH) return items
  list.splice(index, 1)
  list[index - 1]!.children.push(node)
  return next
}

/** Moves the node out of its parent, right after it. */
export function outdent(items: MenuItem[], path: number[]): MenuItem[] {
  if (path.length < 2) return items
  const next = clone(items)
  const { list, index } = locate(next, path)
  const [node] = list.splice(index, 1)
  const parent = locate(next, path.slice(0, -1))
  parent.list.splice(parent.index + 1, 0, node!)
  return next
}

export function addChild(items: MenuItem[], path: number[] | null, item: MenuItem): MenuItem[] {
  const next = clone(items)
  if (!path) return [...next, item]
  const { list, index } = locate(next, path)
  if (path.length >= MAX_DEPTH) return items
  list[index]!.children.push(item)
  return next
}

export const newItem = (): MenuItem => ({
  id: crypto.randomUUID(),
  label: {},
  url: '',
  children: [],
})
