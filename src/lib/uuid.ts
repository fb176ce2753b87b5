const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value)

/** Time-ordered UUIDs keep the uuid index append-mostly. */
export const newUuid = (): string => Bun.randomUUIDv7()
