/**
 * The event names of CONTRACT §9, derived from the registry: `<singular>.created|updated|deleted`
 * for every resource, plus `published`/`unpublished` for publishable ones, the events of its
 * operations and those it declares (`events`).
 *
 * note: resources/index.ts fills the catalogue once the registry is built, so that a resource
 * (webhooks) can validate names without importing the registry it belongs to.
 */
import type { ResourceDef } from './define'

export function eventNamesOf(defs: readonly ResourceDef[]): string[] {
  return defs.flatMap((def) => [
    ...new Set([
      ...['created', 'updated', 'deleted'].map((verb) => `${def.singular}.${verb}`),
      ...(def.publishable ? [`${def.singular}.published`, `${def.singular}.unpublished`] : []),
      // operations with their own events (user.unlocked) and the workflows' (user.login_failed)
      ...def.operations.flatMap((op) => op.events(def.singular)),
      ...def.events.map((name) => `${def.singular}.${name}`),
    ]),
  ])
}

let catalogue: readonly string[] = []

export function setEventCatalogue(defs: readonly ResourceDef[]): void {
  catalogue = Object.freeze(eventNamesOf(defs))
}

export const knownEvents = (): readonly string[] => catalogue

/** A subscription: an event name, `<singular>.*` or `*`. */
export function isSubscription(value: string): boolean {
  if (value === '*') return true
  if (value.endsWith('.*')) return catalogue.some((name) => name.startsWith(value.slice(0, -1)))
  return catalogue.includes(value)
}
