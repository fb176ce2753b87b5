/** A bounded map that evicts the least recently used entry, calling `onEvict` for it. */
export class Lru<K, V> {
  private readonly map = new Map<K, V>()

  constructor(
    private readonly max: number,
    private readonly onEvict: (key: K, value: V) => void = () => {},
  ) {}

  get size(): number {
    return this.map.size
  }

  get(key: K): V | undefined {
    const value = this.map.get(key)
    if (value === undefined) return undefined
    // note: re-insertion moves the key to the end, which Map keeps in insertion order
    this.map.delete(key)
    this.map.set(key, value)
    return value
  }

  set(key: K, value: V): void {
    this.map.delete(key)
    this.map.set(key, value)
    while (this.map.size > this.max) {
      const oldest = this.map.keys().next().value as K
      const evicted = this.map.get(oldest) as V
      this.map.delete(oldest)
      this.onEvict(oldest, evicted)
    }
  }

  delete(key: K): void {
    const value = this.map.get(key)
    if (value === undefined) return
    this.map.delete(key)
    this.onEvict(key, value)
  }

  values(): IterableIterator<V> {
    return this.map.values()
  }

  clear(): void {
    for (const [key, value] of this.map) this.onEvict(key, value)
    this.map.clear()
  }
}
