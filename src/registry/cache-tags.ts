/**
 * Cache tags (CONTRACT §11): the names under which a CDN files a cached /public response, so a
 * change can purge exactly the responses that hold it. One rule, used by the responses (their
 * `Cache-Tag` / `Surrogate-Key`) and by what announces changes (`cache_tags`), so both always agree.
 */

/** An item: `<type>:<uuid>`, e.g. `article:0190f1c2-…`, `tag:…`, `media:…`. */
export const cacheTag = (def: { singular: string }, uuid: string): string => `${def.singular}:${uuid}`

/** A collection of a resource: its path, e.g. `articles`, `categories`, `media`. */
export const collectionTag = (def: { path: string }): string => def.path

/**
 * The tags one response collects while it is built: its own (the collection, then its items in
 * body order) and those of the items embedded in it, sorted, each once.
 */
export class TagSet {
  private readonly own = new Set<string>()
  private readonly embedded = new Set<string>()

  collection(def: { path: string }): void {
    this.own.add(collectionTag(def))
  }

  item(def: { singular: string }, uuid: string): void {
    this.own.add(cacheTag(def, uuid))
  }

  embed(def: { singular: string }, uuid: string): void {
    this.embedded.add(cacheTag(def, uuid))
  }

  list(): string[] {
    const rest = [...this.embedded].filter((t) => !this.own.has(t)).sort()
    return [...this.own, ...rest]
  }
}

/**
 * The tags whose cached responses a change of one item makes stale (`cache_tags` of change
 * events and webhook payloads): the item's own, which every response embedding it carries too
 * (an article showing a renamed tag holds `tag:<uuid>`), and its collection's (a new, removed or
 * reordered member changes every list of them).
 */
export const changeCacheTags = (def: { singular: string; path: string }, uuid: string): string[] => [cacheTag(def, uuid), collectionTag(def)]
