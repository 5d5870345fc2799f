const uuid = /([0-9a-f]{8})-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi

/**
 * An id as a narrow column shows it: each UUID in it cut to its first eight digits (`listing-1a2b3c4d…`),
 * which tell rows apart at a glance; links and buttons carry the whole id in their names.
 */
export const shortId = (id: string) => id.replace(uuid, "$1…")
