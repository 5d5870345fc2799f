import { createHash } from "node:crypto"

/**
 * Answers of cacheable reads (reference data, the policies in force) are the same object until an event
 * replaces them (the hot reads keep them in memory), so each is serialized and hashed once, not per
 * request. Clients revalidate with If-None-Match and get 304 without a body.
 */
const serialized = new WeakMap<object, { readonly json: string; readonly etag: string }>()

export const serializedWithEtag = (body: object) => {
  let entry = serialized.get(body)
  if (!entry) {
    const json = JSON.stringify(body)
    entry = { json, etag: `"${createHash("sha1").update(json).digest("base64url")}"` }
    serialized.set(body, entry)
  }
  return entry
}

/** If-None-Match holds this ETag (one of a list, or `*`). */
export const matchesEtag = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(",").some((tag) => {
    const candidate = tag.trim().replace(/^W\//, "")
    return candidate === etag || candidate === "*"
  }) === true
